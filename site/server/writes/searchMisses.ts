import { recordSearchMiss, searchMissSchema } from '../services/searchMisses';
import { defineWrite } from './define';

/**
 * POST /api/tools/missed {q}: the /tools page reports the search it settled on when it found no
 * tool; 202 {counted: 'gap' | 'none' | null}. Counted by the query alone (services/searchMisses.ts).
 */
export const searchMissWrite = defineWrite({
  method: 'POST',
  pattern: /^\/api\/tools\/missed\/?$/,
  audience: 'caller',
  schema: searchMissSchema,
  async apply(tx, _caller, input) {
    return { status: 202, body: { counted: await recordSearchMiss(tx, input!.q) } };
  },
});
