import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_BODY_LIMIT_BYTES, readJson } from './body';
import type { HttpError } from './errors';

const schema = z.object({ name: z.string().max(5), tags: z.array(z.string()).optional() });

function post(body: BodyInit | null, type = 'application/json', headers: Record<string, string> = {}) {
  return new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': type, ...headers } });
}

async function failure(request: Request) {
  try {
    await readJson(request, schema);
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected readJson to refuse the request');
}

describe('readJson', () => {
  it('returns the parsed body when it matches', async () => {
    await expect(readJson(post('{"name":"Ada"}'), schema)).resolves.toEqual({ name: 'Ada' });
    await expect(readJson(post('{"name":"Ada"}', 'application/json; charset=utf-8'), schema)).resolves.toEqual({
      name: 'Ada',
    });
  });

  it('answers 415 for a non-JSON content type', async () => {
    expect((await failure(post('{"name":"a"}', 'text/plain'))).status).toBe(415);
  });

  it('answers 400 for malformed JSON and for invalid UTF-8', async () => {
    const e = await failure(post('{"name":'));
    expect([e.status, e.message]).toEqual([400, 'Request body is not valid JSON']);
    expect((await failure(post(new Uint8Array([0x7b, 0xff, 0x7d])))).status).toBe(400);
    // A body cut inside a character, then a whole one: each is decoded on its own (one decoder serves all).
    const cut = new TextEncoder().encode('{"name":"é"}').slice(0, 10);
    expect((await failure(post(cut))).message).toBe('Request body is not valid UTF-8');
    await expect(readJson(post('{"name":"é"}'), schema)).resolves.toEqual({ name: 'é' });
  });

  it('answers 400 naming the field for wrong types', async () => {
    const e = await failure(post('{"name":42,"tags":["a",1]}'));
    expect(e.status).toBe(400);
    expect(Object.keys(e.details ?? {}).sort()).toEqual(['name', 'tags.1']);
  });

  it('names "body" when the whole body has the wrong shape', async () => {
    for (const body of ['[]', 'null', '"x"', '7']) {
      const e = await failure(post(body));
      expect(e.status).toBe(400);
      expect(e.details).toHaveProperty('body');
    }
  });

  it('refuses NUL characters anywhere in the body, naming where', async () => {
    const e = await failure(post(JSON.stringify({ name: 'a', tags: ['ok', 'b\u0000d'] })));
    expect(e.status).toBe(400);
    expect(e.details).toEqual({ 'tags.1': 'must not contain NUL characters' });
  });

  it('answers 413 over the limit, by declared length or by what arrives', async () => {
    const big = `{"name":"${'x'.repeat(DEFAULT_BODY_LIMIT_BYTES)}"}`;
    expect((await failure(post(big))).status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const request = new Request('http://x/api', {
      method: 'POST',
      body: streamed,
      headers: { 'content-type': 'application/json' },
      duplex: 'half', // Node's fetch needs it for a streamed body
    } as RequestInit);
    expect((await failure(request)).status).toBe(413);
  });

  // #14: a lone surrogate is valid JSON text but not valid Unicode; PostgreSQL refuses it in jsonb.
  it('refuses lone surrogates in values and keys with 400, naming where', async () => {
    const e = await failure(post('{"name":"a","tags":["ok","x\\ud800"]}'));
    expect(e.status).toBe(400);
    expect(e.details).toEqual({ 'tags.1': 'must be valid Unicode (no unpaired surrogates)' });
    const key = await failure(post('{"name":"a","\\udc00":1}'));
    expect(key.status).toBe(400);
    // A well-formed pair is fine.
    await expect(readJson(post('{"name":"\\ud83d\\ude00"}'), schema)).resolves.toEqual({ name: '😀' });
  });

  it('refuses nesting deeper than the limit with 400 instead of running out of stack', async () => {
    for (const body of ['['.repeat(30_000) + ']'.repeat(30_000), `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`]) {
      const e = await failure(
        new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
      );
      expect(e.status).toBe(400);
      expect(Object.values(e.details ?? {})[0]).toMatch(/nested more than \d+ levels deep/);
    }
  });

  it('maps a body cut off by the adapter size limit to 413', async () => {
    const cut = new ReadableStream<Uint8Array>({
      pull(c) {
        c.error(new Error('Body size limit exceeded: received more than 1048576 bytes'));
      },
    });
    const request = new Request('http://x/api', {
      method: 'POST',
      body: cut,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await failure(request)).status).toBe(413);
  });
});
