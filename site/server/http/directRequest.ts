import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { withKnownBody } from './knownBody';
import { passOn } from './passOn';

/**
 * The request's URL as Astro's adapter builds it (`createRequestFromNodeRequest` with no port and
 * no allowed domains: the Host header as sent, else `localhost`; a path that does not parse is
 * dropped), parsed once: the Request and the context's `url` are made from it. Exported for
 * scripts/bench-direct-answer.mjs, as is {@link directRequest}.
 */
export function requestUrl(req: IncomingMessage): URL {
  const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  const authority = req.headers[':authority'];
  const host =
    typeof req.headers.host === 'string' ? req.headers.host : typeof authority === 'string' ? authority : 'localhost';
  return (
    URL.parse(`${protocol}://${host}${req.url ?? ''}`) ??
    URL.parse(`${protocol}://${host}`) ??
    new URL(`${protocol}://localhost`)
  );
}

/** The request's headers as the adapter copies them (each value of a repeated header appended). */
function copyHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, value);
  }
  return headers;
}

/**
 * The request's headers as the endpoint reads them: `get` and `has` read Node's parsed headers
 * (names already lower case, values already trimmed, so they answer what a copy into `Headers`
 * would: a repeated header's values joined with ", "); anything else (iterating, changing) is done
 * on that copy, made on first use. A question reads five headers; copying all of them into an
 * undici `Headers` (validating each name and value again) was 2–3 % of the server's CPU.
 */
class IncomingHeaders {
  readonly #raw: IncomingHttpHeaders;
  #copy: Headers | undefined;

  constructor(raw: IncomingHttpHeaders) {
    this.#raw = raw;
  }

  /** The full `Headers` copy, as the adapter's Request has it. */
  copy(): Headers {
    this.#copy ??= copyHeaders(this.#raw);
    return this.#copy;
  }

  #value(name: string): string | string[] | undefined {
    if (!Object.hasOwn(this.#raw, name)) {
      const lower = name.toLowerCase();
      if (lower === name || !Object.hasOwn(this.#raw, lower)) return undefined;
      return this.#raw[lower];
    }
    return this.#raw[name];
  }

  get(name: string): string | null {
    if (this.#copy) return this.#copy.get(name);
    const value = this.#value(name);
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    if (this.#copy) return this.#copy.has(name);
    return this.#value(name) !== undefined;
  }
}

// Every other member of Headers works on the copy.
passOn(IncomingHeaders, Headers, ['get', 'has'], (headers) => headers.copy());

/**
 * The Request the endpoint gets, made only as far as it is read: its method, URL and headers
 * ({@link IncomingHeaders}) and the body's known bytes (for readJson, through `knownBody`) come
 * from Node's request as they are; the first use of anything else (the body's stream, `signal`,
 * `clone()`, `json()`, …) makes the undici Request Astro's adapter would have made, once, and
 * answers from it. A question reads nothing else, so no Request, Headers copy, body stream or
 * abort listener is made for it: those were 11 % of the server's CPU outside the recommender.
 * It is `instanceof Request`.
 */
class DirectRequest {
  readonly method: string;
  readonly headers: Headers;
  readonly #url: URL;
  readonly #res: ServerResponse;
  readonly #body: Buffer | AsyncIterable<Uint8Array> | undefined;
  #signal: AbortSignal | undefined;
  #made: Request | undefined;

  constructor(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: Buffer | AsyncIterable<Uint8Array> | undefined,
  ) {
    this.method = req.method ?? 'GET';
    this.headers = new IncomingHeaders(req.headers) as unknown as Headers;
    this.#url = url;
    this.#res = res;
    this.#body = body;
  }

  get url(): string {
    return this.#url.href;
  }

  /** Aborts when the client goes away before the answer is sent, as the adapter's does. */
  get signal(): AbortSignal {
    if (!this.#signal) {
      const controller = new AbortController();
      const res = this.#res;
      if (res.closed) {
        if (!res.writableFinished) controller.abort();
      } else
        res.once('close', () => {
          if (!res.writableFinished) controller.abort();
        });
      this.#signal = controller.signal;
    }
    return this.#signal;
  }

  get bodyUsed(): boolean {
    return this.#made?.bodyUsed ?? false;
  }

  /** The undici Request the adapter would have made (URL, method, headers, body, signal). */
  made(): Request {
    if (this.#made) return this.#made;
    const init: RequestInit = {
      method: this.method,
      headers: (this.headers as unknown as IncomingHeaders).copy(),
      signal: this.signal,
    };
    const body = this.#body;
    // undici takes a Buffer (the adapter gives it one) or, for the failing body, an async iterable.
    if (body === undefined) this.#made = new Request(this.#url, init);
    else if (Buffer.isBuffer(body)) this.#made = new Request(this.#url, { ...init, body: body as unknown as BodyInit });
    else
      this.#made = new Request(this.#url, {
        ...init,
        body: body as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit);
    return this.#made;
  }
}

// Every other member of Request (the body and its readers, clone(), the fetch options) is the made Request's.
passOn(DirectRequest, Request, ['method', 'headers', 'url', 'signal', 'bodyUsed'], (request) => request.made());

/**
 * The Request the endpoint gets: what Astro's adapter would make (URL, method, headers, the body
 * read whole, a signal that aborts when the client goes away before the answer is sent), made
 * lazily ({@link DirectRequest}), its bytes kept beside it for readJson.
 */
export function directRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: Buffer | AsyncIterable<Uint8Array> | undefined,
): Request {
  const request = new DirectRequest(req, res, url, body) as unknown as Request;
  return Buffer.isBuffer(body) ? withKnownBody(request, body) : request;
}
