import type { ProgressStep } from '../StepProgressBar/stepState';

export const journeyStepIds = ['explore', 'plan', 'parooty', 'mastery'] as const;
export type JourneyStepId = (typeof journeyStepIds)[number];

export const JOURNEY_BADGES = { active: 'Active', premium: 'Premium', pro: 'Pro' } as const;

export interface JourneyInput {
  /** The route being shown. */
  path: string;
  /** Whether someone is signed in. */
  signedIn: boolean;
  /** The subscription's status; only 'active' unlocks. */
  subscriptionStatus?: string | null;
}

const definitions: Record<JourneyStepId, { title: string; description: string; href: string }> = {
  explore: {
    title: 'Explore Platform',
    description: 'Browse the catalogue and open your first tools.',
    href: '/tools',
  },
  plan: {
    title: 'Choose Plan',
    description: 'Pick weekly, monthly or annual billing to unlock every tool.',
    href: '/pricing',
  },
  parooty: {
    title: 'Meet Parooty',
    description: 'Ask Parooty, your AI assistant, which tools fit the job.',
    href: '/parooty',
  },
  mastery: {
    title: 'Tool Mastery',
    description: 'Make the whole Pro catalogue part of your routine.',
    href: '/tools',
  },
};

/** Which step the route is: /tools or / is explore, /pricing is plan, /parooty is Parooty. */
export function currentJourneyStep(path: string): JourneyStepId | null {
  const p = (path.split(/[?#]/)[0] || '/').replace(/\/+$/, '') || '/';
  if (p === '/' || p === '/tools' || p.startsWith('/tools/')) return 'explore';
  if (p === '/pricing') return 'plan';
  if (p === '/parooty') return 'parooty';
  return null;
}

/**
 * The four journey steps for a user and a subscription (spec §4 "Journey steps"). The current
 * step is where the person is in the journey — the first one not completed — so the caption
 * ("Step 4 of 4: Tool Mastery" once three are ticked) agrees with the ticks; the page being shown
 * does not move it. (`path` is kept for callers; currentJourneyStep still names a route's step.)
 */
export function journeySteps({
  path,
  signedIn,
  subscriptionStatus,
}: JourneyInput): Array<Omit<ProgressStep, 'icon'> & { id: JourneyStepId }> {
  void path;
  const active = subscriptionStatus === 'active';
  const states: Array<{ id: JourneyStepId; completed: boolean; locked: boolean; badge?: string }> = [
    { id: 'explore', completed: signedIn, locked: false },
    { id: 'plan', completed: active, locked: false, badge: active ? JOURNEY_BADGES.active : JOURNEY_BADGES.premium },
    { id: 'parooty', completed: active && signedIn, locked: !active },
    { id: 'mastery', completed: false, locked: !active, badge: JOURNEY_BADGES.pro },
  ];
  const current = states.find((s) => !s.completed)?.id;
  return states.map(({ id, ...state }) => ({ id, ...definitions[id], current: current === id, ...state }));
}
