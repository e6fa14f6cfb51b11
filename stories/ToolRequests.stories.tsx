import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resetToasts, Toaster } from '../packages/ui/src';
import {
  closeProductAnalyticsHub,
  connectProductAnalytics,
  openProductAnalyticsHub,
  type ProductAnalyticsCommand,
} from '../packages/ui/src/analytics/hub';
import { configureOffline, resetOfflineConfig } from '../packages/ui/src/offline';
import { TOOL_REQUEST_TEXT, ToolRequests, type ToolRequestItem } from '../packages/tools/src/workspace';

const CATEGORIES = [
  { id: 'productivity', label: 'Productivity' },
  { id: 'finance', label: 'Finance' },
  { id: 'developer', label: 'Developer' },
];
const EXISTING: ToolRequestItem[] = [
  {
    id: 'r-2',
    name: 'Gantt chart',
    description: 'Plan a project on a timeline, with dependencies between tasks.',
    category: 'productivity',
    status: 'planned',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'r-1',
    name: 'Invoice number generator',
    description: 'Sequential invoice numbers with a prefix and the year.',
    category: 'finance',
    status: 'submitted',
    createdAt: '2026-11-18T10:00:00.000Z',
  },
];

const stored = async (_input: RequestInfo | URL, init?: RequestInit) =>
  new Response(
    JSON.stringify({
      id: 'r-3',
      ...JSON.parse(String(init?.body)),
      status: 'submitted',
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
    }),
    {
      status: 201,
      headers: { 'content-type': 'application/json' },
    },
  );
const api = { fetch: fn(stored), online: true };
/** What the page's product analytics received (as on a page whose visitor chose Allow). */
let analytics: ProductAnalyticsCommand[] = [];
const filed = () => analytics.filter((c) => c.kind === 'event' && c.event === 'tool_request_filed');

const meta = {
  title: 'Catalogue/ToolRequests',
  component: ToolRequests,
  args: { initialRequests: EXISTING, categories: CATEGORIES },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '48rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    resetToasts();
    api.fetch.mockReset();
    api.fetch.mockImplementation(stored);
    api.online = true;
    configureOffline({
      fetch: (input, init) => api.fetch(input, init),
      isOnline: () => api.online,
      registerSync: async () => {},
    });
    analytics = [];
    openProductAnalyticsHub();
    connectProductAnalytics((command) => analytics.push(command));
    return () => {
      resetToasts();
      resetOfflineConfig();
      closeProductAnalyticsHub();
    };
  },
} satisfies Meta<typeof ToolRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.type(canvas.getByLabelText('Tool name'), name);
  await userEvent.type(canvas.getByLabelText('What should it do?'), 'Turn a list of tasks into a weekly plan.');
  await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Productivity');
}

/** A request sent: POST /api/app-requests with the trimmed fields, listed first as Submitted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, '  Weekly planner ');
    await userEvent.click(canvas.getByRole('button', { name: TOOL_REQUEST_TEXT.submit }));
    await expect(await within(document.body).findByText(TOOL_REQUEST_TEXT.sentTitle)).toBeVisible();
    const [url, init] = api.fetch.mock.calls[0]!;
    await expect(new URL(String(url)).pathname).toBe('/api/app-requests');
    await expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Weekly planner',
      description: 'Turn a list of tasks into a weekly plan.',
      category: 'productivity',
    });
    const first = canvasElement.querySelector('[data-part="tool-request"]')!;
    await expect(first).toHaveTextContent('Weekly planner');
    await expect(first).toHaveTextContent('Submitted');
    await expect(canvas.getByLabelText('Tool name')).toHaveValue('');
    await expect(filed()).toEqual([
      {
        kind: 'event',
        event: 'tool_request_filed',
        properties: { category: 'productivity', has_description: true, offline: false },
      },
    ]);
  },
};

/** Every field's error, told next to it; nothing is sent and the first field with a mistake has the focus. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TOOL_REQUEST_TEXT.submit }));
    await expect(canvas.getByText(TOOL_REQUEST_TEXT.nameRequired)).toBeVisible();
    await expect(canvas.getByText(TOOL_REQUEST_TEXT.descriptionRequired)).toBeVisible();
    await expect(canvas.getByText(TOOL_REQUEST_TEXT.categoryRequired)).toBeVisible();
    await expect(canvas.getByLabelText('Tool name')).toHaveFocus();
    await expect(canvas.getByLabelText('Tool name')).toHaveAttribute('aria-invalid', 'true');
    await expect(api.fetch).not.toHaveBeenCalled();
    // Typing in a field clears its error.
    await userEvent.type(canvas.getByLabelText('Tool name'), 'Weekly planner');
    await expect(canvas.queryByText(TOOL_REQUEST_TEXT.nameRequired)).toBeNull();
  },
};

/** The server refuses a field: its message goes next to the field, and the draft is kept. */
export const ServerRefusal: Story = {
  play: async ({ canvasElement }) => {
    api.fetch.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ error: 'Invalid request', details: { name: 'name must be at most 100 characters' } }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    const canvas = within(canvasElement);
    await fillIn(canvas, 'Weekly planner');
    await userEvent.click(canvas.getByRole('button', { name: TOOL_REQUEST_TEXT.submit }));
    await expect(await canvas.findByText('name must be at most 100 characters')).toBeVisible();
    await expect(await within(document.body).findByText(TOOL_REQUEST_TEXT.failureTitle)).toBeVisible();
    await expect(canvas.getByLabelText('Tool name')).toHaveValue('Weekly planner');
    await expect(filed(), 'a refused request is not counted as filed').toEqual([]);
  },
};

/** Offline: the request waits on the device and is listed as "Waiting to send". */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    api.online = false;
    const canvas = within(canvasElement);
    await fillIn(canvas, 'Weekly planner');
    await userEvent.click(canvas.getByRole('button', { name: TOOL_REQUEST_TEXT.submit }));
    await expect(await within(document.body).findByText(TOOL_REQUEST_TEXT.queuedTitle)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="tool-request"]')).toHaveTextContent('Waiting to send');
    await expect(api.fetch).not.toHaveBeenCalled();
    await expect(filed()).toEqual([
      {
        kind: 'event',
        event: 'tool_request_filed',
        properties: { category: 'productivity', has_description: true, offline: true },
      },
    ]);
  },
};

/** No requests yet. */
export const Empty: Story = { args: { initialRequests: [] } };

/**
 * Begun by Parooty's "not yet" answer (/app-request?name=…&description=…): the form starts filled
 * in, cut to the fields' limits, and an unknown category is left for the person to choose.
 */
export const PrefilledFromParooty: Story = {
  args: {
    initialDraft: { name: 'PDF merger', description: 'merge three pdfs into one', category: 'no-such-category' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Tool name')).toHaveValue('PDF merger');
    await expect(canvas.getByLabelText(/What should it do/)).toHaveValue('merge three pdfs into one');
    await expect(canvas.getByRole('combobox')).toHaveValue('');
  },
};

/** A name past its limit in the link is cut to the field's 100 characters, not refused. */
export const PrefilledTooLong: Story = {
  args: { initialDraft: { name: 'x'.repeat(150), description: 'd' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Tool name')).toHaveValue('x'.repeat(100));
  },
};
