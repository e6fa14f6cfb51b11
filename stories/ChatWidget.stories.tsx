import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  $chat,
  CHAT_FAILURE,
  CHAT_NOT_ALLOWED,
  CHAT_NOTIFICATION_DELAY_MS,
  CHAT_WELCOME,
  ChatWidget,
  resetChat,
} from '../packages/ui/src';
import { installFakeClock, onFakeClock, settle, uninstallFakeClock, type InstalledClock } from './fakeClock';

const recs = [1, 2, 3].map((n) => ({
  name: ['Focus Timer', 'Task Board', 'Habit Tracker'][n - 1]!,
  description: 'Keeps your day on track.',
  category: 'Productivity',
  url: `/app/${n}`,
  // The second needs Pro: its card is marked.
  ...(n === 2 ? { pro: true } : {}),
}));

/** A transport that answers like the API, after a short wait so "Thinking..." can be seen. */
function reply(data: unknown, { status = 200, delay = 300 } = {}) {
  return fn(async () => {
    await new Promise((r) => setTimeout(r, delay));
    // The API's shape: the Parooty query response under `data`; errors as {error}.
    return new Response(JSON.stringify(status < 400 ? { data } : data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const meta = {
  title: 'Parooty/ChatWidget',
  component: ChatWidget,
  args: {
    placement: 'inline',
    persist: false,
    fetch: reply({ content: 'Here are two tools for focus.', toolRecommendations: recs }),
  },
  beforeEach: () => {
    resetChat();
    return () => resetChat();
  },
  decorators: [
    (Story) => (
      <div
        style={{
          minHeight: 620,
          padding: '1.5rem',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'flex-end',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const launcher = (root: HTMLElement) => within(root).getByRole('button', { name: /chat with Parooty/ });
const input = (root: HTMLElement) => within(root).getByRole('textbox', { name: 'Message Parooty' });

/** Closed: only the launcher. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(launcher(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Playground: Story = {};

/** Open, a conversation with recommendations (two of three shown), a reply pending. */
export const AllStates: Story = {
  beforeEach: () => {
    $chat.set({
      open: true,
      pending: true,
      dot: false,
      sessionId: 'widget-1',
      messages: [
        { id: '1', text: CHAT_WELCOME, isUser: false, timestamp: 1 },
        { id: '2', text: 'What tools can help with productivity?', isUser: true, timestamp: 2 },
        { id: '3', text: 'Here are two tools for focus.', isUser: false, timestamp: 3, toolRecommendations: recs },
        { id: '4', text: 'Anything for writing?', isUser: true, timestamp: 4 },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Thinking...')).toBeVisible();
    await expect(input(canvasElement)).toBeDisabled();
  },
};

/** Open, greet, quick prompt, Enter to send, "Thinking...", then the answer with 2 tools. */
export const Conversation: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('open: welcome message, title, focus in the input', async () => {
      await userEvent.click(launcher(canvasElement));
      await expect(canvas.getByRole('dialog', { name: 'Chat with Parooty' })).toBeVisible();
      await expect(canvas.getByText(CHAT_WELCOME)).toBeVisible();
      await expect(input(canvasElement)).toHaveFocus();
      await expect(input(canvasElement)).toHaveAttribute('placeholder', 'Ask Parooty...');
    });
    await step('a quick prompt fills the input', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show me AI tools' }));
      await expect(input(canvasElement)).toHaveValue('Show me AI tools');
      await userEvent.click(canvas.getByRole('button', { name: 'What tools can help with productivity?' }));
      await expect(input(canvasElement)).toHaveValue('What tools can help with productivity?');
    });
    await step('Enter sends; while pending the input is disabled and Thinking... shows', async () => {
      await userEvent.type(input(canvasElement), '{Enter}');
      await expect(
        canvas.getByText('What tools can help with productivity?', { selector: '[data-from="user"]' }),
      ).toBeVisible();
      await expect(canvas.getByText('Thinking...')).toBeVisible();
      await expect(input(canvasElement)).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
      const [, init] = (args.fetch as ReturnType<typeof fn>).mock.calls[0] as [string, RequestInit];
      await expect(JSON.parse(String(init.body))).toMatchObject({
        query: 'What tools can help with productivity?',
        sessionId: expect.stringMatching(/^widget-\d+$/),
      });
    });
    await step('the answer shows at most two recommendations, and focus returns', async () => {
      await expect(await canvas.findByText('Here are two tools for focus.')).toBeVisible();
      await expect(canvas.queryByText('Thinking...')).toBeNull();
      const tools = canvas.getAllByRole('link');
      await expect(tools.map((a) => a.textContent)).toEqual(['Focus Timer', 'Task Board']);
      await expect(tools[0]).toHaveAttribute('href', '/app/1');
      const marks = canvasElement.querySelectorAll('[data-part="recommendation"] [data-part="pro"]');
      await expect([...marks].map((m) => m.closest('li')?.querySelector('a')?.textContent)).toEqual(['Task Board']);
      await expect(marks[0]).toHaveTextContent('Pro: needs a Pro subscription');
      await waitFor(() => expect(input(canvasElement)).toHaveFocus());
    });
  },
};

/**
 * A question with all its inputs: the reply opens with the tool's own result, set apart, and the
 * widget still shows two tool cards, the first with the inputs in its link.
 */
export const ResultReply: Story = {
  args: {
    fetch: reply({
      content:
        '10 km is 6.21371 mi. Squawk! The Kilometres to Miles Converter has it with your inputs filled in, to copy or change.',
      result: { toolId: 'kilometres-to-miles', text: '6.21371 mi', sentence: '10 km is 6.21371 mi.' },
      toolRecommendations: [
        { ...recs[0]!, name: 'Kilometres to Miles Converter', url: '/app/kilometres-to-miles?value=10' },
        ...recs.slice(1),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(launcher(canvasElement));
    await userEvent.type(input(canvasElement), 'convert 10 km to miles{Enter}');
    const result = await canvas.findByText('10 km is 6.21371 mi.');
    await expect(result).toHaveAttribute('data-part', 'result');
    await expect(result).toBeVisible();
    await expect(result.closest('[data-from]')).toHaveAttribute('data-from', 'assistant');
    await expect(result.closest('[data-from]')).toHaveTextContent(
      /^Parooty: 10 km is 6\.21371 mi\.Squawk! The Kilometres to Miles Converter has it/,
    );
    const tools = canvas.getAllByRole('link');
    await expect(tools).toHaveLength(2);
    await expect(tools[0]).toHaveAttribute('href', '/app/kilometres-to-miles?value=10');
  },
};

/** A result the reply does not open with is not set apart (the text is shown as sent). */
export const ResultNotInReply: Story = {
  args: {
    fetch: reply({
      content: 'Here is your converter.',
      result: { toolId: 'kilometres-to-miles', text: '6.21371 mi', sentence: '10 km is 6.21371 mi.' },
      toolRecommendations: recs,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(launcher(canvasElement));
    await userEvent.type(input(canvasElement), 'convert 10 km to miles{Enter}');
    await expect(await canvas.findByText('Here is your converter.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="result"]')).toBeNull();
  },
};

/** Shift+Enter starts a new line; empty or blank input is never sent. */
export const ShiftEnterAndBlankInput: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(launcher(canvasElement));
    await userEvent.type(input(canvasElement), '   {Enter}');
    await expect(args.fetch).not.toHaveBeenCalled();
    await userEvent.clear(input(canvasElement));
    await userEvent.type(input(canvasElement), 'line one{Shift>}{Enter}{/Shift}line two');
    await expect(input(canvasElement)).toHaveValue('line one\nline two');
    await expect(args.fetch).not.toHaveBeenCalled();
  },
};

/** A failed request: Parooty says "Squawk! …". */
export const Failure: Story = {
  args: { fetch: reply({ error: 'down' }, { status: 503 }) },
  beforeEach: () => {
    const realError = console.error;
    console.error = () => {};
    return () => {
      console.error = realError;
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(launcher(canvasElement));
    await userEvent.type(input(canvasElement), 'help{Enter}');
    await expect(await within(canvasElement).findByText(CHAT_FAILURE)).toBeVisible();
  },
};

/** Embedded on another site (the one-tag embed): tool links go to Perch, in a new tab. */
export const EmbeddedLinks: Story = {
  args: { perchOrigin: 'https://perch.example' },
  play: async ({ canvasElement }) => {
    await userEvent.click(launcher(canvasElement));
    await userEvent.type(input(canvasElement), 'focus{Enter}');
    const tools = await within(canvasElement).findAllByRole('link');
    await expect(tools[0]).toHaveAttribute('href', 'https://perch.example/app/1');
    await expect(tools[0]).toHaveAttribute('target', '_blank');
    await expect(tools[0]).toHaveAttribute('rel', 'noopener');
  },
};

/**
 * Embedded on a site Perch has not allowed: the question fails (the browser hides a refused
 * cross-origin answer), Perch's access check says "not allowed", and the widget says so once and
 * takes no more questions.
 */
export const EmbeddedOnARefusedSite: Story = {
  args: {
    perchOrigin: 'https://perch.example',
    fetch: fn(async (url: RequestInfo | URL) => {
      if (String(url).endsWith('/api/parooty/embed-access'))
        return new Response(JSON.stringify({ allowed: false }), { headers: { 'content-type': 'application/json' } });
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(launcher(canvasElement));
    await userEvent.type(input(canvasElement), 'help{Enter}');
    await expect(await within(canvasElement).findByText(CHAT_NOT_ALLOWED)).toBeVisible();
    await expect(within(canvasElement).queryByText(CHAT_FAILURE)).toBeNull();
    await expect(input(canvasElement)).toBeDisabled();
    const fetch = args.fetch as ReturnType<typeof fn>;
    await expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/parooty/query',
      'https://perch.example/api/parooty/embed-access',
    ]);
  },
};

/** Messages are text, never HTML. */
export const TextNotHtml: Story = {
  args: { fetch: reply({ content: '<img src=x onerror="window.__pwned=1"><b>bold</b>' }, { delay: 10 }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(launcher(canvasElement));
    await userEvent.type(input(canvasElement), 'hi{Enter}');
    await expect(
      await within(canvasElement).findByText('<img src=x onerror="window.__pwned=1"><b>bold</b>'),
    ).toBeVisible();
    const log = within(canvasElement).getByRole('log');
    await expect(log.querySelector('img, b')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

/** Escape closes the panel and gives focus back to the launcher. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(launcher(canvasElement));
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(launcher(canvasElement)).toHaveFocus();
    await expect(launcher(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

let clock: InstalledClock;

/**
 * After 30 s closed with no messages the launcher shows a dot; toggling clears it (fake clock).
 * The 30 s count from page load (performance.now()), which the fake clock restarts at 0 here.
 */
export const NotificationDot: Story = {
  beforeEach: () => {
    clock = installFakeClock({ performance: true });
    return uninstallFakeClock;
  },
  play: onFakeClock(async ({ canvasElement, step }) => {
    const dot = () => canvasElement.querySelector('[data-part="dot"]');
    await step('no dot before 30 s', async () => {
      await clock.tickAsync(CHAT_NOTIFICATION_DELAY_MS - 1);
      await expect(dot()).toBeNull();
      await expect(launcher(canvasElement)).toHaveAccessibleName('Open chat with Parooty');
    });
    await step('the dot at 30 s', async () => {
      await clock.tickAsync(1);
      await settle(() => dot() !== null, 'the dot');
      await expect(launcher(canvasElement)).toHaveAccessibleName('Open chat with Parooty (new)');
    });
    await step('opening the chat clears it', async () => {
      fireEvent.click(launcher(canvasElement));
      await settle(() => dot() === null, 'the dot to go');
      await expect(launcher(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    });
  }),
};

/** An operation Perch lacks: Parooty says "not yet" and links the request, filled in (issue 38). */
export const NotYet: Story = {
  args: {
    fetch: reply({
      content:
        "Squawk, Perch doesn't have a PDF merger yet, so I won't guess. Ask for it with “Request this tool”: the request is filled in from your question.",
      toolRecommendations: [],
      toolRequest: { name: 'PDF merger', url: '/app-request?name=PDF+merger&description=merge+three+pdfs+into+one' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(launcher(canvasElement));
    await userEvent.type(input(canvasElement), 'merge three pdfs into one{Enter}');
    await expect(await canvas.findByText(/doesn't have a PDF merger yet/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Recommended tools' })).toBeNull();
    const link = canvas.getByRole('link', { name: 'Request this tool: PDF merger' });
    await expect(link).toHaveAttribute('href', '/app-request?name=PDF+merger&description=merge+three+pdfs+into+one');
    await expect(link).not.toHaveAttribute('target');
  },
};
