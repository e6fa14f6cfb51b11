import { useId, type HTMLAttributes } from 'react';
import {
  ANNUAL_SAVING_BADGE,
  billingCycles,
  cycleLabel,
  DEFAULT_BILLING_CYCLE,
  formatPrice,
  normalizePlans,
  periodLabel,
  pricingHref,
  subscribeLabel,
  type BillingCycle,
  type Plan,
  type PlanSet,
} from '../../plans/plans';
import { button } from '../private/button.css';
import { CheckIcon } from '../private/icons';
import * as styles from './PlanCard.css';

export const BEST_VALUE_BADGE = 'Best Value';

export interface PlanDetailsProps {
  cycle: BillingCycle;
  plan: Plan;
  /** Where the subscribe button goes; /pricing?cycle={cycle} by default. */
  href?: string;
  /** Text of the subscribe button; "Subscribe Weekly|Monthly|Annually" by default. */
  ctaLabel?: string;
  /** Always shown (no cycle switching around it). */
  standalone?: boolean;
}

/** Price, saving, features and the subscribe button of one billing cycle. */
export function PlanDetails({
  cycle,
  plan,
  href = pricingHref(cycle),
  ctaLabel = subscribeLabel(cycle),
  standalone = false,
}: PlanDetailsProps) {
  return (
    <div className={styles.panel} data-part="plan-details" data-cycle={cycle} data-static={standalone || undefined}>
      <div className={styles.priceRow}>
        <span className={styles.price} data-part="price">
          {formatPrice(plan.price)}
        </span>
        <span className={styles.period}>/ {periodLabel(cycle)}</span>
        {cycle === 'annual' ? <span className={styles.savingTag}>{ANNUAL_SAVING_BADGE}</span> : null}
      </div>
      <ul className={styles.features} data-part="features">
        {plan.features.map((f) => (
          <li key={f} className={styles.feature}>
            <CheckIcon className={styles.check} width={18} height={18} />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <a href={href} className={button({ tone: 'primary', size: 'lg', block: true })} data-part="subscribe">
        {ctaLabel}
      </a>
    </div>
  );
}

export interface PlanCardProps extends HTMLAttributes<HTMLElement> {
  /** Plans from GET /api/stripe/plans, in any shape it answers; gaps use the fallbacks. */
  plans?: PlanSet | unknown;
  /** The cycle selected at first; monthly by default. */
  defaultCycle?: BillingCycle;
  /** Heading of the card. */
  title?: string;
}

/**
 * The Pro plan card with its billing-cycle toggle. The toggle is a native radio group, and
 * CSS (`:has(:checked)`) shows the chosen cycle's price and button, so the card works with
 * no JavaScript on a server-rendered page and costs nothing to hydrate.
 */
export function PlanCard({
  plans,
  defaultCycle = DEFAULT_BILLING_CYCLE,
  title = 'Pro',
  className,
  ...rest
}: PlanCardProps) {
  const set = normalizePlans(plans);
  const id = useId();
  const headingId = `${id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-part="plan-card"
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-highlighted="true"
      {...rest}
    >
      <div className={styles.header}>
        <div>
          <h3 id={headingId} className={styles.title}>
            {title}
          </h3>
          <p className={styles.subtitle}>Every tool, Parooty included.</p>
        </div>
        <span className={styles.badge} data-part="badge">
          {BEST_VALUE_BADGE}
        </span>
      </div>
      <fieldset className={styles.cycles} data-part="cycles">
        <legend className={styles.legend}>Billing cycle</legend>
        {billingCycles.map((cycle) => (
          <label key={cycle} className={styles.cycleOption}>
            <input
              className={styles.cycleInput}
              type="radio"
              name={`${id}-cycle`}
              value={cycle}
              defaultChecked={cycle === defaultCycle}
            />
            {cycleLabel(cycle)}
          </label>
        ))}
      </fieldset>
      {billingCycles.map((cycle) => (
        <PlanDetails key={cycle} cycle={cycle} plan={set[cycle]} />
      ))}
    </article>
  );
}
