import { ParootyConversation, withErrorBoundary } from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/** /parooty's conversation: its own module, so no other page loads it. */
export const ParootyConversationIsland = rendersWithReact(withErrorBoundary(ParootyConversation));
