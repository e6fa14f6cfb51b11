import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE, summaryOf } from '../packages/tools/src/catalogue';
import { TOOL_CATEGORIES } from '../packages/tools/src/categories';
import { createSearchIndex, serialiseSearchIndex } from '../packages/tools/src/search';
import { ToolBrowser, type SearchFile } from '../packages/tools/src/workspace';
import { resetToasts, Toaster } from '../packages/ui/src';

/** The prebuilt index the site serves at /catalogue/search-index.json, here as a blob URL. */
function indexUrl(): string {
  const file: SearchFile = {
    tools: CATALOGUE.map(({ id, name, description, category, pro }) => ({ id, name, description, category, pro })),
    index: serialiseSearchIndex(createSearchIndex(CATALOGUE.map(summaryOf))),
  };
  return URL.createObjectURL(new Blob([JSON.stringify(file)], { type: 'application/json' }));
}

const firstPage = CATALOGUE.slice(0, 24).map(({ id, name, description, category, pro }) => ({
  id,
  name,
  description,
  category,
  pro,
}));

const meta = {
  title: 'Catalogue/ToolBrowser',
  component: ToolBrowser,
  args: {
    initial: { q: '', category: null, page: 1, pageSize: 24, total: CATALOGUE.length, items: firstPage },
    categories: TOOL_CATEGORIES.map(({ id, label }) => ({ id, label })),
    wishlist: [],
    indexUrl: indexUrl(),
    hasPermission: false,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '72rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    resetToasts();
    return () => resetToasts();
  },
} satisfies Meta<typeof ToolBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the catalogue, as the server draws it; the count with a thousands comma ("1,198 tools"). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${CATALOGUE.length.toLocaleString('en-US')} tools`)).toBeVisible();
    await expect(within(canvasElement).getByText(/^\d,\d{3} tools$/)).toBeVisible();
  },
};

/** Typing searches the whole catalogue in the browser: the named tool comes first. */
export const SearchAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByRole('searchbox', { name: 'Search the catalogue' }), 'km to miles');
    await waitFor(
      () => expect(canvasElement.querySelector('[data-tool]')?.getAttribute('data-tool')).toBe('kilometres-to-miles'),
      { timeout: 5000 },
    );
    await expect(page.getByText(/tools? for “km to miles”/)).toBeVisible();
  },
};

/** A category narrows the list; nothing found offers Parooty. */
export const CategoryAndEmpty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('link', { name: 'Units & conversions' }));
    await waitFor(() =>
      expect(page.getByRole('link', { name: 'Units & conversions' })).toHaveAttribute('aria-current', 'page'),
    );
    await userEvent.type(page.getByRole('searchbox', { name: 'Search the catalogue' }), 'zzzzqqqq');
    await expect(await page.findByRole('heading', { name: 'No tool matches that yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask Parooty' })).toHaveAttribute('href', '/parooty?q=zzzzqqqq');
  },
};
