import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  $toasts,
  resetToasts,
  toast,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  Toaster,
  type ToastState,
} from '../packages/ui/src';
import { installFakeClock, onFakeClock, settle, uninstallFakeClock, type InstalledClock } from './fakeClock';
import { button } from '../packages/ui/src/components/private/button.css';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  beforeEach: () => {
    resetToasts();
    return () => resetToasts();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const onUndo = fn();

/** Clicks one of the demo's buttons and waits for its toast; returns the toast element. */
async function raise(canvasElement: HTMLElement, button: string, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const heading = await within(document.body).findByText(title);
  await expect(heading).toBeVisible();
  return heading.closest<HTMLElement>('[data-part="toast"]')!;
}

function Demo() {
  return (
    <div style={{ display: 'flex', gap: '0.5rem', padding: '1.5rem', flexWrap: 'wrap' }}>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        onClick={() => toast({ title: 'Profile updated', description: 'Your profile has been successfully updated.' })}
      >
        Default toast
      </button>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        onClick={() =>
          toast({
            title: 'Error updating profile',
            description: 'An error occurred. Please try again.',
            variant: 'destructive',
          })
        }
      >
        Destructive toast
      </button>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        onClick={() =>
          toast({
            title: 'Tool removed from your wishlist',
            description: 'Unit Converter',
            action: { label: 'Undo', altText: 'Undo removing Unit Converter', onClick: onUndo },
          })
        }
      >
        Toast with action
      </button>
      <Toaster />
    </div>
  );
}

/** Raise toasts from anywhere with `toast()`; the one Toaster shows them. */
export const Default: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await raise(canvasElement, 'Default toast', 'Profile updated');
    await expect(within(document.body).getByText('Your profile has been successfully updated.')).toBeVisible();
  },
};

export const Playground: Story = { render: () => <Demo /> };

const fixed = (overrides: Partial<ToastState>): ToastState[] => [
  {
    id: overrides.id ?? 'x',
    open: true,
    variant: 'default',
    title: 'Profile updated',
    description: 'Your profile has been successfully updated.',
    ...overrides,
  },
];

/** Both variants and the action, as designers review them. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', padding: '1rem', maxWidth: 420 }}>
      {[
        fixed({ id: 'a' }),
        fixed({
          id: 'b',
          variant: 'destructive',
          title: 'Error updating profile',
          description: 'An error occurred. Please try again.',
        }),
        fixed({
          id: 'c',
          title: 'Request saved',
          description: 'Request saved for processing when back online.',
          action: { label: 'Undo', altText: 'Undo', onClick: () => {} },
        }),
      ].map((toasts) => (
        <div key={toasts[0]!.id} style={{ position: 'relative', minHeight: 170, transform: 'translateZ(0)' }}>
          <Toaster toasts={toasts} duration={Number.POSITIVE_INFINITY} label={`Example ${toasts[0]!.id} ({hotkey})`} />
        </div>
      ))}
    </div>
  ),
};

/** Only one toast shows at a time: the newest replaces the one before. */
export const OneAtATime: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await raise(canvasElement, 'Default toast', 'Profile updated');
    await raise(canvasElement, 'Destructive toast', 'Error updating profile');
    await waitFor(() => expect(page.queryByText('Profile updated')).toBeNull());
    await expect(document.querySelectorAll('[data-part="toast"]')).toHaveLength(1);
    await expect(document.querySelector('[data-part="toast"]')).toHaveAttribute('data-variant', 'destructive');
  },
};

/** The close button and the action dismiss it; the action's handler runs. */
export const CloseAndAction: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await raise(canvasElement, 'Default toast', 'Profile updated');
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByText('Profile updated')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Toast with action' }));
    await userEvent.click(await page.findByRole('button', { name: 'Undo' }));
    await expect(onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByText('Tool removed from your wishlist')).toBeNull());
  },
};

/** F8 moves focus to the notification region. */
export const F8FocusesTheRegion: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await raise(canvasElement, 'Default toast', 'Profile updated');
    await userEvent.keyboard('[F8]'); // Radix matches the hotkey on event.code
    const viewport = document.querySelector('[data-part="toast-viewport"]');
    await waitFor(() => expect(document.activeElement).toBe(viewport));
  },
};

let clock: InstalledClock;

/**
 * It closes by itself after 5 seconds (TOAST_DURATION), and the closed toast leaves the store
 * 1,000,000 ms later (TOAST_REMOVE_DELAY). On a fake clock: each edge to the millisecond.
 */
export const AutoClose: Story = {
  render: () => <Demo />,
  beforeEach: () => {
    clock = installFakeClock();
    return uninstallFakeClock;
  },
  play: onFakeClock(async ({ canvasElement, step }) => {
    const shown = () => document.body.querySelector('[data-part="toast"]') !== null;
    await step('raised, it stays for 5 s', async () => {
      // fireEvent, not userEvent: no pointer over the region (Radix pauses the timer under it).
      fireEvent.click(within(canvasElement).getByRole('button', { name: 'Default toast' }));
      await settle(shown, 'the toast');
      await clock.tickAsync(TOAST_DURATION - 1);
      await expect(within(document.body).getByText('Profile updated')).toBeVisible();
    });
    await step('closed at 5 s, kept closed in the store', async () => {
      await clock.tickAsync(1);
      // Gone once its exit animation (real time) ends.
      await settle(() => !shown(), 'the toast to close');
      await expect($toasts.get()).toMatchObject([{ title: 'Profile updated', open: false }]);
    });
    await step('removed from the store 1,000,000 ms after it closed', async () => {
      await clock.tickAsync(TOAST_REMOVE_DELAY - 1);
      await expect($toasts.get()).toHaveLength(1);
      await clock.tickAsync(1);
      await expect($toasts.get()).toHaveLength(0);
    });
  }),
};

/** A swipe to the right past 50 px dismisses it; a shorter one snaps back. */
export const SwipeToDismiss: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const toastEl = await raise(canvasElement, 'Default toast', 'Profile updated');
    const box = toastEl.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + 40;
    const swipe = async (dx: number) =>
      userEvent.pointer([
        { keys: '[MouseLeft>]', target: toastEl, coords: { clientX: x, clientY: y } },
        { target: toastEl, coords: { clientX: x + dx / 2, clientY: y } },
        { target: toastEl, coords: { clientX: x + dx, clientY: y } },
        { keys: '[/MouseLeft]', target: toastEl, coords: { clientX: x + dx, clientY: y } },
      ]);
    await swipe(30);
    await expect(page.getByText('Profile updated')).toBeVisible();
    await swipe(90);
    await waitFor(() => expect(page.queryByText('Profile updated')).toBeNull());
  },
};
