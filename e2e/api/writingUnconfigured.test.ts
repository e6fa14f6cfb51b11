// Without OPENAI_API_KEY (the default after `npm start`): the AI writing tools stay in the
// catalogue, the server says plainly that no AI service is configured, and nothing is sent.
import { describe, expect, inject, it } from 'vitest';
import { aiWriting } from '@perch/tools/writing';
import { signUp } from '../support/accounts';

const base = inject('baseUrl');

describe('AI writing without a configured service', () => {
  it('keeps the tools listed and says the service is not configured', async () => {
    const count = (await (await fetch(new URL('/api/tools/grammar-fixer', base))).json()) as { id: string };
    expect(count.id).toBe('grammar-fixer');
    const status = await fetch(new URL('/api/writing/status', base));
    expect(await status.json()).toEqual({ data: { configured: false, budget: null } });
  });

  it('answers a run with 409 and how an admin turns the service on, and counts nothing', async () => {
    const { cookie } = await signUp(base);
    const tool = aiWriting.tools.find((t) => t.id === 'paraphraser')!;
    const response = await fetch(new URL('/api/writing/run', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
      body: JSON.stringify({ toolId: tool.id, values: tool.examples[0]!.input }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error:
        'AI writing needs the AI service, and this Perch server has not configured one: an admin sets OPENAI_API_KEY and restarts it.',
    });
    const status = await fetch(new URL('/api/writing/status', base), { headers: { cookie } });
    expect(((await status.json()) as { data: { budget: { runsLeft: number } } }).data.budget.runsLeft).toBe(20);
  });
});
