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

/**
 * Lets the server wrapper answer `method path` before Astro's pipeline (site/server/runtime/
 * direct-answers.mjs) with this endpoint's own handler, run through the middleware's API steps
 * ({@link answerApi}): the same validation, limits, errors, request id, CORS and compression.
 * `applies` is asked first (e.g. only when the answer is ready at once); a request that carries
 * credentials, or that `applies` declines, goes through the pipeline with its body unread.
 */
export function answerDirectly(method: string, path: string, endpoint: APIRoute, applies: () => boolean): void {
  registerDirectAnswer(method, path, (req: IncomingMessage, res: ServerResponse) => {
    let context: Pick<APIContext, 'request' | 'url' | 'locals' | 'clientAddress' | 'cookies'>;
    try {
      if (!applies()) return false;
      // The adapter's own request (same URL, headers, body size limit and client address).
      const request = createRequestFromNodeRequest(req, { bodySizeLimit: ADAPTER_BODY_SIZE_LIMIT });
      context = {
        request,
        url: new URL(request.url),
        locals: {} as App.Locals,
        clientAddress: String(Reflect.get(request, CLIENT_ADDRESS) ?? ''),
        cookies: readOnlyCookies(req.headers.cookie),
      };
      if (hasCredentials(context)) return false;
    } catch {
      // Whatever could not be decided here (a configuration error), the pipeline reports.
      return false;
    }
    answerApi(context, async () => endpoint(context as APIContext))
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        console.error(`[${context.locals.requestId ?? 'no-request-id'}] direct answer failed`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'Internal error', requestId: context.locals.requestId }));
      });
    return true;
  });
}
