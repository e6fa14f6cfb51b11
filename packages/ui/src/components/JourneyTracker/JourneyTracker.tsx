import type { ReactNode } from 'react';
import { CardIcon, ChatIcon, CompassIcon, TrophyIcon } from '../private/icons';
import { StepProgressBar, type StepProgressBarProps } from '../StepProgressBar/StepProgressBar';
import { journeySteps, type JourneyInput, type JourneyStepId } from './journeySteps';

const icons: Record<JourneyStepId, ReactNode> = {
  explore: <CompassIcon width={16} height={16} />,
  plan: <CardIcon width={16} height={16} />,
  parooty: <ChatIcon width={16} height={16} />,
  mastery: <TrophyIcon width={16} height={16} />,
};

export type JourneyTrackerProps = JourneyInput & Omit<StepProgressBarProps, 'steps'>;

/** The four-step journey (explore, plan, Parooty, mastery) for the route, user and subscription. */
export function JourneyTracker({ path, signedIn, subscriptionStatus, ...rest }: JourneyTrackerProps) {
  const steps = journeySteps({ path, signedIn, subscriptionStatus }).map((s) => ({ ...s, icon: icons[s.id] }));
  return <StepProgressBar steps={steps} data-part="journey-tracker" {...rest} />;
}
