import { once } from 'node:events';
import { inspect } from 'node:util';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestFromNodeRequest } from 'astro/app/node';
import { afterEach, describe, expect, it } from 'vitest';
import { directRequest, requestUrl } from './directRequest';
import { knownBody } from './knownBody';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/**
 * Sends one raw request to a server of this test and hands `check` the Node request and response
 * as the server wrapper gets them (the body unread); the response is ended after `check`.
 */
async function onRequest(raw: string, check: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  let failure: unknown;
  const server = http.createServer((req, res) => {
    check(req, res)
      .catch((error: unknown) => {
        failure = error;
      })
      .finally(() => res.end());
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const { connect } = await import('node:net');
  const socket = connect(port, '127.0.0.1');
  socket.end(raw);
  socket.resume();
  await once(socket, 'close');
  if (failure) throw failure;
}

/** The body as directAnswer.ts reads it before making the request. */
async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const BODY = '{"query":"convert 10 km to miles","sessionId":"s-1"}';
const RAW = [
  'POST /api/parooty/query HTTP/1.1',
  'Host: perch.example:8443',
  'Content-Type: application/json',
  `Content-Length: ${BODY.length}`,
  'Accept-Encoding: br, gzip',
  'X-Forwarded-For: 203.0.113.9',
  'X-Forwarded-For: 198.51.100.2',
  'Origin: https://partner.example',
  'Cookie: a=1',
  'Cookie: b=2',
  'Connection: close',
  '',
  BODY,
].join('\r\n');

describe('directRequest', () => {
  it('answers what the adapter’s Request answers, making an undici Request only for what needs one', async () => {
    await onRequest(RAW, async (req, res) => {
      const body = await bodyOf(req);
      const adapter = createRequestFromNodeRequest(
        Object.assign(Object.create(req), { body }) as IncomingMessage & { body: Buffer },
      );
      const url = requestUrl(req);
      const direct = directRequest(req, res, url, body);
      expect(direct).toBeInstanceOf(Request);
      expect(direct.method).toBe(adapter.method);
      expect(direct.url).toBe(adapter.url);
      for (const name of ['content-type', 'Content-Length', 'X-FORWARDED-FOR', 'cookie', 'origin', 'authorization'])
        expect([name, direct.headers.get(name), direct.headers.has(name)]).toEqual([
          name,
          adapter.headers.get(name),
          adapter.headers.has(name),
        ]);
      // The body's bytes are known without reading a stream: nothing else is made.
      expect(knownBody(direct)).toBe(body);
      expect(direct.bodyUsed).toBe(false);
      // Anything else answers from a Request made as the adapter makes it.
      expect([...direct.headers]).toEqual([...adapter.headers]);
      expect(direct.headers.get('x-forwarded-for')).toBe(adapter.headers.get('x-forwarded-for'));
      expect(await direct.clone().json()).toEqual(JSON.parse(BODY));
      expect(await direct.text()).toBe(await adapter.text());
      expect(direct.bodyUsed).toBe(true);
      expect(knownBody(direct)).toBeUndefined();
      expect(direct.signal.aborted).toBe(false);
      // Logged as a Request is.
      expect(Object.prototype.toString.call(direct)).toBe('[object Request]');
      expect(inspect(direct)).toContain('perch.example:8443');
      expect(inspect(direct.headers)).toContain('203.0.113.9');
    });
  });

  it('keeps a header changed through it, as a Headers copy would', async () => {
    await onRequest(RAW, async (req, res) => {
      const direct = directRequest(req, res, requestUrl(req), await bodyOf(req));
      direct.headers.set('x-forwarded-for', '192.0.2.1');
      direct.headers.delete('origin');
      expect(direct.headers.get('x-forwarded-for')).toBe('192.0.2.1');
      expect(direct.headers.has('origin')).toBe(false);
      expect(direct.headers.get('host')).toBe('perch.example:8443');
    });
  });

  it('aborts its signal when the client goes away before the answer is sent, read before or after', async () => {
    const raw = RAW.replace('Connection: close', 'Connection: keep-alive').replace(
      `Content-Length: ${BODY.length}`,
      'Content-Length: 0',
    );
    let early: AbortSignal | undefined;
    let lateRequest: Request | undefined;
    let arrived!: () => void;
    const asked = new Promise<void>((done) => (arrived = done));
    const closed = new Promise<AbortSignal>((done) => {
      const server = http.createServer((req, res) => {
        early = directRequest(req, res, requestUrl(req), Buffer.alloc(0)).signal;
        lateRequest = directRequest(req, res, requestUrl(req), Buffer.alloc(0));
        // Read for the first time after the client went away.
        res.once('close', () => done(lateRequest!.signal));
        arrived();
      });
      servers.push(server);
    });
    const server = servers.at(-1)!;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { connect } = await import('node:net');
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.write(raw.slice(0, -BODY.length));
    await asked;
    socket.destroy();
    const late = await closed;
    expect(early?.aborted).toBe(true);
    expect(late.aborted).toBe(true);
  });
});
