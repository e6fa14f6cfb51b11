import { getDb } from '../../../server/db';
import { json, readRawText, route } from '../../../server/http';
import { billing, WEBHOOK_BODY_LIMIT_BYTES } from '../../../server/providers/billing';

/**
 * POST ← Stripe's webhook deliveries (set this URL in the Stripe dashboard). The signature
 * (Stripe-Signature, STRIPE_WEBHOOK_SECRET) is checked over the raw body: 400 when it is missing
 * or does not match. Each event id is applied once: 200 {received, replayed, outcome}. 404 while
 * Stripe is not configured.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const provider = billing();
    const raw = await readRawText(context.request, { limit: WEBHOOK_BODY_LIMIT_BYTES });
    const { replayed, outcome } = await provider.webhook(
      await getDb(),
      raw,
      context.request.headers.get('stripe-signature'),
    );
    return json({ received: true, replayed, outcome });
  },
});
