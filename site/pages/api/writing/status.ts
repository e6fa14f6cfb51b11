import { currentAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import { writer } from '../../../server/providers/assistant';
import { writingBudget } from '../../../server/services/aiWriting';

/**
 * GET (public) → {data: {configured, budget: {runsLeft, runsPerDay} | null}}: whether this server
 * has a model for the AI writing tools (OPENAI_API_KEY), and, signed in, what is left of today's
 * runs. Never the key or the provider's address.
 */
export const { GET, ALL } = route({
  GET: async (context) => {
    const configured = writer().configured;
    const auth = await currentAuth(context);
    const budget = auth ? await writingBudget(await getDb(), auth.user.id, auth.user.hasPermission) : null;
    return json({ data: { configured, budget } });
  },
});
