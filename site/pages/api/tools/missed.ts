import { route } from '../../../server/http';
import { handleWrite } from '../../../server/writes';
import { searchMissWrite } from '../../../server/writes/searchMisses';

/**
 * POST {q}: a /tools search that found no tool, counted for the admin's list of what people asked
 * for and did not find (by the query alone; 202 {counted}). 400 naming q; 429 past the write budget.
 */
export const { POST, ALL } = route({
  POST: (context) => handleWrite(context, searchMissWrite),
});
