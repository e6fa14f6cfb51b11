import { createClerkClient, verifyToken, type ClerkClient } from '@clerk/backend';
import { PERCH_ADMIN_EMAILS } from 'astro:env/server';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import type { Database } from '../../db/client';
import { users, type UserRole } from '../../db/schema';
import { parseAdminEmails } from '../../auth/accounts';
import { CLERK_SESSION_COOKIE } from '../../auth/cookies';
import { isSessionRevoked, recordRevokedSession } from '../../auth/revokedSessions';
import { bearerToken, type SessionContext } from '../../auth/sessionCookies';
import { allowClerkInCsp } from './clerkBrowser';
import { relativeProxyPath, type ClerkConfig } from './clerkConfig';
import { forwardToClerk, isClerkProxyRequest } from './clerkProxy';
import type { AccountsProvider } from './types';

export { CLERK_SESSION_COOKIE };

type UserRow = typeof users.$inferSelect;

/**
 * Clerk runs the accounts: its hosted SignIn/SignUp on the pages, its session token (the
 * Authorization header or the __session cookie) on requests, mirrored into a local user row.
 */
export function clerkAccounts(config: ClerkConfig): AccountsProvider {
  const path = relativeProxyPath(config);
  return {
    name: 'clerk',
    builtInForms: false,
    hostedUi: config,
    allowInCsp(csp) {
      allowClerkInCsp(csp, config);
    },
    forwardFrontend(request, pathname, client, log) {
      if (!path || !isClerkProxyRequest(path, pathname)) return null;
      return forwardToClerk(request, config, path, client(), log);
    },
    async authenticate(context) {
      const { token, via } = requestToken(context);
      const claims = await verifyClerkToken(config, token);
      if (!claims) return null;
      const db = await getDb();
      if (claims.sid && (await isSessionRevoked(db, claims.sid))) return null;
      const user = await mirrorClerkUser(db, config, claims.sub, parseAdminEmails(PERCH_ADMIN_EMAILS));
      return {
        user,
        tokenHash: `clerk:${claims.sid ?? claims.sub}`,
        expiresAt: new Date(claims.exp * 1000),
        refreshed: false,
        via,
        clerkSessionId: claims.sid,
      };
    },
    async endSession(context) {
      const { token } = requestToken(context);
      context.cookies.delete(CLERK_SESSION_COOKIE, { path: '/' });
      // The session is the token's own, read from the token rather than the database: a sign-out
      // while the database cannot be reached still revokes the session at Clerk.
      const sessionId = (await verifyClerkToken(config, token))?.sid;
      if (!sessionId) return;
      // Refused here first: a token of this session that clerk-js renewed meanwhile, or that
      // Clerk could not be told about, is not accepted by any instance from now on.
      await recordRevokedSession(await getDb(), sessionId).catch((error: unknown) =>
        console.error(`[${context.locals.requestId}] sign-out could not record the revoked Clerk session`, error),
      );
      await revokeClerkSession(config, sessionId).catch((error: unknown) =>
        console.error(`[${context.locals.requestId}] sign-out could not revoke the Clerk session`, error),
      );
    },
    // Clerk holds the profile: it is changed there first, then mirrored.
    async saveNames(user, names) {
      if (user.externalId) await updateClerkNames(config, user.externalId, names);
    },
    async saveRole(user, role) {
      if (user.externalId)
        await clerkClient(config).users.updateUserMetadata(user.externalId, { publicMetadata: { role } });
    },
  };
}

/** The request's Clerk session token: the Authorization header's, else the __session cookie's. */
function requestToken(context: SessionContext): { token: string; via: 'bearer' | 'cookie' } {
  const bearer = bearerToken(context.request);
  if (bearer !== null) return { token: bearer, via: 'bearer' };
  return { token: context.cookies.get(CLERK_SESSION_COOKIE)?.value ?? '', via: 'cookie' };
}

let client: { config: ClerkConfig; client: ClerkClient } | undefined;
function clerkClient(config: ClerkConfig): ClerkClient {
  if (client?.config !== config) {
    client = {
      config,
      client: createClerkClient({
        secretKey: config.secretKey,
        publishableKey: config.publishableKey,
        ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}),
      }),
    };
  }
  return client.client;
}

export interface ClerkClaims {
  sub: string;
  sid?: string;
  exp: number;
  iss: string;
}

/** The issuers a token may name: the frontend API host, or the proxy in front of it. */
export function clerkIssuers(config: ClerkConfig): string[] {
  const issuers = [`https://${config.frontendApi}`];
  if (config.proxyUrl && /^https?:\/\//.test(config.proxyUrl)) issuers.push(config.proxyUrl.replace(/\/+$/, ''));
  return issuers;
}

/**
 * Verifies a Clerk session token: signature (locally with CLERK_JWT_KEY, else against Clerk's
 * JWKS), expiry, not-before, issued-at and issuer. Null for anything that does not verify.
 */
export async function verifyClerkToken(config: ClerkConfig, token: string): Promise<ClerkClaims | null> {
  if (!token || token.length > 8192) return null;
  let claims: Record<string, unknown>;
  try {
    // The exported verifyToken resolves with the payload and throws on any failed check.
    claims = (await verifyToken(token, {
      ...(config.jwtKey
        ? { jwtKey: config.jwtKey }
        : { secretKey: config.secretKey, ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}) }),
      issuer: clerkIssuers(config),
    })) as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!claims || typeof claims.sub !== 'string') return null;
  return {
    sub: claims.sub,
    sid: typeof claims.sid === 'string' ? claims.sid : undefined,
    exp: Number(claims.exp),
    iss: String(claims.iss),
  };
}

function roleFrom(metadata: unknown, email: string, adminEmails: Set<string>): UserRole {
  const role = (metadata as { role?: unknown } | null)?.role;
  return role === 'admin' || adminEmails.has(email) ? 'admin' : 'user';
}

/**
 * The local row for a Clerk user, created on their first request from Clerk's Backend API
 * (names, picture, primary e-mail and its verification, publicMetadata.role), and read again
 * from Clerk once it is older than CLERK_USER_REFRESH_SECONDS — a role granted or withdrawn at
 * Clerk reaches Perch within that time. A built-in account with the same e-mail is linked
 * rather than duplicated.
 */
export async function mirrorClerkUser(
  db: Database,
  config: ClerkConfig,
  clerkUserId: string,
  adminEmails: Set<string>,
  now = new Date(),
): Promise<UserRow> {
  const [known] = await db.select().from(users).where(eq(users.externalId, clerkUserId));
  if (known && now.getTime() - known.updatedAt.getTime() < config.userRefreshMs) return known;
  let remote: Awaited<ReturnType<ClerkClient['users']['getUser']>>;
  try {
    remote = await clerkClient(config).users.getUser(clerkUserId);
  } catch (error) {
    // A refresh that fails keeps what we know; only a first sight needs Clerk to answer.
    if (!known) throw error;
    console.warn(`Clerk user ${clerkUserId} could not be refreshed; using the mirrored row`, error);
    return known;
  }
  const primary = remote.emailAddresses.find((e) => e.id === remote.primaryEmailAddressId) ?? remote.emailAddresses[0];
  const email = (primary?.emailAddress ?? `${clerkUserId}@users.clerk.invalid`).trim().toLowerCase();
  const verified = primary?.verification?.status === 'verified';
  const values = {
    externalId: clerkUserId,
    email,
    firstName: remote.firstName ?? '',
    lastName: remote.lastName ?? '',
    imageUrl: remote.imageUrl || null,
    role: roleFrom(remote.publicMetadata, email, adminEmails),
    // Keeps the first verification time across refreshes.
    emailVerifiedAt: verified ? (known?.emailVerifiedAt ?? now) : null,
    updatedAt: now,
  };
  if (known) {
    try {
      const [row] = await db.update(users).set(values).where(eq(users.id, known.id)).returning();
      return row ?? known;
    } catch (error) {
      // E.g. Clerk's new e-mail is another account's here: keep the mirrored row, say why.
      console.warn(`Clerk user ${clerkUserId} could not be refreshed; using the mirrored row`, error);
      return known;
    }
  }
  const [row] = await db
    .insert(users)
    .values({ ...values, lastLoginAt: now })
    .onConflictDoUpdate({ target: users.email, set: { ...values, lastLoginAt: now } })
    .returning();
  return row!;
}

/** Saves new names at Clerk (the source of truth), then locally. */
export async function updateClerkNames(
  config: ClerkConfig,
  clerkUserId: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await clerkClient(config).users.updateUser(clerkUserId, names);
}

/** Ends the Clerk session server-side. Failures are the caller's to log. */
export async function revokeClerkSession(config: ClerkConfig, sessionId: string): Promise<void> {
  await clerkClient(config).sessions.revokeSession(sessionId);
}
