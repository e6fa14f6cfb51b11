/** Billing cycles as the product names them (the home toggle, `/pricing?cycle=`). */
export const billingCycles = ['weekly', 'monthly', 'annual'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** Billing intervals as the payments provider names them. */
export const planIntervals = ['week', 'month', 'year'] as const;
export type PlanInterval = (typeof planIntervals)[number];

export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** Prices used when the plans call gives none (spec §3, §9), in cents. */
export const FALLBACK_PRICE_CENTS: Record<BillingCycle, number> = {
  weekly: 1153,
  monthly: 4999,
  annual: 49990,
};

export const DEFAULT_PLAN_FEATURES = [
  'Access to all premium tools',
  'Unlimited usage',
  'Priority support',
  'Advanced analytics',
  'API access',
  'Custom integrations',
] as const;

export const ANNUAL_SAVING_FEATURE = 'Save $99.98 annually';
export const ANNUAL_SAVING_BADGE = 'Save 17%';
export const APPS_COUNT_LABEL = '1000+';

export interface Plan {
  /** Price in cents. */
  price: number;
  interval: PlanInterval;
  features: string[];
}

export type PlanSet = Record<BillingCycle, Plan>;

const intervalOfCycle: Record<BillingCycle, PlanInterval> = {
  weekly: 'week',
  monthly: 'month',
  annual: 'year',
};
const cycleOfInterval: Record<PlanInterval, BillingCycle> = {
  week: 'weekly',
  month: 'monthly',
  year: 'annual',
};

export function intervalForCycle(cycle: BillingCycle): PlanInterval {
  return intervalOfCycle[cycle];
}

/** Reads `?cycle=`: anything but weekly, monthly or annual means monthly, never an error. */
export function parseBillingCycle(value: string | null | undefined): BillingCycle {
  return (billingCycles as readonly string[]).includes(value ?? '') ? (value as BillingCycle) : DEFAULT_BILLING_CYCLE;
}

export function defaultFeatures(cycle: BillingCycle): string[] {
  return cycle === 'annual' ? [...DEFAULT_PLAN_FEATURES, ANNUAL_SAVING_FEATURE] : [...DEFAULT_PLAN_FEATURES];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPlan(value: unknown): Partial<Plan> & { cycle?: BillingCycle } {
  if (!isRecord(value)) return {};
  const interval = planIntervals.find((i) => i === value.interval);
  const price = value.price;
  const features = value.features;
  const plan: Partial<Plan> & { cycle?: BillingCycle } = {};
  if (interval) {
    plan.interval = interval;
    plan.cycle = cycleOfInterval[interval];
  }
  if (typeof price === 'number' && Number.isInteger(price) && price > 0) plan.price = price;
  if (Array.isArray(features) && features.length > 0 && features.every((f) => typeof f === 'string')) {
    plan.features = features as string[];
  }
  return plan;
}

/**
 * Turns whatever the plans call answered — an array of plans, an object keyed by cycle or
 * interval, or nothing usable — into one plan per cycle, filling gaps with the fallbacks.
 */
export function normalizePlans(input: unknown): PlanSet {
  const found: Partial<Record<BillingCycle, Partial<Plan>>> = {};
  const candidates: Array<[string | undefined, unknown]> = Array.isArray(input)
    ? input.map((p) => [undefined, p])
    : isRecord(input)
      ? Object.entries(input)
      : [];
  for (const [key, raw] of candidates) {
    const plan = readPlan(raw);
    const keyCycle = key
      ? (billingCycles as readonly string[]).includes(key)
        ? (key as BillingCycle)
        : (planIntervals as readonly string[]).includes(key)
          ? cycleOfInterval[key as PlanInterval]
          : undefined
      : undefined;
    const cycle = plan.cycle ?? keyCycle;
    if (cycle && !found[cycle]) found[cycle] = plan;
  }
  return Object.fromEntries(
    billingCycles.map((cycle) => {
      const plan = found[cycle] ?? {};
      return [
        cycle,
        {
          price: plan.price ?? FALLBACK_PRICE_CENTS[cycle],
          interval: intervalOfCycle[cycle],
          features: plan.features ?? defaultFeatures(cycle),
        },
      ];
    }),
  ) as PlanSet;
}

// Building a NumberFormat is costly; one shared instance serves every render.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 4999 → "$49.99". */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}

const perLabel: Record<BillingCycle, string> = { weekly: 'week', monthly: 'month', annual: 'year' };
export function periodLabel(cycle: BillingCycle): string {
  return perLabel[cycle];
}

const cycleName: Record<BillingCycle, string> = { weekly: 'Weekly', monthly: 'Monthly', annual: 'Annually' };
/** The subscribe button's text: "Subscribe Weekly" | "Subscribe Monthly" | "Subscribe Annually". */
export function subscribeLabel(cycle: BillingCycle): string {
  return `Subscribe ${cycleName[cycle]}`;
}

const cycleTitle: Record<BillingCycle, string> = { weekly: 'Weekly', monthly: 'Monthly', annual: 'Annual' };
export function cycleLabel(cycle: BillingCycle): string {
  return cycleTitle[cycle];
}

export function pricingHref(cycle: BillingCycle): string {
  return `/pricing?cycle=${cycle}`;
}

/** What moving a subscription from one plan to another is. */
export type PlanChange = 'upgrade' | 'downgrade' | 'same';

/**
 * Perch's plan-change rule: a longer billing cycle (weekly → monthly → annual) is an upgrade —
 * more committed, and cheaper per week — and a shorter one a downgrade. The same plan is no change.
 */
export function planChange(from: BillingCycle, to: BillingCycle): PlanChange {
  const rank = billingCycles.indexOf(to) - billingCycles.indexOf(from);
  return rank > 0 ? 'upgrade' : rank < 0 ? 'downgrade' : 'same';
}

/** Whether `value` names a plan (a form's or a provider's text, unchecked). */
export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (billingCycles as readonly string[]).includes(value);
}

/**
 * What switching plan now would cost and leave, worked out by the billing provider before the
 * switch (the confirmation shows it; "Confirm switch" posts `prorationDate` back so the switch
 * applies exactly these amounts). Money in integer cents.
 */
export interface PlanChangeQuote {
  /** The plan switched from. */
  from: BillingCycle;
  /** The plan switched to, and its price for a full period. */
  plan: BillingCycle;
  priceCents: number;
  /** Unix seconds the amounts are worked out at: the new period starts then. */
  prorationDate: number;
  /** The old plan's unused time, credited. */
  unusedCreditCents: number;
  /** Credit already on the account before the switch. */
  balanceCents: number;
  /** Charged to the card at the switch: the new price minus every credit, never below 0. */
  chargedTodayCents: number;
  /** Credit that stays on the account for the next charges. */
  creditLeftCents: number;
  /** ISO date-time of the next renewal (the new period's end). */
  nextChargeAt: string;
  /** What that renewal will charge, after the credit left is used. */
  nextChargeCents: number;
}
