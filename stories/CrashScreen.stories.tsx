import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CRASH_MESSAGE,
  CRASH_REFRESH_LABEL,
  CRASH_TITLE,
  CrashScreen,
  ErrorBoundary,
  withErrorBoundary,
} from '../packages/ui/src';

const meta = {
  title: 'Feedback/CrashScreen',
  component: CrashScreen,
  args: { onRefresh: fn() },
} satisfies Meta<typeof CrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: CRASH_TITLE })).toBeVisible();
    await expect(canvas.getByText(CRASH_MESSAGE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: CRASH_REFRESH_LABEL }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <CrashScreen onRefresh={() => {}} />
      <CrashScreen refreshHref="/pricing" />
    </div>
  ),
};

function Broken(): never {
  throw new Error('The tool list failed to render');
}

const reports: Array<{ url: string; body: unknown }> = [];

/** A render error inside an island: the boundary shows the crash screen and posts the error. */
export const BoundaryReportsTheCrash: Story = {
  beforeEach: () => {
    reports.length = 0;
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      reports.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: 204 });
    };
    // React reports caught render errors on the console; keep the test output readable.
    const realError = console.error;
    console.error = () => {};
    return () => {
      window.fetch = realFetch;
      console.error = realError;
    };
  },
  render: (args) => (
    <ErrorBoundary reportUrl="/api/error" onRefresh={args.onRefresh}>
      <Broken />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: CRASH_TITLE })).toBeVisible();
    await waitFor(() => expect(reports).toHaveLength(1));
    const [report] = reports;
    await expect(report!.url).toBe('/api/error');
    await expect(report!.body).toMatchObject({ error: 'The tool list failed to render' });
    await expect((report!.body as { stack: string }).stack).toContain('Broken');
    await expect((report!.body as { info: { componentStack: string } }).info.componentStack).toContain('Broken');
    await userEvent.click(canvas.getByRole('button', { name: CRASH_REFRESH_LABEL }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

const GuardedIsland = withErrorBoundary(Broken, { reportUrl: '/api/error' });

/** How the site mounts islands: withErrorBoundary(Component) gives each its own boundary. */
export const IslandWrapper: Story = {
  beforeEach: BoundaryReportsTheCrash.beforeEach!,
  render: () => <GuardedIsland />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: CRASH_TITLE })).toBeVisible();
    await waitFor(() => expect(reports).toHaveLength(1));
    await expect(GuardedIsland.displayName).toBe('withErrorBoundary(Broken)');
  },
};
