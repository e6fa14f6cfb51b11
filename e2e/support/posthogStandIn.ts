// A local stand-in for PostHog's ingestion API, so the real posthog-js in the browser sends its
// events here (the built server runs with PUBLIC_POSTHOG_HOST pointing at it). It answers what
// posthog-js calls the way PostHog does — CORS (the page is another origin), `{status: 1}` for
// captures, an empty remote config — and decodes every body the SDK may send: plain JSON, the
// form-encoded base64 `data=` of beacons, and gzip (`compression=gzip-js`). Each event received
// is kept; `waitFor` resolves when one matches (no polling, no sleeps).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export const STAND_IN_POSTHOG_KEY = 'phc_perch_stand_in_key';

export interface ReceivedEvent {
  event: string;
  properties: Record<string, unknown>;
  [key: string]: unknown;
}

export interface PostHogStandIn {
  /** PUBLIC_POSTHOG_HOST. */
  url: string;
  /** Every event received so far, in order. */
  events(): ReceivedEvent[];
  /** Every raw request path (with query) received, in order. */
  requests(): string[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (e: ReceivedEvent) => boolean, label?: string): Promise<ReceivedEvent>;
  stop(): Promise<void>;
}

/** The events in one request body, however posthog-js encoded it. */
export function decodePostHogBody(body: Buffer, contentType: string, query: URLSearchParams): ReceivedEvent[] {
  let text: string;
  const gzipped = query.get('compression') === 'gzip-js' || (body[0] === 0x1f && body[1] === 0x8b);
  if (gzipped) text = gunzipSync(body).toString('utf8');
  else text = body.toString('utf8');
  if (contentType.includes('application/x-www-form-urlencoded') || text.startsWith('data=')) {
    const data = new URLSearchParams(text).get('data') ?? '';
    text =
      query.get('compression') === 'base64' || (!data.trimStart().startsWith('{') && !data.trimStart().startsWith('['))
        ? Buffer.from(data, 'base64').toString('utf8')
        : data;
  }
  if (text.trim() === '') return [];
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed && Array.isArray((parsed as { batch?: unknown }).batch)
      ? (parsed as { batch: unknown[] }).batch
      : [parsed];
  return list.filter(
    (e): e is ReceivedEvent => typeof e === 'object' && e !== null && typeof (e as ReceivedEvent).event === 'string',
  );
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startPostHogStandIn(): Promise<PostHogStandIn> {
  const received: ReceivedEvent[] = [];
  const paths: string[] = [];
  const waiters: Array<{ match: (e: ReceivedEvent) => boolean; resolve: (e: ReceivedEvent) => void }> = [];

  const cors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Vary', 'Origin');
  };

  const server: Server = createServer(async (req, res) => {
    cors(req, res);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    paths.push(url.pathname + url.search);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    try {
      if (req.method === 'POST' && /^\/(e|i\/v0\/e|batch|capture|track|engage|s)\/?$/.test(url.pathname)) {
        const events = decodePostHogBody(await readBody(req), req.headers['content-type'] ?? '', url.searchParams);
        for (const event of events) {
          received.push(event);
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(event)) waiter.resolve(event);
            else waiters.push(waiter);
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 1 }));
        return;
      }
      if (/^\/(flags|decide)\/?$/.test(url.pathname) || url.pathname.startsWith('/array/')) {
        await readBody(req);
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    events: () => [...received],
    requests: () => [...paths],
    waitFor(match) {
      const seen = received.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
