import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import { perAddress, type Budget } from '../services/addressLimits';
import { takeRequest, type RateLimit } from '../services/rateLimit';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * What one browser may write (usage records, lists, requests, its profile), each write counted,
 * one by one or in a batch: plenty for a person, and a ceiling on how fast a client can grow the
 * database. A visitor's day is smaller than a signed-in user's.
 */
export const WRITES_PER_CALLER_MINUTE: Budget = { max: 300, windowMs: MINUTE };
export const WRITES_PER_GUEST_DAY: Budget = { max: 2_000, windowMs: DAY };
export const WRITES_PER_USER_DAY: Budget = { max: 10_000, windowMs: DAY };
/**
 * What one client address may write, all its browsers together: a guest id is a cookie anyone can
 * make anew, so the address is the ceiling (scaled by PERCH_ADDRESS_LIMIT_SCALE for offices
 * behind one address).
 */
export const WRITES_PER_ADDRESS_MINUTE: Budget = { max: 3_000, windowMs: MINUTE };
export const WRITES_PER_ADDRESS_DAY: Budget = { max: 50_000, windowMs: DAY };

export const TOO_MANY_WRITES = 'Too many changes in a short time. Nothing was lost: try again in a moment.';

/** The budgets a write by `caller` from `address` counts against. */
export function writeBudgets(caller: Caller, address: string | null, addressScale: number): RateLimit[] {
  const budgets: RateLimit[] = [
    { scope: `writes-minute:${caller.scope}`, ...WRITES_PER_CALLER_MINUTE },
    {
      scope: `writes-day:${caller.scope}`,
      ...(caller.kind === 'user' ? WRITES_PER_USER_DAY : WRITES_PER_GUEST_DAY),
    },
  ];
  if (address) {
    budgets.push(
      { scope: `writes-minute-address:${address}`, ...perAddress(WRITES_PER_ADDRESS_MINUTE, addressScale) },
      { scope: `writes-day-address:${address}`, ...perAddress(WRITES_PER_ADDRESS_DAY, addressScale) },
    );
  }
  return budgets;
}

/** Counts `count` writes (a batch's items at once); 429 with Retry-After past any budget. */
export async function takeWriteBudget(
  db: Database,
  caller: Caller,
  address: string | null,
  count: number,
  addressScale: number,
  now = new Date(),
): Promise<void> {
  if (count <= 0) return;
  await takeRequest(db, writeBudgets(caller, address, addressScale), now, { by: count, message: TOO_MANY_WRITES });
}
