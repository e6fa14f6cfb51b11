import type { AstroGlobal } from 'astro';
import { getDb } from '../db';
import { formAs, readForm } from '../http/body';
import { HttpError } from '../http/errors';
import { signIn, signInSchema } from './accounts';
import { accountContext, assertBuiltInAccounts, startSession } from './request';
import { noteForNextPage } from '../analytics/notedEvents';

export interface FormFailure {
  ok: false;
  formError: string | null;
  fieldErrors: Record<string, string>;
}

/**
 * Runs a page's form action. An HttpError becomes inline errors and the response status
 * (with its headers, e.g. Retry-After); anything else is a real fault and propagates.
 */
export async function runFormAction<T>(
  Astro: AstroGlobal,
  action: () => Promise<T>,
): Promise<{ ok: true; value: T } | FormFailure> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    Astro.response.status = error.status;
    for (const [name, value] of Object.entries(error.headers)) Astro.response.headers.set(name, value);
    const fieldErrors = error.details ?? {};
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    return { ok: false, formError: hasFieldErrors && error.status === 400 ? null : error.message, fieldErrors };
  }
}

export interface SignInSubmission {
  /** The email as typed, to fill the field again (never the password). */
  email: string;
  // biome-ignore lint/suspicious/noConfusingVoidType: the value of an action that returns nothing
  result: { ok: true; value: void } | FormFailure;
}

/**
 * The sign-in form of /login and /admin: reads and checks the fields, signs in and starts the
 * session. `adminOnly` refuses other accounts (403) before any session is made.
 */
export async function submitSignInForm(Astro: AstroGlobal, { adminOnly = false } = {}): Promise<SignInSubmission> {
  let email = '';
  const result = await runFormAction(Astro, async () => {
    assertBuiltInAccounts();
    // Read once, within the size limit (413 beyond it); the e-mail fills the field again.
    const form = await readForm(Astro.request);
    email = form.get('email')?.trim().slice(0, 254) ?? '';
    const input = formAs(form, signInSchema);
    const user = await signIn(await getDb(), input, accountContext(Astro));
    if (adminOnly && user.role !== 'admin') throw new HttpError(403, NOT_ADMIN);
    await startSession(Astro, user);
    noteForNextPage(Astro, 'signed_in', {});
  });
  return { email, result };
}

export const NOT_ADMIN = 'This account does not have admin access.';
