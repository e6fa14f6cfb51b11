import { z } from 'zod';
import { billingCycles } from '@perch/ui/plans';
import type { Database } from '../db/client';
import type { UserRow } from '../auth/sessions';
import { applyOnce, type WriteResult } from '../http/idempotency';
import { billing } from '../providers/billing';
import { viewOf } from './subscriptions';

/** The embedded checkout's body (JSON or the /checkout form). Lengths are generous; the card rules say the rest. */
export const checkoutSchema = z.strictObject({
  plan: z.enum(billingCycles, { error: 'must be weekly, monthly or annual' }),
  cardNumber: z.string({ error: 'is required' }).max(40, 'is at most 40 characters'),
  expiry: z.string({ error: 'is required' }).max(20, 'is at most 20 characters'),
  cvc: z.string({ error: 'is required' }).max(10, 'is at most 10 characters'),
  name: z.string({ error: 'is required' }).max(200, 'is at most 200 characters'),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/**
 * Pays with the card form on this server (the provider's `payHere`), at most once per idempotency key: a double submit
 * or a reloaded form (same key) answers what the first one did and records one subscription.
 * Only the plan is part of the key's request hash — the card number never leaves this call
 * (not stored, not hashed, not logged).
 */
export async function checkout(
  db: Database,
  user: UserRow,
  key: string | null,
  input: CheckoutInput,
): Promise<{ result: WriteResult; replayed: boolean }> {
  const provider = billing();
  const plans = await provider.plans(db);
  const { plan, ...card } = input;
  return applyOnce(
    db,
    key,
    { scope: `user:${user.id}`, method: 'POST', path: '/api/subscription/checkout', input: { plan } },
    async (tx) => {
      const row = await provider.payHere(tx, user.id, plans, { plan, card });
      return { status: 201, body: viewOf(row) };
    },
  );
}
