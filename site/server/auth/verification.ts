import { MAIL_FROM, SMTP_URL } from 'astro:env/server';
import { eq } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { getDb } from '../db';
import { users } from '../db/schema';
import type { UserRow } from './sessions';
import { signingSecret } from './request';
import { signToken, verifyToken } from './tokens';

/** Verification links are good for 24 hours. */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

type Ctx = Pick<APIContext, 'url' | 'locals'>;

interface VerifyPayload {
  purpose: 'verify-email';
  uid: string;
  email: string;
  exp: number;
}

export async function verificationLink(
  origin: string,
  user: Pick<UserRow, 'id' | 'email'>,
  now = Date.now(),
): Promise<string> {
  const token = signToken(
    { purpose: 'verify-email', uid: user.id, email: user.email, exp: now + VERIFY_LINK_TTL_MS },
    await signingSecret(),
  );
  return `${origin}/verify-email?token=${encodeURIComponent(token)}`;
}

let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
function mailTransport() {
  transport ??= import('nodemailer').then((m) => m.default.createTransport(SMTP_URL!));
  return transport;
}

/**
 * Sends the verification link: by SMTP when SMTP_URL is set, otherwise to the server log.
 * A mail failure never fails the request that caused it (the user can ask again from /profile).
 * Returns the link so development pages can show it.
 */
export async function sendVerificationEmail(context: Ctx, user: UserRow): Promise<string | null> {
  if (user.emailVerifiedAt) return null;
  const link = await verificationLink(context.url.origin, user);
  if (!SMTP_URL) {
    console.info(`[mail] no SMTP_URL set — verification link for ${user.email}: ${link}`);
    return link;
  }
  try {
    await (await mailTransport()).sendMail({
      from: MAIL_FROM ?? 'Perch <no-reply@perch.localhost>',
      to: user.email,
      subject: 'Confirm your email for Perch',
      text: `Hi ${user.firstName || 'there'},\n\nConfirm your email address for Perch by opening this link within 24 hours:\n\n${link}\n\nIf you did not create a Perch account, ignore this message.\n`,
    });
  } catch (error) {
    console.error(`[${context.locals.requestId}] verification e-mail to ${user.email} failed`, error);
  }
  return link;
}

export type VerifyResult = 'verified' | 'invalid';

/** Marks the address verified when the link is genuine, unexpired and still names the account's email. */
export async function confirmEmail(token: string): Promise<VerifyResult> {
  const payload = verifyToken<VerifyPayload>(token, 'verify-email', await signingSecret());
  if (!payload || typeof payload.uid !== 'string' || typeof payload.email !== 'string') return 'invalid';
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, email: users.email, at: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, payload.uid));
  if (!row || row.email !== payload.email) return 'invalid';
  if (!row.at)
    await db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, row.id));
  return 'verified';
}
