import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ParootyAnswer, ParootyTool } from '@perch/tools/parooty';
import { assistantFromEnv } from './config';
import { answerJsonSchema, CANDIDATE_COUNT, contentSoFar, createOpenAIAssistant, OPENAI_TIMEOUT_MS } from './openai';
import type { Recommender } from './types';

// A real HTTP server that speaks the chat-completions wire format; each test says how it answers.

const tool = (id: string, name: string, url = `/app/${id}`): ParootyTool => ({
  id,
  name,
  description: `${name} does its job.`,
  category: 'Converters',
  url,
  why: `Embedded reason for ${name}.`,
  pro: false,
});
const CANDIDATES = [
  tool('km-to-miles', 'Kilometres to Miles', '/app/km-to-miles?value=10'),
  tool('miles-to-km', 'Miles to Kilometres'),
  tool('length', 'Length Converter'),
];
const EMBEDDED: ParootyAnswer = {
  kind: 'tools',
  content: 'Squawk-tastic! The embedded answer.',
  tools: [CANDIDATES[0]!],
  confidence: 0.9,
  candidates: CANDIDATES.map((c) => c.id),
};
const recommender: Recommender = {
  recommend: vi.fn(() => EMBEDDED),
  candidatesFor: vi.fn(() => CANDIDATES),
};

type Handler = (body: Record<string, unknown>, res: ServerResponse, req: IncomingMessage) => void;
let handler: Handler;
const requests: Array<Record<string, unknown>> = [];
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ ...body, path: req.url, authorization: req.headers.authorization });
      handler(body, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  requests.length = 0;
  vi.clearAllMocks();
});

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'test-model',
  choices: [
    { index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } },
  ],
});

const answerJson =
  (content: string): Handler =>
  (_body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(content)));
  };

/** Server-sent events, the text cut into small deltas as a model streams it. */
const answerStream =
  (content: string): Handler =>
  (_body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces = content.match(/.{1,7}/gs) ?? [];
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of pieces) res.write(chunk({ content: piece }));
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  };

const good = JSON.stringify({
  content: 'Ten kilometres? Easy peasy, here is your converter!',
  tools: [{ id: 'km-to-miles', why: 'It turns kilometres into miles with your 10 km filled in.' }],
});

function assistant(options: { stream?: boolean; timeoutMs?: number } = {}) {
  const log = vi.fn();
  const parrot = createOpenAIAssistant({
    apiKey: 'test-key',
    baseURL,
    model: 'test-model',
    recommender,
    log,
    stream: options.stream ?? false,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { parrot, log };
}

describe('the OpenAI-compatible assistant', () => {
  it('uses a good answer: the model picks among the retrieved candidates, with structured output', async () => {
    handler = answerJson(good);
    const { parrot, log } = assistant();
    const answer = await parrot.answer('convert 10 km to miles', {
      history: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
    });
    expect(answer).toEqual({
      content: 'Ten kilometres? Easy peasy, here is your converter!',
      answeredBy: 'openai',
      confidence: null,
      toolRecommendations: [
        {
          id: 'km-to-miles',
          name: 'Kilometres to Miles',
          description: 'Kilometres to Miles does its job.',
          category: 'Converters',
          url: '/app/km-to-miles?value=10',
          why: 'It turns kilometres into miles with your 10 km filled in.',
          pro: false,
        },
      ],
    });
    expect(log).not.toHaveBeenCalled();
    expect(recommender.candidatesFor).toHaveBeenCalledWith('convert 10 km to miles', CANDIDATE_COUNT);
    const [sent] = requests;
    expect(sent).toMatchObject({ path: '/v1/chat/completions', model: 'test-model', authorization: 'Bearer test-key' });
    expect(sent!.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'parooty_answer',
        strict: true,
        schema: answerJsonSchema(['km-to-miles', 'miles-to-km', 'length']),
      },
    });
    const messages = sent!.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]!.content).toContain('km-to-miles: Kilometres to Miles (Converters)');
    expect(messages.at(-1)!.content).toBe('convert 10 km to miles');
  });

  it('assembles a streamed answer from server-sent events', async () => {
    handler = answerStream(good);
    const { parrot, log } = assistant({ stream: true });
    const answer = await parrot.answer('convert 10 km to miles');
    expect(requests[0]!.stream).toBe(true);
    expect(answer.answeredBy).toBe('openai');
    expect(answer.content).toBe('Ten kilometres? Easy peasy, here is your converter!');
    expect(answer.toolRecommendations.map((t) => t.id)).toEqual(['km-to-miles']);
    expect(log).not.toHaveBeenCalled();
  });

  it("tells the answer's text as it streams, each time longer, ending with the final text", async () => {
    handler = answerStream(good);
    const { parrot } = assistant({ stream: true });
    const told: string[] = [];
    const answer = await parrot.answer('convert 10 km to miles', { onContent: (soFar) => told.push(soFar) });
    expect(told.length).toBeGreaterThan(3);
    told.slice(1).forEach((text, i) => expect(text.startsWith(told[i]!) && text.length > told[i]!.length).toBe(true));
    expect(told.at(-1)).toBe(answer.content);
  });

  it('falls back to the embedded answer when the model invents a tool', async () => {
    handler = answerJson(
      JSON.stringify({ content: 'Try MegaConvert Pro!', tools: [{ id: 'mega-convert-pro', why: 'It is great.' }] }),
    );
    const { parrot, log } = assistant();
    const answer = await parrot.answer('convert 10 km to miles');
    expect(answer).toMatchObject({ content: EMBEDDED.content, answeredBy: 'embedded' });
    expect(answer.toolRecommendations.map((t) => t.id)).toEqual(['km-to-miles']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/tools\.0\.id/);
  });

  it('falls back when the answer is not JSON, or misses a field', async () => {
    for (const text of ['{"content": "half an answ', JSON.stringify({ tools: [] })]) {
      handler = answerJson(text);
      const { parrot, log } = assistant();
      expect(await parrot.answer('convert 10 km to miles')).toMatchObject({
        content: EMBEDDED.content,
        answeredBy: 'embedded',
      });
      expect(log).toHaveBeenCalledTimes(1);
    }
  });

  it('falls back on a 500 from the server', async () => {
    handler = (_body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'the model is on fire', type: 'server_error' } }));
    };
    const { parrot, log } = assistant();
    expect(await parrot.answer('convert 10 km to miles')).toMatchObject({
      content: EMBEDDED.content,
      answeredBy: 'embedded',
    });
    expect(requests).toHaveLength(1); // no retries: the fallback is the retry
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/500/);
  });

  it('falls back when the model does not answer in time, streaming or not', async () => {
    for (const stream of [false, true]) {
      // Headers, then silence: a stalled stream must time out too, not only a slow first byte.
      handler = (_body, res) => {
        if (stream) res.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders();
      };
      const { parrot, log } = assistant({ stream, timeoutMs: 150 });
      expect(await parrot.answer('convert 10 km to miles')).toMatchObject({
        content: EMBEDDED.content,
        answeredBy: 'embedded',
      });
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]![0])).toMatch(/no answer within 150 ms/);
      server.closeAllConnections();
    }
  });

  it('waits 10 s for the model in production', () => {
    expect(OPENAI_TIMEOUT_MS).toBe(10_000);
  });

  it('answers on its own when retrieval finds nothing to choose from', async () => {
    const empty: Recommender = {
      recommend: () => ({ ...EMBEDDED, kind: 'smalltalk', content: 'Hello there!', tools: [] }),
      candidatesFor: () => [],
    };
    const parrot = createOpenAIAssistant({ apiKey: 'k', baseURL, recommender: empty, log: vi.fn() });
    expect(await parrot.answer('hello')).toEqual({
      content: 'Hello there!',
      toolRecommendations: [],
      answeredBy: 'embedded',
      confidence: EMBEDDED.confidence,
    });
    expect(requests).toHaveLength(0);
  });
});

describe('choosing the assistant', () => {
  it('is the embedded one without OPENAI_API_KEY, the model with it', () => {
    expect(assistantFromEnv({}, recommender).name).toBe('embedded');
    expect(assistantFromEnv({ OPENAI_API_KEY: '  ' }, recommender).name).toBe('embedded');
    expect(assistantFromEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: baseURL }, recommender).name).toBe('openai');
  });
});

describe('contentSoFar (the text of a JSON answer still arriving)', () => {
  it('reads the content field as far as it has come', () => {
    expect(contentSoFar('')).toBe('');
    expect(contentSoFar('{"con')).toBe('');
    expect(contentSoFar('{"content": "')).toBe('');
    expect(contentSoFar('{"content": "Ten kilo')).toBe('Ten kilo');
    expect(contentSoFar('{"content": "Ten \\"km\\" ok", "tools": [{"id": "km')).toBe('Ten "km" ok');
    expect(contentSoFar('{"tools": [], "content": "Hi')).toBe('Hi');
  });

  it('waits for the rest of an escape cut in two, and never throws', () => {
    const cut = contentSoFar('{"content": "caf\\u00');
    expect(['caf', '']).toContain(cut);
    expect(contentSoFar('{"content": "line\\')).toMatch(/^(line)?$/);
    expect(contentSoFar('not json at all')).toBe('');
    expect(contentSoFar('{"content": 42')).toBe('');
  });
});

describe('a question the top tool can answer: the result is a fact the model states', () => {
  const RESULT = { toolId: 'km-to-miles', text: '6.21371 mi', sentence: '10 km is 6.21371 mi.' };
  const worked: Recommender = {
    ...recommender,
    withResult: vi.fn(async (answer: ParootyAnswer) => ({
      ...answer,
      result: RESULT,
      content: `${RESULT.sentence} Squawk! The Kilometres to Miles has it.`,
    })),
  };
  const parrot = () =>
    createOpenAIAssistant({ apiKey: 'k', baseURL, recommender: worked, stream: false, log: vi.fn() });

  it('tells the model the sentence to begin with, and keeps an answer that states it', async () => {
    handler = answerJson(
      JSON.stringify({
        content: '10 km is 6.21371 mi. Want the converter too?',
        tools: [{ id: 'length', why: 'Any length.' }],
      }),
    );
    const answer = await parrot().answer('convert 10 km to miles');
    const system = (requests[0]!.messages as Array<{ role: string; content: string }>)[0]!.content;
    expect(system).toContain('Begin your reply with this sentence, word for word');
    expect(system).toContain('10 km is 6.21371 mi.');
    expect(answer.content).toBe('10 km is 6.21371 mi. Want the converter too?');
    expect(answer.result).toEqual(RESULT);
    // The tool that worked it out is the first card, with its inputs in the link.
    expect(answer.toolRecommendations.map((t) => t.url)).toEqual(['/app/km-to-miles?value=10', '/app/length']);
  });

  it('puts the result first when the model changed it', async () => {
    handler = answerJson(
      JSON.stringify({ content: 'That is about 6.2 miles!', tools: [{ id: 'km-to-miles', why: 'Converts it.' }] }),
    );
    const answer = await parrot().answer('convert 10 km to miles');
    expect(answer.content).toBe('10 km is 6.21371 mi. That is about 6.2 miles!');
    expect(answer.toolRecommendations.map((t) => t.id)).toEqual(['km-to-miles']);
  });

  it('the embedded answer carries the result too when the model fails', async () => {
    handler = (_body, res) => {
      res.writeHead(500);
      res.end();
    };
    const answer = await parrot().answer('convert 10 km to miles');
    expect(answer).toMatchObject({ answeredBy: 'embedded', result: RESULT });
    expect(answer.content.startsWith('10 km is 6.21371 mi.')).toBe(true);
  });
});
