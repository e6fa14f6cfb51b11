import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from '../packages/ui/src';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { label: 'Loading…' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.querySelector('[data-part="ring"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The centred spinner shown while a screen or the sign-in state loads. */
export const Centered: Story = {
  args: { centered: true, showLabel: true, size: 'lg', label: 'Loading your tools…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your tools…')).toBeVisible();
  },
};

export const Playground: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '2rem', padding: '2rem', alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} showLabel />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(spinnerSizes.length);
  },
};
