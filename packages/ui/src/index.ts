// 1) theme and reset — imported first so every component's styles layer on top of them.
import './styles.css';

// 2) components
export * from './components/TopNav';
export * from './components/Footer';
export * from './components/ScrollToTop';
export * from './components/Spinner';
export * from './components/CrashScreen';
export * from './components/PlanCard';
export * from './components/Toast';
export * from './components/NetworkStatus';
export * from './components/StepProgressBar';
export * from './components/JourneyTracker';
export * from './components/ChatWidget';
export * from './components/ParootyConversation';
export * from './components/ProfilePanel';
export * from './components/CheckoutForm';
export * from './components/SubscriptionPanel';

// 3) utilities
export { announce } from './announce';
export { vars } from './theme/contract.css';
export { tokens, type Tokens } from './theme/tokens';
export * from './plans';
export { button, buttonSizes, buttonTones } from './components/private/button.css';
