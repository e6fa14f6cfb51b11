import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissToast,
  resetToasts,
  toast,
  TOAST_LIMIT,
  TOAST_RAISED_EVENT,
  TOAST_REMOVE_DELAY,
} from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('adds an open toast with the default variant', () => {
    const { id } = toast({ title: 'Profile updated', description: 'Your profile has been successfully updated.' });
    expect($toasts.get()).toEqual([
      {
        id,
        open: true,
        variant: 'default',
        title: 'Profile updated',
        description: 'Your profile has been successfully updated.',
      },
    ]);
  });

  it('keeps only one toast: a new one replaces the last', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect($toasts.get().map((t) => t.id)).toEqual([second.id]);
    expect($toasts.get()[0]!.variant).toBe('destructive');
  });

  it('updates a toast in place by id', () => {
    const t = toast({ title: 'Saving…' });
    t.update({ title: 'Saved', description: 'All good' });
    expect($toasts.get()[0]).toMatchObject({ id: t.id, title: 'Saved', description: 'All good', open: true });
  });

  it('dismissing closes it, and it is removed 1,000,000 ms later', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const t = toast({ title: 'Bye' });
    t.dismiss();
    expect($toasts.get()[0]).toMatchObject({ id: t.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('dismiss() without an id closes every toast; an unknown id changes nothing', () => {
    toast({ title: 'One' });
    dismissToast('nope');
    expect($toasts.get()[0]!.open).toBe(true);
    dismissToast();
    expect($toasts.get().every((t) => !t.open)).toBe(true);
  });
});

describe('TOAST_RAISED_EVENT', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('is dispatched on window by each toast, after the toast is in the store (a Toaster hydrating on it finds it)', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const seen: string[][] = [];
    target.addEventListener(TOAST_RAISED_EVENT, () => seen.push($toasts.get().map((t) => t.title)));
    toast({ title: 'Saved' });
    toast({ title: 'Synced' });
    expect(seen).toEqual([['Saved'], ['Synced']]);
  });
});
