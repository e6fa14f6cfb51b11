import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { openTemplateCopy } from '../db/templateCopy.test-support';
import { toolUsage, users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { providerCache } from '../db/schema';
import {
  cachedPopularToolIds,
  DEFAULT_POPULAR_CACHE_SECONDS,
  POPULAR_CACHE_KEY,
  POPULAR_DAYS,
  popularCacheSeconds,
  popularToolIds,
} from './toolUsage';

let opened: OpenedDatabase;
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeAll(async () => {
  opened = await openTemplateCopy('perch-tool-usage-');
});
afterAll(() => opened.close());

describe('popularToolIds', () => {
  it('no usage in the window: an empty list (the page then shows its picks)', async () => {
    // Years before anything the other tests record, so it holds whatever ran first.
    expect(await popularToolIds(opened.db, { now: new Date('2020-01-01T00:00:00Z') })).toEqual([]);
  });

  it('ranks catalogue tools by people, then uses, over the last 30 days; junk ids and old use left out', async () => {
    const db = opened.db;
    const [ada, bob] = await db
      .insert(users)
      .values([{ email: 'ada@popular.test' }, { email: 'bob@popular.test' }])
      .returning({ id: users.id });
    const use = (toolId: string, owner: { userId?: string; guestId?: string }, at = ago(60_000)) => ({
      toolId,
      action: 'run',
      usedAt: at,
      ...owner,
    });
    await db.insert(toolUsage).values([
      // One person, five runs: fewer people than the JSON formatter's three.
      ...Array.from({ length: 5 }, () => use('word-counter', { userId: ada!.id })),
      use('json-formatter', { userId: ada!.id }),
      use('json-formatter', { userId: bob!.id }),
      use('json-formatter', { guestId: 'guest-1' }),
      // Two people each: the one used more comes first.
      use('mortgage-calculator', { userId: ada!.id }),
      use('mortgage-calculator', { guestId: 'guest-2' }),
      use('loan-calculator', { userId: bob!.id }),
      use('loan-calculator', { userId: bob!.id }),
      use('loan-calculator', { guestId: 'guest-3' }),
      // Not a catalogue tool, however often.
      ...Array.from({ length: 9 }, (_, i) => use('not-a-tool', { guestId: `junk-${i}` })),
      // Older than the window, and after "now".
      ...Array.from({ length: 9 }, (_, i) =>
        use('sha256-hash-generator', { guestId: `old-${i}` }, ago((POPULAR_DAYS + 1) * DAY)),
      ),
      use('base64-encode', { guestId: 'future' }, new Date(NOW.getTime() + 1000)),
    ]);
    expect(await popularToolIds(db, { now: NOW })).toEqual([
      'json-formatter',
      'loan-calculator',
      'mortgage-calculator',
      'word-counter',
    ]);
    expect(await popularToolIds(db, { now: NOW, limit: 2 })).toEqual(['json-formatter', 'loan-calculator']);
  });
});

describe('cachedPopularToolIds: counted once per period for every instance, kept in the database', () => {
  const LATER = new Date('2027-06-01T12:00:00Z');
  const at = (ms: number) => new Date(LATER.getTime() + ms);
  const usageAt = (toolId: string, guestId: string) => ({ toolId, action: 'run', usedAt: at(-60_000), guestId });

  it('keeps the order for its period, then counts again; 0 counts every time; a copy from the future is not trusted', async () => {
    const db = opened.db;
    await db.delete(providerCache).where(eq(providerCache.key, POPULAR_CACHE_KEY));
    await db.insert(toolUsage).values([usageAt('uuid-generator', 'cache-1')]);
    const first = await cachedPopularToolIds(db, { now: LATER, maxAgeSeconds: 60 });
    expect(first).toEqual(await popularToolIds(db, { now: LATER }));
    expect(first[0]).toBe('uuid-generator');
    // Two more people use another tool: within the period every instance reads the kept order.
    await db
      .insert(toolUsage)
      .values([usageAt('password-generator', 'cache-2'), usageAt('password-generator', 'cache-3')]);
    expect(await cachedPopularToolIds(db, { now: at(59_000), maxAgeSeconds: 60 })).toEqual(first);
    // 0: counted now, whatever is kept.
    expect((await cachedPopularToolIds(db, { now: at(59_000), maxAgeSeconds: 0 }))[0]).toBe('password-generator');
    // The period over: counted again, and kept from then.
    const again = await cachedPopularToolIds(db, { now: at(60_000), maxAgeSeconds: 60 });
    expect(again[0]).toBe('password-generator');
    const [row] = await db.select().from(providerCache).where(eq(providerCache.key, POPULAR_CACHE_KEY));
    expect(row!.fetchedAt.getTime()).toBe(at(60_000).getTime());
    expect(row!.value).toEqual(again);
    // A clock set back: a copy "from the future" is counted again rather than kept for ever.
    await db.insert(toolUsage).values([usageAt('uuid-generator', 'cache-4'), usageAt('uuid-generator', 'cache-5')]);
    expect((await cachedPopularToolIds(db, { now: at(30_000), maxAgeSeconds: 60 }))[0]).toBe('uuid-generator');
  });

  it('a kept value in another shape is counted again', async () => {
    const db = opened.db;
    await db
      .insert(providerCache)
      .values({ key: POPULAR_CACHE_KEY, value: { not: 'a list' }, fetchedAt: LATER })
      .onConflictDoUpdate({ target: providerCache.key, set: { value: { not: 'a list' }, fetchedAt: LATER } });
    expect(await cachedPopularToolIds(db, { now: at(1_000), maxAgeSeconds: 60 })).toEqual(
      await popularToolIds(db, { now: at(1_000) }),
    );
  });

  it('reads PERCH_POPULAR_CACHE_SECONDS: unset is the default, 0 is allowed, nonsense is refused with the name', () => {
    expect(popularCacheSeconds(undefined)).toBe(DEFAULT_POPULAR_CACHE_SECONDS);
    expect(popularCacheSeconds(' ')).toBe(DEFAULT_POPULAR_CACHE_SECONDS);
    expect(popularCacheSeconds('0')).toBe(0);
    expect(popularCacheSeconds('60')).toBe(60);
    for (const bad of ['-1', '1.5', 'five', '86401'])
      expect(() => popularCacheSeconds(bad)).toThrow(/PERCH_POPULAR_CACHE_SECONDS/);
  });
});
