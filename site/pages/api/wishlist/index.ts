import { requireAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import { listWishlist } from '../../../server/services/wishlist';
import { handleWrite } from '../../../server/writes';
import { wishlistAddWrite } from '../../../server/writes/wishlist';

/**
 * GET: the signed-in user's wishlist, newest first: {items: [{toolId, addedAt}]}.
 * POST {toolId}: keeps a catalogue tool (201; 200 when already kept; 404 for an unknown tool).
 * Honours `Idempotency-Key`, so an add queued offline is applied once.
 */
export const { GET, POST, ALL } = route({
  GET: async (context) => {
    const { user } = await requireAuth(context);
    return json({ items: await listWishlist(await getDb(), user.id) });
  },
  POST: (context) => handleWrite(context, wishlistAddWrite),
});
