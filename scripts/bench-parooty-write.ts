// What the database alone costs one Parooty question, printed (never asserted): the bound under
// #42's "1.0 ms of server CPU per question including the database".
// Usage: npx vite-node scripts/bench-parooty-write.ts
//
// On PGlite (in this process) and on a throwaway PostgreSQL (Debian's binaries, durable settings)
// when installed: CPU ms per call of `select 1` (a round trip and nothing else), and of the one
// statement a question writes (askParooty with an assistant that answers at once with a fixed
// answer, so the recommender costs nothing: both rate-limit counters bumped and both turns stored
// in one prepared CTE), asked one at a time, then 50 at once (they share statements: group commit,
// site/server/db/grouped.ts). PGlite's figure is this process's CPU; PostgreSQL's adds the
// database's processes to this one's (the driver's work).
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../site/server/db/client';
import type { Assistant } from '../site/server/providers/assistant/types';
import { askParooty } from '../site/server/services/parooty';
import { onBothDatabases } from './on-both-databases';

const CALLS = 3_000;
const WARM_UP = 300;
/** Questions asked at once in the grouped column (the server bench's closed loop has 50 connections). */
const TOGETHER = 50;

/** A fixed answer of the embedded recommender's shape (two tools), so only the database is measured. */
const fixed: Assistant = {
  name: 'embedded',
  readsHistory: false,
  answersAtOnce: true,
  answer: async () => ({
    content: 'Here are tools that can help.',
    answeredBy: 'embedded',
    confidence: 0.9,
    toolRecommendations: [
      {
        id: 'km-to-miles',
        name: 'Km to miles',
        description: 'Convert',
        category: 'Units',
        url: '/app/km-to-miles',
        why: 'w',
        pro: false,
      },
      {
        id: 'miles-to-km',
        name: 'Miles to km',
        description: 'Convert',
        category: 'Units',
        url: '/app/miles-to-km',
        why: 'w',
        pro: false,
      },
    ],
  }),
};

/** CPU ms per call of `run` (which makes `calls` calls at once). */
async function cpuPerCall(cpuNow: () => number, run: (i: number) => Promise<unknown>, calls = 1): Promise<string> {
  const rounds = Math.ceil(CALLS / calls);
  for (let i = 0; i < Math.ceil(WARM_UP / calls); i++) await run(-i - 1);
  const before = cpuNow();
  for (let i = 0; i < rounds; i++) await run(i);
  return ((cpuNow() - before) / (rounds * calls)).toFixed(3);
}

async function measure(label: string, db: Database, cpuNow: () => number) {
  const run = `${process.pid}-${Date.now()}`;
  const ask = (i: number) =>
    askParooty(
      db,
      fixed,
      { query: 'convert 10 km to miles', sessionId: `bench-${run}-${i}` },
      { ip: `10.9.${(i >> 8) & 255}.${i & 255}`, userId: null },
    );
  const one = await cpuPerCall(cpuNow, () => db.execute(sql`select 1`));
  const alone = await cpuPerCall(cpuNow, ask);
  // TOGETHER questions asked at once, again and again: they share statements (db/grouped.ts).
  const together = await cpuPerCall(
    cpuNow,
    (i) => Promise.all(Array.from({ length: TOGETHER }, (_, j) => ask(CALLS + WARM_UP + i * TOGETHER + j))),
    TOGETHER,
  );
  console.log(`| ${label} | ${one} | ${alone} | ${together} |`);
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} cores`,
);
console.log(
  `\n| database | select 1, CPU ms/call | a question's write alone (askParooty, fixed answer), CPU ms/question | ${TOGETHER} asked at once, CPU ms/question |`,
);
console.log('| --- | --- | --- | --- |');
if (!(await onBothDatabases((label, opened, cpuNow) => measure(label, opened.db, cpuNow))))
  console.log('(PostgreSQL binaries not found: no PostgreSQL run)');
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
