import { eq } from 'drizzle-orm';
import type { BillingCycle, PlanInterval } from '@perch/ui/plans';
import { intervalForCycle } from '@perch/ui/plans';
import type { Database } from '../db/client';
import { subscriptions, users, type SubscriptionStatus } from '../db/schema';
import type { Transaction } from '../http/idempotency';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Db = Database | Transaction;

/** Statuses that give Pro (spec §4: hasPermission = an active subscription; trialing counts). */
export const PERMITTING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

export function permits(status: SubscriptionStatus | 'none'): boolean {
  return (PERMITTING_STATUSES as readonly string[]).includes(status);
}

/** GET /api/subscription/current's answer. */
export type SubscriptionView =
  | { status: 'none' }
  | {
      status: SubscriptionStatus;
      plan: BillingCycle;
      interval: PlanInterval;
      priceCents: number;
      /** Credit on the account (a plan change's unused time), used on the next charges first. */
      creditCents: number;
      /** ISO date-times of the current period (a plan change prorates over it). */
      currentPeriodStart: string;
      currentPeriodEnd: string;
      cancelAtPeriodEnd: boolean;
      provider: 'embedded' | 'stripe';
      card: { brand: string; last4: string } | null;
    };

export function viewOf(row: SubscriptionRow | null): SubscriptionView {
  if (!row) return { status: 'none' };
  return {
    status: row.status,
    plan: row.plan,
    interval: intervalForCycle(row.plan),
    priceCents: row.priceCents,
    creditCents: row.creditCents,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}

/** The end of a billing period that starts at `start` (calendar months and years, in UTC). */
export function periodEnd(start: Date, interval: PlanInterval): Date {
  const end = new Date(start);
  if (interval === 'week') end.setUTCDate(end.getUTCDate() + 7);
  else if (interval === 'month') {
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + 1);
    // 31 January + 1 month is the last day of February, not 3 March.
    const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, last));
  } else {
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, last));
  }
  return end;
}

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** Keeps users.has_permission in step with the subscription, in the same transaction. */
async function syncPermission(tx: Db, userId: string, status: SubscriptionStatus | 'none'): Promise<void> {
  await tx
    .update(users)
    .set({ hasPermission: permits(status), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Records a user's new subscription, replacing an ended one (one row per user), and grants Pro. */
export async function recordSubscription(tx: Db, values: NewSubscription): Promise<SubscriptionRow> {
  const now = new Date();
  const [row] = await tx
    .insert(subscriptions)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, createdAt: now, updatedAt: now } })
    .returning();
  await syncPermission(tx, values.userId, values.status);
  return row!;
}

export async function updateSubscription(
  tx: Db,
  row: SubscriptionRow,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [updated] = await tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id))
    .returning();
  await syncPermission(tx, row.userId, updated!.status);
  return updated!;
}
