import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NEEDS_AI_SERVICE } from '../packages/tools/src/browse/marks';
import {
  TOOL_CARD_ACTION_PLACES,
  ToolCard,
  type ToolCardProps,
  ToolGrid,
  WishlistButton,
} from '../packages/tools/src/workspace';

type CardTool = ToolCardProps['tool'];

const jsonFormatter: CardTool = {
  id: 'json-formatter',
  name: 'JSON Formatter',
  description: 'Format, validate and minify JSON, with errors pointed out by line.',
  pro: false,
};
const mortgage: CardTool = {
  id: 'mortgage-calculator',
  name: 'Mortgage Calculator',
  description:
    'Work out a monthly mortgage payment from the price, down payment, rate and term, with tax and insurance.',
  pro: true,
};
const grammar: CardTool = {
  id: 'grammar-fixer',
  name: 'Grammar Fixer',
  description: 'Fix grammar, spelling and punctuation in a piece of writing.',
  pro: false,
};
const kilometres: CardTool = {
  id: 'kilometres-to-miles',
  name: 'Kilometres to Miles',
  description: 'Convert kilometres to miles.',
  pro: false,
};

const meta = {
  title: 'Catalogue/ToolCard',
  component: ToolCard,
  args: { tool: jsonFormatter, categoryLabel: 'Developer' },
  argTypes: { actionsAt: { control: 'inline-radio', options: TOOL_CARD_ACTION_PLACES } },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '60rem' }}>
        <ToolGrid>
          <Story />
        </ToolGrid>
      </div>
    ),
  ],
} satisfies Meta<typeof ToolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is one link to the tool's page; focused from the keyboard, its border takes the accent. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /JSON Formatter/ });
    await expect(link).toHaveAttribute('href', '/app/json-formatter');
    await expect(link).toHaveTextContent('Developer');
    const card = canvasElement.querySelector<HTMLElement>('[data-tool="json-formatter"]')!;
    const border = () => getComputedStyle(card).borderTopColor;
    const resting = border();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(border()).not.toBe(resting);
    // The theme's accent as the browser computes a colour (rgb()), to compare with the border's.
    const probe = document.createElement('span');
    probe.style.color = 'var(--perch-color-accent)';
    card.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    await expect(border()).toBe(accent);
  },
};

/** A Pro tool says so (its tooltip: whether the plan includes it); an AI tool on a server without an AI service is marked. */
export const Marks: Story = {
  render: () => (
    <>
      <ToolCard tool={mortgage} categoryLabel="Finance" proTitle="Needs a Pro subscription" />
      <ToolCard tool={grammar} categoryLabel="Writing" needsService />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pro')).toHaveAttribute('title', 'Needs a Pro subscription');
    const mark = canvasElement.querySelector('[data-tool="grammar-fixer"] [data-part="needs-service"]');
    await expect(mark).toHaveTextContent(NEEDS_AI_SERVICE);
    await expect(canvasElement.querySelectorAll('[data-part="needs-service"]')).toHaveLength(1);
  },
};

/**
 * Actions sit outside the link (a button inside a link is invalid and would open the page): under
 * it on /wishlist, in the top corner on /tools, where the name keeps clear of the ☆.
 */
export const WithActions: Story = {
  render: () => (
    <>
      <ToolCard
        tool={kilometres}
        categoryLabel="Units & conversions"
        actions={
          <WishlistButton toolId={kilometres.id} toolName={kilometres.name} initiallyWishlisted variant="remove" />
        }
      />
      <ToolCard
        tool={mortgage}
        categoryLabel="Finance"
        actionsAt="corner"
        actions={
          <WishlistButton toolId={mortgage.id} toolName={mortgage.name} initiallyWishlisted={false} variant="icon" />
        }
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const card of canvasElement.querySelectorAll<HTMLElement>('[data-tool]')) {
      const link = card.querySelector('a')!;
      const button = card.querySelector('button')!;
      await expect(link.contains(button)).toBe(false);
      const name = card.querySelector('strong')!.getBoundingClientRect();
      const at = button.getBoundingClientRect();
      if (card.dataset.actions === 'corner') {
        // In the corner: level with the top of the card, right of the text.
        await expect(at.top - card.getBoundingClientRect().top).toBeLessThan(
          name.top - card.getBoundingClientRect().top,
        );
        await expect(Number.parseFloat(getComputedStyle(link).paddingRight)).toBeGreaterThanOrEqual(at.width);
      } else {
        await expect(at.top).toBeGreaterThanOrEqual(link.getBoundingClientRect().bottom);
      }
    }
  },
};

export const Playground: Story = {};

/** Every state in one grid: plain, Pro, needs the AI service, actions below, actions in the corner. */
export const AllStates: Story = {
  render: () => (
    <>
      <ToolCard tool={jsonFormatter} categoryLabel="Developer" />
      <ToolCard tool={mortgage} categoryLabel="Finance" proTitle="Included in your Pro plan" />
      <ToolCard tool={grammar} categoryLabel="Writing" needsService />
      <ToolCard
        tool={kilometres}
        categoryLabel="Units & conversions"
        actions={
          <WishlistButton toolId={kilometres.id} toolName={kilometres.name} initiallyWishlisted variant="remove" />
        }
      />
      <ToolCard
        tool={{
          id: 'loan-emi-calculator',
          name: 'Loan EMI Calculator',
          description: 'Work out the monthly payment (EMI) of a loan, its total interest and a year-by-year schedule.',
          pro: true,
        }}
        categoryLabel="Finance"
        actionsAt="corner"
        actions={
          <WishlistButton
            toolId="loan-emi-calculator"
            toolName="Loan EMI Calculator"
            initiallyWishlisted={false}
            variant="icon"
          />
        }
      />
    </>
  ),
};
