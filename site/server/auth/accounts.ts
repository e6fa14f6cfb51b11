import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { users, type UserRole } from '../db/schema';
import { HttpError } from '../http/errors';
import { burnPasswordCheck, hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './password';
import type { UserRow } from './sessions';
import {
  assertNotThrottled,
  clearFailures,
  forgetEvents,
  recordFailure,
  signInAllowances,
  takeAllowance,
  throttleScopes,
} from './throttle';

export const NAME_MAX_LENGTH = 100;
export const WRONG_CREDENTIALS = 'Incorrect email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists.';

/** Trimmed and lower-cased: the one spelling an address is stored and looked up by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const email = z
  .string({ error: 'Enter your email address' })
  .transform(normalizeEmail)
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Email must be at most 254 characters'));

const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(NAME_MAX_LENGTH, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${NAME_MAX_LENGTH} characters`);

export const signUpSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  password: z
    .string({ error: 'Choose a password' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

export const signInSchema = z.object({
  email: z
    .string({ error: 'Enter your email address' })
    .transform(normalizeEmail)
    .pipe(z.string().min(1, 'Enter your email address').max(254)),
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(PASSWORD_MAX_LENGTH, WRONG_CREDENTIALS),
});

export const profileSchema = z.strictObject({
  firstName: name('first name'),
  lastName: name('last name'),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;

/** The user as the API shows it (GET /api/auth/user). */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  role: UserRole;
  hasPermission: boolean;
  emailVerified: boolean;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    imageUrl: row.imageUrl,
    role: row.role,
    hasPermission: row.hasPermission,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** PERCH_ADMIN_EMAILS: comma- or space-separated addresses whose accounts are admins. */
export function parseAdminEmails(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(/[\s,]+/)
      .map(normalizeEmail)
      .filter(Boolean),
  );
}

function roleFor(emailAddress: string, current: UserRole, admins: Set<string>): UserRole {
  return admins.has(emailAddress) ? 'admin' : current;
}

/** Accounts one client address may create per hour (PERCH_SIGNUP_LIMIT), unless configured. */
export const DEFAULT_SIGNUP_LIMIT = 10;
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

export interface AccountContext {
  ip: string | null;
  adminEmails: Set<string>;
  /** Sign-ups per address per hour; {@link DEFAULT_SIGNUP_LIMIT} when absent. */
  signupLimit?: number;
  /** Failed sign-ins per address in the throttle's window; THROTTLE_MAX_FAILURES when absent. */
  addressFailureLimit?: number;
  now?: Date;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates a built-in account; 409 when the email is taken, 429 when the address has used its
 * sign-up budget (every attempt that reaches here counts, taken ones too) or its sign-in
 * failures budget.
 */
export async function signUp(db: Database, input: SignUpInput, ctx: AccountContext): Promise<UserRow> {
  const scopes = throttleScopes(null, ctx.ip);
  await assertNotThrottled(db, scopes, ctx.now, ctx.addressFailureLimit);
  if (ctx.ip)
    await takeAllowance(
      db,
      [{ scope: `signup:${ctx.ip}`, max: ctx.signupLimit ?? DEFAULT_SIGNUP_LIMIT, windowMs: SIGNUP_WINDOW_MS }],
      ctx.now,
    );
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: roleFor(input.email, 'user', ctx.adminEmails),
        lastLoginAt: ctx.now ?? new Date(),
      })
      .returning();
    return row!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Probing for registered addresses through sign-up counts against the address's budget.
    await recordFailure(db, scopes, ctx.now);
    throw new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
}

/**
 * Checks credentials; one generic 401 whether the email or the password was wrong. Each attempt
 * is counted as a failure before the password is checked, in the same step as the check of the
 * budget ({@link takeAllowance}): simultaneous guesses cannot all slip under the limit. A right
 * password uncounts its attempt and forgives the account's earlier failures.
 */
export async function signIn(db: Database, input: SignInInput, ctx: AccountContext): Promise<UserRow> {
  const scopes = throttleScopes(input.email, ctx.ip);
  const attempt = await takeAllowance(db, signInAllowances(scopes, ctx.addressFailureLimit), ctx.now);
  const [row] = await db.select().from(users).where(eq(users.email, input.email));
  let ok = false;
  // No such account: spend a hash's time all the same, so the answer's delay does not tell.
  if (row?.passwordHash) ok = await verifyPassword(input.password, row.passwordHash);
  else await burnPasswordCheck(input.password);
  if (!row || !ok) throw new HttpError(401, WRONG_CREDENTIALS);
  await forgetEvents(db, attempt);
  await clearFailures(db, throttleScopes(input.email, null));
  const role = roleFor(row.email, row.role, ctx.adminEmails);
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: ctx.now ?? new Date(), role })
    .where(eq(users.id, row.id))
    .returning();
  return updated!;
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: z.infer<typeof profileSchema>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new HttpError(401, 'Not signed in');
  return row;
}
