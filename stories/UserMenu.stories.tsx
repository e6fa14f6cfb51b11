import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dismissMenus, UserMenu } from '../packages/ui/src';

const ada = { firstName: 'Ada', lastName: 'Lovelace', imageUrl: null, isAdmin: false };

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  args: { user: ada, currentPath: '/tools' },
  decorators: [
    (Story) => {
      // Pages call dismissMenus() once; the stories do the same.
      useEffect(() => dismissMenus(), []);
      return (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '1rem 1rem 12rem' }}>
          <Story />
        </div>
      );
    },
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First name and initials; opening shows "Your Profile" and "Sign out". */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByText('Ada').closest('summary')!;
    const menu = toggle.closest('details')!;
    await expect(canvas.getByText('AL')).toBeVisible();
    await expect(within(menu).getByText('Your Profile')).not.toBeVisible();
    await step('open', async () => {
      await userEvent.click(toggle);
      await expect(menu).toHaveAttribute('open');
      await expect(canvas.getByRole('link', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
      await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    });
    await step('Escape closes and returns focus to the toggle', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(menu).not.toHaveAttribute('open');
      await expect(toggle).toHaveFocus();
    });
    await step('a click outside closes', async () => {
      await userEvent.click(toggle);
      await userEvent.click(canvasElement);
      await expect(menu).not.toHaveAttribute('open');
    });
  },
};

export const Playground: Story = {};

/** Sign out posts the form to the server by default; a client host can handle it instead. */
export const SignOut: Story = {
  args: { onSignOut: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Ada'));
    const form = canvas.getByRole('button', { name: 'Sign out' }).closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/auth/logout');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** No first name: "User"; admins get "Admin Panel". */
export const AdminWithoutName: Story = {
  args: { user: { firstName: '', lastName: '', imageUrl: null, isAdmin: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('User'));
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/dashboard');
  },
};

/** Closed, open, admin and with a profile image. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '12rem', alignItems: 'flex-start' }}>
      <UserMenu user={ada} />
      <UserMenu user={ada} open />
      <UserMenu user={{ ...ada, firstName: '', isAdmin: true }} open />
      <UserMenu
        user={{
          ...ada,
          imageUrl:
            'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" fill="%2327272a"/%3E%3Ccircle cx="16" cy="12" r="6" fill="%23D87A3F"/%3E%3Crect x="6" y="21" width="20" height="11" rx="5" fill="%23D87A3F"/%3E%3C/svg%3E',
        }}
      />
    </div>
  ),
};
