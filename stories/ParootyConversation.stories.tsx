import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  $chat,
  CHAT_FAILURE,
  CHAT_WELCOME,
  ParootyConversation,
  PAROOTY_SUGGESTED_PROMPTS,
  resetChat,
} from '../packages/ui/src';

const recs = [
  {
    name: 'Kilometres to Miles',
    description: 'Convert kilometres to miles.',
    category: 'Unit Conversion',
    url: '/app/km-to-miles?value=10',
    why: 'It converts your 10 km straight away.',
  },
  {
    name: 'Miles to Kilometres',
    description: 'Convert miles to kilometres.',
    category: 'Unit Conversion',
    url: '/app/miles-to-km',
    why: 'For the way back.',
  },
  {
    name: 'Length Converter',
    description: 'Convert between any units of length.',
    category: 'Unit Conversion',
    url: '/app/length-converter',
    why: 'Handy when miles are not the only unit.',
    pro: true,
  },
];

/** A transport that answers like the API ({data} on success), after a short wait so "Thinking..." can be seen. */
function reply(data: unknown, { status = 200, delay = 300 } = {}) {
  return fn(async () => {
    await new Promise((r) => setTimeout(r, delay));
    return new Response(JSON.stringify(status < 400 ? { data } : data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const conversation = [
  { id: '1', text: CHAT_WELCOME, isUser: false, timestamp: 1 },
  { id: '2', text: 'convert 10 km to miles', isUser: true, timestamp: 2 },
  {
    id: '3',
    text: 'Squawk! 10 km is a nice stroll. Kilometres to Miles is ready with your 10 km filled in.',
    isUser: false,
    timestamp: 3,
    toolRecommendations: recs,
  },
];

const meta = {
  title: 'Parooty/ParootyConversation',
  component: ParootyConversation,
  args: { persist: false, fetch: reply({ content: 'Here are three tools for distances.', toolRecommendations: recs }) },
  beforeEach: () => {
    resetChat();
    return () => resetChat();
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParootyConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement) => within(root).getByRole('textbox', { name: 'Message Parooty' });

/** A fresh page: Parooty's welcome, the suggested prompts, the input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CHAT_WELCOME)).toBeVisible();
    for (const p of PAROOTY_SUGGESTED_PROMPTS) await expect(canvas.getByRole('button', { name: p })).toBeEnabled();
    await expect(input(canvasElement)).toHaveAttribute('placeholder', 'Ask Parooty...');
  },
};

export const Playground: Story = {};

/** A conversation with recommendations: every tool as a card (more than the widget's two), each with its reason. */
export const WithRecommendations: Story = {
  beforeEach: () => {
    $chat.set({ open: false, pending: false, dot: false, sessionId: 'widget-1', messages: conversation });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Recommended tools' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(first.getByRole('link', { name: 'Kilometres to Miles' })).toHaveAttribute(
      'href',
      '/app/km-to-miles?value=10',
    );
    await expect(first.getByText('Convert kilometres to miles.')).toBeVisible();
    await expect(first.getByText('Unit Conversion')).toBeVisible();
    await expect(first.getByText('It converts your 10 km straight away.')).toBeVisible();
    // A tool that needs Pro is marked, with the reason spoken; the others carry no mark.
    await expect(first.queryByText('Pro')).toBeNull();
    const pro = cards[2]!.querySelector('[data-part="pro"]');
    await expect(pro).toHaveTextContent('Pro: needs a Pro subscription');
    await expect(pro).toBeVisible();
  },
};

/** Asking "Convert 10 km to miles": the reply opens with the tool's own result, set apart, then every card. */
export const ResultReply: Story = {
  args: {
    fetch: reply({
      content:
        '10 km is 6.21371 mi. Squawk! The Kilometres to Miles Converter has it with your inputs filled in, to copy or change.',
      result: { toolId: 'kilometres-to-miles', text: '6.21371 mi', sentence: '10 km is 6.21371 mi.' },
      toolRecommendations: recs,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Convert 10 km to miles' }));
    const result = await canvas.findByText('10 km is 6.21371 mi.');
    await expect(result).toHaveAttribute('data-part', 'result');
    await expect(result).toBeVisible();
    await expect(result.parentElement).toHaveTextContent(/Squawk! The Kilometres to Miles Converter has it/);
    const cards = within(canvas.getByRole('list', { name: 'Recommended tools' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0]!).getByRole('link', { name: 'Kilometres to Miles' })).toHaveAttribute(
      'href',
      '/app/km-to-miles?value=10',
    );
    await expect($chat.get().messages.at(-1)?.result).toBe('10 km is 6.21371 mi.');
  },
};

/** Waiting for a reply: "Thinking...", the input, send and prompts disabled. */
export const Pending: Story = {
  beforeEach: () => {
    $chat.set({
      open: false,
      pending: true,
      dot: false,
      sessionId: 'widget-1',
      messages: [...conversation, { id: '4', text: 'and back again?', isUser: true, timestamp: 4 }],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thinking...')).toBeVisible();
    await expect(input(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: PAROOTY_SUGGESTED_PROMPTS[0] })).toBeDisabled();
  },
};

/** Ask by typing (Enter sends) or with a suggested prompt; the answer shows with its cards. */
export const Asking: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a suggested prompt asks it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Convert 10 km to miles' }));
      await expect(canvas.getByText('Convert 10 km to miles', { selector: '[data-from="user"] *' })).toBeVisible();
      await expect(canvas.getByText('Thinking...')).toBeVisible();
      await expect(await canvas.findByText('Here are three tools for distances.')).toBeVisible();
      await expect(canvas.getAllByRole('link')).toHaveLength(3);
    });
    await step('Enter sends what was typed, and the cursor comes back', async () => {
      await userEvent.type(input(canvasElement), 'and a length converter?{Enter}');
      const [, init] = (args.fetch as ReturnType<typeof fn>).mock.calls[1] as [string, RequestInit];
      await expect(JSON.parse(String(init.body))).toMatchObject({
        query: 'and a length converter?',
        sessionId: expect.stringMatching(/^widget-\d+$/),
      });
      await waitFor(() => expect(canvas.getAllByRole('list', { name: 'Recommended tools' })).toHaveLength(2));
      await waitFor(() => expect(input(canvasElement)).toHaveFocus());
    });
  },
};

/** A failed request: Parooty says "Squawk! …" and the input is usable again. */
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
    await userEvent.type(input(canvasElement), 'help{Enter}');
    await expect(await within(canvasElement).findByText(CHAT_FAILURE)).toBeVisible();
    await expect(input(canvasElement)).toBeEnabled();
  },
};

/**
 * The visual baseline: one conversation holding every kind of turn — the welcome, an answer with
 * its cards and reasons, the Squawk message of a failed request, and a question still waiting
 * ("Thinking...", input and prompts disabled). One store feeds the page, so one frame shows them all.
 */
export const AllStates: Story = {
  beforeEach: () => {
    $chat.set({
      open: false,
      pending: true,
      dot: false,
      sessionId: 'widget-1',
      messages: [
        ...conversation,
        { id: '4', text: 'can you turn my essay into a summary?', isUser: true, timestamp: 4 },
        { id: '5', text: CHAT_FAILURE, isUser: false, timestamp: 5 },
        { id: '6', text: 'and how many words is it?', isUser: true, timestamp: 6 },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CHAT_WELCOME)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Recommended tools' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    await expect(canvas.getByText(CHAT_FAILURE)).toBeVisible();
    await expect(canvas.getByText('Thinking...')).toBeVisible();
    await expect(input(canvasElement)).toBeDisabled();
  },
};

/** An operation Perch lacks, with a neighbour that does part of it: the part is said, and the request linked. */
export const NotYet: Story = {
  beforeEach: () => {
    $chat.set({
      open: false,
      pending: false,
      dot: false,
      sessionId: 'widget-1',
      messages: [
        { id: '1', text: 'how different are these two words, edit distance', isUser: true, timestamp: 1 },
        {
          id: '2',
          text: "Squawk, Perch doesn't have an edit-distance (Levenshtein) calculator yet, so I won't guess. The Text Compare (Diff Checker) does part of the job: it shows where two texts differ, but not the distance as a number. Ask for it with “Request this tool”: the request is filled in from your question.",
          isUser: false,
          timestamp: 2,
          toolRecommendations: [
            {
              name: 'Text Compare (Diff Checker)',
              description: 'Compare two texts and see what was added, removed or changed.',
              category: 'Writing',
              url: '/app/text-diff',
              why: 'does part of the job: it shows where two texts differ, but not the distance as a number',
            },
          ],
          toolRequest: {
            name: 'Edit-distance (Levenshtein) calculator',
            url: '/app-request?name=Edit-distance+%28Levenshtein%29+calculator&description=how+different+are+these+two+words%2C+edit+distance',
          },
        },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/doesn't have an edit-distance \(Levenshtein\) calculator yet/)).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Recommended tools' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(1);
    await expect(within(cards[0]!).getByText(/does part of the job/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Request this tool: Edit-distance (Levenshtein) calculator' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/app-request\?name=Edit-distance/));
  },
};
