import type { ConsentState } from '../../shared/analytics/consent';

/** Local-storage key of the signed-in user's id (the collector's USER_ID_STORAGE_KEY, kept apart so the loader does not pull the collector in). */
export const USER_ID_KEY = 'user_id';

/** The line the analytics choice shows under its buttons (visible and announced). */
export const CONSENT_STATUS_TEXT: Record<ConsentState, string> = {
  unset: 'Off until you choose.',
  granted: 'On — thank you. You can turn it off here at any time.',
  denied: 'Off. Nothing is sent to PostHog.',
};
