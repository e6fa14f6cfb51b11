import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SCROLL_TO_TOP_LABEL, SCROLL_TO_TOP_THRESHOLD_PX, ScrollToTop } from '../packages/ui/src';

const meta = {
  title: 'Layout/ScrollToTop',
  component: ScrollToTop,
  decorators: [
    (Story) => (
      <div>
        <div id="top" />
        <p style={{ padding: '1rem', color: '#a1a1aa' }}>
          Scroll down: the button appears at the bottom left after 300 px.
        </p>
        <div style={{ height: 3000 }} />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const isShown = (el: HTMLElement) => getComputedStyle(el).visibility === 'visible';
// While hidden the link has no accessible name (visibility: hidden), so find it by its part.
const findButton = (root: HTMLElement) => {
  const el = root.querySelector<HTMLAnchorElement>('[data-part="scroll-to-top"]');
  if (!el) throw new Error('scroll-to-top link not rendered');
  return el;
};

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const button = findButton(canvasElement);
    await expect(button).toHaveAttribute('aria-label', SCROLL_TO_TOP_LABEL);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(isShown(button)).toBe(false));

    await step('still hidden at exactly 300 px', async () => {
      window.scrollTo({ top: SCROLL_TO_TOP_THRESHOLD_PX - 20, behavior: 'instant' });
      await waitFor(() => expect(isShown(button)).toBe(false));
    });

    await step('shown after more than 300 px', async () => {
      window.scrollTo({ top: 800, behavior: 'instant' });
      await waitFor(() => expect(isShown(button)).toBe(true));
      await expect(within(canvasElement).getByRole('link', { name: SCROLL_TO_TOP_LABEL })).toBe(button);
    });

    // Following the link inside the test runner's frame would navigate the frame away; the
    // click-and-glide is proven on a real page by the e2e journey on /terms.
    await step('it links to the top of the page', async () => {
      await expect(button).toHaveAttribute('href', '#top');
      await expect(document.getElementById('top')).not.toBeNull();
    });
  },
};

export const Playground: Story = {};

export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const button = findButton(canvasElement);
    await waitFor(() => expect(isShown(button)).toBe(true));
  },
};
