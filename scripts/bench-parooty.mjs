// Parooty's embedded recommender, measured (printed, never asserted). `node scripts/bench-parooty.mjs`,
// or from `npm run bench`:
//  - the cost of getting ready: loading the module (its unit, zone and colour tables) and building
//    the catalogue's search index on first use
//  - recommend() per query, in µs (p50/p95/max), over every query of the evaluation set, after a
//    warm-up round; and candidatesFor() (retrieval only, for the model provider) the same way.
//    Wall-clock time and the process's CPU time are both shown: on a shared, loaded machine the
//    wall clock includes time the process waited for a core (the load average is printed too).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sourceServer } from './source-server.mjs';

const ROUNDS = Number(process.env.BENCH_PAROOTY_ROUNDS || 20);

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const us = (ms) => `${Math.round(ms * 1000)} µs`;

// The recommender is TypeScript: load it through Vite, as bench-catalogue does.
const vite = await sourceServer();
try {
  // The catalogue rows are loaded first, so the figure below is Parooty's own cost.
  await vite.ssrLoadModule('/packages/tools/src/catalogue.ts');
  await vite.ssrLoadModule('/packages/tools/src/search.ts');
  let t = performance.now();
  const parooty = await vite.ssrLoadModule('/packages/tools/src/parooty/index.ts');
  const loadMs = performance.now() - t;
  const { catalogueIndex } = await vite.ssrLoadModule('/packages/tools/src/parooty/retrieval.ts');
  t = performance.now();
  catalogueIndex();
  const indexMs = performance.now() - t;
  const queries = JSON.parse(
    readFileSync(new URL('../packages/tools/src/parooty/eval/queries.json', import.meta.url), 'utf8'),
  ).map((q) => q.query);

  const rows = [];
  for (const [label, fn] of [
    ['recommend()', (q) => parooty.recommend(q)],
    ['candidatesFor() (top 10)', (q) => parooty.candidatesFor(q, 10)],
  ]) {
    for (const q of queries) fn(q); // warm-up: JIT, caches of name words
    const times = [];
    const cpu = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of queries) {
        const cpuStart = process.cpuUsage();
        const start = performance.now();
        fn(q);
        times.push(performance.now() - start);
        const used = process.cpuUsage(cpuStart);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    rows.push({
      call: label,
      queries: times.length,
      'wall p50': us(quantile(times, 0.5)),
      'wall p95': us(quantile(times, 0.95)),
      'wall max': us(Math.max(...times)),
      'CPU p50': us(quantile(cpu, 0.5)),
      'CPU p95': us(quantile(cpu, 0.95)),
      'queries/s (wall, one thread)': Math.round(times.length / (times.reduce((a, b) => a + b, 0) / 1000)),
    });
  }
  console.log(
    `\nParooty's embedded recommender, Node ${process.versions.node}: ${queries.length} eval queries × ${ROUNDS} rounds (${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')})`,
  );
  console.log(
    `module load (tables, regexes): ${loadMs.toFixed(1)} ms; catalogue search index built on first use: ${indexMs.toFixed(1)} ms`,
  );
  console.table(rows);
} finally {
  await vite.close();
}
