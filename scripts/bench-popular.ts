// What /tools' Popular order costs a page load, printed (never asserted).
// Usage: npx vite-node scripts/bench-popular.ts
//
// On the embedded database (PGlite) with 50,000 uses of 300 catalogue tools by 5,000 people over
// 30 days: counting it (popularToolIds, what every /tools load ran before) against reading the
// order kept in provider_cache (cachedPopularToolIds within its period, what a load runs now).
// Times are one caller's, in turn: p50 / p95 / max in ms over the calls, after a warm-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { CATALOGUE } from '@perch/tools';
import { openDatabase } from '../site/server/db/client';
import { toolUsage } from '../site/server/db/schema';
import { cachedPopularToolIds, DEFAULT_POPULAR_CACHE_SECONDS, popularToolIds } from '../site/server/services/toolUsage';

const USES = 50_000;
const TOOLS = 300;
const PEOPLE = 5_000;
const CALLS = 100;
const WARM_UP = 10;

async function time(run: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const took: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(2);
  return `${ms(took[Math.ceil(0.5 * CALLS) - 1]!)} / ${ms(took[Math.ceil(0.95 * CALLS) - 1]!)} / ${ms(took.at(-1)!)}`;
}

const dir = mkdtempSync(path.join(tmpdir(), 'perch-bench-popular-'));
const opened = await openDatabase({ dataDir: dir });
try {
  const { db } = opened;
  const now = Date.now();
  const tools = CATALOGUE.slice(0, TOOLS).map((t) => t.id);
  for (let start = 0; start < USES; start += 5_000) {
    await db.insert(toolUsage).values(
      Array.from({ length: 5_000 }, (_, k) => {
        const i = start + k;
        // A skewed use: low-numbered tools far more often, as real catalogues are.
        const tool = tools[Math.floor(TOOLS * (((i * 7919) % 1000) / 1000) ** 3)]!;
        return {
          toolId: tool,
          action: 'run',
          guestId: `guest-${(i * 31) % PEOPLE}`,
          usedAt: new Date(now - (i % 30) * 86_400_000 - 60_000),
        };
      }),
    );
  }
  await db.execute(sql`analyze tool_usage`);
  console.log(
    `load ${loadavg()[0]!.toFixed(1)}; ${USES.toLocaleString('en')} uses, ${TOOLS} tools, ${PEOPLE.toLocaleString('en')} people, PGlite`,
  );
  console.log('| what a /tools load runs | p50 / p95 / max ms |');
  console.log('|---|---|');
  console.log(`| counted (popularToolIds, before) | ${await time(() => popularToolIds(db))} |`);
  await cachedPopularToolIds(db, { maxAgeSeconds: DEFAULT_POPULAR_CACHE_SECONDS });
  console.log(
    `| kept (cachedPopularToolIds within ${DEFAULT_POPULAR_CACHE_SECONDS} s, after) | ${await time(() => cachedPopularToolIds(db, { maxAgeSeconds: DEFAULT_POPULAR_CACHE_SECONDS }))} |`,
  );
} finally {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
}
