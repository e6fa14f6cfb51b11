export { BEST_VALUE_BADGE, PlanCard, PlanDetails, type PlanCardProps, type PlanDetailsProps } from './PlanCard';
