import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ANNOUNCE_DELAY_MS } from '../packages/ui/src/announce';
import { installFakeClock, onFakeClock, settle, uninstallFakeClock, type InstalledClock } from './fakeClock';
import {
  $network,
  NETWORK_AUTO_HIDE_MS,
  NETWORK_PULSE_MS,
  NetworkStatus,
  networkStatusPositions,
} from '../packages/ui/src';

const meta = {
  title: 'Feedback/NetworkStatus',
  component: NetworkStatus,
  argTypes: { position: { control: 'select', options: networkStatusPositions } },
  // Stories drive the store themselves instead of following this browser's real connection.
  args: { watch: false, position: 'inline' },
  beforeEach: () => {
    $network.set({ online: true });
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem', minHeight: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NetworkStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const indicator = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="network-status"]')!;
const liveRegion = () => document.getElementById('perch-live-region');

export const Default: Story = {
  args: { state: { online: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offline Mode')).toBeVisible();
    await expect(indicator(canvasElement)).toHaveAttribute('data-state', 'offline');
  },
};

export const Playground: Story = {
  args: { state: { online: true, effectiveType: '4g', downlink: 10 }, showQuality: true },
};

/** Every state, and every position. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start', padding: '3rem 0' }}>
      <NetworkStatus position="inline" watch={false} state={{ online: false }} />
      <NetworkStatus
        position="inline"
        watch={false}
        state={{ online: true, effectiveType: '2g', downlink: 0.25 }}
        showQuality
      />
      <NetworkStatus position="inline" watch={false} state={{ online: true, effectiveType: 'slow-2g' }} />
      <NetworkStatus
        position="inline"
        watch={false}
        state={{ online: true, effectiveType: '4g', downlink: 10 }}
        showQuality
      />
      {networkStatusPositions
        .filter((p) => p !== 'inline')
        .map((p) => (
          <NetworkStatus key={p} position={p} watch={false} state={{ online: false }} />
        ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Offline Mode')).toHaveLength(5);
    await expect(canvas.getAllByText('Slow Connection')).toHaveLength(2);
    await expect(canvas.getByText('2g · 0.25 Mbps')).toBeVisible();
    await expect(canvas.getByText('4g · 10 Mbps')).toBeVisible();
  },
};

let clock: InstalledClock;

/**
 * Offline: shown, pulsing for a second, announced, and it stays. Back online: "Online",
 * pulsing, then hidden five seconds later. On a fake clock: each edge to the millisecond.
 */
export const OfflineThenBackOnline: Story = {
  beforeEach: () => {
    clock = installFakeClock();
    return uninstallFakeClock;
  },
  play: onFakeClock(async ({ canvasElement, step }) => {
    const el = indicator(canvasElement);
    const is = (name: string, value: string) => () => el.getAttribute(name) === value;
    await expect(el).toHaveAttribute('data-visible', 'false');

    await step('the connection drops: shown, announced, pulsing for 1 s', async () => {
      $network.set({ online: false });
      // The pulse starts with the change, and with it the timers.
      await settle(is('data-pulse', 'true'), 'the pulse');
      await expect(el).toHaveAttribute('data-state', 'offline');
      await expect(el).toHaveAttribute('data-visible', 'true');
      // It fades in over 200 ms (a real transition).
      await settle(() => getComputedStyle(el).opacity === '1', 'the fade-in');
      await expect(within(el).getByText('Offline Mode')).toBeVisible();
      // The announcement is written a moment later, so screen readers notice the change.
      await clock.tickAsync(ANNOUNCE_DELAY_MS);
      await expect(liveRegion()).toHaveTextContent('Offline Mode');
      await clock.tickAsync(NETWORK_PULSE_MS - ANNOUNCE_DELAY_MS - 1);
      await expect(el).toHaveAttribute('data-pulse', 'true');
      await clock.tickAsync(1);
      await settle(is('data-pulse', 'false'), 'the pulse to stop');
    });

    await step('offline, it stays visible long past the auto-hide delay', async () => {
      await clock.tickAsync(NETWORK_AUTO_HIDE_MS * 12);
      await expect(el).toHaveAttribute('data-visible', 'true');
    });

    await step('back online: shown, pulsing, then hidden 5 s later', async () => {
      $network.set({ online: true, effectiveType: '4g', downlink: 10 });
      await settle(is('data-pulse', 'true'), 'the pulse');
      await expect(el).toHaveAttribute('data-state', 'online');
      await expect(el).toHaveAttribute('data-visible', 'true');
      await clock.tickAsync(ANNOUNCE_DELAY_MS);
      await expect(liveRegion()).toHaveTextContent('Back online');
      await clock.tickAsync(NETWORK_PULSE_MS - ANNOUNCE_DELAY_MS);
      await settle(is('data-pulse', 'false'), 'the pulse to stop');
      await clock.tickAsync(NETWORK_AUTO_HIDE_MS - NETWORK_PULSE_MS - 1);
      await expect(el).toHaveAttribute('data-visible', 'true');
      await clock.tickAsync(1);
      await settle(is('data-visible', 'false'), 'the indicator to hide');
    });
  }),
};

/** A slow link shows "Slow Connection"; with quality display on, type and downlink too. */
export const SlowWithQuality: Story = {
  args: { showQuality: true },
  play: async ({ canvasElement }) => {
    const el = indicator(canvasElement);
    $network.set({ online: true, effectiveType: '3g', downlink: 0.4 });
    await waitFor(() => expect(within(el).getByText('Slow Connection')).toBeVisible());
    await expect(within(el).getByText('3g · 0.4 Mbps')).toBeVisible();
  },
};
