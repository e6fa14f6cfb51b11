import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto, at one of OWASP's listed equivalent
 * strengths (N=2^14, r=8, p=5: 16 MiB per hash, the least memory of the listed settings, so
 * concurrent sign-ins cannot exhaust the server). Parameters are stored with each hash so
 * they can be raised later without invalidating existing passwords.
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
export const PASSWORD_MIN_LENGTH = 8;
/** Longer inputs are refused before hashing so nobody can make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((n) => Number.isInteger(n) && n > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

// Checked against when the email is unknown, so a wrong email costs the same time as a
// wrong password and response timing does not reveal which accounts exist.
let decoy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword('perch-decoy-password');
  await verifyPassword(password, await decoy);
}
