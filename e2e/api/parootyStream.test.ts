// POST /api/parooty/query with a model behind it (OPENAI_API_KEY, a local chat-completions
// stand-in): with Accept: text/event-stream the answer streams as the model writes it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATALOGUE } from '@perch/tools';
import { startOpenAIStandIn, type OpenAIStandIn } from '../support/openaiStandIn';
import { startServer, TEST_SERVER_ENV, type RunningServer } from '../support/server';

const databaseUrl = inject('databaseUrl');
let server: RunningServer;
let model: OpenAIStandIn;
let dataDir: string | undefined;
let sessions = 0;
const newSession = () => `widget-stream-${Date.now()}-${(sessions += 1)}`;

beforeAll(async () => {
  model = await startOpenAIStandIn();
  const env = {
    ...TEST_SERVER_ENV,
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: model.baseURL,
    PAROOTY_MODEL: 'stand-in',
  };
  if (databaseUrl) server = await startServer({ databaseUrl, env });
  else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'perch-parooty-stream-'));
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    server = await startServer({ dataDir, env });
  }
}, 400_000);
afterAll(async () => {
  await server?.stop();
  await model?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function ask(body: unknown, accept?: string) {
  return fetch(new URL('/api/parooty/query', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    body: JSON.stringify(body),
  });
}

/** The events of a response, each with when it arrived (ms after the first). */
async function readEvents(response: Response): Promise<Array<EventSourceMessage & { at: number }>> {
  const seen: Array<EventSourceMessage & { at: number }> = [];
  let first: number | undefined;
  const parser = createParser({
    onEvent: (event) => {
      first ??= Date.now();
      seen.push({ ...event, at: Date.now() - first });
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) parser.feed(decoder.decode(chunk, { stream: true }));
  return seen;
}

describe(`Parooty streams a model's answer (${inject('database')})`, () => {
  it('sends the text in pieces as the model writes it, then the answer with catalogue tools', async () => {
    model.answer = { content: 'Squawk! Ten kilometres is a breeze with this converter.' };
    const response = await ask(
      { query: 'convert 10 km to miles', sessionId: newSession() },
      'text/event-stream, application/json',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    const events = await readEvents(response);
    const pieces = events
      .filter((e) => e.event === 'content')
      .map((e) => (JSON.parse(e.data) as { delta: string }).delta);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Squawk! Ten kilometres is a breeze with this converter.');
    // Pieces arrive over time, not all at the end.
    expect(events.at(-1)!.at).toBeGreaterThan(0);
    const last = events.at(-1)!;
    expect(last.event).toBe('answer');
    const answer = JSON.parse(last.data) as {
      data: { content: string; toolRecommendations: Array<{ id: string; url: string }>; result?: { sentence: string } };
    };
    // The model's text left out the converter's own result, so the final answer puts it first.
    expect(answer.data.result?.sentence).toBe('10 km is 6.21371 mi.');
    expect(answer.data.content).toBe('10 km is 6.21371 mi. Squawk! Ten kilometres is a breeze with this converter.');
    expect(answer.data.toolRecommendations[0]!.url).toBe('/app/kilometres-to-miles?value=10');
    expect(answer.data.toolRecommendations.length).toBe(1);
    const [tool] = answer.data.toolRecommendations;
    expect(CATALOGUE.some((t) => t.id === tool!.id)).toBe(true);
    expect(tool!.url.startsWith(`/app/${tool!.id}`)).toBe(true);
    expect(model.requests.at(-1)!.stream).toBe(true);
  });

  it('answers plain JSON to a client that does not ask for events', async () => {
    model.answer = { content: 'Here you go!' };
    const response = await ask({ query: 'sha256 of hello', sessionId: newSession() });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as { data: { content: string; toolRecommendations: unknown[] } };
    // The model's text lost the hash the tool worked out: its sentence comes first.
    expect(body.data.content).toBe(
      'The SHA-256 of “hello” is 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824. Here you go!',
    );
    expect(body.data.toolRecommendations).toHaveLength(1);
  });

  it('when the streamed answer turns out unusable (an invented tool), the final answer is the embedded one', async () => {
    model.answer = { content: 'Try my favourite tool!', toolId: 'not-a-real-tool' };
    const events = await readEvents(await ask({ query: 'word counter', sessionId: newSession() }, 'text/event-stream'));
    expect(
      events
        .filter((e) => e.event === 'content')
        .map((e) => (JSON.parse(e.data) as { delta: string }).delta)
        .join(''),
    ).toBe('Try my favourite tool!');
    const final = JSON.parse(events.at(-1)!.data) as {
      data: { content: string; toolRecommendations: Array<{ id: string }> };
    };
    expect(events.at(-1)!.event).toBe('answer');
    expect(final.data.content).not.toBe('Try my favourite tool!');
    expect(final.data.toolRecommendations.map((t) => t.id)).toContain('word-counter');
  });

  it('refuses bad input with a plain 400 naming the field, streaming or not', async () => {
    const response = await ask({ query: '   ', sessionId: newSession() }, 'text/event-stream');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.stringify(await response.json())).toContain('query');
  });
});
