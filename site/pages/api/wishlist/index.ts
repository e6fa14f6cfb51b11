import { toolListEndpoint } from '../../../server/writes/toolListEndpoint';

/**
 * GET: the signed-in user's wishlist, newest first: {items: [{toolId, addedAt}]}.
 * POST {toolId}: keeps a catalogue tool (201; 200 when already kept; 404 for an unknown tool).
 * Honours `Idempotency-Key`, so an add queued offline is applied once.
 */
export const { GET, POST, ALL } = toolListEndpoint('wishlist');
