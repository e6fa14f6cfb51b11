import { inspect } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from './body';
import { json } from './errors';
import { knownBody, knownResponse, responseMade, withKnownBody } from './knownBody';
import { compressAnswer } from './sharedCompression';

const answer = {
  data: {
    content: 'Squawk! Here is a tool for that.',
    toolRecommendations: Array.from({ length: 16 }, (_, i) => ({
      id: `tool-${i}`,
      name: `Tool ${i}`,
      description: 'Turns what you paste into what you need, in the browser.',
    })),
  },
};

const post = (body: BodyInit, type = 'application/json') =>
  new Request('http://perch.test/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'accept-encoding': 'br' },
  });

describe('known bodies', () => {
  it("json() keeps the bytes its body was made with, and they are the stream's bytes", async () => {
    const response = json(answer);
    const bytes = knownBody(response);
    expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify(answer));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(bytes!));
  });

  it('forgets them once the body has been read, so nothing reads a body twice', async () => {
    const response = json(answer);
    await response.text();
    expect(knownBody(response)).toBeUndefined();
    expect(knownBody(new Response('made elsewhere'))).toBeUndefined();
  });

  it("compressAnswer compresses the known bytes without reading the stream, and keeps its own output's", async () => {
    const response = json(answer);
    const compressed = await compressAnswer(post('{}'), response);
    expect(compressed.headers.get('Content-Encoding')).toBe('br');
    // The plain answer's stream was never read, nor its Response made: the known bytes were compressed.
    expect(response.bodyUsed).toBe(false);
    expect(responseMade(response)).toBe(false);
    expect(responseMade(compressed)).toBe(false);
    const sent = knownBody(compressed)!;
    expect(Number(compressed.headers.get('Content-Length'))).toBe(sent.byteLength);
    expect(Buffer.from(await compressed.arrayBuffer())).toEqual(Buffer.from(sent));
    expect(JSON.parse(brotliDecompressSync(sent).toString())).toEqual(answer);
  });

  it('compresses a body it does not know the same way, reading its stream', async () => {
    const known = await compressAnswer(post('{}'), json(answer));
    const streamed = json(answer);
    const unknown = new Response(streamed.body, { headers: streamed.headers });
    const compressed = await compressAnswer(post('{}'), unknown);
    expect(compressed.headers.get('Content-Encoding')).toBe('br');
    expect(Buffer.from(await compressed.arrayBuffer())).toEqual(Buffer.from(knownBody(known)!));
  });

  it("readJson takes a request's known bytes, with the same limits and errors", async () => {
    const schema = z.object({ query: z.string() });
    const bytes = new TextEncoder().encode('{"query":"convert 10 km to miles"}');
    const request = withKnownBody(post(bytes), bytes);
    await expect(readJson(request, schema)).resolves.toEqual({ query: 'convert 10 km to miles' });
    // Its stream was not read.
    expect(request.bodyUsed).toBe(false);

    const big = new TextEncoder().encode(`{"query":"${'a'.repeat(70_000)}"}`);
    await expect(readJson(withKnownBody(post(big), big), schema)).rejects.toMatchObject({ status: 413 });
    const bad = new TextEncoder().encode('{"query":');
    await expect(readJson(withKnownBody(post(bad), bad), schema)).rejects.toMatchObject({
      status: 400,
      message: 'Request body is not valid JSON',
    });
    await expect(readJson(withKnownBody(post(bytes, 'text/plain'), bytes), schema)).rejects.toMatchObject({
      status: 415,
    });
  });

  it('json() answers as a Response made with its bytes: status, headers, body, clone, and the made one’s headers after', async () => {
    const lazy = json(answer, { status: 201, headers: { 'X-Kept': 'yes' } });
    const made = new Response(new TextEncoder().encode(JSON.stringify(answer)), {
      status: 201,
      headers: {
        'X-Kept': 'yes',
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Length': String(knownBody(lazy)!.byteLength),
      },
    });
    expect(lazy).toBeInstanceOf(Response);
    expect(inspect(json(answer))).toContain('status: 200');
    expect([lazy.status, lazy.statusText, lazy.ok]).toEqual([made.status, made.statusText, made.ok]);
    expect([...lazy.headers]).toEqual([...made.headers]);
    // A header changed before the body is read is in the Response made then.
    lazy.headers.set('X-Request-Id', 'r-1');
    expect([lazy.type, lazy.redirected, lazy.url]).toEqual([made.type, made.redirected, made.url]);
    expect(lazy.headers.get('x-request-id')).toBe('r-1');
    lazy.headers.append('Vary', 'Origin');
    expect(await lazy.clone().json()).toEqual(answer);
    const piped = new Response(lazy.body, lazy);
    expect(piped.headers.get('vary')).toBe('Origin');
    expect(await piped.text()).toBe(await made.text());
    expect(lazy.bodyUsed).toBe(true);
    expect(knownBody(lazy)).toBeUndefined();
  });

  it('json() throws for a status the Response constructor refuses, as before, and makes a bodiless status at once', () => {
    expect(() => json({}, { status: 99 })).toThrow(RangeError);
    expect(() => json({}, { status: 600 })).toThrow(RangeError);
    expect(() => json({}, { status: 204 })).toThrow(TypeError);
    expect(() => new Response('{}', { status: 204 })).toThrow(TypeError);
    const bytes = new TextEncoder().encode('{}');
    const texted = knownResponse(bytes, { status: 200, statusText: 'Fine', headers: new Headers() });
    expect(texted.statusText).toBe('Fine');
    expect(knownBody(texted)).toBe(bytes);
  });
});
