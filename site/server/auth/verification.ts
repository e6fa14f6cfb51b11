import { MAIL_FROM, PUBLIC_ORIGIN, SMTP_URL } from 'astro:env/server';
import { eq } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { getDb } from '../db';
import { users } from '../db/schema';
import type { UserRow } from './sessions';
import { forwarded } from '../http/forwarded';
import { addressLimitScale, ConfigError, isSecureRequest, limitAddress, signingSecret } from './request';
import { takeAllowance } from './throttle';
import { signToken, verifyToken } from './tokens';

/** Verification links are good for 24 hours. */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** New verification e-mails one account may ask for in an hour (sign-up's own e-mail aside)… */
export const VERIFY_EMAILS_PER_ACCOUNT = { max: 5, windowMs: 60 * 60 * 1000 };
/** …and one client address, all its accounts together (scaled by PERCH_ADDRESS_LIMIT_SCALE). */
export const VERIFY_EMAILS_PER_ADDRESS = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * PUBLIC_ORIGIN as an origin (`https://perch.example.com`), or null when unset. Anything else — a
 * path, a query, another scheme — is a configuration error that stops the start.
 */
export function configuredPublicOrigin(value = PUBLIC_ORIGIN): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an absolute URL such as https://perch.example.com, not "${text}"`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new ConfigError(
      `PUBLIC_ORIGIN must be just a scheme and host such as https://perch.example.com, not "${text}"`,
    );
  }
  return url.origin;
}

/**
 * Where links in e-mails point: PUBLIC_ORIGIN; else, behind trusted proxies (TRUST_PROXY), the
 * host the outermost one was asked for (X-Forwarded-Host); else the address this server listens
 * on. Never the request's own Host header: anyone can send one, and a link to their site in an
 * e-mail from Perch would carry a victim's token there.
 */
export function mailLinkOrigin(context: Ctx): string {
  const configured = configuredPublicOrigin();
  if (configured) return configured;
  const proxied = forwarded(context.request, 'x-forwarded-host');
  if (proxied) return `${isSecureRequest(context) ? 'https' : 'http'}://${proxied}`;
  return process.env.PERCH_LISTEN_ORIGIN ?? `http://127.0.0.1:${process.env.PORT || 4321}`;
}

type Ctx = Pick<APIContext, 'url' | 'locals' | 'request' | 'cookies' | 'clientAddress'>;

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
  const link = await verificationLink(mailLinkOrigin(context), user);
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

/**
 * A new verification e-mail asked for by the user (the API or the profile form): within
 * VERIFY_EMAILS_PER_ACCOUNT and VERIFY_EMAILS_PER_ADDRESS, else 429 with Retry-After — with SMTP
 * set, an unlimited resend would mail any address someone signed up with again and again.
 */
export async function resendVerificationEmail(context: Ctx, user: UserRow): Promise<string | null> {
  if (user.emailVerifiedAt) return null;
  const ip = limitAddress(context);
  const { max, windowMs } = VERIFY_EMAILS_PER_ADDRESS;
  await takeAllowance(await getDb(), [
    { scope: `verify-email:${user.id}`, ...VERIFY_EMAILS_PER_ACCOUNT },
    ...(ip ? [{ scope: `verify-email-ip:${ip}`, max: max * addressLimitScale(), windowMs }] : []),
  ]);
  return sendVerificationEmail(context, user);
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
