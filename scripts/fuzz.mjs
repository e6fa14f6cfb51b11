// `npm run fuzz`: sends fast-check-generated requests to a server of its own (the built server,
// on a fresh embedded database in a temp folder; DATABASE_URL for PostgreSQL — use a throwaway
// database) and prints the number of requests, the statuses seen and the count of 5xx. Exits 1
// when any answer breaks a rule or the server is unhealthy afterwards.
//
//   npm run fuzz                              # 20,000 requests, seed 14
//   npm run fuzz -- --seed 7 --count 50000    # another seed, more requests
//   npm run fuzz -- --url http://127.0.0.1:4321 --admin-email you@example.com
//
// The same seed gives the same requests. See scripts/fuzz-requests.mjs for what is generated.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatSummary, runFuzz } from './fuzz-requests.mjs';
import { ROOT, startServer } from './server-process.mjs';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '14' },
    count: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '8' },
    url: { type: 'string' },
    'admin-email': { type: 'string' },
  },
});
const seed = Number(values.seed);
const count = Number(values.count);
const concurrency = Number(values.concurrency);
if (![seed, count, concurrency].every(Number.isInteger) || count < 1 || concurrency < 1) {
  console.error('--seed, --count and --concurrency must be whole numbers (count and concurrency 1 or more).');
  process.exit(2);
}

const ADMIN_EMAIL = values['admin-email'] ?? 'fuzz-admin@perch.fuzz';
let server;
let baseUrl = values.url;
if (!baseUrl) {
  if (!existsSync(path.join(ROOT, 'dist/server/entry.mjs'))) {
    console.log('No build yet; building…');
    const built = spawnSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  // TRUST_PROXY: the generated requests carry X-Forwarded-For, so throttles see many clients
  // (and the header parsing is fuzzed too).
  server = await startServer({
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    env: { TRUST_PROXY: '1', PERCH_ADMIN_EMAILS: ADMIN_EMAIL },
  });
  baseUrl = server.url;
}

console.log(`Fuzzing ${baseUrl} with seed ${seed}: ${count} requests, ${concurrency} at a time…`);
let summary;
try {
  summary = await runFuzz({
    root: ROOT,
    baseUrl,
    seed,
    count,
    concurrency,
    adminEmail: ADMIN_EMAIL,
    onProgress: (n) => n % 5000 === 0 && console.log(`  ${n} sent`),
  });
} finally {
  if (server) {
    const log = server.output();
    const unexpected = log
      .split('\n')
      .filter((line) => /unexpected error|Unhandled rejection|Could not render/.test(line));
    if (unexpected.length)
      console.log(`server log: ${unexpected.length} unexpected error line(s), first: ${unexpected[0]}`);
    await server.stop();
  }
}
console.log(formatSummary(summary));
process.exit(summary.failures.length === 0 && summary.healthy ? 0 : 1);
