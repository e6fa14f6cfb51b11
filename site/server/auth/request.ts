import { PERCH_ADDRESS_LIMIT_SCALE, PERCH_ADMIN_EMAILS, PERCH_SIGNUP_LIMIT } from 'astro:env/server';
import { getDb } from '../db';
import { HttpError } from '../http/errors';
import { addressKey } from '../http/addressKey';
import { forwarded } from '../http/forwarded';
import { DEFAULT_SIGNUP_LIMIT, parseAdminEmails, type AccountContext } from './accounts';
import { CLERK_SESSION_COOKIE } from './cookies';
import {
  clearSessionCookie,
  isSecureRequest,
  setSessionCookie,
  signingSecret,
  type SessionContext,
} from './sessionCookies';
import { createSession, deleteSession, SESSION_COOKIE, type UserRow } from './sessions';
import { sha256, signToken } from './tokens';
import { THROTTLE_MAX_FAILURES } from './throttle';
import { accounts, type Authenticated } from '../providers/auth';

export { clearSessionCookie, isSecureRequest, setSessionCookie, signingSecret };
export type { Authenticated };

type Ctx = SessionContext;

/** Bearer access tokens live 10 minutes; the client asks for a fresh one as they expire. */
export const ACCESS_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * The client's address: behind trusted proxies (TRUST_PROXY=N) the X-Forwarded-For entry the
 * outermost of them added (the N-th from the right; entries further left are the client's own
 * claims), else the socket's.
 */
export function clientIp(context: Ctx): string | null {
  const address = forwarded(context.request, 'x-forwarded-for');
  if (address) return address.slice(0, 64);
  try {
    return context.clientAddress || null;
  } catch {
    return null;
  }
}

/**
 * The client address as per-address limits count it ({@link addressKey}: IPv6 by its /64), or
 * null. Only for limits: what is forwarded or logged is {@link clientIp}.
 */
export function limitAddress(context: Ctx): string | null {
  const ip = clientIp(context);
  return ip === null ? null : addressKey(ip);
}

/** The origin the browser used: behind a trusted proxy its X-Forwarded-Host and -Proto, else the request's. */
export function publicOrigin(context: Ctx): string {
  const forwardedHost = forwarded(context.request, 'x-forwarded-host');
  return `${isSecureRequest(context) ? 'https' : 'http'}://${forwardedHost || context.url.host}`;
}

/** A configuration value the server cannot run with; /api/health reports it and the start stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** PERCH_SIGNUP_LIMIT: accounts one client address may create per hour. */
export function signupLimit(): number {
  if (PERCH_SIGNUP_LIMIT === undefined || PERCH_SIGNUP_LIMIT.trim() === '') return DEFAULT_SIGNUP_LIMIT;
  const limit = Number(PERCH_SIGNUP_LIMIT);
  if (!Number.isInteger(limit) || limit < 1)
    throw new ConfigError(
      `PERCH_SIGNUP_LIMIT must be a whole number of accounts per hour (1 or more), not "${PERCH_SIGNUP_LIMIT}".`,
    );
  return limit;
}

/**
 * PERCH_ADDRESS_LIMIT_SCALE: multiplies every per-address budget that has no variable of its own
 * (failed sign-ins, crash reports, performance batches). Many people can share one address (an
 * office or campus behind NAT); a site that knows it has such visitors raises them all at once.
 * Sign-ups (PERCH_SIGNUP_LIMIT) and Parooty (PAROOTY_ADDRESS_LIMIT) have their own variables.
 */
export function addressLimitScale(value = PERCH_ADDRESS_LIMIT_SCALE): number {
  const text = value?.trim();
  if (!text) return 1;
  const scale = Number(text);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1_000_000) {
    throw new ConfigError(`PERCH_ADDRESS_LIMIT_SCALE must be a whole number from 1 to 1000000, not "${text}"`);
  }
  return scale;
}

export function accountContext(context: Ctx): AccountContext {
  return {
    ip: limitAddress(context),
    adminEmails: parseAdminEmails(PERCH_ADMIN_EMAILS),
    signupLimit: signupLimit(),
    addressFailureLimit: THROTTLE_MAX_FAILURES * addressLimitScale(),
  };
}

export async function issueAccessToken(tokenHash: string, now = Date.now()) {
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  const token = signToken({ purpose: 'access', sid: tokenHash, exp: expiresAt }, await signingSecret());
  return { token, expiresAt: new Date(expiresAt).toISOString() };
}

function authenticate(context: Ctx): Promise<Authenticated | null> {
  return accounts().authenticate(context);
}

/** Whether the request carries credentials at all (no database work for visitors). */
export function hasCredentials(context: Ctx): boolean {
  return (
    context.cookies.has(SESSION_COOKIE) ||
    context.cookies.has(CLERK_SESSION_COOKIE) ||
    context.request.headers.has('authorization')
  );
}

/** The built-in account endpoints and pages answer only when Clerk is not configured. */
export function assertBuiltInAccounts(): void {
  if (!accounts().builtInForms) throw new HttpError(404, 'Accounts are managed by Clerk on this server');
}

/** The signed-in user of this request, resolved once per request. */
export function currentAuth(context: Ctx): Promise<Authenticated | null> {
  if (!hasCredentials(context)) return Promise.resolve(null);
  context.locals.auth ??= authenticate(context);
  return context.locals.auth;
}

export async function currentUser(context: Ctx): Promise<UserRow | null> {
  return (await currentAuth(context))?.user ?? null;
}

export async function requireAuth(context: Ctx): Promise<Authenticated> {
  const auth = await currentAuth(context);
  if (!auth) throw new HttpError(401, 'Not signed in');
  return auth;
}

export async function requireAdmin(context: Ctx): Promise<Authenticated> {
  const auth = await currentAuth(context);
  if (!auth) throw new HttpError(401, 'Not signed in');
  if (auth.user.role !== 'admin') throw new HttpError(403, 'Admins only');
  return auth;
}

/**
 * Signs the user in on this response: a new session (the old one, if any, is ended, so a
 * session id never survives a sign-in) and its cookie.
 */
export async function startSession(context: Ctx, user: UserRow): Promise<void> {
  const db = await getDb();
  const previous = context.cookies.get(SESSION_COOKIE)?.value;
  if (previous) await deleteSession(db, previous);
  const { token, expiresAt } = await createSession(db, user.id, context.request.headers.get('user-agent'));
  setSessionCookie(context, token, expiresAt);
  context.locals.auth = Promise.resolve({ user, tokenHash: sha256(token), expiresAt, refreshed: false, via: 'cookie' });
}

/** Ends the request's session (row and cookie). Never throws: sign-out always completes. */
export async function endSession(context: Ctx): Promise<void> {
  await accounts().endSession(context);
}
