/** Spec §2 "Profile panel", §5, §8: texts and the update call, framework-free. */
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

/** PATCHes the names; resolves with the saved user, or rejects with the server's message. */
export async function saveProfileNames(
  names: ProfileNames,
  { endpoint = PROFILE_ENDPOINT, fetchImpl = globalThis.fetch }: { endpoint?: string; fetchImpl?: typeof fetch } = {},
): Promise<Partial<ProfileUser>> {
  const response = await fetchImpl(endpoint, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(names),
  });
  const body = (await response.json().catch(() => null)) as { error?: unknown; details?: Record<string, string> } | null;
  if (!response.ok) {
    const detail = body?.details ? Object.values(body.details)[0] : undefined;
    const message = typeof detail === 'string' ? detail : typeof body?.error === 'string' ? body.error : '';
    throw new Error(message);
  }
  return (body ?? {}) as Partial<ProfileUser>;
}
