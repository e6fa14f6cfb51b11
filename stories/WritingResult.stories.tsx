import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findTool } from '../packages/tools/src/catalogue';
import { StreamRenderer } from '../packages/tools/src/renderers/WritingResult';
import type { WritingStatus } from '../packages/tools/src/families/aiWriting/stream';
import type { ToolRow } from '../packages/tools/src/types';

/** One server-sent event, as the server writes it. */
const eventText = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const grammar = findTool('grammar-fixer') as ToolRow;
const TYPED = 'Our team have finished the first version. We was hoping to ship it on friday.';
const FIXED = 'Our team has finished the first version. We were hoping to ship it on Friday.';

const configured = (runsLeft: number) => async (): Promise<WritingStatus> => ({
  configured: true,
  budget: { runsLeft, runsPerDay: 20 },
});

/** A server that streams `text` in pieces of 8 characters, then its `done` event. */
const streaming =
  (text: string, runsLeft: number): typeof fetch =>
  async () => {
    const pieces = text.match(/.{1,8}/gs) ?? [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        for (const delta of pieces) controller.enqueue(encoder.encode(eventText('content', { delta })));
        controller.enqueue(encoder.encode(eventText('done', { text, budget: { runsLeft, runsPerDay: 20 } })));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };

/** A server that sends one piece and then nothing, until the request is aborted. */
const stalled: typeof fetch = async (_input, init) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(eventText('content', { delta: 'Our team has' })));
        init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

/** The workspace's part a story needs: the values, and Run counting presses. */
function Harness({
  statusSource,
  writingFetch,
}: {
  statusSource: () => Promise<WritingStatus | null>;
  writingFetch?: typeof fetch;
}) {
  const [values, setValues] = useState<Record<string, string>>({ text: TYPED });
  const [runCount, setRunCount] = useState(0);
  return (
    <form
      style={{ display: 'grid', gap: '1.5rem' }}
      onSubmit={(e) => {
        e.preventDefault();
        setRunCount((n) => n + 1);
      }}
    >
      <StreamRenderer
        tool={grammar}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        run={() => setRunCount((n) => n + 1)}
        result={null}
        idPrefix="story"
        runButton={<button type="submit">Run {grammar.name}</button>}
        runCount={runCount}
        statusSource={statusSource}
        {...(writingFetch ? { writingFetch } : {})}
      />
    </form>
  );
}

const meta = {
  title: 'Catalogue/WritingResult',
  component: Harness,
  args: { statusSource: configured(20), writingFetch: streaming(FIXED, 19) },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '60rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Run: the corrected text streams in, then Copy, what changed, and the runs left. */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/20 of 20 runs left today/);
    await userEvent.click(canvas.getByRole('button', { name: `Run ${grammar.name}` }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="diff"]')).not.toBeNull());
    expect(canvasElement.querySelector('[data-part="text"]')?.textContent).toBe(FIXED);
    expect([...canvasElement.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['have', 'was', 'friday']);
    expect([...canvasElement.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['has', 'were', 'Friday']);
    await canvas.findByRole('button', { name: 'Copy' });
    await canvas.findByText(/19 of 20 runs left today/);
  },
};

/** Cancel while the answer is coming: what arrived stays, with a sentence saying it stopped. */
export const Cancelled: Story = {
  args: { writingFetch: stalled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/20 of 20 runs left today/);
    await userEvent.click(canvas.getByRole('button', { name: `Run ${grammar.name}` }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await canvas.findByText('Cancelled. Nothing more was written.');
    expect(canvasElement.querySelector('[data-part="text"]')?.textContent).toBe('Our team has');
  },
};

/** No model on this server: the page says so, and Run sends nothing (the fetch here would throw). */
export const NotConfigured: Story = {
  args: {
    statusSource: async () => ({ configured: false, budget: null }),
    writingFetch: async () => {
      throw new Error('nothing may be sent without a configured service');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/this Perch server has not configured one/);
    // The offline tools that do part of the grammar fixer's job, as links.
    expect(
      [...canvasElement.querySelectorAll('[data-part="offline-methods"] a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]),
    ).toEqual([
      ['Spelling Checker', '/app/spelling-checker'],
      ['Style Checker', '/app/style-checker'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: `Run ${grammar.name}` }));
    await canvas.findByText(
      'Nothing was sent: AI writing needs the AI service, and this Perch server has not configured one.',
    );
  },
};
