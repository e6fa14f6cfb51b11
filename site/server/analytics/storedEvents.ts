import { eq, lt } from 'drizzle-orm';
import { productEventProblem, type ProductEventName, type ProductEventProperties } from '@perch/ui/analytics';
import type { NotedEvent } from '../../shared/analytics/notedEvents';
import type { Database } from '../db/client';
import { storedProductEvents } from '../db/schema';
import type { Transaction } from '../http/idempotency';

/**
 * Product events stored in the database for a user's next rendered page, when no browser is there
 * to carry them (a Stripe webhook). Only the database work is here; when to store and take them
 * (a PostHog key, the visitor's choice) is server/analytics/notedEvents.ts's.
 */

/**
 * An event stored for a user's next page older than this is not sent: it is about something long
 * past. It waits that long for a page with the visitor's "Allow".
 */
export const STORED_EVENTS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores the event in the caller's transaction (kept only if the change it reports is). Events
 * past their age, for any user, are removed at the same time: a user who never comes back would
 * otherwise keep them for ever.
 */
export async function storeEvent<E extends ProductEventName>(
  tx: Database | Transaction,
  userId: string,
  event: E,
  properties: ProductEventProperties[E],
  now = new Date(),
): Promise<void> {
  await tx
    .delete(storedProductEvents)
    .where(lt(storedProductEvents.createdAt, new Date(now.getTime() - STORED_EVENTS_MAX_AGE_MS)));
  await tx
    .insert(storedProductEvents)
    .values({ userId, event, properties: properties as Record<string, unknown>, createdAt: now });
}

/**
 * Takes every event stored for the user: one DELETE … RETURNING, so two pages rendered at once on
 * two instances cannot both have them. Returns the ones still worth sending (not past their age,
 * still matching the event map), oldest first.
 */
export async function takeEvents(db: Database, userId: string, now = new Date()): Promise<NotedEvent[]> {
  const taken = await db.delete(storedProductEvents).where(eq(storedProductEvents.userId, userId)).returning();
  return taken
    .filter(
      (row) =>
        row.createdAt.getTime() > now.getTime() - STORED_EVENTS_MAX_AGE_MS &&
        productEventProblem(row.event, row.properties) === null,
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => ({ event: row.event, properties: row.properties }) as NotedEvent);
}
