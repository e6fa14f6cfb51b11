import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resetToasts, Toaster } from '../packages/ui/src';
import { configureOffline, resetOfflineConfig } from '../packages/ui/src/offline';
import { WISHLIST_TEXT, WishlistButton } from '../packages/tools/src/workspace';

const removed = async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 });
const api = { fetch: fn(removed) };

const meta = {
  title: 'Catalogue/WishlistButton',
  component: WishlistButton,
  args: { toolId: 'word-counter', toolName: 'Word Counter', initiallyWishlisted: true, variant: 'remove' },
  argTypes: { variant: { control: 'inline-radio', options: ['toggle', 'remove'] } },
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
    api.fetch.mockReset();
    api.fetch.mockImplementation(removed);
    configureOffline({
      fetch: (input, init) => api.fetch(input, init),
      isOnline: () => true,
      registerSync: async () => {},
    });
    return () => {
      resetToasts();
      resetOfflineConfig();
    };
  },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On /wishlist: "Remove" sends DELETE /api/wishlist/{toolId}, then says so and stays disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Word Counter from wishlist' }));
    await expect(await within(document.body).findByText(WISHLIST_TEXT.removedTitle)).toBeVisible();
    const done = canvas.getByRole('button', { name: 'Removed Word Counter from your wishlist' });
    await expect(done).toHaveTextContent('Removed');
    await expect(done).toBeDisabled();
    const [url, init] = api.fetch.mock.calls[0]!;
    await expect(new URL(String(url)).pathname).toBe('/api/wishlist/word-counter');
    await expect(init?.method).toBe('DELETE');
  },
};

export const Playground: Story = {};
