// `node scripts/profile-request.mjs <what> <folder>` (after a build): one kind of request for a few
// seconds against a server started with --cpu-prof, so the profile holds that request alone.
// <what>: `user` (GET /api/auth/user signed in) or `parooty` (POST /api/parooty/query, a new
// conversation each), `stranger` (an unknown session cookie) or `pipeline` (/api/tools/count
// through Astro's pipeline). PROFILE_POSTGRES=1: on a throwaway PostgreSQL, else PGlite.
// `<folder>` `-`: no profile, the CPU figure only. Prints the top frames. BENCH_SECONDS (6) and
// BENCH_CONNECTIONS (10) set the measured run, BENCH_PAROOTY_QUESTIONS=eval asks the evaluation questions.
// PROFILE_ACCEPT_ENCODING=br (or any Accept-Encoding): sent with every request, so answers of 1 KB
// or more are compressed as a browser's are (without it nothing is compressed).
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { treeCpuMs } from './process-cpu.mjs';
import { startServer } from './server-process.mjs';

const [what = 'parooty', folder = 'profile'] = process.argv.slice(2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** `parooty`'s questions: five, or with BENCH_PAROOTY_QUESTIONS=eval the 429 evaluation questions in turn. */
const QUESTIONS =
  process.env.BENCH_PAROOTY_QUESTIONS === 'eval'
    ? JSON.parse(readFileSync(new URL('../packages/tools/src/parooty/eval/queries.json', import.meta.url), 'utf8')).map(
        (/** @type {{ query: string }} */ q) => q.query,
      )
    : [
        'convert 10 km to miles',
        'format this json',
        'merge two pdf files',
        'how many days until christmas',
        'generate a strong password',
      ];
/** @type {Record<string, string>} */
const ENCODING = process.env.PROFILE_ACCEPT_ENCODING ? { 'accept-encoding': process.env.PROFILE_ACCEPT_ENCODING } : {};

/** Self time per frame over every profile in `dir`, and the share of WebAssembly (PGlite). */
export function topFrames(dir, count = 25) {
  const self = new Map();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
    const spent = new Map();
    profile.samples.forEach((id, i) => spent.set(id, (spent.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    for (const node of profile.nodes) {
      const t = spent.get(node.id) ?? 0;
      const frame = node.callFrame;
      if (!t || frame.functionName === '(idle)') continue;
      const name = frame.url.startsWith('wasm') ? '(PGlite wasm)' : frame.functionName || '(anonymous)';
      const key = `${name} ${frame.url.split('/').slice(-2).join('/')}${frame.url.startsWith('wasm') ? '' : `:${frame.lineNumber}`}`;
      self.set(key, (self.get(key) ?? 0) + t);
      total += t;
    }
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, t]) => `${((100 * t) / total).toFixed(1).padStart(5)} %  ${frame}`);
}

let postgres = null;
if (process.env.PROFILE_POSTGRES) {
  const { findPostgresBin, startPostgres } = await import('../e2e/support/postgres.ts');
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  postgres = await startPostgres(bin, { durable: true });
}
const server = await startServer({
  env: { TRUST_PROXY: '1', ...(folder === '-' ? {} : { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${folder}` }) },
  ...(postgres ? { databaseUrl: postgres.url } : {}),
});
try {
  let n = 0;
  let options;
  if (what === 'user') {
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
      body: JSON.stringify({
        firstName: 'P',
        lastName: 'U',
        email: `p-${Date.now()}@example.com`,
        password: 'correct horse battery staple',
      }),
    });
    if (!signup.ok) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
    const cookie = (signup.headers.getSetCookie().find((c) => c.startsWith('perch_session=')) ?? '').split(';')[0];
    options = { url: `${server.url}/api/auth/user`, headers: { cookie, ...ENCODING } };
  } else if (what === 'stranger') {
    // A session cookie the database does not know: the lookup runs and finds nothing (401).
    options = { url: `${server.url}/api/auth/user`, headers: { cookie: 'perch_session=unknown-token' } };
  } else if (what === 'pipeline') {
    // Any cookie but the guest's sends a request through Astro's pipeline (not the fast path).
    options = { url: `${server.url}/api/tools/count`, headers: { cookie: 'other=1' } };
  } else {
    options = {
      url: `${server.url}/api/parooty/query`,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              headers: {
                ...ENCODING,
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({
                query: QUESTIONS[n % QUESTIONS.length],
                sessionId: `p-${n}`,
              }),
            };
          },
        },
      ],
    };
  }
  // Warmed up first: the route's modules load on its first request.
  await autocannon({ connections: 10, duration: 2, ...options });
  const serverBefore = treeCpuMs(server.pid);
  const databaseBefore = postgres ? treeCpuMs(postgres.pid) : 0;
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const serverMs = (treeCpuMs(server.pid) - serverBefore) / result.requests.total;
  const databaseMs = postgres ? (treeCpuMs(postgres.pid) - databaseBefore) / result.requests.total : 0;
  console.log(
    `${what}: ${result.requests.total} answered (${result.non2xx} not 2xx), ${(serverMs + databaseMs).toFixed(3)} ms CPU each` +
      (postgres ? ` (server ${serverMs.toFixed(3)}, PostgreSQL ${databaseMs.toFixed(3)})` : ''),
  );
} finally {
  await server.stop();
  postgres?.stop();
}
if (folder !== '-') console.log(topFrames(folder).join('\n'));
