import { describe, expect, it } from 'vitest';
import {
  ANNUAL_SAVING_FEATURE,
  DEFAULT_PLAN_FEATURES,
  FALLBACK_PRICE_CENTS,
  formatPrice,
  isBillingCycle,
  normalizePlans,
  planChange,
  parseBillingCycle,
  pricingHref,
  subscribeLabel,
} from './plans';

describe('normalizePlans', () => {
  it('falls back to the spec prices and default features when the answer has nothing usable', () => {
    for (const input of [undefined, null, 'x', 42, [], {}, [{ price: 'free' }]]) {
      const plans = normalizePlans(input);
      expect(plans.weekly).toEqual({ price: 1153, interval: 'week', features: [...DEFAULT_PLAN_FEATURES] });
      expect(plans.monthly).toEqual({ price: 4999, interval: 'month', features: [...DEFAULT_PLAN_FEATURES] });
      expect(plans.annual).toEqual({
        price: 49990,
        interval: 'year',
        features: [...DEFAULT_PLAN_FEATURES, ANNUAL_SAVING_FEATURE],
      });
    }
  });

  it('reads an array of plans by interval and keeps the fallbacks for the missing ones', () => {
    const plans = normalizePlans([{ price: 999, interval: 'week', features: ['One'] }]);
    expect(plans.weekly).toEqual({ price: 999, interval: 'week', features: ['One'] });
    expect(plans.monthly.price).toBe(FALLBACK_PRICE_CENTS.monthly);
  });

  it('reads an object keyed by cycle or interval', () => {
    const plans = normalizePlans({ annual: { price: 40000 }, month: { price: 4000, interval: 'month' } });
    expect(plans.annual.price).toBe(40000);
    expect(plans.annual.interval).toBe('year');
    expect(plans.monthly.price).toBe(4000);
  });

  it('ignores negative, fractional and non-numeric prices and non-text features', () => {
    const plans = normalizePlans([
      { price: -5, interval: 'week' },
      { price: 12.5, interval: 'month', features: [1, 2] },
    ]);
    expect(plans.weekly.price).toBe(1153);
    expect(plans.monthly.price).toBe(4999);
    expect(plans.monthly.features).toEqual([...DEFAULT_PLAN_FEATURES]);
  });
});

describe('billing cycle helpers', () => {
  it('parses ?cycle= and treats anything else as monthly', () => {
    expect(parseBillingCycle('weekly')).toBe('weekly');
    expect(parseBillingCycle('annual')).toBe('annual');
    expect(parseBillingCycle('monthly')).toBe('monthly');
    for (const bad of [null, undefined, '', 'yearly', 'ANNUAL', '<script>']) {
      expect(parseBillingCycle(bad)).toBe('monthly');
    }
  });

  it('names the subscribe button and its link exactly as the spec says', () => {
    expect(subscribeLabel('weekly')).toBe('Subscribe Weekly');
    expect(subscribeLabel('monthly')).toBe('Subscribe Monthly');
    expect(subscribeLabel('annual')).toBe('Subscribe Annually');
    expect(pricingHref('annual')).toBe('/pricing?cycle=annual');
  });

  it('formats cents as dollars', () => {
    expect(formatPrice(1153)).toBe('$11.53');
    expect(formatPrice(49990)).toBe('$499.90');
  });
});

describe('planChange: a longer billing cycle is an upgrade', () => {
  it('weekly → monthly → annual are upgrades, each step and both at once', () => {
    expect(planChange('weekly', 'monthly')).toBe('upgrade');
    expect(planChange('monthly', 'annual')).toBe('upgrade');
    expect(planChange('weekly', 'annual')).toBe('upgrade');
  });
  it('a shorter cycle is a downgrade', () => {
    expect(planChange('annual', 'monthly')).toBe('downgrade');
    expect(planChange('monthly', 'weekly')).toBe('downgrade');
    expect(planChange('annual', 'weekly')).toBe('downgrade');
  });
  it('the same plan is no change', () => {
    for (const cycle of ['weekly', 'monthly', 'annual'] as const) expect(planChange(cycle, cycle)).toBe('same');
  });
  it('isBillingCycle accepts the three plans only', () => {
    expect(['weekly', 'monthly', 'annual'].every(isBillingCycle)).toBe(true);
    for (const other of ['Annual', 'yearly', '', ' weekly', null, undefined, 3, ['annual']])
      expect(isBillingCycle(other)).toBe(false);
  });
});
