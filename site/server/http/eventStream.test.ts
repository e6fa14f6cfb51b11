import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { acceptsEventStream, progressiveResponse } from './eventStream';

async function events(response: Response): Promise<EventSourceMessage[]> {
  const seen: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => seen.push(event) });
  parser.feed(await response.text());
  return seen;
}

/** Work that reports these texts, then returns (or throws) once they are out. */
function pieces(texts: string[], end: () => unknown) {
  return async (progress: (soFar: string) => void) => {
    for (const text of texts) {
      progress(text);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return end();
  };
}

describe('progressiveResponse', () => {
  it('answers plain JSON when the work finishes without a piece to stream', async () => {
    const response = await progressiveResponse(
      async () => ({ n: 1 }),
      (r) => ({ data: r }),
    );
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    await expect(response.json()).resolves.toEqual({ data: { n: 1 } });
  });

  it('keeps an error before the first piece as the error it is (its status, e.g. 429)', async () => {
    const failing = progressiveResponse(
      async () => {
        throw new HttpError(429, 'Too many questions');
      },
      (r) => r,
    );
    await expect(failing).rejects.toMatchObject({ status: 429 });
  });

  it('streams each new piece as a delta, then the answer', async () => {
    const response = await progressiveResponse(
      pieces(['Ten', 'Ten kilo', 'Ten kilo', 'Ten kilometres?'], () => ({ content: 'Ten kilometres? Easy!' })),
      (r) => ({ data: r }),
    );
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const seen = await events(response);
    const content = seen
      .filter((e) => e.event === 'content')
      .map((e) => (JSON.parse(e.data) as { delta: string }).delta);
    expect(content).toEqual(['Ten', ' kilo', 'metres?']);
    expect(seen.at(-1)).toMatchObject({ event: 'answer' });
    expect(JSON.parse(seen.at(-1)!.data)).toEqual({ data: { content: 'Ten kilometres? Easy!' } });
  });

  it('ignores text that does not extend what was sent', async () => {
    const response = await progressiveResponse(
      pieces(['Hello there', 'Help'], () => 'done'),
      (r) => r,
    );
    const deltas = (await events(response))
      .filter((e) => e.event === 'content')
      .map((e) => JSON.parse(e.data) as { delta: string });
    expect(deltas).toEqual([{ delta: 'Hello there' }]);
  });

  it('ends with an error event when the work fails after the stream began, without its details', async () => {
    const response = await progressiveResponse(
      pieces(['Partly'], () => {
        throw new Error('database went away: secret detail');
      }),
      (r) => r,
      'req-1',
    );
    const seen = await events(response);
    expect(seen.map((e) => e.event)).toEqual(['content', 'error']);
    expect(JSON.parse(seen[1]!.data)).toEqual({ error: 'Internal error', requestId: 'req-1' });
  });
});

describe('acceptsEventStream', () => {
  const ask = (accept?: string) => acceptsEventStream(new Request('http://x/', accept ? { headers: { accept } } : {}));
  it('reads the Accept header', () => {
    expect(ask('text/event-stream')).toBe(true);
    expect(ask('application/json, text/event-stream;q=0.9')).toBe(true);
    expect(ask('application/json')).toBe(false);
    expect(ask('text/event-streams')).toBe(false);
    expect(ask()).toBe(false);
  });
});
