import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE, summaryOf } from '../packages/tools/src/catalogue';
import { TOOL_CATEGORIES } from '../packages/tools/src/categories';
import { orderTools } from '../packages/tools/src/browse/order';
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
    await expect(await page.findByRole('heading', { name: 'No tool for “zzzzqqqq” yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask Parooty' })).toHaveAttribute('href', '/parooty?q=zzzzqqqq');
  },
};

/** The person's lists, drawn by the page, as children: between the search and the catalogue. */
function Lists() {
  return (
    <section aria-labelledby="story-recent">
      <h2 id="story-recent">Recently used</h2>
      <p>The tools you ran last, newest first. Perch keeps this list for you.</p>
      <ul>
        <li data-tool="word-counter">
          <a href="/app/word-counter">Word Counter</a>
        </li>
      </ul>
    </section>
  );
}

/**
 * Someone who picked Finance at onboarding: "For you" opens on Finance, the search box first and
 * their lists under it; typing hides the lists so results come straight under the search.
 */
export const ForYouWithLists: Story = {
  args: {
    interests: ['finance'],
    popular: ['mortgage-calculator'],
    children: <Lists />,
    catalogueHeading: 'All tools',
    initial: {
      q: '',
      category: null,
      page: 1,
      pageSize: 24,
      total: CATALOGUE.length,
      sort: 'for-you',
      items: orderTools(CATALOGUE, { sort: 'for-you', interests: ['finance'], popular: ['mortgage-calculator'] })
        .slice(0, 24)
        .map(({ id, name, description, category, pro }) => ({ id, name, description, category, pro })),
    },
  },
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);
    const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    const lists = page.getByRole('region', { name: 'Recently used' });
    await step('search first, then the lists, then the catalogue', async () => {
      await expect(search.compareDocumentPosition(lists) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await expect(page.getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'true');
      await expect(canvasElement.querySelector('[data-part="results"] [data-tool]')).toHaveAttribute(
        'data-tool',
        'mortgage-calculator',
      );
    });
    await step('typing hides the lists; clearing brings them back', async () => {
      await userEvent.type(search, 'loan');
      await waitFor(() => expect(lists).not.toBeVisible(), { timeout: 5000 });
      await expect(page.getByRole('link', { name: 'Best match' })).toHaveAttribute('aria-current', 'true');
      await userEvent.clear(search);
      await waitFor(() => expect(lists).toBeVisible());
    });
  },
};

/** The sort: Popular and A–Z reorder the catalogue in place, each with its one-line rule. */
export const Sort: Story = {
  args: { popular: ['sha256-hash-generator'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const first = () => canvasElement.querySelector('[data-part="results"] [data-tool]')?.getAttribute('data-tool');
    await userEvent.click(page.getByRole('link', { name: 'Popular' }));
    await waitFor(() => expect(first()).toBe('sha256-hash-generator'), { timeout: 5000 });
    await expect(page.getByText(/Most used by people on Perch over the last 30 days/)).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'A–Z' }));
    await waitFor(() => expect(page.getByRole('link', { name: 'A–Z' })).toHaveAttribute('aria-current', 'true'));
    const names = [...canvasElement.querySelectorAll('[data-part="results"] strong')].map((n) => n.textContent ?? '');
    await expect(names).toEqual(
      [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
    );
  },
};

/** The visual baseline: the first page for someone with interests and a list, at a phone's width. */
export const AllStates: Story = {
  ...ForYouWithLists,
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem', width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: undefined,
  args: {
    ...ForYouWithLists.args,
    initial: { ...ForYouWithLists.args!.initial!, items: ForYouWithLists.args!.initial!.items!.slice(0, 3) },
  },
};
