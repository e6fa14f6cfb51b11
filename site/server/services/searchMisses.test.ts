import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { openTemplateCopy } from '../db/templateCopy.test-support';
import { searchMisses } from '../db/schema';
import { normaliseSearch, recordSearchMiss, SEARCH_MISSES_KEPT_DAYS, topSearchMisses } from './searchMisses';

let opened: OpenedDatabase;
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

beforeAll(async () => {
  opened = await openTemplateCopy('perch-search-misses-');
});
afterAll(() => opened.close());

describe('search misses (issue 38: the admin sees the gaps)', () => {
  it('normalises the text one way', () => {
    expect(normaliseSearch('  PDF   Merge ')).toBe('pdf merge');
    expect(normaliseSearch('x'.repeat(300)).length).toBe(200);
  });

  it('counts a search that found nothing by its text and day, and leaves out one that found tools', async () => {
    const db = opened.db;
    expect(await recordSearchMiss(db, 'Currency', ago(1))).toBe('gap');
    expect(await recordSearchMiss(db, '  currency ', ago(1))).toBe('gap');
    expect(await recordSearchMiss(db, 'currency', ago(2))).toBe('gap');
    expect(await recordSearchMiss(db, 'zzzzqqqq', ago(1))).toBe('none');
    expect(await recordSearchMiss(db, 'tiff', ago(3))).toBe('gap');
    // Finds tools: never on the list, whatever a client sends.
    expect(await recordSearchMiss(db, 'json formatter', ago(1))).toBeNull();
    expect(await recordSearchMiss(db, 'mortgage', ago(1))).toBeNull();
    // Over 30 days ago: kept, but not in the admin's month.
    expect(await recordSearchMiss(db, 'weather in london', ago(45))).toBe('gap');

    const rows = await db.select().from(searchMisses);
    expect(rows.every((r) => Object.keys(r).sort().join() === 'day,kind,query,searches')).toBe(true);
    expect(await topSearchMisses(db, { now: NOW })).toEqual([
      { query: 'currency', searches: 3, lastDay: '2026-11-19' },
      { query: 'zzzzqqqq', searches: 1, lastDay: '2026-11-19' },
      { query: 'tiff', searches: 1, lastDay: '2026-11-17' },
    ]);
    expect((await topSearchMisses(db, { now: NOW, limit: 1 })).map((r) => r.query)).toEqual(['currency']);
  });

  it(`deletes rows older than ${SEARCH_MISSES_KEPT_DAYS} days`, async () => {
    const db = opened.db;
    await db.insert(searchMisses).values({ query: 'ancient', day: '2024-01-01', searches: 4, kind: 'none' });
    // The prune runs at most hourly per process: a time far from the earlier calls.
    await recordSearchMiss(db, 'currency', new Date(NOW.getTime() + 7 * DAY));
    expect((await db.select().from(searchMisses)).map((r) => r.query)).not.toContain('ancient');
  });
});
