import type { ToastInput } from '@perch/ui/toasts';

/**
 * The authentication notices of spec §8, shown as destructive toasts on the page an
 * authentication flow sends the visitor back to. They travel as a code in the URL
 * (`/login?notice=sign-in-not-completed`), not as text or in storage: the code survives the
 * redirect in every browser (storage can be disabled), the page can only ever show these texts,
 * and the page removes the code from the address once shown so a reload does not repeat it.
 */
export const AUTH_NOTICES = {
  'sign-in-not-completed': {
    title: 'Sign-in not completed',
    description: 'There was an issue completing your sign-in. Please try again.',
  },
  'sign-up-not-completed': {
    title: 'Sign-up not completed',
    description: 'There was an issue completing your sign-up. Please try again.',
  },
  'sign-in-error': {
    title: 'Authentication error',
    description: 'There was an error completing your sign-in. Please try again.',
  },
  'sign-up-error': {
    title: 'Authentication error',
    description: 'There was an error completing your sign-up. Please try again.',
  },
  'auth-error': {
    title: 'Authentication error',
    description: 'There was an error with the authentication process. Please try again.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type AuthNotice = keyof typeof AUTH_NOTICES;

/** The query parameter that carries a notice code. */
export const NOTICE_PARAM = 'notice';

/** `path` with the notice code added (or unchanged without one). */
export function withNotice(path: string, notice: AuthNotice | undefined): string {
  if (!notice) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${NOTICE_PARAM}=${notice}`;
}

/**
 * The toast for a notice code in `url`, and the address to show once it is taken (the same
 * URL without the code). Unknown codes are dropped without a toast.
 */
export function takeNotice(url: URL): { toast: ToastInput | null; cleanUrl: string } | null {
  const code = url.searchParams.get(NOTICE_PARAM);
  if (code === null) return null;
  const clean = new URL(url);
  clean.searchParams.delete(NOTICE_PARAM);
  const notice = Object.hasOwn(AUTH_NOTICES, code) ? AUTH_NOTICES[code as AuthNotice] : null;
  return {
    toast: notice && { ...notice, variant: 'destructive' },
    cleanUrl: clean.pathname + clean.search + clean.hash,
  };
}
