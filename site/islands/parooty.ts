import { ParootyConversation, setDeviceAnswerer, withErrorBoundary } from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/** /parooty's conversation: its own module, so no other page loads it. */
export const ParootyConversationIsland = rendersWithReact(withErrorBoundary(ParootyConversation));

// When Perch cannot be reached, Parooty answers in the page: its recommender loads then (its own
// chunk, kept by the service worker), and says Parooty needs a connection when it cannot load.
setDeviceAnswerer((query, sessionId) =>
  import('../client/parootyOnDevice').then((device) => device.answerOnDevice(query, sessionId)),
);
