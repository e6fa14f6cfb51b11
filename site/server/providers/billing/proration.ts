/**
 * The plan-change arithmetic, pure and in integer cents: Stripe's default proration
 * (`proration_behavior: create_prorations` with the billing cycle anchor reset to now, as an
 * interval change does). A switch takes effect at the proration moment: the unused part of the
 * period paid for is credited, prorated to the second; the new plan's first period starts then
 * and its price is taken from the credit (and any credit already on the account) first; whatever
 * credit is left stays on the account, as Stripe's customer balance, and pays the next renewals.
 *
 * Rounding: the credit for unused time is price × unused seconds ÷ period seconds, rounded to the
 * nearest cent with halves rounded up (computed exactly in integers, no floating point).
 */

/** What a switch costs and leaves, in cents. */
export interface ProrationAmounts {
  /** The old plan's unused time, credited: 0 ≤ credit ≤ the old price. */
  unusedCreditCents: number;
  /** The new plan's price minus every credit, never below 0: what the card is charged now. */
  chargedTodayCents: number;
  /** Credit that remains on the account after the new plan's first period is paid. */
  creditLeftCents: number;
}

const assertCents = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of cents ≥ 0`);
};

/** Whole Unix seconds, as Stripe counts time (proration is to the second). */
export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * The credit for the unused part of a period paid at `priceCents`: price × unused seconds ÷ the
 * period's seconds, halves rounded up. A moment before the period gives the whole price back,
 * one after it nothing.
 */
export function unusedTimeCredit(priceCents: number, periodStart: Date, periodEnd: Date, at: Date): number {
  assertCents('priceCents', priceCents);
  const start = unixSeconds(periodStart);
  const end = unixSeconds(periodEnd);
  const total = end - start;
  if (total <= 0) throw new RangeError('the period must end after it starts');
  const unused = Math.min(total, Math.max(0, end - unixSeconds(at)));
  // round(p·u/t) with halves up = floor((2·p·u + t) / (2·t)), exact in BigInt.
  const p = BigInt(priceCents);
  const u = BigInt(unused);
  const t = BigInt(total);
  return Number((2n * p * u + t) / (2n * t));
}

/**
 * A bill of `dueCents` paid from `creditCents` first: what the card is charged and what credit
 * is left. Money is conserved: credit + charged = due + left.
 */
export function payFromCredit(
  dueCents: number,
  creditCents: number,
): { chargedCents: number; creditLeftCents: number } {
  assertCents('dueCents', dueCents);
  assertCents('creditCents', creditCents);
  return { chargedCents: Math.max(0, dueCents - creditCents), creditLeftCents: Math.max(0, creditCents - dueCents) };
}

export interface PlanSwitch {
  /** The price paid for the current period. */
  oldPriceCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** The new plan's price for its first (full) period. */
  newPriceCents: number;
  /** Credit already on the account (from an earlier switch). */
  balanceCents: number;
  /** The proration moment. */
  at: Date;
}

/** The amounts of a switch at `at`: the unused time credited, the new price paid from every credit, the rest kept. */
export function prorate({
  oldPriceCents,
  periodStart,
  periodEnd,
  newPriceCents,
  balanceCents,
  at,
}: PlanSwitch): ProrationAmounts {
  const unusedCreditCents = unusedTimeCredit(oldPriceCents, periodStart, periodEnd, at);
  const { chargedCents, creditLeftCents } = payFromCredit(newPriceCents, balanceCents + unusedCreditCents);
  return { unusedCreditCents, chargedTodayCents: chargedCents, creditLeftCents };
}
