export interface ProgressStep {
  id: string;
  title: string;
  description: string;
  /** Shown in the circle when the step is neither completed nor locked. */
  icon?: React.ReactNode;
  badge?: string;
  completed: boolean;
  current: boolean;
  locked: boolean;
  /** Where the step leads, when it is a place in the product. */
  href?: string;
}

export const stepStates = ['completed', 'current', 'locked', 'default'] as const;
export type StepState = (typeof stepStates)[number];

export const connectorStates = ['completed', 'unlocking', 'default'] as const;
export type ConnectorState = (typeof connectorStates)[number];

export const SUBSCRIBE_TO_UNLOCK = 'Subscribe to unlock';

/** Styling precedence (spec §4): completed, then current, then locked, then default. */
export function stepState(step: Pick<ProgressStep, 'completed' | 'current' | 'locked'>): StepState {
  if (step.completed) return 'completed';
  if (step.current) return 'current';
  if (step.locked) return 'locked';
  return 'default';
}

/**
 * The line between two steps: green after a completed step, a copper-to-grey gradient from
 * the current step to a locked next one, grey otherwise.
 */
export function connectorState(before: ProgressStep, after: ProgressStep): ConnectorState {
  if (before.completed) return 'completed';
  if (before.current && after.locked) return 'unlocking';
  return 'default';
}

/**
 * "Step N of M: title", plus "Subscribe to unlock" when the current step is locked, and the
 * step's description to show under it.
 */
export function stepCaption(steps: ProgressStep[]): { text: string; locked: boolean; description: string } | null {
  const index = steps.findIndex((s) => s.current);
  if (index < 0) return null;
  const step = steps[index]!;
  return {
    text: `Step ${index + 1} of ${steps.length}: ${step.title}`,
    locked: step.locked,
    description: step.description,
  };
}
