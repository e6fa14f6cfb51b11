import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StepProgressBar, type ProgressStep } from '../packages/ui/src';

const steps: ProgressStep[] = [
  {
    id: 'a',
    title: 'Create account',
    description: 'Sign up with your email.',
    completed: true,
    current: false,
    locked: false,
    icon: '1',
  },
  {
    id: 'b',
    title: 'Choose plan',
    description: 'Weekly, monthly or annual.',
    completed: false,
    current: true,
    locked: false,
    badge: 'Premium',
    icon: '2',
  },
  {
    id: 'c',
    title: 'Meet Parooty',
    description: 'Ask for tool ideas.',
    completed: false,
    current: false,
    locked: true,
    icon: '3',
  },
  {
    id: 'd',
    title: 'Explore',
    description: 'Try the catalogue.',
    completed: false,
    current: false,
    locked: false,
    icon: '4',
  },
];

const meta = {
  title: 'Progress/StepProgressBar',
  component: StepProgressBar,
  args: { steps, fixed: false },
  decorators: [
    (Story) => (
      <div style={{ padding: '3rem 1rem 6rem', display: 'grid', placeItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepEl = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-step="${id}"]`)!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(stepEl(canvasElement, 'a')).toHaveAttribute('data-state', 'completed');
    await expect(stepEl(canvasElement, 'b')).toHaveAttribute('data-state', 'current');
    await expect(stepEl(canvasElement, 'c')).toHaveAttribute('data-state', 'locked');
    await expect(stepEl(canvasElement, 'd')).toHaveAttribute('data-state', 'default');
    const connectors = [...canvasElement.querySelectorAll('[data-part="connector"]')].map((c) =>
      c.getAttribute('data-state'),
    );
    // green after the completed step, copper→grey into the locked one, grey otherwise
    await expect(connectors).toEqual(['completed', 'unlocking', 'default']);
    await expect(within(canvasElement).getByText('Step 2 of 4: Choose plan')).toBeVisible();
    await expect(within(canvasElement).getByText('Premium')).toBeVisible();
  },
};

export const Playground: Story = {};

/** The current step is locked: the gradient leads into it and the caption asks to subscribe. */
export const CurrentLocked: Story = {
  args: {
    steps: [
      { ...steps[0]!, completed: false, current: true },
      { ...steps[2]!, current: false, locked: true },
      { ...steps[3]!, current: false },
    ].map((s, i) => (i === 0 ? { ...s, locked: false } : s)),
  },
  play: async ({ canvasElement }) => {
    const connectors = [...canvasElement.querySelectorAll('[data-part="connector"]')].map((c) =>
      c.getAttribute('data-state'),
    );
    await expect(connectors[0]).toBe('unlocking');
  },
};

export const LockedCaption: Story = {
  args: { steps: steps.map((s) => (s.id === 'c' ? { ...s, current: true } : { ...s, current: false })) },
  play: async ({ canvasElement }) => {
    const caption = canvasElement.querySelector('[data-part="caption"]')!;
    await expect(caption).toHaveTextContent('Step 3 of 4: Meet Parooty Subscribe to unlock');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <StepProgressBar fixed={false} steps={steps} aria-label="Mixed" />
      <StepProgressBar
        fixed={false}
        steps={steps.map((s) => ({ ...s, completed: true, current: s.id === 'd' }))}
        aria-label="All completed"
      />
      <StepProgressBar
        fixed={false}
        steps={steps.map((s) => ({ ...s, completed: false, current: s.id === 'c' }))}
        aria-label="Locked current"
      />
    </div>
  ),
};

/** Hovering (after 700 ms) or focusing a step shows its title and description. */
export const Tooltips: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.hover(stepEl(canvasElement, 'c'));
    const tip = await page.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tip).toHaveTextContent('Meet Parooty');
    await expect(tip).toHaveTextContent('Ask for tool ideas.');
    await userEvent.unhover(stepEl(canvasElement, 'c'));
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());

    await userEvent.tab();
    await expect(stepEl(canvasElement, 'a')).toHaveFocus();
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Create account'));
  },
};
