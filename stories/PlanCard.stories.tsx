import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BEST_VALUE_BADGE, billingCycles, PlanCard } from '../packages/ui/src';

const meta = {
  title: 'Pricing/PlanCard',
  component: PlanCard,
  argTypes: { defaultCycle: { control: 'inline-radio', options: billingCycles } },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem', display: 'grid', placeItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly by default, with the fallback prices. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(canvas.getByText(BEST_VALUE_BADGE)).toBeVisible();
    await expect(canvas.getByText('$49.99')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe Monthly' })).toHaveAttribute(
      'href',
      '/pricing?cycle=monthly',
    );
  },
};

export const Playground: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
      {billingCycles.map((cycle) => (
        <PlanCard key={cycle} defaultCycle={cycle} />
      ))}
    </div>
  ),
};

/** The toggle changes the price, the saving badge and the button's text and link. */
export const CycleToggle: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('annual', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Annual' }));
      await expect(canvas.getByRole('radio', { name: 'Annual' })).toBeChecked();
      await expect(canvas.getByText('$499.90')).toBeVisible();
      await expect(canvas.getByText('Save 17%')).toBeVisible();
      await expect(canvas.getByText('Save $99.98 annually')).toBeVisible();
      const cta = canvas.getByRole('link', { name: 'Subscribe Annually' });
      await expect(cta).toHaveAttribute('href', '/pricing?cycle=annual');
      await expect(canvas.queryByRole('link', { name: 'Subscribe Monthly' })).toBeNull();
    });

    await step('weekly', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
      await expect(canvas.getByText('$11.53')).toBeVisible();
      await expect(canvas.getByText('Save 17%')).not.toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Subscribe Weekly' })).toHaveAttribute(
        'href',
        '/pricing?cycle=weekly',
      );
    });

    await step('arrow keys move through the radio group', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      await expect(canvas.getByRole('link', { name: 'Subscribe Monthly' })).toBeVisible();
    });
  },
};

/** Prices from the plans call replace the fallbacks; missing cycles keep them. */
export const FromApi: Story = {
  args: { plans: [{ price: 999, interval: 'week', features: ['Everything'] }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    await expect(canvas.getByText('$9.99')).toBeVisible();
    await expect(canvas.getByText('Everything')).toBeVisible();
  },
};
