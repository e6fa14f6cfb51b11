import { requireAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { HttpError, json, readJson, route } from '../../../server/http';
import { idempotencyKeyOf } from '../../../server/http/idempotency';
import { billing } from '../../../server/providers/billing';
import { checkout, checkoutSchema } from '../../../server/services/checkout';

/**
 * POST {plan, cardNumber, expiry, cvc, name} → 201 {subscription} with the embedded test-mode
 * checkout (what /checkout's form does). 400 names the bad fields, 402 a declined card, 409 an
 * existing subscription; `Idempotency-Key` makes a retry answer the first result.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { user } = await requireAuth(context);
    const db = await getDb();
    if (!billing().cardFormHere)
      throw new HttpError(404, 'Payments are taken on the provider’s checkout page on this server');
    const input = await readJson(context.request, checkoutSchema);
    const { result, replayed } = await checkout(db, user, idempotencyKeyOf(context.request), input);
    return json(result.body, { status: result.status, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
  },
});
