// The fast path (#42): the public pages every visitor shares, and the catalogue's API answers
// (fixed by the build, marked `Cache-Control: public`: count, search, one tool), are answered from
// memory before Astro's pipeline (routing, the middleware, the page cache's provider), with the
// same headers the pipeline sends — CSP, Vary, ETag, the compression it chose — a new request id,
// a new guest id cookie for a browser without one (pages), and 304 for a copy the browser holds.
//
// What it holds is only what the page cache (site/server/publicPageCache.ts) already shares: a
// page is copied from the pipeline's own answer once that answer came from Astro's cache
// (`X-Astro-Cache: HIT`), for one encoding, and kept FAST_PATH_TTL_MS; then the next request goes
// through the pipeline again and copies its answer. A catalogue answer is copied from a 200
// marked public that sets no cookie (it is the same for everyone) and kept as long. Answers that
// change at run time (the plans, read again after a price webhook) are not copied; at most MAX_COPIES are held, the oldest going first. Nothing per visitor is kept: two instances
// each hold their own copy of the same public pages, as they hold their own page cache.
import { randomUUID } from 'node:crypto';
import { CONSENT_COOKIE, GUEST_COOKIE, newGuestCookie } from '../../shared/cookieNames.mjs';
import { forwardedValue } from './forwarded.mjs';
import { acceptWeight, matchesEtag, sharedEncoding } from './shared-encoding.mjs';

/** The public pages Astro caches (routeRules in astro.config.mjs) and the fast path answers. */
export const CACHED_PAGE_PATHS = ['/', '/pricing', '/terms', '/privacy', '/refund-policy'];
/** How long a copy answers before the pipeline is asked again (well inside the caches' 5 minutes). */
export const FAST_PATH_TTL_MS = 30_000;
/** The API paths whose answers only a new build changes: the catalogue's. */
export const CATALOGUE_API = '/api/tools';
/** At most this many copies (pages and API answers, per encoding); the oldest goes first. */
export const MAX_COPIES = 256;
/** A longer URL (a long search) is not copied: the pipeline answers it. */
const MAX_URL_LENGTH = 512;
/**
 * The only cookies a request may carry to be answered here: the page is the same with them. Any
 * other (a session, a collapsed footer, product events noted for the next page) sends the request
 * through the pipeline, which decides, as the page cache does, whether it shares the page.
 */
const SHARED_PAGE_COOKIES = new Set([GUEST_COOKIE, CONSENT_COOKIE]);
/** Headers each answer gets afresh, never copied. */
const PER_ANSWER = new Set([
  'set-cookie',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  // Set on each request by the security headers (over https only).
  'strict-transport-security',
]);

/** @param {string | undefined} header @returns {string[] | null} the cookie names, null when malformed */
function cookieNames(header) {
  if (!header) return [];
  const names = [];
  for (const part of header.split(';')) {
    if (!part.trim()) continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    names.push(part.slice(0, eq).trim());
  }
  return names;
}

/**
 * @typedef {{ headers: [string, string | string[]][], body: Buffer, etag: string | undefined, page: boolean, expires: number }} Copy
 * @param {{ trustProxy?: number, compresses?: boolean, now?: () => number }} [options]
 */
export function createFastPath(options = {}) {
  const hops = options.trustProxy ?? 0;
  const compresses = options.compresses ?? true;
  const now = options.now ?? Date.now;
  const paths = new Set(CACHED_PAGE_PATHS);
  /** @type {Map<string, Copy>} */
  const copies = new Map();

  /**
   * The copy's key for a request the fast path may answer, else null.
   * @param {import('node:http').IncomingMessage} req
   */
  function keyOf(req) {
    const url = req.url ?? '';
    if (req.method !== 'GET' || url.length > MAX_URL_LENGTH) return null;
    const page = paths.has(url);
    const pathname = url.split('?', 1)[0];
    if (!page && pathname !== CATALOGUE_API && !pathname?.startsWith(`${CATALOGUE_API}/`)) return null;
    if (req.headers.authorization !== undefined) return null;
    const names = cookieNames(req.headers.cookie);
    if (!names?.every((name) => SHARED_PAGE_COOKIES.has(name))) return null;
    const accepts = req.headers['accept-encoding'];
    const encoding = compresses ? (sharedEncoding(accepts) ?? '') : '';
    // Deflate alone: the server's compression deflates the page on its way, so the pipeline answers.
    if (compresses && !encoding && acceptWeight(accepts, 'deflate') > 0) return null;
    return { key: `${encoding} ${url}`, encoding, page };
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Copy} copy
   */
  function answer(req, res, copy) {
    for (const [name, value] of copy.headers) res.setHeader(name, value);
    res.setHeader('x-request-id', randomUUID());
    const names = cookieNames(req.headers.cookie) ?? [];
    if (copy.page && !names.includes(GUEST_COOKIE)) {
      const https =
        /** @type {any} */ (req.socket).encrypted ||
        forwardedValue(req.headers['x-forwarded-proto'], hops)?.toLowerCase() === 'https';
      res.setHeader('set-cookie', newGuestCookie(Boolean(https)));
    }
    if (copy.etag && matchesEtag(req.headers['if-none-match'], copy.etag)) {
      res.removeHeader('content-length');
      res.writeHead(304);
      res.end();
      return;
    }
    res.writeHead(200);
    res.end(copy.body);
  }

  /**
   * Watches the pipeline's answer and keeps a copy of it when it is the page cache's shared page.
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   * @param {string} encoding the encoding the page cache chooses for this request ('' for none)
   * @param {boolean} page one of the cached pages (else an API answer)
   */
  function record(res, key, encoding, page) {
    /** @type {Buffer[]} */
    const chunks = [];
    /** @type {Record<string, string | string[] | number | undefined> | null} */
    let sent = null;
    const writeHead = res.writeHead;
    // @ts-expect-error the overloads of writeHead: status, then (reason or) headers
    res.writeHead = function (status, ...rest) {
      const result = writeHead.call(this, status, ...rest);
      sent = status === 200 ? res.getHeaders() : null;
      return result;
    };
    const write = res.write;
    // @ts-expect-error the overloads of write
    res.write = function (chunk, ...rest) {
      if (sent && chunk) chunks.push(Buffer.from(chunk));
      return write.call(this, chunk, ...rest);
    };
    const end = res.end;
    // @ts-expect-error the overloads of end
    res.end = function (chunk, ...rest) {
      if (sent && chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
      return end.call(this, chunk, ...rest);
    };
    res.once('finish', () => {
      const headers = sent ?? res.getHeaders();
      if (res.statusCode !== 200) return;
      if (page) {
        if (headers['x-astro-cache'] !== 'HIT' || !String(headers['content-type'] ?? '').startsWith('text/html'))
          return;
      } else if (!/(?:^|,)\s*public\s*(?:,|$)/i.test(String(headers['cache-control'] ?? '')) || headers['set-cookie']) {
        return;
      }
      // The copy for this encoding, or one sent as it is (too short to compress: so it is for every
      // request with this encoding); never one the server compressed another way on the way.
      const sentIn = String(headers['content-encoding'] ?? '');
      if (sentIn !== encoding && sentIn !== '') return;
      /** @type {[string, string | string[]][]} */
      const kept = [];
      for (const [name, value] of Object.entries(headers))
        if (!PER_ANSWER.has(name) && value !== undefined)
          kept.push([name, typeof value === 'number' ? String(value) : value]);
      const etag = headers.etag === undefined ? undefined : String(headers.etag);
      copies.delete(key);
      copies.set(key, { headers: kept, body: Buffer.concat(chunks), etag, page, expires: now() + FAST_PATH_TTL_MS });
      if (copies.size > MAX_COPIES) copies.delete(/** @type {string} */ (copies.keys().next().value));
    });
  }

  return {
    /**
     * Answers the request from a copy and returns true, or returns false and (for a page the fast
     * path may answer) watches the pipeline's answer to copy it.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    handle(req, res) {
      const found = keyOf(req);
      if (found === null) return false;
      const { key, encoding, page } = found;
      const copy = copies.get(key);
      if (copy && copy.expires > now()) {
        answer(req, res, copy);
        return true;
      }
      if (copy) copies.delete(key);
      record(res, key, encoding, page);
      return false;
    },
    /** How many copies are held (for tests). */
    get size() {
      return copies.size;
    },
  };
}
