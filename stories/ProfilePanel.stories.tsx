import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PROFILE_TEXT, ProfilePanel, resetToasts, Toaster, type ProfileNames } from '../packages/ui/src';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@perch.app', emailVerified: true };

const meta = {
  title: 'Account/ProfilePanel',
  component: ProfilePanel,
  args: { user: ada, onSave: fn(async (names: ProfileNames) => ({ ...names })) },
  argTypes: { initialMode: { control: 'inline-radio', options: ['viewing', 'editing', 'saving'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    resetToasts();
    return () => resetToasts();
  },
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Viewing: names, email and its verification status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('Ada')).toBeVisible();
    await expect(panel.getByText('Lovelace')).toBeVisible();
    await expect(panel.getByText('ada@perch.app')).toBeVisible();
    await expect(panel.getByText(PROFILE_TEXT.verified)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** Empty names read "Not set"; an unverified email says so. */
export const NotSetAndUnverified: Story = {
  args: { user: { firstName: '', lastName: null, email: 'new@perch.app', emailVerified: false } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getAllByText(PROFILE_TEXT.notSet)).toHaveLength(2);
    await expect(panel.getByText(PROFILE_TEXT.notVerified)).toBeVisible();
  },
};

/** Edit → Save Changes: a saving state while the request runs, then "Profile updated". */
export const EditAndSave: Story = {
  args: {
    onSave: fn(async (names: ProfileNames) => {
      await new Promise((r) => setTimeout(r, 150));
      return names;
    }),
  },
  play: async ({ args, canvasElement, step }) => {
    const panel = within(canvasElement);
    await step('open editing', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Edit Profile' }));
      await expect(panel.getByLabelText('First name')).toHaveValue('Ada');
      await expect(panel.getByLabelText('First name')).toHaveFocus();
    });
    await step('save trimmed names', async () => {
      await userEvent.clear(panel.getByLabelText('First name'));
      await userEvent.type(panel.getByLabelText('First name'), '  Augusta ');
      await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
      await expect(panel.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      await expect(panel.getByLabelText('First name')).toBeDisabled();
      await expect(canvasElement.querySelector('[data-part="profile-panel"]')).toHaveAttribute('data-state', 'saving');
    });
    await step('back to viewing with a toast', async () => {
      await within(document.body).findByText(PROFILE_TEXT.successTitle);
      await expect(within(document.body).getByText(PROFILE_TEXT.successDescription)).toBeVisible();
      await expect(args.onSave).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: 'Lovelace' });
      await expect(panel.getByText('Augusta')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    });
  },
};

/** An empty name: the "Missing fields" toast, nothing saved, still editing. */
export const MissingFields: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(panel.getByLabelText('Last name'));
    await userEvent.type(panel.getByLabelText('Last name'), '   ');
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await within(document.body).findByText(PROFILE_TEXT.missingTitle);
    await expect(within(document.body).getByText(PROFILE_TEXT.missingDescription)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(panel.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

/** The save fails: a destructive toast with the message (or the fallback), still editing. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async (_names: ProfileNames): Promise<ProfileNames> => Promise.reject(new Error('Not signed in'))),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    const title = await within(document.body).findByText(PROFILE_TEXT.failureTitle);
    await expect(title.closest('[data-part="toast"]')).toHaveAttribute('data-variant', 'destructive');
    await expect(within(document.body).getByText('Not signed in')).toBeVisible();
    await expect(panel.getByLabelText('First name')).toBeEnabled();
  },
};

/** Cancel leaves editing without saving. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(panel.getByLabelText('First name'), 'zzz');
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(panel.getByText('Ada')).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Every mode side by side: viewing, editing, saving. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <ProfilePanel {...args} user={ada} initialMode="viewing" aria-label="Viewing" />
      <ProfilePanel
        {...args}
        user={{ ...ada, emailVerified: false, lastName: '' }}
        initialMode="editing"
        aria-label="Editing"
      />
      <ProfilePanel {...args} user={ada} initialMode="saving" aria-label="Saving" />
    </div>
  ),
};
