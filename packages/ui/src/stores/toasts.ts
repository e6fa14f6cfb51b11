import { atom } from 'nanostores';

/**
 * Dispatched on `window` by every toast(): a Toaster that is not yet hydrated (the site loads it
 * on the page's first interaction) hydrates on it and shows the toast, which waits in the store.
 */
export const TOAST_RAISED_EVENT = 'perch:toast-raised';

/** At most this many toasts are shown at once (spec §9: 1 visible). */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store this long before it is removed (spec §4, §9). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** An open toast closes by itself after this long (spec §4). */
export const TOAST_DURATION = 5000;
/** A swipe to the right further than this dismisses the toast (spec §4). */
export const TOAST_SWIPE_THRESHOLD = 50;

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastAction {
  /** Text on the action button. */
  label: string;
  /** Describes the action for screen readers when the toast is announced. */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastState extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
}

/** Every toast the page knows about, newest first; the Toaster renders the first TOAST_LIMIT. */
export const $toasts = atom<ToastState[]>([]);

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      $toasts.set($toasts.get().filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast (or all). It stays in the store, closed, until TOAST_REMOVE_DELAY passes. */
export function dismissToast(id?: string): void {
  const targets = $toasts.get().filter((t) => id === undefined || t.id === id);
  if (targets.length === 0) return;
  targets.forEach((t) => scheduleRemoval(t.id));
  $toasts.set($toasts.get().map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Changes a toast's content in place. */
export function updateToast(id: string, changes: Partial<ToastInput>): void {
  $toasts.set(
    $toasts.get().map((t) => (t.id === id ? { ...t, ...changes, variant: changes.variant ?? t.variant } : t)),
  );
}

/**
 * Shows a toast. Callable from any island or plain script: the one <Toaster/> on the page
 * renders it. Only the newest TOAST_LIMIT stay; older ones leave the store at once.
 */
export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const next: ToastState = { ...input, variant: input.variant ?? 'default', id, open: true };
  const kept = [next, ...$toasts.get()].slice(0, TOAST_LIMIT);
  // Toasts pushed out by the limit are gone for good; their removal timers are no longer needed.
  for (const old of $toasts.get()) {
    if (!kept.includes(old) && removalTimers.has(old.id)) {
      clearTimeout(removalTimers.get(old.id));
      removalTimers.delete(old.id);
    }
  }
  $toasts.set(kept);
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function')
    window.dispatchEvent(new Event(TOAST_RAISED_EVENT));
  return { id, dismiss: () => dismissToast(id), update: (changes) => updateToast(id, changes) };
}

/** Empties the store and cancels pending removals (tests, sign-out). */
export function resetToasts(): void {
  removalTimers.forEach((t) => clearTimeout(t));
  removalTimers.clear();
  $toasts.set([]);
}
