import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payFromCredit, prorate, unusedTimeCredit } from './proration';

const ANNUAL = 49990;
const MONTHLY = 4999;
const WEEKLY = 1153;
const yearStart = new Date('2026-01-01T00:00:00Z');
const yearEnd = new Date('2027-01-01T00:00:00Z'); // 365 days: 31,536,000 s

describe('unusedTimeCredit (to the second, halves rounded up)', () => {
  it('Annual $499.90 paid on 1 January 2026, switched on 31 January at 10:00 UTC: eleven twelfths unused, $458.24', () => {
    // 28,908,000 of 31,536,000 seconds unused: 49990 × 11/12 = 45824.1666… → 45824.
    expect(unusedTimeCredit(ANNUAL, yearStart, yearEnd, new Date('2026-01-31T10:00:00Z'))).toBe(45824);
  });

  it('after exactly three weeks of the year: 344/365 of $499.90 = $471.14', () => {
    // 49990 × 344/365 = 47113.86… → 47114.
    expect(unusedTimeCredit(ANNUAL, yearStart, yearEnd, new Date('2026-01-22T00:00:00Z'))).toBe(47114);
  });

  it('Weekly $11.53 after two days: 5/7 unused, 823.57… → $8.24', () => {
    const start = new Date('2026-03-02T00:00:00Z');
    const end = new Date('2026-03-09T00:00:00Z');
    expect(unusedTimeCredit(WEEKLY, start, end, new Date('2026-03-04T00:00:00Z'))).toBe(824);
  });

  it('rounds an exact half cent up: 1 cent over 2 seconds, one second in, is 0.5 → 1', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2026-01-01T00:00:02Z');
    expect(unusedTimeCredit(1, start, end, new Date('2026-01-01T00:00:01Z'))).toBe(1);
    // 3 cents over 2 seconds, one left: 1.5 → 2.
    expect(unusedTimeCredit(3, start, end, new Date('2026-01-01T00:00:01Z'))).toBe(2);
  });

  it('counts whole seconds: milliseconds do not change the credit', () => {
    const at = new Date('2026-01-31T10:00:00.000Z');
    const later = new Date('2026-01-31T10:00:00.999Z');
    expect(unusedTimeCredit(ANNUAL, yearStart, yearEnd, later)).toBe(unusedTimeCredit(ANNUAL, yearStart, yearEnd, at));
  });

  it('the whole price at the period’s start (or before it), nothing at its end (or after)', () => {
    expect(unusedTimeCredit(ANNUAL, yearStart, yearEnd, yearStart)).toBe(ANNUAL);
    expect(unusedTimeCredit(ANNUAL, yearStart, yearEnd, new Date('2025-12-01T00:00:00Z'))).toBe(ANNUAL);
    expect(unusedTimeCredit(ANNUAL, yearStart, yearEnd, yearEnd)).toBe(0);
    expect(unusedTimeCredit(ANNUAL, yearStart, yearEnd, new Date('2027-06-01T00:00:00Z'))).toBe(0);
  });

  it('refuses a negative or fractional price and an empty period', () => {
    expect(() => unusedTimeCredit(-1, yearStart, yearEnd, yearStart)).toThrow(RangeError);
    expect(() => unusedTimeCredit(1.5, yearStart, yearEnd, yearStart)).toThrow(RangeError);
    expect(() => unusedTimeCredit(ANNUAL, yearEnd, yearStart, yearStart)).toThrow(RangeError);
  });
});

describe('prorate: the switch’s amounts', () => {
  it('Annual → Monthly on 31 January 2026 10:00 UTC: $458.24 credit, $0.00 charged, $408.25 left', () => {
    expect(
      prorate({
        oldPriceCents: ANNUAL,
        periodStart: yearStart,
        periodEnd: yearEnd,
        newPriceCents: MONTHLY,
        balanceCents: 0,
        at: new Date('2026-01-31T10:00:00Z'),
      }),
    ).toEqual({ unusedCreditCents: 45824, chargedTodayCents: 0, creditLeftCents: 40825 });
  });

  it('Weekly → Annual after two days: $8.24 credit, $491.66 charged, nothing left', () => {
    expect(
      prorate({
        oldPriceCents: WEEKLY,
        periodStart: new Date('2026-03-02T00:00:00Z'),
        periodEnd: new Date('2026-03-09T00:00:00Z'),
        newPriceCents: ANNUAL,
        balanceCents: 0,
        at: new Date('2026-03-04T00:00:00Z'),
      }),
    ).toEqual({ unusedCreditCents: 824, chargedTodayCents: 49166, creditLeftCents: 0 });
  });

  it('credit already on the account is used with the unused time', () => {
    expect(
      prorate({
        oldPriceCents: MONTHLY,
        periodStart: new Date('2026-02-28T10:00:00Z'),
        periodEnd: new Date('2026-03-28T10:00:00Z'),
        newPriceCents: WEEKLY,
        balanceCents: 35826,
        at: new Date('2026-02-28T10:00:00Z'),
      }),
    ).toEqual({ unusedCreditCents: MONTHLY, chargedTodayCents: 0, creditLeftCents: 35826 + MONTHLY - WEEKLY });
  });
});

describe('payFromCredit (a renewal)', () => {
  it('takes the price from the credit first, the rest from the card', () => {
    expect(payFromCredit(MONTHLY, 40825)).toEqual({ chargedCents: 0, creditLeftCents: 35826 });
    expect(payFromCredit(MONTHLY, 1000)).toEqual({ chargedCents: 3999, creditLeftCents: 0 });
    expect(payFromCredit(MONTHLY, 0)).toEqual({ chargedCents: MONTHLY, creditLeftCents: 0 });
  });
});

describe('properties (fast-check)', () => {
  const SECOND = 1000;
  const switchCase = fc
    .record({
      oldPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
      newPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
      balanceCents: fc.integer({ min: 0, max: 10_000_000 }),
      startSeconds: fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
      lengthSeconds: fc.integer({ min: 1, max: 400 * 86_400 }),
      // From a little before the period to a little after it.
      offsetSeconds: fc.integer({ min: -86_400, max: 401 * 86_400 }),
    })
    .map((c) => ({
      ...c,
      periodStart: new Date(c.startSeconds * SECOND),
      periodEnd: new Date((c.startSeconds + c.lengthSeconds) * SECOND),
      at: new Date((c.startSeconds + c.offsetSeconds) * SECOND),
    }));

  it('the credit is never negative and never more than what was paid for the period', () => {
    fc.assert(
      fc.property(switchCase, (c) => {
        const credit = unusedTimeCredit(c.oldPriceCents, c.periodStart, c.periodEnd, c.at);
        return Number.isInteger(credit) && credit >= 0 && credit <= c.oldPriceCents;
      }),
    );
  });

  it('the credit is within half a cent of the exact share of the price', () => {
    fc.assert(
      fc.property(switchCase, (c) => {
        const credit = unusedTimeCredit(c.oldPriceCents, c.periodStart, c.periodEnd, c.at);
        const unused = Math.min(c.lengthSeconds, Math.max(0, c.lengthSeconds - c.offsetSeconds));
        // In integers: |2·credit·t − 2·p·u| ≤ t.
        const t = BigInt(c.lengthSeconds);
        const gap = 2n * BigInt(credit) * t - 2n * BigInt(c.oldPriceCents) * BigInt(unused);
        return (gap < 0n ? -gap : gap) <= t;
      }),
    );
  });

  it('the later the switch, the smaller the credit', () => {
    fc.assert(
      fc.property(switchCase, fc.integer({ min: 0, max: 30 * 86_400 }), (c, delay) => {
        const now = unusedTimeCredit(c.oldPriceCents, c.periodStart, c.periodEnd, c.at);
        const later = unusedTimeCredit(
          c.oldPriceCents,
          c.periodStart,
          c.periodEnd,
          new Date(c.at.getTime() + delay * SECOND),
        );
        return later <= now;
      }),
    );
  });

  it('money is conserved: balance + credit + charged = new price + credit left; none negative; charge and credit left never both', () => {
    fc.assert(
      fc.property(switchCase, (c) => {
        const a = prorate(c);
        return (
          c.balanceCents + a.unusedCreditCents + a.chargedTodayCents === c.newPriceCents + a.creditLeftCents &&
          a.chargedTodayCents >= 0 &&
          a.creditLeftCents >= 0 &&
          (a.chargedTodayCents === 0 || a.creditLeftCents === 0) &&
          a.chargedTodayCents <= c.newPriceCents
        );
      }),
    );
  });

  it('renewals paid from credit conserve money too, and the credit only goes down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        (price, credit, renewals) => {
          let left = credit;
          let charged = 0;
          for (let i = 0; i < renewals; i++) {
            const paid = payFromCredit(price, left);
            if (paid.creditLeftCents > left) return false;
            charged += paid.chargedCents;
            left = paid.creditLeftCents;
          }
          return credit + charged === price * renewals + left;
        },
      ),
    );
  });
});
