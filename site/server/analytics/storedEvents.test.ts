import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { openTemplateCopy } from '../db/templateCopy.test-support';
import { storedProductEvents, users } from '../db/schema';
import { storeEvent, STORED_EVENTS_MAX_AGE_MS, takeEvents } from './storedEvents';

const HOUR = 60 * 60 * 1000;

describe('product events stored for a user’s next page', () => {
  let opened: OpenedDatabase;
  const newUser = async (email: string) => (await opened.db.insert(users).values({ email }).returning())[0]!.id;

  beforeAll(async () => {
    opened = await openTemplateCopy('perch-stored-events-test-');
  });
  afterAll(() => opened.close());

  it('are taken once, oldest first, and only by their own user', async () => {
    const [ada, bob] = [await newUser('ada@perch.test'), await newUser('bob@perch.test')];
    const now = new Date();
    await storeEvent(
      opened.db,
      ada,
      'subscription_upgraded',
      { plan: 'monthly', previous_plan: 'weekly' },
      new Date(now.getTime() - 2 * HOUR),
    );
    await storeEvent(
      opened.db,
      ada,
      'subscription_upgraded',
      { plan: 'annual', previous_plan: 'monthly' },
      new Date(now.getTime() - HOUR),
    );
    await storeEvent(opened.db, bob, 'subscription_upgraded', { plan: 'annual', previous_plan: 'weekly' }, now);
    expect(await takeEvents(opened.db, ada, now)).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'monthly', previous_plan: 'weekly' } },
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'monthly' } },
    ]);
    expect(await takeEvents(opened.db, ada, now)).toEqual([]);
    expect(await takeEvents(opened.db, bob, now)).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'weekly' } },
    ]);
  });

  it('past their age are not sent, and storing any event removes every user’s old ones', async () => {
    const [cy, dee] = [await newUser('cy@perch.test'), await newUser('dee@perch.test')];
    const now = new Date();
    const old = new Date(now.getTime() - STORED_EVENTS_MAX_AGE_MS - HOUR);
    await storeEvent(opened.db, cy, 'subscription_upgraded', { plan: 'annual', previous_plan: 'weekly' }, old);
    // Cy comes back after a week: the event is about something long past, and is dropped unsent.
    expect(await takeEvents(opened.db, cy, now)).toEqual([]);

    // Dee never comes back: the next event stored, for anyone, removes hers once it is too old.
    await storeEvent(opened.db, dee, 'subscription_upgraded', { plan: 'monthly', previous_plan: 'weekly' }, old);
    const recent = new Date(now.getTime() - STORED_EVENTS_MAX_AGE_MS + HOUR);
    await storeEvent(opened.db, dee, 'subscription_upgraded', { plan: 'annual', previous_plan: 'monthly' }, recent);
    await storeEvent(opened.db, cy, 'subscription_upgraded', { plan: 'annual', previous_plan: 'monthly' }, now);
    const left = await opened.db
      .select({ userId: storedProductEvents.userId, createdAt: storedProductEvents.createdAt })
      .from(storedProductEvents);
    expect(left.map((row) => [row.userId, row.createdAt.getTime()]).sort()).toEqual(
      [
        [dee, recent.getTime()],
        [cy, now.getTime()],
      ].sort(),
    );
    expect(await takeEvents(opened.db, cy, now)).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'monthly' } },
    ]);
  });

  it('that no longer match the event map are dropped unsent', async () => {
    const eve = await newUser('eve@perch.test');
    await opened.db.insert(storedProductEvents).values({
      userId: eve,
      event: 'subscription_upgraded',
      properties: { plan: 'lifetime', previous_plan: 'weekly', card: '4242' },
    });
    expect(await takeEvents(opened.db, eve)).toEqual([]);
  });
});
