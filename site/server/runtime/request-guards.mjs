// What the server wrapper (site/server/runtime/serve.mjs) settles before a request reaches Astro, and for
// requests Node itself could not parse: so that nothing a client sends produces a 5xx or an
// answer outside the error shape.
//
// - A method Perch does not serve gets 405 with Allow. (Astro's adapter cannot even build a
//   Request for TRACE: it answered 500.)
// - A target that is not a path, has malformed percent-encoding, or decodes to a NUL gets 400.
//   (The adapter answered "Bad request." as plain text; a NUL in a path id reached PostgreSQL.)
//   /500 asked for directly is the 404 page (it answered 500).
// - Every status line carries the reason phrase of its status ("400 Bad Request", not "400 OK").
// - A request Node could not parse, or that did not arrive within the time limit, is answered
//   in the error shape (400, 408, 413, 431), and CONNECT gets 405 instead of a dropped connection.
import { STATUS_CODES } from 'node:http';
import { BASE_SECURITY_HEADERS, HSTS } from './security-headers.mjs';

/** The methods Perch answers. */
export const SERVED_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const ALLOW = SERVED_METHODS.join(', ');

/** Whole requests (headers and body) must arrive within this many seconds unless configured. */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;
/** Headers alone must arrive within this (or the request limit, when that is shorter). */
export const HEADERS_TIMEOUT_MS = 10_000;

const SECURITY = { ...BASE_SECURITY_HEADERS, 'Cache-Control': 'no-store' };

/**
 * The path as the router sees it ("/x/%2e%2e/api/nope" is "/api/nope"): the adapter puts the
 * target after the host, so "//x/api" stays a path on this site.
 */
function pathOf(/** @type {string} */ target) {
  try {
    return new URL(`http://perch.invalid${target}`).pathname;
  } catch {
    return target.split('?')[0] ?? '';
  }
}
const isApi = (/** @type {string} */ target) => pathOf(target) === '/api' || pathOf(target).startsWith('/api/');

/**
 * The error shape as bytes: `{ error, details? }`.
 * @param {string} error
 * @param {Record<string, string>} [details]
 */
function errorJson(error, details) {
  return JSON.stringify(details ? { error, details } : { error });
}

/**
 * Answers an error: JSON `{ error, details? }` under /api/, a short HTML page elsewhere.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} error
 * @param {{ details?: Record<string, string>, headers?: Record<string, string> }} [options]
 */
export function sendError(res, status, error, { details, headers = {} } = {}) {
  const target = res.req?.url ?? '';
  const html = !isApi(target) && target.startsWith('/');
  const body = html
    ? `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status} ${STATUS_CODES[status]}</title><h1>${STATUS_CODES[status]}</h1><p>${error}</p></html>`
    : errorJson(error, details);
  res.writeHead(status, STATUS_CODES[status], {
    ...SECURITY,
    'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/**
 * Refuses what must not reach the app. Returns true when it has answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseUnservable(req, res) {
  const target = req.url ?? '';
  if (req.method === 'OPTIONS' && target === '*') {
    res.writeHead(204, { ...SECURITY, Allow: ALLOW });
    res.end();
    return true;
  }
  if (!SERVED_METHODS.includes(req.method ?? '')) {
    sendError(res, 405, 'Method not allowed', { headers: { Allow: ALLOW } });
    return true;
  }
  if (!target.startsWith('/')) {
    sendError(res, 400, 'Bad request', { details: { url: 'must be a path' } });
    return true;
  }
  let decoded = target;
  try {
    // A target with no escape decodes to itself (most requests: nothing to decode).
    if (target.includes('%')) decoded = decodeURIComponent(target);
  } catch {
    sendError(res, 400, 'Bad request', {
      details: { url: 'has malformed percent-encoding (each % must start a UTF-8 escape such as %20)' },
    });
    return true;
  }
  if (decoded.includes('\u0000')) {
    sendError(res, 400, 'Bad request', { details: { url: 'must not contain NUL characters' } });
    return true;
  }
  // The 500 page is what a fault shows; asked for by a client it is a page that does not exist
  // (it would answer 500 to anyone who typed its address).
  if (target.includes('500') && /^\/500\/?$/.test(pathOf(target).replace(/\/{2,}/g, '/'))) req.url = '/404';
  return false;
}

/** What the error page (site/pages/500.astro) sets when the fault is a database outage. */
export const OUTAGE_HEADER = 'Perch-Outage';

/**
 * Makes every status line carry the standard reason phrase of its status. Astro's adapter copies
 * the Response's statusText, which stays "OK" when a page sets only `Astro.response.status`. A
 * page marked with OUTAGE_HEADER is answered 503 instead of 500.
 * @param {import('node:http').ServerResponse} res
 */
export function useStandardReasonPhrases(res) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    // The error page says the fault is an outage: 503 (Astro answers its error page 500 whatever
    // the page sets). The mark itself never leaves the server.
    if (res.hasHeader(OUTAGE_HEADER)) {
      res.removeHeader(OUTAGE_HEADER);
      if (status === 500) status = 503;
    }
    const headers = rest.find((r) => typeof r === 'object' && r !== null);
    if (headers && !Array.isArray(headers)) {
      const key = Object.keys(headers).find((k) => k.toLowerCase() === OUTAGE_HEADER.toLowerCase());
      if (key) {
        delete headers[key];
        if (status === 500) status = 503;
      }
    }
    const phrase = STATUS_CODES[status];
    if (phrase) {
      if (typeof rest[0] === 'string') rest[0] = phrase;
      else res.statusMessage = phrase;
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * Reads and drops what is left of a request's body once its answer is sent. An answer sent before
 * the body was read to its end (413 for a body over the limit, sent in chunks) leaves the rest on
 * the connection. Node drops the rest of a body nobody began to read (IncomingMessage's `_dump`,
 * when the answer finishes), but not of one a handler stopped reading: the connection hung until
 * the request timeout, and the client's next request on it got 408. This asks Node for the same
 * drop. (Closing the connection instead cut off a client still sending, which then never read its
 * 413.) The request timeout still bounds a body that never ends.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function drainUnreadBody(req, res) {
  res.once('finish', () => {
    if (!req.complete) /** @type {{ _dump?: () => void }} */ (/** @type {unknown} */ (req))._dump?.();
  });
}

/**
 * Node's 'clientError': the request could not be parsed, or did not arrive in time. Answered in
 * the error shape (the path is not known, so always JSON) unless an answer had already begun.
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  const started = /** @type {any} */ (socket)._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || started) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large']
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? [413, 'Request body is too large']
          : [400, 'Bad request'];
  // An answer to HEAD has no body (a client would read one as garbage). The method is known only
  // from the bytes Node was parsing: the start of the request, unless it spanned several packets.
  const raw = /** @type {{ rawPacket?: unknown }} */ (error).rawPacket;
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
  writeRaw(socket, status, errorJson(message), {}, head);
}

/**
 * Node's 'checkExpectation': an Expect header other than 100-continue. Answered 417 in the error
 * shape (JSON under /api/, a short page elsewhere) with every security header; Node's own answer
 * was a bare 417 with no body and no headers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} applyHeaders
 */
export function answerExpectation(req, res, applyHeaders) {
  applyHeaders(req, res);
  sendError(res, 417, 'Expectation failed: only "Expect: 100-continue" is supported', {
    headers: { Connection: 'close' },
  });
}

/**
 * CONNECT asks the server to be a tunnel; Perch is not one.
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:stream').Duplex} socket
 */
export function answerConnect(_req, socket) {
  writeRaw(socket, 405, errorJson('Method not allowed'), { Allow: ALLOW });
}

/**
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 * @param {boolean} [omitBody] the answer to a HEAD
 */
function writeRaw(socket, status, body, headers = {}, omitBody = false) {
  const lines = Object.entries({
    ...SECURITY,
    .../** @type {{ encrypted?: boolean }} */ (socket.encrypted ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${omitBody ? '' : body}`);
}

/**
 * The server's time limits from PERCH_REQUEST_TIMEOUT_SECONDS: a whole request (headers and
 * body) must arrive within it (else 408), headers within 10 s. Checked twice a second at most.
 * @param {string | undefined} value
 * @returns {{ requestTimeout: number, headersTimeout: number, connectionsCheckingInterval: number }}
 */
export function requestTimeouts(value) {
  const seconds = value === undefined || value.trim() === '' ? DEFAULT_REQUEST_TIMEOUT_SECONDS : Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) {
    throw new Error(`PERCH_REQUEST_TIMEOUT_SECONDS must be a number of seconds between 0 and 3600, not "${value}".`);
  }
  const requestTimeout = Math.round(seconds * 1000);
  return {
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, HEADERS_TIMEOUT_MS),
    connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(requestTimeout / 2))),
  };
}
