export { JourneyTracker, type JourneyTrackerProps } from './JourneyTracker';
export {
  currentJourneyStep,
  JOURNEY_BADGES,
  journeyStepIds,
  journeySteps,
  type JourneyInput,
  type JourneyStepId,
} from './journeySteps';
