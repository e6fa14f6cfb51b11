import { useId, type FormEvent, type HTMLAttributes } from 'react';
import {
  cycleLabel,
  formatPrice,
  periodLabel,
  planChange,
  type BillingCycle,
  type PlanChangeQuote,
} from '../../plans/plans';
import { button } from '../private/button.css';
import * as styles from './SubscriptionPanel.css';

/** Statuses as the payments provider names them ('none': never subscribed). */
export const subscriptionStatuses = [
  'none',
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatusName = (typeof subscriptionStatuses)[number];

/** What the panel shows: GET /api/subscription/current's answer. */
export type SubscriptionSummary =
  | { status: 'none' }
  | {
      status: Exclude<SubscriptionStatusName, 'none'>;
      plan: BillingCycle;
      priceCents: number;
      /** ISO date-time the current period ends (renews, or ends when cancelling). */
      currentPeriodEnd: string;
      cancelAtPeriodEnd: boolean;
      card?: { brand: string; last4: string } | null;
      /** Credit on the account in cents (a plan change's unused time), used on the next charges first. */
      creditCents?: number;
    };

export type SubscriptionAction = 'cancel' | 'resume';

export const SUBSCRIPTION_TEXT = {
  title: 'Your subscription',
  none: 'You have no subscription yet. Pro unlocks every tool and Parooty.',
  seePlans: 'See plans',
  subscribeAgain: 'Subscribe again',
  cancel: 'Cancel at period end',
  resume: 'Resume subscription',
  manage: 'Manage billing',
  ended: 'Your subscription has ended. Subscribe again to unlock Pro tools.',
  pastDue: 'Your last payment failed. Update your card to keep Pro.',
  /** past_due with a billing portal: where to fix it. */
  pastDueManage: 'Payment failed — update your card in Manage billing to keep Pro.',
  changePlan: 'Change plan',
  /**
   * The one plan-change rule, Stripe's default proration, for upgrades and downgrades alike
   * (site/server/providers/billing/proration.ts; both providers apply it).
   */
  changePlanNote:
    'A switch applies now and a new billing period starts today. The unused time of your current plan is credited (to the second, rounded to the cent) and pays for the new plan first; any credit left pays your next charges.',
  confirmSwitch: 'Confirm switch',
  /** The confirmation's amounts, worked out by the billing provider before the switch. */
  quoteUnusedCredit: 'Credit for unused time',
  quoteBalance: 'Credit already on your account',
  quoteChargedToday: 'Charged today',
  quoteCreditLeft: 'Credit left',
  nextCharge: 'Next charge',
  /** The record's credit after a switch: "Credit: $408.25, used on your next charges". */
  credit: 'Credit',
  creditNote: 'used on your next charges',
} as const;

/** "$0.00 on February 28, 2026": what a charge takes and when. */
export function chargeOn(cents: number, iso: string): string {
  return `${formatPrice(cents)} on ${formatBillingDate(iso)}`;
}

/** The record's credit line: "$408.25, used on your next charges". */
export function creditLine(cents: number): string {
  return `${formatPrice(cents)}, ${SUBSCRIPTION_TEXT.creditNote}`;
}

/** The confirmation's question: "Switch to Annual for $499.90 / year?" */
export function confirmSwitchQuestion(choice: PlanChoice): string {
  return `Switch to ${cycleLabel(choice.plan)} for ${formatPrice(choice.priceCents)} / ${periodLabel(choice.plan)}?`;
}

/** The way back from the confirmation: "Keep Weekly". */
export function keepPlanLabel(plan: BillingCycle): string {
  return `Keep ${cycleLabel(plan)}`;
}

/** A switch button's text: "Switch to Annual". */
export function switchLabel(plan: BillingCycle): string {
  return `Switch to ${cycleLabel(plan)}`;
}

/** A plan the subscriber may switch to, at the price they would pay. */
export interface PlanChoice {
  plan: BillingCycle;
  priceCents: number;
}

const STATUS_LABEL: Record<SubscriptionStatusName, string> = {
  none: 'No subscription',
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  unpaid: 'Unpaid',
  canceled: 'Ended',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** "November 23, 2027", in UTC so the server and the browser agree. */
export function formatBillingDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** The badge's state: an active subscription set to cancel shows as ending. */
export function panelState(summary: SubscriptionSummary): SubscriptionStatusName | 'ending' {
  if (summary.status === 'none') return 'none';
  if ((summary.status === 'active' || summary.status === 'trialing') && summary.cancelAtPeriodEnd) return 'ending';
  return summary.status;
}

export interface SubscriptionPanelProps extends HTMLAttributes<HTMLElement> {
  subscription: SubscriptionSummary;
  /**
   * The embedded checkout offers cancel at period end and resume as buttons posting `action`
   * to this page; a provider with a billing portal offers "Manage billing" (`manageHref`) instead.
   */
  manageHref?: string | undefined;
  /** Called instead of posting the action (stories, tests). */
  onAction?: (action: SubscriptionAction) => void;
  /**
   * The plans a live subscription may switch to: each is a button asking this page for
   * `?switch=plan` (its confirmation). The current plan is left out. Not shown while the
   * subscription is set to end.
   */
  planChoices?: readonly PlanChoice[] | undefined;
  /**
   * The plan chosen and waiting for confirmation (the page's `?switch=plan`), with the amounts the
   * billing provider worked out for it: the choices give way to the question, the amounts,
   * "Confirm switch" (posting `action=change-plan`, `plan` and the quote's `prorationDate`) and a
   * way back.
   */
  quote?: PlanChangeQuote | undefined;
  /** The page itself, without the query: the way back from the confirmation. */
  pageHref?: string | undefined;
  /** Called instead of asking the page for `?switch=plan` (stories, tests). */
  onChoosePlan?: (plan: BillingCycle) => void;
  /** Called instead of posting the confirmed switch (stories, tests). */
  onChangePlan?: (plan: BillingCycle) => void;
}

/** The confirmation's amounts: the credit, what is charged today, the credit left and the next charge. */
function QuoteAmounts({ quote }: { quote: PlanChangeQuote }) {
  const rows: Array<[label: string, part: string, figure: string]> = [
    [SUBSCRIPTION_TEXT.quoteUnusedCredit, 'quote-credit', formatPrice(quote.unusedCreditCents)],
    ...(quote.balanceCents > 0
      ? [[SUBSCRIPTION_TEXT.quoteBalance, 'quote-balance', formatPrice(quote.balanceCents)] as [string, string, string]]
      : []),
    [SUBSCRIPTION_TEXT.quoteChargedToday, 'quote-charged', formatPrice(quote.chargedTodayCents)],
    [SUBSCRIPTION_TEXT.quoteCreditLeft, 'quote-credit-left', formatPrice(quote.creditLeftCents)],
    [SUBSCRIPTION_TEXT.nextCharge, 'quote-next-charge', chargeOn(quote.nextChargeCents, quote.nextChargeAt)],
  ];
  return (
    <dl className={styles.amounts} data-part="plan-quote">
      {rows.map(([label, part, figure]) => (
        // A div per pair (allowed in a dl): on a phone the figure wraps under its label, not the label into a column.
        <div key={part} className={styles.amountRow}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value} data-part={part}>
            {figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the period's end date means: a renewal, the last day of Pro, the end of a period whose
 * payment failed (Stripe keeps the period while it retries), or a period that is over.
 */
function periodTerm(subscription: SubscriptionSummary): string {
  if (subscription.status === 'active' || subscription.status === 'trialing')
    return subscription.cancelAtPeriodEnd ? 'Pro ends on' : 'Renews on';
  if (subscription.status === 'past_due' || subscription.status === 'unpaid') return 'Current period ends';
  return 'Period ended';
}

/** /subscription's panel: status, plan, price, renewal date and what can be done about it. */
export function SubscriptionPanel({
  subscription,
  manageHref,
  onAction,
  planChoices,
  quote,
  pageHref = '?',
  onChoosePlan,
  onChangePlan,
  className,
  ...rest
}: SubscriptionPanelProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const state = panelState(subscription);
  const label = state === 'ending' ? 'Cancels at period end' : STATUS_LABEL[subscription.status];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onAction) return;
    event.preventDefault();
    onAction(new FormData(event.currentTarget).get('action') as SubscriptionAction);
  };
  const live = subscription.status === 'active' || subscription.status === 'trialing';
  const switchable =
    live && !subscription.cancelAtPeriodEnd
      ? (planChoices ?? []).filter((choice) => choice.plan !== subscription.plan)
      : [];
  const confirming = quote && switchable.some((choice) => choice.plan === quote.plan) ? quote : undefined;
  const credit = subscription.status !== 'none' ? (subscription.creditCents ?? 0) : 0;
  const choose = (event: FormEvent<HTMLFormElement>) => {
    if (!onChoosePlan) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value) onChoosePlan(submitter.value as BillingCycle);
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    if (!onChangePlan || !confirming) return;
    event.preventDefault();
    onChangePlan(confirming.plan);
  };
  return (
    <section
      aria-labelledby={titleId}
      className={[styles.panel, className].filter(Boolean).join(' ')}
      data-part="subscription-panel"
      data-state={state}
      {...rest}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {SUBSCRIPTION_TEXT.title}
        </h2>
        <span className={styles.status} data-part="status" data-state={state}>
          {label}
        </span>
      </div>
      {subscription.status === 'none' ? (
        <>
          <p className={styles.note}>{SUBSCRIPTION_TEXT.none}</p>
          <div className={styles.actions}>
            <a className={button({ tone: 'primary' })} href="/pricing">
              {SUBSCRIPTION_TEXT.seePlans}
            </a>
          </div>
        </>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt className={styles.term}>Plan</dt>
            <dd className={styles.value}>Pro · {cycleLabel(subscription.plan)}</dd>
            <dt className={styles.term}>Price</dt>
            <dd className={styles.value}>
              {formatPrice(subscription.priceCents)} / {periodLabel(subscription.plan)}
            </dd>
            <dt className={styles.term}>{periodTerm(subscription)}</dt>
            <dd className={styles.value} data-part="period-end">
              {formatBillingDate(subscription.currentPeriodEnd)}
            </dd>
            {credit > 0 ? (
              <>
                <dt className={styles.term}>{SUBSCRIPTION_TEXT.credit}</dt>
                <dd className={styles.value} data-part="credit">
                  {creditLine(credit)}
                </dd>
                {live && !subscription.cancelAtPeriodEnd ? (
                  <>
                    <dt className={styles.term}>{SUBSCRIPTION_TEXT.nextCharge}</dt>
                    <dd className={styles.value} data-part="next-charge">
                      {chargeOn(Math.max(0, subscription.priceCents - credit), subscription.currentPeriodEnd)}
                    </dd>
                  </>
                ) : null}
              </>
            ) : null}
            {subscription.card ? (
              <>
                <dt className={styles.term}>Card</dt>
                <dd className={styles.value}>
                  {subscription.card.brand} ending {subscription.card.last4}
                </dd>
              </>
            ) : null}
          </dl>
          {state === 'ending' ? (
            <p className={styles.note}>
              Your subscription will not renew. Pro stays on until {formatBillingDate(subscription.currentPeriodEnd)}.
            </p>
          ) : null}
          {subscription.status === 'canceled' || subscription.status === 'incomplete_expired' ? (
            <p className={styles.note}>{SUBSCRIPTION_TEXT.ended}</p>
          ) : null}
          {subscription.status === 'past_due' || subscription.status === 'unpaid' ? (
            <p className={styles.note} data-part="past-due">
              {manageHref ? SUBSCRIPTION_TEXT.pastDueManage : SUBSCRIPTION_TEXT.pastDue}
            </p>
          ) : null}
          {switchable.length > 0 ? (
            <section className={styles.planSwitch} aria-labelledby={`${id}-switch`} data-part="plan-switch">
              <h3 id={`${id}-switch`} className={styles.subtitle}>
                {SUBSCRIPTION_TEXT.changePlan}
              </h3>
              {confirming ? (
                // A billing change is confirmed before it is made: the choice only asks for this question (a GET).
                <div className={styles.confirm} data-part="plan-confirm">
                  <p className={styles.question}>{confirmSwitchQuestion(confirming)}</p>
                  <QuoteAmounts quote={confirming} />
                  <p className={styles.note}>{SUBSCRIPTION_TEXT.changePlanNote}</p>
                  <form method="post" onSubmit={confirm} className={styles.actions}>
                    <input type="hidden" name="action" value="change-plan" />
                    <input type="hidden" name="plan" value={confirming.plan} />
                    <input type="hidden" name="prorationDate" value={confirming.prorationDate} />
                    <button type="submit" className={button({ tone: 'primary' })}>
                      {SUBSCRIPTION_TEXT.confirmSwitch}
                    </button>
                    <a className={button({ tone: 'secondary' })} href={pageHref}>
                      {keepPlanLabel(subscription.plan)}
                    </a>
                  </form>
                </div>
              ) : (
                <>
                  <p className={styles.note}>{SUBSCRIPTION_TEXT.changePlanNote}</p>
                  <form method="get" onSubmit={choose} className={styles.choices}>
                    {switchable.map((choice) => (
                      <button
                        key={choice.plan}
                        type="submit"
                        name="switch"
                        value={choice.plan}
                        className={styles.choice}
                        data-part="plan-choice"
                        data-change={planChange(subscription.plan, choice.plan)}
                      >
                        <span className={styles.choiceName}>{switchLabel(choice.plan)}</span>
                        <span className={styles.choicePrice}>
                          {formatPrice(choice.priceCents)} / {periodLabel(choice.plan)}
                        </span>
                      </button>
                    ))}
                  </form>
                </>
              )}
            </section>
          ) : null}
          <div className={styles.actions}>
            {manageHref ? (
              <>
                <a
                  className={button({
                    tone:
                      subscription.status === 'past_due' || subscription.status === 'unpaid' ? 'primary' : 'secondary',
                  })}
                  href={manageHref}
                >
                  {SUBSCRIPTION_TEXT.manage}
                </a>
                {subscription.status === 'canceled' || subscription.status === 'incomplete_expired' ? (
                  <a className={button({ tone: 'primary' })} href={`/pricing?cycle=${subscription.plan}`}>
                    {SUBSCRIPTION_TEXT.subscribeAgain}
                  </a>
                ) : null}
              </>
            ) : live ? (
              <form method="post" onSubmit={submit}>
                <input type="hidden" name="action" value={subscription.cancelAtPeriodEnd ? 'resume' : 'cancel'} />
                <button
                  type="submit"
                  className={button({ tone: subscription.cancelAtPeriodEnd ? 'primary' : 'secondary' })}
                >
                  {subscription.cancelAtPeriodEnd ? SUBSCRIPTION_TEXT.resume : SUBSCRIPTION_TEXT.cancel}
                </button>
              </form>
            ) : (
              <a className={button({ tone: 'primary' })} href={`/pricing?cycle=${subscription.plan}`}>
                {SUBSCRIPTION_TEXT.subscribeAgain}
              </a>
            )}
          </div>
        </>
      )}
    </section>
  );
}
