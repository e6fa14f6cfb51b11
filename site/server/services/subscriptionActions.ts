import type { APIContext } from 'astro';
import { getDb } from '../db';
import { HttpError, readForm } from '../http';
import { billing } from '../providers/billing';

/**
 * /subscription and /account's form (POST action=cancel|resume): cancel at period end, or undo
 * it. Answers the redirect back to the page (303), or the problem to show on it.
 */
export async function submitSubscriptionAction(context: Pick<APIContext, 'request' | 'url' | 'locals' | 'redirect'>): Promise<{ redirect: Response } | { problem: HttpError }> {
  try {
    const action = (await readForm(context.request)).get('action');
    if (action !== 'cancel' && action !== 'resume') throw new HttpError(400, 'Choose cancel or resume', { action: 'must be cancel or resume' });
    const db = await getDb();
    const user = context.locals.user;
    if (!user) throw new HttpError(401, 'Not signed in');
    const row = await billing().current(db, user.id);
    if (!row) throw new HttpError(409, 'There is no active subscription to change');
    await billing().setCancelAtPeriodEnd(db, row, action === 'cancel');
    return { redirect: context.redirect(context.url.pathname, 303) };
  } catch (error) {
    if (error instanceof HttpError) return { problem: error };
    throw error;
  }
}
