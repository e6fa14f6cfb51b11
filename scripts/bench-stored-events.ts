// What taking a user's stored product events costs a signed-in page, printed (never asserted).
// Usage: npx vite-node scripts/bench-stored-events.ts
//
// With a PostHog key and the visitor's choice made, every signed-in page runs takeEvents(): one
// DELETE … RETURNING on stored_product_events for its user (site/server/analytics/storedEvents.ts).
// Measured on the embedded database (PGlite) and, where PostgreSQL's binaries are, on a throwaway
// PostgreSQL run as in production (fsync on), with 5,000 events waiting for 500 of 1,000 users:
//  - a user with nothing waiting (nearly every page), and a user with two events waiting;
//  - beside `SELECT 1`, the cheapest statement, so the DELETE's own cost shows.
// Times are one caller's, in turn (p50 / p95 / max over the calls, after a warm-up).
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { storeEvent, takeEvents } from '../site/server/analytics/storedEvents';
import type { OpenedDatabase } from '../site/server/db/client';
import { users } from '../site/server/db/schema';
import { onBothDatabases } from './on-both-databases';

const USERS = 1_000;
const WITH_EVENTS = 500;
const EVENTS_EACH = 10;
const CALLS = 2_000;
const WARM_UP = 200;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** µs per call of `run(i)`, after a warm-up: p50 / p95 / max. */
async function time(run: (i: number) => Promise<unknown>, calls = CALLS): Promise<string> {
  for (let i = 0; i < WARM_UP; i++) await run(i);
  const took: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await run(i);
    took.push((performance.now() - start) * 1000);
  }
  const us = (n: number) => `${Math.round(n).toLocaleString('en')}`;
  return `${us(quantile(took, 0.5))} / ${us(quantile(took, 0.95))} / ${us(Math.max(...took))}`;
}

const upgraded = { plan: 'annual', previous_plan: 'monthly' } as const;

async function measure(label: string, opened: OpenedDatabase): Promise<string[]> {
  const { db } = opened;
  const ids = (
    await db
      .insert(users)
      .values(Array.from({ length: USERS }, (_, i) => ({ email: `bench-${i}@perch.test` })))
      .returning({ id: users.id })
  ).map((r) => r.id);
  for (const id of ids.slice(0, WITH_EVENTS)) {
    for (let e = 0; e < EVENTS_EACH; e++) await storeEvent(db, id, 'subscription_upgraded', upgraded);
  }
  await db.execute(sql`analyze stored_product_events`);
  const idle = ids.slice(WITH_EVENTS);
  const rows = [
    `| ${label} | SELECT 1 | ${await time(() => db.execute(sql`select 1`))} |`,
    `| ${label} | takeEvents, nothing waiting | ${await time((i) => takeEvents(db, idle[i % idle.length]!))} |`,
  ];
  // Two events stored for the user before each take; only the take is timed.
  const waiting: number[] = [];
  for (let i = 0; i < WARM_UP + 500; i++) {
    const id = idle[i % idle.length]!;
    await storeEvent(db, id, 'subscription_upgraded', upgraded);
    await storeEvent(db, id, 'subscription_upgraded', upgraded);
    const start = performance.now();
    const taken = await takeEvents(db, id);
    if (i >= WARM_UP) waiting.push((performance.now() - start) * 1000);
    if (taken.length !== 2) throw new Error(`took ${taken.length} events, not 2`);
  }
  const us = (n: number) => `${Math.round(n).toLocaleString('en')}`;
  rows.push(
    `| ${label} | takeEvents, two waiting | ${us(quantile(waiting, 0.5))} / ${us(quantile(waiting, 0.95))} / ${us(Math.max(...waiting))} |`,
  );
  return rows;
}

console.log(
  `stored product events: ${USERS.toLocaleString('en')} users, ${(WITH_EVENTS * EVENTS_EACH).toLocaleString('en')} events waiting for ${WITH_EVENTS}; ${CALLS.toLocaleString('en')} calls after ${WARM_UP} to warm up`,
);
console.log(
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log('| database | statement | µs per call: p50 / p95 / max |');
console.log('| --- | --- | --- |');

const ranOnPostgres = await onBothDatabases(async (label, opened) => {
  for (const row of await measure(label, opened)) console.log(row);
});
if (!ranOnPostgres) console.log('| PostgreSQL | (no binaries found: apt-get install postgresql) | |');
