// `npx node scripts/bench-direct-answer.mjs [requests]`: what a direct answer
// (site/server/http/directAnswer.ts, #42) costs in Node around the endpoint, without the database
// or the recommender. The site's own modules are loaded from source (Vite) with
// `astro:env/server` read from process.env, and an endpoint-shaped handler answers a fixed
// Parooty-sized JSON (1.5 KB, so the answer is compressed as a real one is).
//
// It prints µs of CPU per request for each step alone (building the Request, reading and
// validating its JSON body, the Response, answerApi's steps with and without compression), then
// whole requests over loopback TCP through the server's own wrapper steps (security headers, the
// compression middleware, the direct answer), beside a bare node:http server sending the same
// bytes, both in this process with the same client (so the difference is the direct path's own
// cost). Rounds alternate the two servers; the load average is printed with every figure.
import { once } from 'node:events';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { loadavg } from 'node:os';
import compression from 'compression';
import { createServer } from 'vite';
import { workspaceSource } from '../site/integrations/workspace-source.mjs';
import { directAnswerFor } from '../site/server/runtime/direct-answers.mjs';
import { drainUnreadBody, refuseUnservable, useStandardReasonPhrases } from '../site/server/runtime/request-guards.mjs';
import { applySecurityHeaders } from '../site/server/runtime/security-headers.mjs';
import { ROOT } from './server-process.mjs';

const REQUESTS = Number(process.argv[2] ?? 20_000);
const ROUNDS = 3;
const CONNECTIONS = 8;
const PATH = '/bench/direct';

process.env.TRUST_PROXY ??= '1';

/** `astro:env/server` as a module of process.env's values (the schema's names from astro.config.mjs). */
async function astroEnv() {
  const config = (await import('../astro.config.mjs')).default;
  const names = Object.keys(config.env?.schema ?? {});
  const id = '\0perch-bench:astro-env';
  return {
    name: 'perch-bench:astro-env',
    resolveId: (source) => (source === 'astro:env/server' ? id : undefined),
    load: (loaded) =>
      loaded === id ? names.map((name) => `export const ${name} = process.env.${name};`).join('\n') : undefined,
  };
}

const vite = await createServer({
  root: ROOT,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  plugins: [workspaceSource(), await astroEnv()],
  optimizeDeps: { noDiscovery: true, include: [] },
});
const load = (path) => vite.ssrLoadModule(path);
const { answerDirectly, directRequest, requestUrl } = await load('/site/server/http/directAnswer.ts');
const { answerApi } = await load('/site/server/http/apiAnswer.ts');
const { json, readJson, route } = await load('/site/server/http/index.ts');
const { compressAnswer } = await load('/site/server/http/sharedCompression.ts');
const { parootyQuerySchema } = await load('/site/server/services/parooty.ts');
const { createRequestFromNodeRequest } = await import('astro/app/node');

/** A Parooty answer's shape and size (1.5 KB of JSON). */
const ANSWER = {
  data: {
    content: 'Convert Kilometres to Miles turns a distance in kilometres into miles: 10 km is 6.21 miles.',
    toolRecommendations: Array.from({ length: 4 }, (_, i) => ({
      id: `kilometres-to-miles-${i}`,
      name: `Kilometres to Miles ${i}`,
      description: 'Convert kilometres to miles, with the working shown and the rounding you choose.',
      category: 'Unit Converters',
      url: `/app/kilometres-to-miles-${i}`,
      why: 'It converts a distance in kilometres to miles, which is what you asked for.',
      pro: i % 2 === 1,
    })),
    result: { toolId: 'kilometres-to-miles', text: '6.21371', sentence: '10 km is 6.21 miles.' },
  },
};
const QUESTION = JSON.stringify({ query: 'convert 10 km to miles', sessionId: 'bench-session-0001' });
const REQUEST_HEADERS = {
  host: '127.0.0.1:4321',
  'content-type': 'application/json',
  'content-length': String(Buffer.byteLength(QUESTION)),
  'accept-encoding': 'br, gzip',
  'x-forwarded-for': '203.0.113.9',
  'user-agent': 'bench',
  accept: '*/*',
  connection: 'keep-alive',
};

// The endpoint: the real route() wrapper, readJson with the real schema, json() with the fixed answer.
const { POST } = route({
  POST: async (context) => {
    await readJson(context.request, parootyQuerySchema);
    return json(ANSWER);
  },
});
answerDirectly('POST', PATH, POST, { applies: () => true });

const load1 = () => loadavg()[0].toFixed(2);
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** µs of CPU per call of `step` over `n` calls (awaited one after another). */
async function perCall(n, step) {
  for (let i = 0; i < Math.min(n, 500); i++) await step(i);
  const before = cpuMicros();
  for (let i = 0; i < n; i++) await step(i);
  return (cpuMicros() - before) / n;
}

/** A Node request as the adapter sees it, with its body already read (as directAnswer.ts reads it). */
const nodeRequest = () =>
  Object.assign(new EventEmitter(), {
    method: 'POST',
    url: PATH,
    headers: { ...REQUEST_HEADERS },
    socket: Object.assign(new EventEmitter(), { remoteAddress: '127.0.0.1' }),
    body: Buffer.from(QUESTION),
  });
// The direct answer's own Request where it makes one (this change), else the adapter's (before).
const request = directRequest
  ? () => {
      const req = nodeRequest();
      return directRequest(req, new EventEmitter(), requestUrl(req), req.body);
    }
  : () => createRequestFromNodeRequest(nodeRequest());
const context = (req = request()) => ({
  request: req,
  url: new URL(req.url),
  locals: {},
  clientAddress: '127.0.0.1',
  cookies: {},
});

async function steps(n) {
  const built = await perCall(n, () => request());
  // Each call reads a Request of its own (a body is read once), made before the clock starts.
  const requests = Array.from({ length: n + 500 }, request);
  let r = 0;
  const read = await perCall(n, () => readJson(requests[r++], parootyQuerySchema));
  const response = await perCall(n, () => json(ANSWER));
  const contexts = Array.from({ length: n + 500 }, () => context());
  let k = 0;
  const api = await perCall(n, () => answerApi(contexts[k++], async () => json(ANSWER)));
  const compressed = await perCall(n, () => compressAnswer(contexts[0].request, json(ANSWER)));
  return { built, read, response, api, compressed };
}

/** The server's wrapper (site/server/runtime/serve-one.mjs) around a direct answer, or a bare server's answer. */
function serve(bare) {
  const compress = compression();
  let bareAnswer = null;
  /** @type {http.RequestListener} */
  const bareListener = (req, res) => {
    req.resume();
    req.once('end', () => {
      res.writeHead(bareAnswer.status, bareAnswer.headers);
      res.end(bareAnswer.body);
    });
  };
  /** @type {http.RequestListener} */
  const directListener = (req, res) => {
    useStandardReasonPhrases(res);
    drainUnreadBody(req, res);
    applySecurityHeaders(req, res, { trustProxy: 1 });
    if (refuseUnservable(req, res)) return;
    const direct = directAnswerFor(req);
    compress(req, res, () => {
      if (!direct?.(req, res)) {
        res.statusCode = 404;
        res.end();
      }
    });
  };
  const server = http.createServer(bare ? bareListener : directListener);
  return {
    server,
    /** The bare server sends the direct answer's own status, headers (a fresh request id aside) and bytes. */
    copy(answer) {
      bareAnswer = answer;
    },
  };
}

const RAW_REQUEST = Buffer.from(
  `POST ${PATH} HTTP/1.1\r\n${Object.entries(REQUEST_HEADERS)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n${QUESTION}`,
);

/** One keep-alive connection sending the request again as soon as each answer has arrived whole. */
function client(port, count, onAnswer) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buffered = Buffer.alloc(0);
    let left = count;
    socket.on('connect', () => socket.write(RAW_REQUEST));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        onAnswer?.(head, buffered.subarray(end + 4, end + 4 + length));
        buffered = buffered.subarray(end + 4 + length);
        left -= 1;
        if (left === 0) {
          socket.end();
          resolve(undefined);
          return;
        }
        socket.write(RAW_REQUEST);
      }
    });
  });
}

/** µs of CPU per request (server and client, this process) over `n` requests on CONNECTIONS connections. */
async function overTcp(port, n) {
  const before = cpuMicros();
  await Promise.all(Array.from({ length: CONNECTIONS }, () => client(port, Math.ceil(n / CONNECTIONS))));
  return (cpuMicros() - before) / (Math.ceil(n / CONNECTIONS) * CONNECTIONS);
}

const direct = serve(false);
const bare = serve(true);
for (const s of [direct, bare]) {
  s.server.listen(0, '127.0.0.1');
  await once(s.server, 'listening');
}
const portOf = (s) => s.server.address().port;

// The bare server answers with the direct answer's status line, headers and body as sent.
await client(portOf(direct), 1, (head, body) => {
  const lines = head.split('\r\n');
  const status = Number(lines[0].split(' ')[1]);
  /** @type {string[]} */
  const headers = [];
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    if (/^(date|connection|keep-alive)$/i.test(name)) continue;
    headers.push(name, line.slice(colon + 1).trim());
  }
  bare.copy({ status, headers, body: Buffer.from(body) });
  console.log(`answer: ${status}, ${body.length} B body, ${headers.length / 2} headers`);
});

console.log(`Node ${process.version}; ${REQUESTS} requests a figure; µs of CPU per request (this process)`);
for (let round = 1; round <= ROUNDS; round++) {
  const s = await steps(Math.round(REQUESTS / 2));
  console.log(
    `round ${round}, load ${load1()}: build Request ${s.built.toFixed(1)} · readJson ${s.read.toFixed(1)} · ` +
      `json() Response ${s.response.toFixed(1)} · answerApi (with json(), compression) ${s.api.toFixed(1)} · ` +
      `compressAnswer (with json()) ${s.compressed.toFixed(1)}`,
  );
  const d = await overTcp(portOf(direct), REQUESTS);
  const b = await overTcp(portOf(bare), REQUESTS);
  console.log(
    `round ${round}, load ${load1()}: over TCP, direct answer ${d.toFixed(1)} · bare server ${b.toFixed(1)} · ` +
      `direct path's own ${(d - b).toFixed(1)}`,
  );
}
for (const s of [direct, bare]) s.server.close();
await vite.close();
