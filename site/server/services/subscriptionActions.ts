import type { APIContext } from 'astro';
import { cycleLabel, isBillingCycle, planChange } from '@perch/ui/plans';
import { noteForNextPage } from '../analytics/notedEvents';
import { getDb } from '../db';
import { HttpError, readForm } from '../http';
import { billing } from '../providers/billing';

/** The form's actions: cancel at period end, undo it, or move to another plan (`plan`). */
export const SUBSCRIPTION_FORM_ACTIONS = ['cancel', 'resume', 'change-plan'] as const;
export type SubscriptionFormAction = (typeof SUBSCRIPTION_FORM_ACTIONS)[number];

type ActionContext = Pick<APIContext, 'request' | 'url' | 'locals' | 'redirect' | 'cookies'>;

/**
 * /subscription and /account's form (POST action=cancel|resume|change-plan): cancel at period
 * end, undo it, or switch plan. Answers the redirect back to the page (303), or the problem to
 * show on it. A switch to a longer cycle (planChange: an upgrade) notes subscription_upgraded
 * for the page the redirect leads to; a downgrade notes nothing.
 */
export async function submitSubscriptionAction(
  context: ActionContext,
): Promise<{ redirect: Response } | { problem: HttpError }> {
  try {
    const form = await readForm(context.request);
    const action = form.get('action');
    if (!(SUBSCRIPTION_FORM_ACTIONS as readonly unknown[]).includes(action)) {
      throw new HttpError(400, 'Choose cancel, resume or a plan', { action: 'must be cancel, resume or change-plan' });
    }
    const db = await getDb();
    const user = context.locals.user;
    if (!user) throw new HttpError(401, 'Not signed in');
    if (action === 'change-plan') {
      const plan = form.get('plan');
      if (!isBillingCycle(plan))
        throw new HttpError(400, 'Choose the weekly, monthly or annual plan', {
          plan: 'must be weekly, monthly or annual',
        });
      const { previous, subscription } = await billing().changePlan(
        db,
        user.id,
        plan,
        new Date(),
        quotedAt(form.get('prorationDate')),
      );
      if (planChange(previous, subscription.plan) === 'upgrade')
        noteForNextPage(context, 'subscription_upgraded', { plan: subscription.plan, previous_plan: previous });
      return { redirect: context.redirect(`${context.url.pathname}?changed=${subscription.plan}`, 303) };
    }
    const row = await billing().current(db, user.id);
    if (!row) throw new HttpError(409, 'There is no active subscription to change');
    await billing().setCancelAtPeriodEnd(db, row, action === 'cancel');
    return { redirect: context.redirect(context.url.pathname, 303) };
  } catch (error) {
    if (error instanceof HttpError) return { problem: error };
    throw error;
  }
}

/**
 * The moment the confirmation's amounts were worked out at (its hidden `prorationDate`, Unix
 * seconds), so the switch applies those amounts; none (a form without it) prorates at now.
 */
export function quotedAt(value: string | null): Date | undefined {
  if (value === null || value === '') return undefined;
  if (!/^\d{1,11}$/.test(value))
    throw new HttpError(400, 'The amounts to confirm are not readable: choose the plan again', {
      prorationDate: 'must be Unix seconds',
    });
  return new Date(Number(value) * 1000);
}

/** The confirmation shown after a switch (?changed=plan on the redirect). */
export function planChangedMessage(search: URLSearchParams): string | null {
  const plan = search.get('changed');
  return isBillingCycle(plan) ? `You are now on the ${cycleLabel(plan)} plan.` : null;
}
