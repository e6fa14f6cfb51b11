import * as Tooltip from '@radix-ui/react-tooltip';
import { Fragment, type HTMLAttributes, type Ref } from 'react';
import { CheckIcon, LockIcon } from '../private/icons';
import {
  connectorState,
  stepCaption,
  stepState,
  SUBSCRIBE_TO_UNLOCK,
  type ProgressStep,
  type StepState,
} from './stepState';
import * as styles from './StepProgressBar.css';

/** Hover delay before a step's tooltip opens, and the skip delay between steps (spec §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const stateWords: Record<StepState, string> = {
  completed: 'completed',
  current: 'current step',
  locked: 'locked',
  default: 'not started',
};

export interface StepProgressBarProps extends HTMLAttributes<HTMLElement> {
  steps: ProgressStep[];
  /** Fixed near the top centre of the page (default), or in the flow. */
  fixed?: boolean;
}

// Radix's Trigger (asChild) hands its ref, handlers and aria props to this element.
function StepCircle({
  step,
  ref,
  ...triggerProps
}: { step: ProgressStep; ref?: Ref<HTMLElement> } & HTMLAttributes<HTMLElement>) {
  const state = stepState(step);
  const label = `${step.title}: ${stateWords[state]}${step.badge ? `, ${step.badge}` : ''}`;
  const content = (
    <>
      {state === 'completed' ? (
        <CheckIcon width={16} height={16} />
      ) : state === 'locked' ? (
        <LockIcon width={16} height={16} />
      ) : (
        step.icon
      )}
      {step.badge ? (
        <span className={styles.badge} data-part="badge" aria-hidden="true">
          {step.badge}
        </span>
      ) : null}
    </>
  );
  const common = {
    ...triggerProps,
    className: styles.circle,
    'data-state': state,
    'data-part': 'step',
    'data-step': step.id,
    'aria-label': label,
    'aria-current': step.current ? ('step' as const) : undefined,
  };
  return step.href ? (
    <a href={step.href} ref={ref as Ref<HTMLAnchorElement>} {...common}>
      {content}
    </a>
  ) : (
    // Focusable so keyboard users get the tooltip too; an image role carries the label.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users get the step's tooltip too
    <span role="img" tabIndex={0} ref={ref as Ref<HTMLSpanElement>} {...common}>
      {content}
    </span>
  );
}

/**
 * A row of steps with check marks, locks, badges and connectors, a tooltip per step and the
 * caption "Step N of M: title".
 */
export function StepProgressBar({ steps, fixed = true, className, ...rest }: StepProgressBarProps) {
  const caption = stepCaption(steps);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <nav
        aria-label="Your progress"
        data-part="step-progress-bar"
        className={[styles.root({ fixed }), className].filter(Boolean).join(' ')}
        {...rest}
      >
        <ol className={styles.list}>
          {steps.map((step, i) => (
            <Fragment key={step.id}>
              {i > 0 ? (
                <li aria-hidden="true" className={styles.item}>
                  <span
                    className={styles.connector}
                    data-part="connector"
                    data-state={connectorState(steps[i - 1]!, step)}
                  />
                </li>
              ) : null}
              <li className={styles.item}>
                <Tooltip.Root>
                  <Tooltip.Trigger asChild>
                    <StepCircle step={step} />
                  </Tooltip.Trigger>
                  <Tooltip.Portal>
                    <Tooltip.Content className={styles.tooltip} sideOffset={8} data-part="step-tooltip">
                      <p className={styles.tooltipTitle}>{step.title}</p>
                      <p className={styles.tooltipBody}>{step.description}</p>
                      <Tooltip.Arrow className={styles.tooltipArrow} />
                    </Tooltip.Content>
                  </Tooltip.Portal>
                </Tooltip.Root>
              </li>
            </Fragment>
          ))}
        </ol>
        {caption ? (
          <>
            <p className={styles.caption} data-part="caption">
              {caption.text}
              {caption.locked ? (
                <>
                  {' '}
                  <span className={styles.unlock} data-part="unlock">
                    {SUBSCRIBE_TO_UNLOCK}
                  </span>
                </>
              ) : null}
            </p>
            {/* The current step in words, not only in a tooltip: what "Tool Mastery" asks of you. */}
            <p className={styles.captionDetail} data-part="caption-detail">
              {caption.description}
            </p>
          </>
        ) : null}
      </nav>
    </Tooltip.Provider>
  );
}
