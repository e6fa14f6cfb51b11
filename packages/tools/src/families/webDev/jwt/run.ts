/** webDev, JWT signing and verifying (HMAC): the code of the rows in rows.ts beside it. */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import type { Figure, ToolContext, ToolResult } from '../../../types';
import { base64Decode, base64Encode, isWellFormed, unsafeIntegers, utf8Bytes, utf8Text } from '../../encoding/bytes';
import { fail, ok, tooBig, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

const JWT_HASHES = { HS256: sha256, HS384: sha384, HS512: sha512 } as const;
type JwtAlg = keyof typeof JWT_HASHES;

function jwtSign(values: Values): ToolResult {
  const alg = (values.alg ?? 'HS256') as JwtAlg;
  // Own keys only: an inherited name such as toString is not an algorithm.
  if (!Object.hasOwn(JWT_HASHES, alg)) return fail('Choose the algorithm: HS256, HS384 or HS512.');
  const hash = JWT_HASHES[alg];
  let payload: unknown;
  try {
    payload = JSON.parse(values.input ?? '');
  } catch {
    return fail('The payload is not valid JSON. Check the quotes, commas and braces.');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return fail('The payload must be a JSON object, such as {"sub": "1234567890", "name": "Ada"}.');
  const unsafe = unsafeIntegers(values.input ?? '');
  if (unsafe.length) return fail(tooBig(unsafe[0]!));
  const secret = values.secret ?? '';
  if (secret === '') return fail('Enter the secret key to sign with.');
  if (!isWellFormed(secret))
    return fail('The secret has a broken character (a lone surrogate). Check it and try again.');
  const encode = (text: string) => base64Encode(utf8Bytes(text), true);
  const signingInput = `${encode(JSON.stringify({ alg, typ: 'JWT' }))}.${encode(JSON.stringify(payload))}`;
  const key = utf8Bytes(secret);
  const signature = base64Encode(hmac(hash, key, utf8Bytes(signingInput)), true);
  const figures: Figure[] = [{ label: 'Algorithm', value: alg }];
  if (key.length < hash.outputLen)
    figures.push({
      label: 'Warning',
      value: `RFC 7518 asks for a secret of at least ${hash.outputLen} bytes for ${alg}; this one has ${key.length}`,
    });
  return ok(`${signingInput}.${signature}`, figures);
}

function jwtVerify(values: Values, context: ToolContext): ToolResult {
  const token = (values.input ?? '').trim().replace(/^Bearer\s+/i, '');
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p)) || parts[0] === '')
    return fail('Paste a JSON Web Token: three Base64URL parts separated by dots.');
  const headerBytes = base64Decode(parts[0]!);
  const headerText = typeof headerBytes === 'string' ? null : utf8Text(headerBytes);
  let header: { alg?: unknown } | null = null;
  try {
    header = headerText === null ? null : (JSON.parse(headerText) as { alg?: unknown });
  } catch {
    header = null;
  }
  if (!header || typeof header !== 'object')
    return fail('The token’s header is not Base64URL JSON, so this is not a JSON Web Token.');
  const alg = header.alg;
  if (typeof alg !== 'string' || !Object.hasOwn(JWT_HASHES, alg))
    return fail(
      `This checks HMAC tokens (HS256, HS384, HS512); this one uses ${typeof alg === 'string' ? alg.slice(0, 20) : 'no algorithm'}, which needs a public key.`,
    );
  const secret = values.secret ?? '';
  if (secret === '') return fail('Enter the secret key the token was signed with.');
  if (!isWellFormed(secret))
    return fail('The secret has a broken character (a lone surrogate). Check it and try again.');
  const expected = base64Encode(
    hmac(JWT_HASHES[alg as JwtAlg], utf8Bytes(secret), utf8Bytes(`${parts[0]}.${parts[1]}`)),
    true,
  );
  const valid = expected === parts[2];
  const figures: Figure[] = [{ label: 'Algorithm', value: alg }];
  const payloadBytes = base64Decode(parts[1]!);
  const payloadText = typeof payloadBytes === 'string' ? null : utf8Text(payloadBytes);
  try {
    const payload = payloadText === null ? null : (JSON.parse(payloadText) as { exp?: unknown; nbf?: unknown });
    if (payload && typeof payload.exp === 'number')
      figures.push({ label: 'Expiry', value: payload.exp * 1000 <= context.now() ? 'Expired' : 'Not expired yet' });
    // RFC 7519 §4.1.5: before its nbf time the token must not be accepted, expired or not.
    if (payload && typeof payload.nbf === 'number' && payload.nbf * 1000 > context.now())
      figures.push({ label: 'Validity', value: 'Not valid yet: its nbf (not before) time is in the future' });
  } catch {
    // The signature can be checked even when the payload is not JSON.
  }
  return ok(
    valid ? `Signature is valid (${alg}).` : 'Signature does NOT match: the secret is wrong or the token was changed.',
    figures,
  );
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'jwt-generator': (_input, values) => jwtSign(values),
  'jwt-verifier': (_input, values, context) => jwtVerify(values, context),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
