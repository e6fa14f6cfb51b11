// The AI writing tools on the server (POST /api/writing/run, GET /api/writing/status) against a
// local chat-completions stand-in: streaming, cancel, time-out, a provider error, a refusal, the
// daily budget and its 429, and what is (never) logged.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { aiWriting, WRITING_BUDGETS, WRITING_SYSTEM_PROMPT } from '@perch/tools/writing';
import { signUp } from '../support/accounts';
import { startOpenAIStandIn, type OpenAIStandIn } from '../support/openaiStandIn';
import { startServer, TEST_SERVER_ENV, type RunningServer } from '../support/server';

const databaseUrl = inject('databaseUrl');
let server: RunningServer;
let model: OpenAIStandIn;
let dataDir: string | undefined;
/** AI_WRITING_TIMEOUT_S for this server: the hung request below is stopped after it. */
const TIMEOUT_S = 3;
const SECRET_TEXT = 'The merger with Hollowbrook closes on 3 March';

beforeAll(async () => {
  model = await startOpenAIStandIn();
  const env = {
    ...TEST_SERVER_ENV,
    OPENAI_API_KEY: 'test-writing-key',
    OPENAI_BASE_URL: model.baseURL,
    PAROOTY_MODEL: 'stand-in',
    AI_WRITING_TIMEOUT_S: String(TIMEOUT_S),
  };
  if (databaseUrl) server = await startServer({ databaseUrl, env });
  else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'perch-writing-'));
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    server = await startServer({ dataDir, env });
  }
}, 400_000);
afterAll(async () => {
  await server?.stop();
  await model?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  model.writing = {};
  model.pauseAfter = undefined;
});

function run(cookie: string | null, body: unknown, init: RequestInit = {}) {
  return fetch(new URL('/api/writing/run', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    ...init,
  });
}

async function readEvents(response: Response): Promise<EventSourceMessage[]> {
  const seen: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => seen.push(event) });
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) parser.feed(decoder.decode(chunk, { stream: true }));
  return seen;
}
const data = <T>(events: EventSourceMessage[], name: string) =>
  events.filter((e) => e.event === name).map((e) => JSON.parse(e.data) as T);

describe(`AI writing through the assistant provider (${inject('database')})`, () => {
  it('says the service is configured, and the budget only to a signed-in user', async () => {
    const anonymous = await fetch(new URL('/api/writing/status', server.url));
    expect(await anonymous.json()).toEqual({ data: { configured: true, budget: null } });
    const { cookie } = await signUp(server.url);
    const signedIn = await fetch(new URL('/api/writing/status', server.url), { headers: { cookie } });
    expect(await signedIn.json()).toEqual({
      data: {
        configured: true,
        budget: { runsLeft: WRITING_BUDGETS.free.runs, runsPerDay: WRITING_BUDGETS.free.runs },
      },
    });
  });

  it('streams the answer in pieces, with the key sent only to the provider, and counts the run', async () => {
    const { cookie } = await signUp(server.url);
    model.writing.reply = 'Dear team, the first version is finished; we shall ship it next Tuesday.';
    const before = model.requests.length;
    const response = await run(cookie, { toolId: 'tone-rewriter', values: { text: SECRET_TEXT, tone: 'formal' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = await readEvents(response);
    const pieces = data<{ delta: string }>(events, 'content').map((d) => d.delta);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(model.writing.reply);
    expect(data(events, 'done')).toEqual([
      {
        text: model.writing.reply,
        budget: { runsLeft: WRITING_BUDGETS.free.runs - 1, runsPerDay: WRITING_BUDGETS.free.runs },
      },
    ]);
    const sent = model.requests[before] as { messages: Array<{ role: string; content: string }> };
    expect(sent.messages[0]).toEqual({ role: 'system', content: WRITING_SYSTEM_PROMPT });
    expect(sent.messages[1]!.content).toContain('in a formal tone');
    expect(sent.messages[1]!.content).toContain(SECRET_TEXT);
    expect(model.authorizations.at(-1)).toBe('Bearer test-writing-key');
    // Counts and reasons are logged; the person's text never is.
    expect(server.output()).toContain('writing tone-rewriter: done');
    expect(server.output()).not.toContain('Hollowbrook');
  });

  it("answers each free tool's example with a prompt that carries its fields", async () => {
    const free = aiWriting.tools.filter((t) => !t.pro);
    let cookie = '';
    for (const [i, tool] of free.entries()) {
      if (i % WRITING_BUDGETS.free.runs === 0) ({ cookie } = await signUp(server.url));
      const example = tool.examples[0]!;
      const events = await readEvents(await run(cookie, { toolId: tool.id, values: example.input }));
      expect(
        data<{ text: string }>(events, 'done').map((d) => d.text),
        tool.id,
      ).toEqual([example.output]);
    }
  });

  it('stops the provider request when the client cancels', async () => {
    const { cookie } = await signUp(server.url);
    model.pauseAfter = 2;
    const abandoned = model.abandoned;
    const controller = new AbortController();
    const response = await run(
      cookie,
      { toolId: 'paraphraser', values: { text: 'A sentence to say again.' } },
      { signal: controller.signal },
    );
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: content');
    controller.abort();
    await vi.waitFor(() => expect(model.abandoned).toBe(abandoned + 1), { timeout: 10_000 });
    model.resume();
    await vi.waitFor(() => expect(server.output()).toContain('writing paraphraser: cancelled'), { timeout: 10_000 });
  });

  it('gives a sentence for a time-out, a provider error and a refusal, and gives failed runs back', async () => {
    const { cookie } = await signUp(server.url);
    const values = { text: 'Some text to shorten, please.' };
    model.writing.hang = true;
    const timedOut = await readEvents(await run(cookie, { toolId: 'text-shortener', values }));
    expect(data(timedOut, 'error')).toEqual([
      {
        error:
          'The AI service took too long to answer, so the run was stopped. Try again, perhaps with a shorter text.',
        kind: 'timeout',
        budget: { runsLeft: WRITING_BUDGETS.free.runs, runsPerDay: WRITING_BUDGETS.free.runs },
      },
    ]);
    model.writing = { fail: 500 };
    const failed = await readEvents(await run(cookie, { toolId: 'text-shortener', values }));
    expect(data<{ kind: string; error: string }>(failed, 'error')[0]).toMatchObject({
      kind: 'provider',
      error: 'The AI service answered with an error, so nothing was written. Try again in a moment.',
    });
    model.writing = { refuse: 'I cannot help with that.' };
    const refused = await readEvents(await run(cookie, { toolId: 'text-shortener', values }));
    expect(data<{ kind: string; budget: { runsLeft: number } }>(refused, 'error')[0]).toMatchObject({
      kind: 'refusal',
      error: 'The AI service declined to write this. Try rewording your text.',
      budget: { runsLeft: WRITING_BUDGETS.free.runs - 1 },
    });
    expect(server.output()).toMatch(/writing text-shortener: timeout after \d+ ms/);
    expect(server.output()).toMatch(/writing text-shortener: provider after \d+ ms/);
    expect(server.output()).toMatch(/writing text-shortener: refusal after \d+ ms/);
  });

  it(`stops at ${WRITING_BUDGETS.free.runs} runs a day with 429 and Retry-After until midnight UTC`, async () => {
    const { cookie } = await signUp(server.url);
    model.writing.reply = 'ok';
    for (let i = 0; i < WRITING_BUDGETS.free.runs; i += 1)
      await readEvents(await run(cookie, { toolId: 'key-points', values: { text: 'One. Two.', count: '3' } }));
    const past = await run(cookie, { toolId: 'key-points', values: { text: 'One. Two.', count: '3' } });
    expect(past.status).toBe(429);
    const retryAfter = Number(past.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(((await past.json()) as { error: string }).error).toMatch(
      new RegExp(`^You have used today’s ${WRITING_BUDGETS.free.runs} AI writing runs`),
    );
    const status = await fetch(new URL('/api/writing/status', server.url), { headers: { cookie } });
    expect(((await status.json()) as { data: { budget: unknown } }).data.budget).toEqual({
      runsLeft: 0,
      runsPerDay: WRITING_BUDGETS.free.runs,
    });
  });

  it('keeps the key and the provider address out of every page and script the browser loads', async () => {
    const html = await (await fetch(new URL('/app/grammar-fixer', server.url))).text();
    const scripts = [...new Set([...html.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = [
      html,
      ...(await Promise.all(scripts.map(async (s) => (await fetch(new URL(s, server.url))).text()))),
    ];
    for (const body of bodies) {
      expect(body).not.toContain('test-writing-key');
      expect(body).not.toContain(model.baseURL);
    }
  });

  it('refuses bad requests with a clear error and sends nothing to the provider', async () => {
    const before = model.requests.length;
    expect((await run(null, { toolId: 'paraphraser', values: { text: 'x' } })).status).toBe(401);
    const { cookie } = await signUp(server.url);
    const empty = await run(cookie, { toolId: 'paraphraser', values: { text: '  ' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'Write something in “Your text” first.',
      details: { values: 'Write something in “Your text” first.' },
    });
    const long = await run(cookie, { toolId: 'paraphraser', values: { text: 'a'.repeat(8_001) } });
    expect(long.status).toBe(400);
    expect((await run(cookie, { toolId: 'word-counter', values: {} })).status).toBe(404);
    expect((await run(cookie, { toolId: 'paraphraser', values: 'text' })).status).toBe(400);
    const pro = await run(cookie, { toolId: 'cover-letter-writer', values: { text: 'Job', cv: 'CV' } });
    expect(pro.status).toBe(403);
    expect(model.requests.length).toBe(before);
  });
});
