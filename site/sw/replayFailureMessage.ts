/**
 * postMessage type: a queued change the worker replayed was refused for good. Apart from rules.ts
 * so that a signed-in page's first script, which listens for it, shares no module with the
 * offline-readiness code it loads at idle (a shared module would be a file of its own, fetched
 * before the page's load event).
 */
export const REPLAY_FAILURE_MESSAGE = 'perch:replay-failure';
