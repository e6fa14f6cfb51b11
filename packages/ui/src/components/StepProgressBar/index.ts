export { StepProgressBar, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type StepProgressBarProps } from './StepProgressBar';
export {
  connectorState,
  connectorStates,
  stepCaption,
  stepState,
  stepStates,
  SUBSCRIBE_TO_UNLOCK,
  type ConnectorState,
  type ProgressStep,
  type StepState,
} from './stepState';
