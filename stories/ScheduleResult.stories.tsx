import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { findTool } from '../packages/tools/src/catalogue';
import { compactMoneyFormat, moneyFormat } from '../packages/tools/src/money/format';
import type { Money } from '../packages/tools/src/money/useMoney';
import { ScheduleResult } from '../packages/tools/src/renderers/ScheduleResult';
import { fixedContext, valuesFor } from '../packages/tools/src/run';
import type { Engine, Schedule } from '../packages/tools/src/types';

/** Finance's topic engines, loaded now: a story needs its schedules before it renders. */
const financeEngines = import.meta.glob<Engine>('../packages/tools/src/families/finance/*/run.ts', {
  eager: true,
  import: 'run',
});

/** A real tool's schedule, from its real engine (finance's engines run synchronously). */
function scheduleOf(id: string, input: Record<string, string>): Schedule {
  const tool = findTool(id);
  if (!tool) throw new Error(`no tool ${id}`);
  const run = financeEngines[`../packages/tools/src/families/finance/${tool.topic}/run.ts`];
  if (!run) throw new Error(`no engine for ${id}`);
  const result = run(tool, valuesFor(tool, input), fixedContext());
  if (result instanceof Promise || !result.ok || !result.schedule) throw new Error(`${id} gave no schedule`);
  return result.schedule;
}

/** The person's currency as useMoney gives it, fixed for a story. */
const moneyIn = (locale: string, currency: string): Money => ({
  locale,
  currency,
  setCurrency: () => {},
  format: moneyFormat(locale, currency),
  compact: compactMoneyFormat(locale, currency),
});

const mortgage = scheduleOf('mortgage-calculator', { price: '400000', down: '80000', rate: '6.5', years: '30' });
const shortLoan = scheduleOf('amortization-schedule-calculator', { amount: '1000', rate: '12', months: '6' });
const savings = scheduleOf('savings-calculator', { initial: '1000', monthly: '100', rate: '5', years: '10' });

/** The chart's code loads on its own (a chunk of its own): charts are awaited this long. */
const CHART_LOAD = { timeout: 10_000 };
const chartsDrawn = (root: HTMLElement) =>
  waitFor(
    () => expect(root.querySelectorAll('[data-part="schedule-chart"] canvas').length).toBeGreaterThan(0),
    CHART_LOAD,
  );

const meta = {
  title: 'Catalogue/ScheduleResult',
  component: ScheduleResult,
  args: { schedule: mortgage, money: moneyIn('en-US', 'USD'), idPrefix: 'story' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '60rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScheduleResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 30-year mortgage: charts, a table of 30 years (or 360 months), a CSV download. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = page.getByRole('table', { name: /Interest and principal paid each year/ });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Year', 'Interest', 'Principal', 'Balance']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('1');
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['$20,694.69', '$3,576.72', '$316,423.28']);
    await expect(within(rows[30]!).getAllByRole('cell').at(-1)).toHaveTextContent('$0.00');
    await chartsDrawn(canvasElement);
    await expect(page.getByRole('img', { name: /^Balance left: Balance \$316,423\.28 in year 1/ })).toBeVisible();
    // Off the chart, each legend reads the last year's figures rather than blanks.
    const legend = canvasElement.querySelector('[data-part="schedule-chart"] .u-legend');
    await waitFor(() => expect(legend?.textContent).toMatch(/Year\s*:?\s*30.*Balance\s*:?\s*\$0\.00/), CHART_LOAD);

    // By month: 360 payments.
    await userEvent.click(page.getByRole('button', { name: 'By month' }));
    await expect(page.getByRole('button', { name: 'By month' })).toHaveAttribute('aria-pressed', 'true');
    const months = page.getByRole('table', { name: /Each monthly payment/ });
    await expect(within(months).getAllByRole('row')).toHaveLength(361);
  },
};

export const Playground: Story = {};

/** Download CSV: a file of unformatted numbers with a header row, named for the view shown. */
export const DownloadsCsv: Story = {
  args: { schedule: shortLoan },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const blobs: Blob[] = [];
    const made = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:story';
    });
    let downloaded = '';
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    try {
      await userEvent.click(page.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      await expect(downloaded).toBe('amortization-schedule-by-month.csv');
      const lines = (await blobs[0]!.text()).split('\r\n');
      await expect(lines[0]).toBe('Month,Payment (USD),Interest (USD),Principal (USD),Balance (USD)');
      await expect(lines[1]).toBe('1,172.55,10.00,162.55,837.45');
      await expect(lines).toHaveLength(7);
      await expect(lines[6]).toMatch(/^6,172\.55,1\.71,170\.84,0\.00$/);
    } finally {
      made.mockRestore();
      clicked.mockRestore();
    }
  },
};

/** In German with euros: the locale's separators and the currency after the amount. */
export const InEuros: Story = {
  args: { schedule: savings, money: moneyIn('de-DE', 'EUR') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = page.getByRole('table', { name: /Deposits and interest each year/ });
    const last = within(table).getAllByRole('row').at(-1)!;
    await expect(within(last).getAllByRole('cell').at(-1)).toHaveTextContent('17.175,24 €');
  },
};

/** The visual baseline: a mortgage by year in dollars, a short loan by month in yen. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <ScheduleResult schedule={mortgage} money={moneyIn('en-US', 'USD')} idPrefix="usd" />
      <ScheduleResult schedule={shortLoan} money={moneyIn('ja-JP', 'JPY')} idPrefix="jpy" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Charts draw as they near the screen: brought to it one by one, as a reader scrolling would,
    // each waited for before the next (scrolling past them all at once may never show the first).
    for (const chart of canvasElement.querySelectorAll('[data-part="schedule-chart"]')) {
      chart.scrollIntoView();
      await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull(), CHART_LOAD);
    }
    await expect(canvasElement.querySelectorAll('[data-part="schedule-chart"] canvas')).toHaveLength(4);
    window.scrollTo(0, 0);
    // The schedules' tables (uPlot's legends are tables too, nameless, inside the charts' images).
    await expect(within(canvasElement).getAllByRole('table', { name: /./ })).toHaveLength(2);
  },
};
