import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { copyPgliteTemplate } from '../db/pgliteTemplate.test-support';
import { toolUsage, users } from '../db/schema';
import { POPULAR_DAYS, popularToolIds } from './toolUsage';

const dir = mkdtempSync(path.join(tmpdir(), 'perch-tool-usage-'));
let opened: OpenedDatabase;
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeAll(async () => {
  copyPgliteTemplate(inject('pgliteTemplate'), dir);
  opened = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

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
