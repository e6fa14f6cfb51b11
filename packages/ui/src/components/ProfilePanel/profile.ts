/** Spec §2 "Profile panel", §5, §8: texts and the update call, framework-free. */
import { ApiError, apiRequest, isQueuedResult } from '../../offline';
export const PROFILE_TEXT = {
  notSet: 'Not set',
  verified: 'Verified',
  notVerified: 'Not verified',
  missingTitle: 'Missing fields',
  missingDescription: 'Please fill out all required fields.',
  successTitle: 'Profile updated',
  successDescription: 'Your profile has been successfully updated.',
  failureTitle: 'Error updating profile',
  failureFallback: 'An error occurred. Please try again.',
  /** Offline: the edit is queued (its description is the offline client's message). */
  queuedTitle: 'Saved on this device',
} as const;

export const PROFILE_ENDPOINT = '/api/auth/user';

export interface ProfileUser {
  firstName: string | null;
  lastName: string | null;
  email: string;
  emailVerified: boolean;
  imageUrl?: string | null;
}

export interface ProfileNames {
  firstName: string;
  lastName: string;
}

/** Trimmed names, or null when either is empty (then nothing is saved). */
export function validNames(draft: ProfileNames): ProfileNames | null {
  const firstName = draft.firstName.trim();
  const lastName = draft.lastName.trim();
  return firstName && lastName ? { firstName, lastName } : null;
}

/** A profile edit made offline: queued, applied when the connection returns. */
export interface QueuedSave {
  queued: true;
  message: string;
}

export const isQueuedSave = (value: unknown): value is QueuedSave =>
  typeof value === 'object' && value !== null && (value as QueuedSave).queued === true;

/**
 * PATCHes the names through the offline client: resolves with the saved user, or — offline —
 * with a {@link QueuedSave}; rejects with the server's message (a field's detail first).
 */
export async function saveProfileNames(
  names: ProfileNames,
  { endpoint = PROFILE_ENDPOINT }: { endpoint?: string } = {},
): Promise<Partial<ProfileUser> | QueuedSave> {
  try {
    const saved = await apiRequest<Partial<ProfileUser>>('PATCH', endpoint, JSON.stringify(names));
    if (isQueuedResult(saved)) return { queued: true, message: saved.message };
    return saved ?? {};
  } catch (error) {
    if (error instanceof ApiError) {
      const details =
        error.details && typeof error.details === 'object'
          ? Object.values(error.details as Record<string, unknown>)
          : [];
      const detail = details.find((d): d is string => typeof d === 'string');
      throw new Error(detail ?? error.message.replace(/^API Error: /, ''));
    }
    throw error;
  }
}
