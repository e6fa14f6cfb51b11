import { toolListEndpoint } from '../../../server/writes/toolListEndpoint';

/**
 * GET: the signed-in user's favourite tools, newest first: {items: [{toolId, addedAt}]}.
 * POST {toolId}: pins a catalogue tool (201; 200 when already a favourite; 404 for an unknown
 * tool). Honours `Idempotency-Key`, so an add queued offline is applied once.
 */
export const { GET, POST, ALL } = toolListEndpoint('favourites');
