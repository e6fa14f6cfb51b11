import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIContext, APIRoute } from 'astro';
import { writeResponse } from 'astro/app/node';
import { hasCredentials } from '../auth/request';
import { ADAPTER_BODY_SIZE_LIMIT, registerDirectAnswer } from '../runtime/direct-answers.mjs';
import { answerApi } from './apiAnswer';
import { DirectCookies } from './directCookies';
import { directRequest, requestUrl } from './directRequest';
import { knownBody } from './knownBody';

// For scripts/bench-direct-answer.mjs, which measures them.
export { directRequest, requestUrl };

/** What the adapter's own body reader throws past its limit (readJson answers it with 413). */
const OVER_LIMIT = `Body size limit exceeded: received more than ${ADAPTER_BODY_SIZE_LIMIT} bytes`;

/** A body that fails as the adapter's would when read: past its limit, or cut off by the client. */
async function* failing(message: string): AsyncGenerator<Uint8Array> {
  yield* [];
  throw new Error(message);
}

/**
 * The request's body read whole (a question is a few hundred bytes), so the request is built on
 * a buffer rather than on a stream of its chunks: building and reading that stream cost more than
 * the rest of the request's copy. Past the adapter's limit, or when the client stops sending, the
 * body is one that fails as the adapter's would, so the endpoint answers alike (413, 400).
 */
function readBody(req: IncomingMessage): Promise<Buffer | AsyncGenerator<Uint8Array>> {
  if (Number(req.headers['content-length']) > ADAPTER_BODY_SIZE_LIMIT) return Promise.resolve(failing(OVER_LIMIT));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (body: Buffer | AsyncGenerator<Uint8Array>) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onError);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > ADAPTER_BODY_SIZE_LIMIT) {
        req.pause();
        done(failing(OVER_LIMIT));
      } else chunks.push(chunk);
    };
    const onEnd = () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    const onError = () => done(failing('The request body could not be read'));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onError);
  });
}

/** The answer's headers as Node takes them (each Set-Cookie its own line), as the adapter writes them. */
function outgoingHeaders(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of headers) out[name] = value;
  if (headers.has('set-cookie')) {
    const cookies = headers.getSetCookie();
    if (cookies.length > 1) out['set-cookie'] = cookies;
  }
  return out;
}

/**
 * Writes the answer as Astro's adapter does (its status text, status, headers, body), but an
 * answer whose bytes are known (json(), compressAnswer()) in one `writeHead` and one `end`, so
 * Node sends head and body together, without reading the body's stream chunk by chunk.
 */
function send(response: Response, res: ServerResponse): Promise<unknown> | undefined {
  const bytes = knownBody(response);
  if (!bytes) return writeResponse(response, res);
  res.statusMessage = response.statusText;
  res.writeHead(response.status, outgoingHeaders(response.headers));
  res.end(bytes);
  return undefined;
}

/** When a direct answer answers (else the pipeline does). */
export interface DirectAnswerOptions {
  /** Asked first, e.g. only when the answer is ready at once; a configuration error declines. */
  applies: () => boolean;
  /**
   * Whether a request with credentials (a session cookie, a bearer token) is answered too: only
   * for an endpoint whose session handling is the embedded accounts' (a cookie refreshed or
   * cleared through `context.cookies`, sent as the pipeline sends it). Otherwise visitors only.
   */
  signedIn?: boolean;
}

/**
 * Lets the server wrapper answer `method path` before Astro's pipeline (site/server/runtime/
 * direct-answers.mjs) with this endpoint's own handler, run through the middleware's API steps
 * ({@link answerApi}): the same validation, limits, errors, request id, CORS and compression, and
 * the cookies it sets appended last, as the adapter appends them. A request that `applies`
 * declines, or that carries credentials when `signedIn` is not set, goes through the pipeline
 * with its body unread.
 */
export function answerDirectly(method: string, path: string, endpoint: APIRoute, options: DirectAnswerOptions): void {
  registerDirectAnswer(method, path, (req: IncomingMessage, res: ServerResponse) => {
    const cookies = new DirectCookies(req.headers.cookie);
    try {
      if (!options.applies()) return false;
      const headersOnly = { has: (name: string) => req.headers[name.toLowerCase()] !== undefined };
      const context = { cookies, request: { headers: headersOnly } } as unknown as APIContext;
      if (!options.signedIn && hasCredentials(context)) return false;
    } catch {
      // Whatever could not be decided here (a configuration error), the pipeline reports.
      return false;
    }
    const locals = {} as App.Locals;
    // The adapter gives GET and HEAD requests no body.
    const body = req.method === 'GET' || req.method === 'HEAD' ? Promise.resolve(undefined) : readBody(req);
    body
      .then(async (read) => {
        // The adapter's request (same URL, headers and client address: with no allowed domains
        // configured it takes the socket's, not X-Forwarded-For), on the body read above.
        const url = requestUrl(req);
        const request = directRequest(req, res, url, read);
        const context = {
          request,
          url,
          locals,
          clientAddress: req.socket.remoteAddress ?? '',
          cookies: cookies as unknown as APIContext['cookies'],
        };
        const response = await answerApi(context, async () => endpoint(context as APIContext));
        for (const header of cookies.headers()) response.headers.append('set-cookie', header);
        return response;
      })
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        console.error(`[${locals.requestId ?? 'no-request-id'}] direct answer failed`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'Internal error', requestId: locals.requestId }));
      });
    return true;
  });
}
