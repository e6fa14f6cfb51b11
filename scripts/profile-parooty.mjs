// Parooty's recommend() alone, profiled: `npx node --cpu-prof --cpu-prof-dir=DIR scripts/profile-parooty.mjs`
// asks the evaluation questions PROFILE_PAROOTY_ROUNDS times (default 20) and prints the mean CPU
// µs per question and the load average (figures to read, never asserted).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sourceServer } from './source-server.mjs';

const ROUNDS = Number(process.env.PROFILE_PAROOTY_ROUNDS || 20);
const vite = await sourceServer();
try {
  const parooty = await vite.ssrLoadModule('/packages/tools/src/parooty/index.ts');
  const queries = JSON.parse(
    readFileSync(new URL('../packages/tools/src/parooty/eval/queries.json', import.meta.url), 'utf8'),
  ).map((q) => q.query);
  for (const q of queries) parooty.recommend(q); // warm-up: JIT, per-build tables
  const start = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) for (const q of queries) parooty.recommend(q);
  const used = process.cpuUsage(start);
  const perQuestion = (used.user + used.system) / (ROUNDS * queries.length);
  console.log(
    `recommend(): ${perQuestion.toFixed(0)} µs CPU per question (mean of ${queries.length} eval questions × ${ROUNDS}; ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')})`,
  );
} finally {
  await vite.close();
}
