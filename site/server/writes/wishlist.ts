import { addToWishlist, removeFromWishlist, wishlistAddSchema } from '../services/wishlist';
import { defineWrite } from './define';

const userIdOf = (caller: { kind: string; user?: { id: string } }) => caller.user!.id;

/** POST /api/wishlist {toolId}: 201 with the item, 200 when it was already kept. */
export const wishlistAddWrite = defineWrite({
  method: 'POST',
  pattern: /^\/api\/wishlist\/?$/,
  audience: 'user',
  schema: wishlistAddSchema,
  async apply(tx, caller, input) {
    const { item, created } = await addToWishlist(tx, userIdOf(caller), input!.toolId);
    return { status: created ? 201 : 200, body: item };
  },
});

/** DELETE /api/wishlist/{toolId}: 204, whether or not it was kept. */
export const wishlistRemoveWrite = defineWrite({
  method: 'DELETE',
  pattern: /^\/api\/wishlist\/([^/]{1,600})\/?$/,
  audience: 'user',
  schema: null,
  async apply(tx, caller, _input, [toolId]) {
    await removeFromWishlist(tx, userIdOf(caller), toolId!);
    return { status: 204, body: undefined };
  },
});
