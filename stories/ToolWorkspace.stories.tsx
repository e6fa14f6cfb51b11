import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetToasts, Toaster } from '../packages/ui/src';
import { configureOffline, QUEUED_MESSAGE, resetOfflineConfig } from '../packages/ui/src/offline';
import { findTool } from '../packages/tools/src/catalogue';
import { ToolWorkspace, WISHLIST_TEXT } from '../packages/tools/src/workspace';
import { CURRENCY_STORAGE_KEY } from '../packages/tools/src/money/currency';
import { resetCurrencyChoice } from '../packages/tools/src/money/useMoney';

/** A family's engine loads on first use (a module of its own): results are awaited this long. */
const ENGINE_LOAD = { timeout: 10_000 };

/** A catalogue row by id (the stories use real tools, run by their real engines). */
const tool = (id: string) => {
  const row = findTool(id);
  if (!row) throw new Error(`no tool ${id} in the catalogue`);
  return row;
};

/** The API as the tool page sees it: a scripted fetch, online or not. */
const added = async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ toolId: 'word-counter', addedAt: '2026-11-23T10:00:00.000Z' }, { status: 201 });
const api = { fetch: fn(added), online: true };

const meta = {
  title: 'Catalogue/ToolWorkspace',
  component: ToolWorkspace,
  args: { tool: tool('word-counter'), userId: 'story-user', wishlisted: false },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '60rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    resetToasts();
    api.fetch.mockReset();
    api.fetch.mockImplementation(added);
    api.online = true;
    configureOffline({
      fetch: (input, init) => api.fetch(input, init),
      isOnline: () => api.online,
      registerSync: async () => {},
    });
    return () => {
      resetToasts();
      resetOfflineConfig();
    };
  },
} satisfies Meta<typeof ToolWorkspace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Word Counter: type, run, read the figures. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Your text' }), 'Perch keeps every tool close.');
    await userEvent.click(page.getByRole('button', { name: 'Run Word Counter' }));
    const words = await page.findByText('Words', {}, ENGINE_LOAD);
    await expect(words.nextElementSibling).toHaveTextContent('5');
    await expect(page.getByText('Reading time').nextElementSibling).toHaveTextContent('1 min');
  },
};

export const Playground: Story = {};

/**
 * A money tool: amounts in the browser's locale and currency (en-US: dollars), a currency choice
 * that is remembered for every money tool, and the payment schedule as charts and a table.
 */
export const MoneyWithSchedule: Story = {
  args: { tool: tool('mortgage-calculator') },
  beforeEach: () => {
    localStorage.removeItem(CURRENCY_STORAGE_KEY);
    resetCurrencyChoice();
    return () => {
      localStorage.removeItem(CURRENCY_STORAGE_KEY);
      resetCurrencyChoice();
    };
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Run Mortgage Calculator' }));
    await expect(await page.findByText('Monthly payment: $2,022.62', {}, ENGINE_LOAD)).toBeVisible();
    await expect(page.getByText('Total interest').nextElementSibling).toHaveTextContent('$408,142.36');
    const table = page.getByRole('table', { name: /Interest and principal paid each year/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    // The charts draw as they near the screen.
    canvasElement.querySelector('[data-part="schedule-chart"]')?.scrollIntoView();
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-part="schedule-chart"] canvas').length).toBeGreaterThan(0),
      ENGINE_LOAD,
    );
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('USD');
    await userEvent.selectOptions(currency, 'GBP');
    await expect(page.getByText('Monthly payment: £2,022.62')).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('£20,694.69');
    await expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('GBP');
  },
};

/** A text result, with Ctrl + Enter to run and a copy button. */
export const TextResult: Story = {
  args: { tool: tool('title-case') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(
      page.getByRole('textbox', { name: 'Text to convert' }),
      'the last subscription{Control>}{Enter}{/Control}',
    );
    await expect(await page.findByText('The Last Subscription', {}, ENGINE_LOAD)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy result' })).toBeEnabled();
  },
};

/**
 * A checker (kind check): the spelling checker loads its dictionary on the first check, marks
 * each misspelt word in the text, and "Use …" puts a suggestion in (the marks move with it).
 */
export const SpellingCheck: Story = {
  args: { tool: tool('spelling-checker') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByRole('textbox', { name: 'Your text' }), 'I recieve teh letters.');
    await userEvent.click(page.getByRole('button', { name: 'Check' }));
    await page.findByRole('list', { name: 'Findings' }, ENGINE_LOAD);
    const marks = () => [...canvasElement.querySelectorAll('[data-part="marked"] mark')].map((m) => m.textContent);
    expect(marks()).toEqual(['recieve', 'teh']);
    await userEvent.click(page.getByRole('button', { name: 'Use “the” for “teh”' }));
    await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue('I recieve the letters.');
    expect(marks()).toEqual(['recieve']);
    await expect(page.getByRole('status')).toHaveTextContent('Replaced “teh” with “the”.');
  },
};

/** Input the tool cannot take says why, as an alert. */
export const InvalidInput: Story = {
  args: { tool: tool('json-formatter') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByRole('textbox', { name: 'JSON' }), '{{a:1}');
    await userEvent.click(page.getByRole('button', { name: 'Run JSON Formatter' }));
    await expect(await page.findByRole('alert', {}, ENGINE_LOAD)).toHaveTextContent(/^Not valid JSON: /);
  },
};

/** A conversion (kind convert): the value, Convert, the answer in large type with its formula. */
export const Conversion: Story = {
  args: { tool: tool('kilometres-to-miles') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const value = page.getByRole('textbox', { name: /Kilometres|Value/i });
    await userEvent.clear(value);
    await userEvent.type(value, '10{Enter}');
    await expect(await page.findByText('6.21371 mi', {}, ENGINE_LOAD)).toBeVisible();
  },
};

/** A link that carries inputs (?value=10) is filled in and shows its result at once. */
export const FromALink: Story = {
  args: { tool: tool('kilometres-to-miles'), initialValues: { value: '42.195' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('26.2188 mi', {}, ENGINE_LOAD)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Kilometres|Value/i })).toHaveValue('42.195');
  },
};

/** What a click on a download link saved: its file name and bytes (the link is caught, not followed). */
async function catchDownloads(act: () => Promise<void>): Promise<Array<{ name: string; blob: Blob }>> {
  const saved: Array<Promise<{ name: string; blob: Blob }>> = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (!this.download) return click.call(this);
    const name = this.download;
    saved.push(fetch(this.href).then(async (r) => ({ name, blob: await r.blob() })));
  };
  try {
    await act();
    await waitFor(() => expect(saved.length).toBeGreaterThan(0), ENGINE_LOAD);
    return await Promise.all(saved);
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
}

/**
 * The QR code generator: the code as a PNG (whole pixels per module, so it scans when printed) and
 * as its SVG, and the PNG copied as an image; "Copy text" copies what the code says.
 */
export const QrCodeDownloads: Story = {
  args: { tool: tool('qr-code-generator'), initialValues: { input: 'https://perch.app' } },
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: 'QR Code Generator result' }, ENGINE_LOAD)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy text' })).toBeEnabled();
    await step('Download PNG: 1056 × 1056 px, white quiet zone, black finder corner', async () => {
      const [png] = await catchDownloads(() => userEvent.click(page.getByRole('button', { name: 'Download PNG' })));
      await expect(png!.name).toBe('qr-code-generator.png');
      await expect(png!.blob.type).toBe('image/png');
      const bitmap = await createImageBitmap(png!.blob);
      // 25 modules and a quiet zone of 4 a side, 32 px each.
      await expect([bitmap.width, bitmap.height]).toEqual([1056, 1056]);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixel = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data];
      await expect(pixel(10, 10)).toEqual([255, 255, 255, 255]);
      // The top-left finder pattern starts at module (4, 4): its outer ring is black.
      await expect(pixel(4 * 32 + 5, 4 * 32 + 5)).toEqual([0, 0, 0, 255]);
      await expect(pixel(4 * 32 - 1, 4 * 32 - 1)).toEqual([255, 255, 255, 255]);
    });
    await step("Download SVG: the engine's own SVG", async () => {
      const [svg] = await catchDownloads(() => userEvent.click(page.getByRole('button', { name: 'Download SVG' })));
      await expect(svg!.name).toBe('qr-code-generator.svg');
      const text = await svg!.blob.text();
      await expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 33 33"/);
    });
    await step('Copy image: a PNG on the clipboard', async () => {
      const written: ClipboardItem[] = [];
      const write = navigator.clipboard.write;
      navigator.clipboard.write = async (items: ClipboardItem[]) => {
        written.push(...items);
      };
      try {
        await userEvent.click(page.getByRole('button', { name: 'Copy image' }));
        await expect(await page.findByRole('button', { name: 'Image copied' })).toBeVisible();
        await expect(written[0]!.types).toEqual(['image/png']);
        const blob = await written[0]!.getType('image/png');
        await expect((await createImageBitmap(blob)).width).toBe(1056);
      } finally {
        navigator.clipboard.write = write;
      }
    });
  },
};

/**
 * Examples whose inputs have several lines (an ingredient list) show them as lines under the label,
 * each field on its own line; the answer's lines line up after the arrow. Clicking one tries it.
 */
export const ExamplesOfSeveralLines: Story = {
  args: { tool: tool('recipe-scaler') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Its accessible name reads the parts apart: fields, then the answer after the arrow.
    const first = page.getAllByRole('button', {
      name: /^Ingredients, one a line:\s+2 cups flour\s+1 1\/2 tsp salt\s+3 eggs\s+½ cup milk\s+Butter, for the tin\s+Multiply by: 2\s+→\s+4 cups flour\s+3 tsp salt/,
    })[0]!;
    const list = within(first).getByText(
      (_, element) =>
        element?.tagName === 'SPAN' &&
        element.textContent === '2 cups flour\n1 1/2 tsp salt\n3 eggs\n½ cup milk\nButter, for the tin',
    );
    await expect(getComputedStyle(list).whiteSpace).toBe('pre-wrap');
    await expect(getComputedStyle(list).display).toBe('block');
    // "Multiply by: 2" is a line of its own, below the list.
    const factor = within(first).getByText(
      (_, element) => element?.tagName === 'SPAN' && element.textContent === 'Multiply by: 2',
    );
    await expect(factor.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom - 1);
    const answer = within(first).getByText(
      (_, element) =>
        element?.tagName === 'SPAN' &&
        element.textContent === '4 cups flour\n3 tsp salt\n6 eggs\n1 cup milk\nButter, for the tin',
    );
    await expect(getComputedStyle(answer).whiteSpace).toBe('pre-wrap');
    // Its five lines: taller than four lines of its type, where one line would not be.
    await expect(answer.getBoundingClientRect().height).toBeGreaterThan(
      4 * parseFloat(getComputedStyle(answer).fontSize),
    );
    await userEvent.click(first);
    await expect(page.getByRole('textbox', { name: 'Ingredients, one a line' })).toHaveValue(
      '2 cups flour\n1 1/2 tsp salt\n3 eggs\n½ cup milk\nButter, for the tin',
    );
  },
};

/** A form of several inputs (kind form), run from an example. */
export const Form: Story = {
  args: { tool: tool('feet-and-inches-to-cm') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Try the example' }));
    await userEvent.click(page.getByRole('button', { name: 'Run Feet and Inches to Centimetres (Height)' }));
    await expect(await page.findByRole('heading', { name: 'Result' }, ENGINE_LOAD)).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** Add to wishlist: POST /api/wishlist, then "Added to your wishlist" and the pressed state. */
export const AddToWishlist: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /Add to wishlist/ }));
    const body = within(document.body);
    await expect(await body.findByText(WISHLIST_TEXT.addedTitle)).toBeVisible();
    await expect(page.getByRole('button', { name: /On your wishlist/ })).toHaveAttribute('aria-pressed', 'true');
    const [url, init] = api.fetch.mock.calls[0]!;
    await expect(new URL(String(url)).pathname).toBe('/api/wishlist');
    await expect(init?.method).toBe('POST');
    await expect(JSON.parse(String(init?.body))).toEqual({ toolId: 'word-counter' });
  },
};

/** Offline: the change is kept on the device and sent when the connection returns. */
export const AddToWishlistOffline: Story = {
  beforeEach: () => {
    api.online = false;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /Add to wishlist/ }));
    const body = within(document.body);
    await expect(await body.findByText(WISHLIST_TEXT.queuedTitle)).toBeVisible();
    await expect(body.getByText(QUEUED_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: /On your wishlist/ })).toBeVisible();
    await expect(api.fetch).not.toHaveBeenCalled();
  },
};

/** On the wishlist already; removing it fails on the server: a destructive toast, state unchanged. */
export const RemoveFails: Story = {
  args: { wishlisted: true },
  beforeEach: () => {
    api.fetch.mockImplementation(async () => Response.json({ error: 'Database unavailable' }, { status: 503 }));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /On your wishlist/ }));
    const body = within(document.body);
    await expect(await body.findByText(WISHLIST_TEXT.failureTitle)).toBeVisible();
    await expect(body.getByText('API Error: Database unavailable')).toBeVisible();
    await waitFor(() => expect(page.getByRole('button', { name: /On your wishlist/ })).toBeEnabled());
  },
};
