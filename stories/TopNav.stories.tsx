import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { APPS_HINT, DASHBOARD_HINT, TopNav } from '../packages/ui/src';

const visitor = null;
const member = { firstName: 'Ada', lastName: 'Lovelace', imageUrl: null, isAdmin: false };
const admin = { ...member, isAdmin: true };

const meta = {
  title: 'Layout/TopNav',
  component: TopNav,
  args: { currentPath: '/', user: visitor },
  argTypes: {
    currentPath: {
      control: 'select',
      options: ['/', '/pricing', '/login', '/signup', '/dashboard', '/apps', '/parooty'],
    },
  },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the home page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};

export const Playground: Story = {};

/** Every state: visitor, signed in, admin — at desktop and phone widths. */
export const AllStates: Story = {
  render: () => (
    // Each nav sits in its own labelled section so the page keeps one banner landmark.
    <div style={{ display: 'grid', gap: '2rem', paddingBottom: '2rem' }}>
      <section aria-label="Visitor on pricing">
        <TopNav currentPath="/pricing" user={visitor} navLabel="Visitor" />
      </section>
      <section aria-label="Signed in">
        <TopNav currentPath="/apps" user={member} navLabel="Signed in" />
      </section>
      <section aria-label="Admin">
        <TopNav currentPath="/parooty" user={admin} navLabel="Admin" />
      </section>
      <section aria-label="Phone width" style={{ width: 390 }}>
        <TopNav currentPath="/" user={visitor} navLabel="Phone" />
      </section>
    </div>
  ),
};

/** The phone menu: a disclosure that opens and closes, with "Sign In" instead of "Login". */
export const MobileMenu: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390, minHeight: 420, position: 'relative' }}>
        <Story />
      </div>
    ),
  ],
  args: { currentPath: '/pricing' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByText('Menu').closest('summary')!;
    const menu = toggle.closest('details')!;
    const signIn = within(menu).getByRole('link', { name: 'Sign In' });
    await expect(menu).not.toHaveAttribute('open');
    await expect(signIn).not.toBeVisible();

    await step('open the menu', async () => {
      await userEvent.click(toggle);
      await expect(menu).toHaveAttribute('open');
      const panel = within(menu);
      await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      await expect(panel.getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    });

    await step('close it again', async () => {
      await userEvent.click(toggle);
      await expect(menu).not.toHaveAttribute('open');
      await expect(signIn).not.toBeVisible();
    });
  },
};

/** The phone menu signed in: each link says in one line what its page is (Dashboard and Apps are one screen). */
export const MobileMenuSignedIn: Story = {
  decorators: MobileMenu.decorators,
  args: { currentPath: '/apps', user: member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByText('Menu').closest('summary')!;
    await userEvent.click(toggle);
    const menu = within(toggle.closest('details')!);
    const dashboard = menu.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAccessibleDescription(DASHBOARD_HINT);
    await expect(menu.getByRole('link', { name: 'Apps' })).toHaveAccessibleDescription(APPS_HINT);
    await expect(menu.getByText(DASHBOARD_HINT)).toBeVisible();
  },
};

/** Signed in: dashboard, apps, parooty and the user's name; admins see Admin. */
export const SignedIn: Story = {
  args: { currentPath: '/apps', user: admin },
  play: async ({ canvasElement }) => {
    const nav = within(
      within(canvasElement)
        .getByRole('navigation', { name: 'Main' })
        .querySelector('[data-part="links"]') as HTMLElement,
    );
    await expect(nav.getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('title', DASHBOARD_HINT);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    // The user menu: first name and initials; it holds "Your Profile", "Admin Panel" and "Sign out".
    const menu = canvasElement.querySelector<HTMLDetailsElement>('[data-part="user-menu"]')!;
    await expect(within(menu).getByText('Ada')).toBeVisible();
    await userEvent.click(within(menu).getByText('Ada'));
    await expect(within(menu).getByRole('link', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
