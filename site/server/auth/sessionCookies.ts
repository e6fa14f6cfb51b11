import type { APIContext, AstroCookieSetOptions } from 'astro';
import { PERCH_SECRET } from 'astro:env/server';
import { getDb } from '../db';
import { isHttps } from '../http/forwarded';
import { SESSION_COOKIE } from './cookies';
import { serverSecret } from './secrets';

/** What reading or writing a request's session needs from Astro's context. */
export type SessionContext = Pick<APIContext, 'request' | 'url' | 'cookies' | 'locals' | 'clientAddress'>;

export function signingSecret(): Promise<string> {
  return getDb().then((db) => serverSecret(db, 'signing-key', PERCH_SECRET));
}

export function isSecureRequest(context: SessionContext): boolean {
  return isHttps(context.request, context.url);
}

function cookieOptions(context: SessionContext, expires: Date): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecureRequest(context), expires };
}

export function setSessionCookie(context: SessionContext, token: string, expiresAt: Date): void {
  context.cookies.set(SESSION_COOKIE, token, cookieOptions(context, expiresAt));
}

export function clearSessionCookie(context: SessionContext): void {
  context.cookies.delete(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(context),
  });
}

/** The Authorization header's bearer token: null without the header, '' when it is not a bearer token. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}
