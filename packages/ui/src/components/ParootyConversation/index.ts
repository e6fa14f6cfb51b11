export { ParootyConversation, PAROOTY_SUGGESTED_PROMPTS, type ParootyConversationProps } from './ParootyConversation';
