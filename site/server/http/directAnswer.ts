import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIContext, APIRoute } from 'astro';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import { hasCredentials } from '../auth/request';
import { ADAPTER_BODY_SIZE_LIMIT, registerDirectAnswer } from '../runtime/direct-answers.mjs';
import { answerApi } from './apiAnswer';

/** Where Astro's adapter leaves the client's address on a request it made (APIContext.clientAddress). */
const CLIENT_ADDRESS = Symbol.for('astro.clientAddress');

/**
 * The request's cookies, read from its header. A direct answer serves visitors only (a request
 * with a session goes through the pipeline), so nothing here sets or deletes a cookie.
 */
function readOnlyCookies(header: string | undefined): APIContext['cookies'] {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!values.has(name)) values.set(name, part.slice(eq + 1).trim());
  }
  const refuse = () => {
    throw new Error('A direct answer does not set cookies');
  };
  const cookies = {
    has: (name: string) => values.has(name),
    get: (name: string) => {
      const value = values.get(name);
      return value === undefined ? undefined : { value, json: () => JSON.parse(value) };
    },
    set: refuse,
    delete: refuse,
    merge: refuse,
    headers: () => [][Symbol.iterator](),
  };
  return cookies as unknown as APIContext['cookies'];
}

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

/**
 * Lets the server wrapper answer `method path` before Astro's pipeline (site/server/runtime/
 * direct-answers.mjs) with this endpoint's own handler, run through the middleware's API steps
 * ({@link answerApi}): the same validation, limits, errors, request id, CORS and compression.
 * `applies` is asked first (e.g. only when the answer is ready at once); a request that carries
 * credentials, or that `applies` declines, goes through the pipeline with its body unread.
 */
export function answerDirectly(method: string, path: string, endpoint: APIRoute, applies: () => boolean): void {
  registerDirectAnswer(method, path, (req: IncomingMessage, res: ServerResponse) => {
    const cookies = readOnlyCookies(req.headers.cookie);
    try {
      if (!applies()) return false;
      const headersOnly = { has: (name: string) => req.headers[name.toLowerCase()] !== undefined };
      if (hasCredentials({ cookies, request: { headers: headersOnly } } as unknown as APIContext)) return false;
    } catch {
      // Whatever could not be decided here (a configuration error), the pipeline reports.
      return false;
    }
    const locals = {} as App.Locals;
    readBody(req)
      .then((body) => {
        // The adapter's own request (same URL, headers and client address), on the body read above.
        Object.assign(req, { body });
        const request = createRequestFromNodeRequest(req);
        const context = {
          request,
          url: new URL(request.url),
          locals,
          clientAddress: String(Reflect.get(request, CLIENT_ADDRESS) ?? ''),
          cookies,
        };
        return answerApi(context, async () => endpoint(context as APIContext));
      })
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        console.error(`[${locals.requestId ?? 'no-request-id'}] direct answer failed`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'Internal error', requestId: locals.requestId }));
      });
    return true;
  });
}
