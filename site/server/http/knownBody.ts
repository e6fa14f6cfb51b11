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
