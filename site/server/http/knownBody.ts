/**
 * The bytes a Request or Response was made with, kept beside it by the code that made it (json(),
 * compressAnswer(), a direct answer's request), so that code further on that needs them whole
 * (compressing an answer, writing it to the socket, parsing a request's JSON) takes them as they
 * are rather than reading them back through the body's WHATWG stream: for a 1–2 KB answer, reading
 * the stream, building the next Response's stream and reading that again cost more CPU than the
 * compression. The body itself stays, unread, for any reader that wants it (Astro's pipeline).
 *
 * Kept on the object under a symbol of this module's (a WeakMap's entries cost the garbage
 * collector more: 2 % of a direct answer's CPU in the profile).
 */
const KNOWN_BODY = Symbol('perch.knownBody');
import { passOn } from './passOn';

type Carrier = { [KNOWN_BODY]?: Uint8Array };

/** Returns `message`, its body's bytes known to be `bytes` (which nobody may change afterwards). */
export function withKnownBody<M extends Request | Response>(message: M, bytes: Uint8Array): M {
  (message as Carrier)[KNOWN_BODY] = bytes;
  return message;
}

/** The bytes `message`'s body was made with, or undefined: not known, or its stream already read from. */
export function knownBody(message: Request | Response): Uint8Array | undefined {
  return message.bodyUsed ? undefined : (message as Carrier)[KNOWN_BODY];
}

/** Statuses whose answer has no body (the Response constructor refuses one for them). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A Response of known bytes made only as far as it is read: status, statusText, `ok` and its
 * headers (a `Headers` of its own, which the code further on changes: X-Request-Id, Vary, CORS)
 * are its own, and `knownBody` gives its bytes; the first use of anything else (`body`, `clone()`,
 * `text()`, …: Astro's pipeline reading the answer) makes the undici Response once, from the
 * headers as they are then, and answers from it (its headers from then on). A direct answer reads
 * nothing else, so no undici Response, body stream or copy of the headers is made for it (json()
 * and compressAnswer() each made one: 4–6 % of a question's CPU outside the recommender).
 * It is `instanceof Response`.
 */
class KnownResponse {
  readonly status: number;
  readonly statusText: string;
  readonly #bytes: Uint8Array;
  #headers: Headers;
  #made: Response | undefined;

  constructor(bytes: Uint8Array, status: number, statusText: string, headers: Headers) {
    this.status = status;
    this.statusText = statusText;
    this.#bytes = bytes;
    this.#headers = headers;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  get headers(): Headers {
    return this.#made ? this.#made.headers : this.#headers;
  }

  get bodyUsed(): boolean {
    return this.#made?.bodyUsed ?? false;
  }

  /** Whether the undici Response has been made (for tests). */
  get isMade(): boolean {
    return this.#made !== undefined;
  }

  /** The undici Response, made once from the bytes, status and headers as they are now. */
  made(): Response {
    this.#made ??= new Response(this.#bytes as Uint8Array<ArrayBuffer>, {
      status: this.status,
      statusText: this.statusText,
      headers: this.#headers,
    });
    return this.#made;
  }
}

// Every other member of Response (the body and its readers, clone(), type, url, redirected) is the made Response's.
passOn(KnownResponse, Response, ['status', 'statusText', 'ok', 'headers', 'bodyUsed', 'isMade'], (response) =>
  response.made(),
);

/**
 * A Response of `bytes` (which nobody may change afterwards) with this status and these headers
 * (taken as they are, not copied), its bytes known ({@link knownBody}); made lazily
 * ({@link KnownResponse}) unless the status is one the Response constructor treats apart (out of
 * 200–599, or one without a body) or a status text is given: those are made at once, so they
 * throw or answer exactly as `new Response` does.
 */
export function knownResponse(
  bytes: Uint8Array,
  {
    status = 200,
    statusText = '',
    headers,
  }: { status?: number | undefined; statusText?: string | undefined; headers: Headers },
): Response {
  if (!Number.isInteger(status) || status < 200 || status > 599 || NULL_BODY_STATUSES.has(status) || statusText !== '')
    return withKnownBody(new Response(bytes as Uint8Array<ArrayBuffer>, { status, statusText, headers }), bytes);
  return withKnownBody(new KnownResponse(bytes, status, statusText, headers) as unknown as Response, bytes);
}

/** Whether `response` is an undici Response already (made at once, or made since by a read): for tests. */
export function responseMade(response: Response): boolean {
  return response instanceof KnownResponse ? response.isMade : true;
}
