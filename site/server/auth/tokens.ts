import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * Compact signed tokens: base64url(JSON payload) + "." + HMAC-SHA256. Used for bearer access
 * tokens and e-mail verification links. `exp` (ms epoch) is always checked.
 */
export function signToken(payload: Record<string, unknown> & { exp: number; purpose: string }, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function verifyToken<T extends { exp: number; purpose: string }>(
  token: string,
  purpose: T['purpose'],
  secret: string,
  now = Date.now(),
): T | null {
  if (token.length > 4096) return null;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as T;
  if (p.purpose !== purpose || typeof p.exp !== 'number' || p.exp <= now) return null;
  return p;
}
