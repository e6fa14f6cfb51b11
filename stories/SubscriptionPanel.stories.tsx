import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PlanChangeQuote } from '../packages/ui/src/plans';
import {
  chargeOn,
  confirmSwitchQuestion,
  creditLine,
  keepPlanLabel,
  SUBSCRIPTION_TEXT,
  SubscriptionPanel,
  switchLabel,
  type PlanChoice,
  type SubscriptionSummary,
} from '../packages/ui/src';

const periodEnd = '2027-11-23T12:00:00.000Z';
const active: SubscriptionSummary = {
  status: 'active',
  plan: 'annual',
  priceCents: 49990,
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  card: { brand: 'Visa', last4: '4242' },
};

/** The embedded checkout's plans at the spec's fallback prices. */
const planChoices: PlanChoice[] = [
  { plan: 'weekly', priceCents: 1153 },
  { plan: 'monthly', priceCents: 4999 },
  { plan: 'annual', priceCents: 49990 },
];

/**
 * The golden example (site/server/providers/billing/proration.test.ts): Annual $499.90 paid on
 * 1 January 2026, Monthly chosen on 31 January at 10:00 UTC — eleven twelfths unused.
 */
const annualToMonthly: PlanChangeQuote = {
  from: 'annual',
  plan: 'monthly',
  priceCents: 4999,
  prorationDate: 1769853600,
  unusedCreditCents: 45824,
  balanceCents: 0,
  chargedTodayCents: 0,
  creditLeftCents: 40825,
  nextChargeAt: '2026-02-28T10:00:00.000Z',
  nextChargeCents: 0,
};
const annualYear: SubscriptionSummary = { ...active, currentPeriodEnd: '2027-01-01T00:00:00.000Z' };
/** After that switch: Monthly, with the credit left on the record. */
const monthlyWithCredit: SubscriptionSummary = {
  ...active,
  plan: 'monthly',
  priceCents: 4999,
  currentPeriodEnd: '2026-02-28T10:00:00.000Z',
  creditCents: 40825,
};

/** Every status the panel can show, with the badge text and the action it offers. */
const EVERY_STATUS: Array<{ name: string; subscription: SubscriptionSummary; badge: string; action: RegExp | string }> =
  [
    { name: 'none', subscription: { status: 'none' }, badge: 'No subscription', action: SUBSCRIPTION_TEXT.seePlans },
    { name: 'active', subscription: active, badge: 'Active', action: SUBSCRIPTION_TEXT.cancel },
    {
      name: 'ending',
      subscription: { ...active, plan: 'monthly', priceCents: 4999, cancelAtPeriodEnd: true },
      badge: 'Cancels at period end',
      action: SUBSCRIPTION_TEXT.resume,
    },
    {
      name: 'trialing',
      subscription: { ...active, status: 'trialing', plan: 'weekly', priceCents: 1153 },
      badge: 'Trial',
      action: SUBSCRIPTION_TEXT.cancel,
    },
    {
      name: 'past_due',
      subscription: { ...active, status: 'past_due' },
      badge: 'Payment failed',
      action: SUBSCRIPTION_TEXT.subscribeAgain,
    },
    {
      name: 'unpaid',
      subscription: { ...active, status: 'unpaid' },
      badge: 'Unpaid',
      action: SUBSCRIPTION_TEXT.subscribeAgain,
    },
    {
      name: 'canceled',
      subscription: { ...active, status: 'canceled', card: null },
      badge: 'Ended',
      action: SUBSCRIPTION_TEXT.subscribeAgain,
    },
    {
      name: 'incomplete',
      subscription: { ...active, status: 'incomplete' },
      badge: 'Incomplete',
      action: SUBSCRIPTION_TEXT.subscribeAgain,
    },
    {
      name: 'incomplete_expired',
      subscription: { ...active, status: 'incomplete_expired' },
      badge: 'Expired',
      action: SUBSCRIPTION_TEXT.subscribeAgain,
    },
    {
      name: 'paused',
      subscription: { ...active, status: 'paused' },
      badge: 'Paused',
      action: SUBSCRIPTION_TEXT.subscribeAgain,
    },
  ];

const meta = {
  title: 'Payments/SubscriptionPanel',
  component: SubscriptionPanel,
  args: { subscription: active, onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriptionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active: plan, price, renewal date and card; Cancel at period end is offered. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('Active')).toBeVisible();
    await expect(panel.getByText('Pro · Annual')).toBeVisible();
    await expect(panel.getByText('$499.90 / year')).toBeVisible();
    await expect(panel.getByText('Renews on')).toBeVisible();
    await expect(panel.getByText('November 23, 2027')).toBeVisible();
    await expect(panel.getByText('Visa ending 4242')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: SUBSCRIPTION_TEXT.cancel }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
  },
};

export const Playground: Story = {};

/** Cancelled at period end: says when Pro ends and offers Resume. */
export const Ending: Story = {
  args: { subscription: { ...active, cancelAtPeriodEnd: true } },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('Cancels at period end')).toBeVisible();
    await expect(panel.getByText('Pro ends on')).toBeVisible();
    await expect(
      panel.getByText('Your subscription will not renew. Pro stays on until November 23, 2027.'),
    ).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: SUBSCRIPTION_TEXT.resume }));
    await expect(args.onAction).toHaveBeenCalledWith('resume');
  },
};

/** A provider with a billing portal (Stripe): "Manage billing" replaces cancel and resume; plans are still switched here, by the same rule. */
export const WithPortal: Story = {
  args: { manageHref: '/subscription/portal', planChoices, onChoosePlan: fn() },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('link', { name: SUBSCRIPTION_TEXT.manage })).toHaveAttribute(
      'href',
      '/subscription/portal',
    );
    await expect(panel.queryByRole('button', { name: SUBSCRIPTION_TEXT.cancel })).toBeNull();
    const choices = within(panel.getByRole('region', { name: SUBSCRIPTION_TEXT.changePlan }));
    await userEvent.click(choices.getByRole('button', { name: `${switchLabel('monthly')} $49.99 / month` }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith('monthly');
  },
};

/** Weekly, with the embedded checkout: the other two plans are offered with their prices; a click chooses one (nothing changes yet). */
export const ChangePlan: Story = {
  args: {
    subscription: { ...active, plan: 'weekly', priceCents: 1153 },
    planChoices,
    onChoosePlan: fn(),
    onChangePlan: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    const choices = within(panel.getByRole('region', { name: SUBSCRIPTION_TEXT.changePlan }));
    await expect(choices.getByText(SUBSCRIPTION_TEXT.changePlanNote)).toBeVisible();
    await expect(choices.queryByRole('button', { name: new RegExp(switchLabel('weekly')) })).toBeNull();
    await expect(choices.getByRole('button', { name: `${switchLabel('monthly')} $49.99 / month` })).toBeVisible();
    const annual = choices.getByRole('button', { name: `${switchLabel('annual')} $499.90 / year` });
    await expect(annual).toHaveAttribute('data-change', 'upgrade');
    await userEvent.click(annual);
    await expect(args.onChoosePlan).toHaveBeenCalledWith('annual');
    await expect(args.onChangePlan).not.toHaveBeenCalled();
    // Cancel at period end stays its own form and action.
    await expect(panel.getByRole('button', { name: SUBSCRIPTION_TEXT.cancel })).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/**
 * Monthly chosen on an Annual plan (the page's ?switch=monthly): the question, the amounts worked
 * out before the switch, the rule, Confirm switch (posting the quote's moment) and the way back.
 */
export const ConfirmSwitch: Story = {
  args: {
    subscription: annualYear,
    planChoices,
    quote: annualToMonthly,
    pageHref: '/subscription',
    onChangePlan: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const choices = within(within(canvasElement).getByRole('region', { name: SUBSCRIPTION_TEXT.changePlan }));
    await expect(choices.getByText(confirmSwitchQuestion({ plan: 'monthly', priceCents: 4999 }))).toBeVisible();
    await expect(choices.getByText('Switch to Monthly for $49.99 / month?')).toBeVisible();
    const amounts = canvasElement.querySelector<HTMLElement>('[data-part="plan-quote"]')!;
    const rows = [...amounts.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    await expect(rows).toEqual([
      `${SUBSCRIPTION_TEXT.quoteUnusedCredit}: $458.24`,
      `${SUBSCRIPTION_TEXT.quoteChargedToday}: $0.00`,
      `${SUBSCRIPTION_TEXT.quoteCreditLeft}: $408.25`,
      `${SUBSCRIPTION_TEXT.nextCharge}: ${chargeOn(0, '2026-02-28T10:00:00.000Z')}`,
    ]);
    await expect(choices.getByText('$0.00 on February 28, 2026')).toBeVisible();
    await expect(choices.getByText(SUBSCRIPTION_TEXT.changePlanNote)).toBeVisible();
    await expect(canvasElement.querySelector('input[name="prorationDate"]')).toHaveValue('1769853600');
    await expect(choices.queryByRole('button', { name: new RegExp(switchLabel('weekly')) })).toBeNull();
    await expect(choices.getByRole('link', { name: keepPlanLabel('annual') })).toHaveAttribute('href', '/subscription');
    await userEvent.click(choices.getByRole('button', { name: SUBSCRIPTION_TEXT.confirmSwitch }));
    await expect(args.onChangePlan).toHaveBeenCalledWith('monthly');
  },
};

/** Credit already on the account is shown as its own line of the amounts. */
export const ConfirmWithBalance: Story = {
  args: {
    subscription: monthlyWithCredit,
    planChoices,
    quote: {
      from: 'monthly',
      plan: 'weekly',
      priceCents: 1153,
      prorationDate: 1772272800,
      unusedCreditCents: 4999,
      balanceCents: 35826,
      chargedTodayCents: 0,
      creditLeftCents: 39672,
      nextChargeAt: '2026-03-07T10:00:00.000Z',
      nextChargeCents: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const choices = within(within(canvasElement).getByRole('region', { name: SUBSCRIPTION_TEXT.changePlan }));
    await expect(choices.getByText(SUBSCRIPTION_TEXT.quoteBalance)).toBeVisible();
    await expect(choices.getByText('$358.26')).toBeVisible();
    await expect(choices.getByText('$396.72')).toBeVisible();
  },
};

/** After a switch: the credit kept on the record, and the next charge it pays. */
export const WithCredit: Story = {
  args: { subscription: monthlyWithCredit },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText(SUBSCRIPTION_TEXT.credit, { selector: 'dt' })).toBeVisible();
    await expect(panel.getByText(creditLine(40825))).toBeVisible();
    await expect(panel.getByText('$408.25, used on your next charges')).toBeVisible();
    await expect(panel.getByText('$0.00 on February 28, 2026')).toBeVisible();
  },
};

/** Set to end: no switch is offered until it is resumed. */
export const EndingOffersNoSwitch: Story = {
  args: { subscription: { ...active, cancelAtPeriodEnd: true }, planChoices },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.queryByRole('region', { name: SUBSCRIPTION_TEXT.changePlan })).toBeNull();
    await expect(panel.getByRole('button', { name: SUBSCRIPTION_TEXT.resume })).toBeVisible();
  },
};

/** A failed renewal with a billing portal: says where to update the card, and Manage billing leads there. */
export const PastDueWithPortal: Story = {
  args: { manageHref: '/subscription/portal', subscription: { ...active, status: 'past_due', card: null } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('Payment failed', { selector: '[data-part="status"]' })).toBeVisible();
    await expect(panel.getByText(SUBSCRIPTION_TEXT.pastDueManage)).toBeVisible();
    await expect(panel.getByRole('link', { name: SUBSCRIPTION_TEXT.manage })).toHaveAttribute(
      'href',
      '/subscription/portal',
    );
  },
};

/** Ended, with a billing portal: past invoices stay in Manage billing, and Subscribe again starts over. */
export const EndedWithPortal: Story = {
  args: { manageHref: '/subscription/portal', subscription: { ...active, status: 'canceled', card: null } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('link', { name: SUBSCRIPTION_TEXT.manage })).toBeVisible();
    await expect(panel.getByRole('link', { name: SUBSCRIPTION_TEXT.subscribeAgain })).toHaveAttribute(
      'href',
      '/pricing?cycle=annual',
    );
  },
};

/** Every status, each with its badge and the one action it offers. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 36rem))', gap: '1.5rem' }}>
      {EVERY_STATUS.map(({ name, subscription }) => (
        <div key={name} data-story-status={name}>
          {/* Ten panels on one page: each region gets its own name (axe: landmark-unique). */}
          <SubscriptionPanel
            subscription={subscription}
            onAction={() => {}}
            aria-labelledby={undefined}
            aria-label={`Subscription, ${name}`}
          />
        </div>
      ))}
      <div data-story-status="confirm">
        <SubscriptionPanel
          subscription={annualYear}
          planChoices={planChoices}
          quote={annualToMonthly}
          onAction={() => {}}
          aria-labelledby={undefined}
          aria-label="Subscription, confirming a switch"
        />
      </div>
      <div data-story-status="credit">
        <SubscriptionPanel
          subscription={monthlyWithCredit}
          onAction={() => {}}
          aria-labelledby={undefined}
          aria-label="Subscription, with credit"
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const { name, badge, action } of EVERY_STATUS) {
      const panel = within(canvasElement.querySelector<HTMLElement>(`[data-story-status="${name}"]`)!);
      await expect(panel.getByText(badge, { selector: '[data-part="status"]' })).toBeVisible();
      await expect(
        panel.getByRole(
          action === SUBSCRIPTION_TEXT.cancel || action === SUBSCRIPTION_TEXT.resume ? 'button' : 'link',
          { name: action },
        ),
      ).toBeVisible();
    }
    const confirm = within(canvasElement.querySelector<HTMLElement>('[data-story-status="confirm"]')!);
    await expect(confirm.getByText('$458.24')).toBeVisible();
    await expect(confirm.getByRole('button', { name: SUBSCRIPTION_TEXT.confirmSwitch })).toBeVisible();
    const credit = within(canvasElement.querySelector<HTMLElement>('[data-story-status="credit"]')!);
    await expect(credit.getByText(creditLine(40825))).toBeVisible();
  },
};
