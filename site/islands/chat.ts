import { ChatWidget, setDeviceAnswerer, withErrorBoundary } from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/**
 * The chat hydrates on the first interaction (`client:interaction`), or once the browser is idle
 * after this long without one — so a visitor who only reads still gets the 30 s notification dot.
 */
export const CHAT_HYDRATE_IDLE_AFTER_MS = 10_000;

/** Parooty's floating chat, mounted once by the Base layout. Its own module: its own chunk. */
export const ChatWidgetIsland = rendersWithReact(withErrorBoundary(ChatWidget));

// When Perch cannot be reached, Parooty answers in the page: its recommender loads then (its own
// chunk, kept by the service worker), and says Parooty needs a connection when it cannot load.
setDeviceAnswerer((query, sessionId) =>
  import('../client/parootyOnDevice').then((device) => device.answerOnDevice(query, sessionId)),
);
