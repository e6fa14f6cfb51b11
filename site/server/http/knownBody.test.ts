import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from './body';
import { json } from './errors';
import { knownBody, withKnownBody } from './knownBody';
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
    // The plain answer's stream was never read: the known bytes were compressed.
    expect(response.bodyUsed).toBe(false);
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
});
