import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { openTemplateCopy } from '../db/templateCopy.test-support';
import { sessions, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseAdminEmails, signIn, signUp } from './accounts';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password';
import { createSession, resolveSessionToken, SESSION_REFRESH_AFTER_MS, SESSION_TTL_MS } from './sessions';
import {
  assertNotThrottled,
  recordFailure,
  retryAfterSeconds,
  THROTTLE_MAX_FAILURES,
  THROTTLE_WINDOW_MS,
} from './throttle';
import { sha256, signToken, verifyToken } from './tokens';

const DAY = 24 * 60 * 60 * 1000;

describe('passwords', () => {
  it('are stored as salted scrypt hashes with their parameters, and verified in constant time', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$5\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('signed tokens', () => {
  const secret = 'test-secret';
  it('verify only with the right secret, purpose and an unexpired time', () => {
    const now = Date.now();
    const token = signToken({ purpose: 'access', sid: 'abc', exp: now + 1000 }, secret);
    expect(verifyToken(token, 'access', secret, now)).toMatchObject({ sid: 'abc' });
    expect(verifyToken(token, 'verify-email', secret, now)).toBeNull();
    expect(verifyToken(token, 'access', 'other-secret', now)).toBeNull();
    expect(verifyToken(token, 'access', secret, now + 1000)).toBeNull();
    expect(verifyToken(`${token}x`, 'access', secret, now)).toBeNull();
    expect(verifyToken('garbage', 'access', secret, now)).toBeNull();
  });
});

describe('accounts, sessions and throttling on the database', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openTemplateCopy('perch-auth-test-');
  });
  afterAll(() => opened.close());
  const ctx = (ip: string, now?: Date) => ({
    ip,
    adminEmails: parseAdminEmails('Boss@Perch.test, other@perch.test'),
    now,
  });

  it('sessions slide: used within 30 days they live on, unused for 30 days they end', async () => {
    const db = opened.db;
    const user = await signUp(
      db,
      { firstName: 'S', lastName: 'L', email: 'slide@perch.test', password: 'long-enough' },
      ctx('10.0.0.1'),
    );
    const t0 = new Date('2026-01-01T00:00:00Z');
    const { token, expiresAt } = await createSession(db, user.id, 'test', t0);
    expect(expiresAt.getTime() - t0.getTime()).toBe(SESSION_TTL_MS);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token))),
    ).toHaveLength(1);

    // Within a day of the last extension nothing is written.
    const soon = await resolveSessionToken(db, token, new Date(t0.getTime() + SESSION_REFRESH_AFTER_MS / 2));
    expect(soon?.refreshed).toBe(false);
    // Used on day 29: extended to 30 days from then.
    const day29 = new Date(t0.getTime() + 29 * DAY);
    const used = await resolveSessionToken(db, token, day29);
    expect(used?.refreshed).toBe(true);
    expect(used?.expiresAt.getTime()).toBe(day29.getTime() + SESSION_TTL_MS);
    // Still good on day 58 (29 days after that use), gone after 30 idle days.
    expect(await resolveSessionToken(db, token, new Date(day29.getTime() + 29 * DAY))).not.toBeNull();
    const idle = new Date(day29.getTime() + 29 * DAY + SESSION_TTL_MS + 1);
    expect(await resolveSessionToken(db, token, idle)).toBeNull();
    expect(await resolveSessionToken(db, 'unknown', t0)).toBeNull();
  });

  it("a session's user is read as drizzle reads the row: every column, dates as dates, JSON parsed, nulls kept", async () => {
    const db = opened.db;
    const user = await signUp(
      db,
      { firstName: 'Row', lastName: 'Read', email: 'row-read@perch.test', password: 'long-enough' },
      ctx('10.0.0.2'),
    );
    await db
      .update(users)
      .set({
        interests: ['pdf', 'writing'],
        onboardedAt: new Date('2026-02-03T04:05:06.789Z'),
        hasPermission: true,
        imageUrl: null,
      })
      .where(eq(users.id, user.id));
    const t0 = new Date('2026-02-04T00:00:00Z');
    const { token, expiresAt } = await createSession(db, user.id, 'test', t0);
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    const resolved = await resolveSessionToken(db, token, t0);
    expect(resolved?.user).toEqual(stored);
    expect(resolved?.user.onboardedAt).toEqual(new Date('2026-02-03T04:05:06.789Z'));
    expect(resolved?.user.interests).toEqual(['pdf', 'writing']);
    expect(resolved?.user.parootyOnboardedAt).toBeNull();
    expect(resolved?.expiresAt).toEqual(expiresAt);
  });

  it('throttles after 10 failures in 15 minutes, with Retry-After until the oldest leaves the window', async () => {
    const db = opened.db;
    const t0 = new Date('2026-02-01T12:00:00Z');
    const scopes = ['email:victim@perch.test' as const];
    for (let i = 0; i < THROTTLE_MAX_FAILURES - 1; i += 1)
      await recordFailure(db, scopes, new Date(t0.getTime() + i * 1000));
    await expect(assertNotThrottled(db, scopes, new Date(t0.getTime() + 10_000))).resolves.toBeUndefined();
    await recordFailure(db, scopes, new Date(t0.getTime() + 9_000));
    const at = new Date(t0.getTime() + 10_000);
    expect(await retryAfterSeconds(db, scopes, at)).toBe(THROTTLE_WINDOW_MS / 1000 - 10);
    const refused = await assertNotThrottled(db, scopes, at).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).headers['Retry-After']).toBe('890');
    // Once the oldest failure is 15 minutes old, one more attempt is allowed.
    expect(await retryAfterSeconds(db, scopes, new Date(t0.getTime() + THROTTLE_WINDOW_MS + 1))).toBe(0);
  });

  it('counts wrong passwords per email and per address, and lets a throttled account wait even with the right password', async () => {
    const db = opened.db;
    await signUp(
      db,
      { firstName: 'T', lastName: 'H', email: 'throttled@perch.test', password: 'right-password' },
      ctx('10.0.0.2'),
    );
    const now = new Date();
    for (let i = 0; i < THROTTLE_MAX_FAILURES; i += 1) {
      // Each try from a different address: only the email's budget runs out.
      await expect(
        signIn(db, { email: 'throttled@perch.test', password: 'wrong' }, ctx(`10.1.0.${i}`, now)),
      ).rejects.toMatchObject({ status: 401 });
    }
    await expect(
      signIn(db, { email: 'throttled@perch.test', password: 'right-password' }, ctx('10.9.9.9', now)),
    ).rejects.toMatchObject({ status: 429 });
    // Another account from a fresh address is unaffected.
    await signUp(
      db,
      { firstName: 'O', lastName: 'K', email: 'fine@perch.test', password: 'right-password' },
      ctx('10.0.0.3'),
    );
    await expect(
      signIn(db, { email: 'fine@perch.test', password: 'right-password' }, ctx('10.9.9.9', now)),
    ).resolves.toMatchObject({ email: 'fine@perch.test' });
  });

  it('counts and checks in one step: 40 simultaneous wrong passwords for one account and address, exactly 10 are tried', async () => {
    const db = opened.db;
    await signUp(
      db,
      { firstName: 'R', lastName: 'C', email: 'race@perch.test', password: 'right-password' },
      ctx('10.0.0.40'),
    );
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(db, { email: 'race@perch.test', password: `wrong-${i}` }, ctx('10.2.0.1')).then(
          () => 200,
          (error: HttpError) => error.status,
        ),
      ),
    );
    expect(attempts.filter((s) => s === 401)).toHaveLength(THROTTLE_MAX_FAILURES);
    expect(attempts.filter((s) => s === 429)).toHaveLength(40 - THROTTLE_MAX_FAILURES);
  });

  it('a successful sign-in does not count against the address', async () => {
    const db = opened.db;
    await signUp(
      db,
      { firstName: 'G', lastName: 'D', email: 'good@perch.test', password: 'right-password' },
      ctx('10.0.0.41'),
    );
    for (let i = 0; i < THROTTLE_MAX_FAILURES + 5; i += 1) {
      await expect(
        signIn(db, { email: 'good@perch.test', password: 'right-password' }, ctx('10.3.0.1')),
      ).resolves.toMatchObject({ email: 'good@perch.test' });
    }
  });

  it('seeds admins from PERCH_ADMIN_EMAILS at sign-up and at sign-in', async () => {
    const db = opened.db;
    const boss = await signUp(
      db,
      { firstName: 'B', lastName: 'O', email: 'boss@perch.test', password: 'right-password' },
      ctx('10.0.0.4'),
    );
    expect(boss.role).toBe('admin');
    const later = await signUp(
      db,
      { firstName: 'L', lastName: 'A', email: 'later@perch.test', password: 'right-password' },
      ctx('10.0.0.4'),
    );
    expect(later.role).toBe('user');
    const promoted = await signIn(
      db,
      { email: 'later@perch.test', password: 'right-password' },
      { ip: '10.0.0.4', adminEmails: parseAdminEmails('later@perch.test') },
    );
    expect(promoted.role).toBe('admin');
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, 'later@perch.test'));
    expect(row?.role).toBe('admin');
  });
});
