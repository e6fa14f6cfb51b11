// Parooty's recommend() alone, profiled: `npx node --cpu-prof --cpu-prof-dir=DIR scripts/profile-parooty.mjs`
// asks the evaluation questions PROFILE_PAROOTY_ROUNDS times (default 20) and prints the mean CPU
// µs per question and the load average (figures to read, never asserted), and what the young
// generation's collections cost meanwhile: how many, their mean pause, and the bytes they moved to
// the old generation per question (what a question leaves for the slower full collections).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { GCProfiler } from 'node:v8';
import { sourceServer } from './source-server.mjs';

const ROUNDS = Number(process.env.PROFILE_PAROOTY_ROUNDS || 20);
const vite = await sourceServer();
try {
  const parooty = await vite.ssrLoadModule('/packages/tools/src/parooty/index.ts');
  const queries = JSON.parse(
    readFileSync(new URL('../packages/tools/src/parooty/eval/queries.json', import.meta.url), 'utf8'),
  ).map((q) => q.query);
  for (const q of queries) parooty.recommend(q); // warm-up: JIT, per-build tables
  const gc = new GCProfiler();
  gc.start();
  const start = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) for (const q of queries) parooty.recommend(q);
  const used = process.cpuUsage(start);
  const young = gc.stop().statistics.filter((s) => s.gcType === 'Scavenge');
  const perQuestion = (used.user + used.system) / (ROUNDS * queries.length);
  console.log(
    `recommend(): ${perQuestion.toFixed(0)} µs CPU per question (mean of ${queries.length} eval questions × ${ROUNDS}; ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')})`,
  );
  const oldUsed = (/** @type {any} */ at) =>
    at.heapSpaceStatistics.find((/** @type {any} */ s) => s.spaceName === 'old_space').spaceUsedSize;
  const promoted = young.reduce((sum, s) => sum + oldUsed(s.afterGC) - oldUsed(s.beforeGC), 0);
  const pauseMs = young.reduce((sum, s) => sum + s.cost, 0) / 1000 / Math.max(1, young.length);
  console.log(
    `young-generation collections: ${young.length}, mean pause ${pauseMs.toFixed(2)} ms, ${(promoted / (ROUNDS * queries.length) / 1024).toFixed(2)} KB per question moved to the old generation`,
  );
} finally {
  await vite.close();
}
