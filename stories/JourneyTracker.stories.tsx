import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JourneyTracker } from '../packages/ui/src';

const meta = {
  title: 'Progress/JourneyTracker',
  component: JourneyTracker,
  args: { path: '/tools', signedIn: true, subscriptionStatus: null, fixed: false },
  argTypes: {
    path: { control: 'select', options: ['/', '/tools', '/pricing', '/parooty', '/profile'] },
    subscriptionStatus: { control: 'select', options: [null, 'active', 'canceled', 'past_due'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '3rem 1rem', display: 'grid', placeItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JourneyTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (root: HTMLElement, id: string) => root.querySelector(`[data-step="${id}"]`)?.getAttribute('data-state');

/** Signed in, no subscription: explore is done, so the journey is at Choose Plan, wherever the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement, 'explore')).toBe('completed');
    await expect(state(canvasElement, 'plan')).toBe('current');
    await expect(state(canvasElement, 'parooty')).toBe('locked');
    await expect(state(canvasElement, 'mastery')).toBe('locked');
    await expect(within(canvasElement).getByText('Premium')).toBeVisible();
    await expect(within(canvasElement).getByText('Pro')).toBeVisible();
    await expect(within(canvasElement).getByText('Step 2 of 4: Choose Plan')).toBeVisible();
    // The step in words under the caption, not only in a tooltip.
    await expect(
      within(canvasElement).getByText('Pick weekly, monthly or annual billing to unlock every tool.'),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

/** A visitor on the pricing page: nothing done yet, so the journey starts at Explore Platform. */
export const VisitorOnPricing: Story = {
  args: { path: '/pricing', signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement, 'explore')).toBe('current');
    await expect(state(canvasElement, 'plan')).toBe('default');
    await expect(within(canvasElement).getByText('Step 1 of 4: Explore Platform')).toBeVisible();
  },
};

/** Without a subscription, on /parooty: Parooty stays locked and the journey is still at Choose Plan. */
export const LockedParooty: Story = {
  args: { path: '/parooty' },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement, 'parooty')).toBe('locked');
    await expect(canvasElement.querySelector('[data-part="caption"]')).toHaveTextContent('Step 2 of 4: Choose Plan');
  },
};

/** An active subscriber: plan Active, Parooty done, Mastery open but never completed. */
export const ActiveSubscriber: Story = {
  args: { path: '/parooty', subscriptionStatus: 'active' },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement, 'plan')).toBe('completed');
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
    await expect(state(canvasElement, 'parooty')).toBe('completed');
    // Three ticked, so the caption says the fourth (#36: it said "Step 1 of 4" on /tools).
    await expect(state(canvasElement, 'mastery')).toBe('current');
    await expect(canvasElement.querySelector('[data-part="caption"]')).toHaveTextContent('Step 4 of 4: Tool Mastery');
    await expect(within(canvasElement).getByText('Make the whole Pro catalogue part of your routine.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-step="parooty"]')).toHaveAttribute('href', '/parooty');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <JourneyTracker fixed={false} path="/" signedIn={false} aria-label="Visitor" />
      <JourneyTracker fixed={false} path="/pricing" signedIn aria-label="Signed in" />
      <JourneyTracker fixed={false} path="/parooty" signedIn aria-label="Locked Parooty" />
      <JourneyTracker fixed={false} path="/tools" signedIn subscriptionStatus="active" aria-label="Subscriber" />
    </div>
  ),
};
