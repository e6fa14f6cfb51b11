import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { billingCycles, CARD_MESSAGES, CheckoutForm } from '../packages/ui/src';

// A fixed "today" so the expiry checks do not depend on when the stories run.
const now = new Date('2026-11-23T12:00:00Z');

const meta = {
  title: 'Payments/CheckoutForm',
  component: CheckoutForm,
  args: { plan: 'annual', priceCents: 49990, idempotencyKey: 'story-key', now, onPay: fn() },
  argTypes: { plan: { control: 'inline-radio', options: billingCycles } },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem', display: 'grid', placeItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four labelled fields, the plan and its price, the test-mode note and Cancel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('heading', { name: 'Perch Pro · Annual' })).toBeVisible();
    await expect(form.getByText('$499.90')).toBeVisible();
    for (const label of ['Card number', 'Expiry', 'CVC', 'Name on card'])
      await expect(form.getByLabelText(label, { exact: false })).toBeVisible();
    await expect(form.getByPlaceholderText('MM / YY')).toBeVisible();
    await expect(form.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/subscription/cancel');
  },
};

/** The expiry formats as it is typed: "0124" shows "01 / 24", "4" shows "04" (issue 36). */
export const ExpiryFormatsAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const expiry = within(canvasElement).getByLabelText('Expiry', { exact: false });
    await userEvent.type(expiry, '0124');
    await expect(expiry).toHaveValue('01 / 24');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '4');
    await expect(expiry).toHaveValue('04');
    await userEvent.type(expiry, '28');
    await expect(expiry).toHaveValue('04 / 28');
    await userEvent.type(expiry, '{Backspace}{Backspace}');
    await expect(expiry).toHaveValue('04');
  },
};

export const Playground: Story = {};

/** Every field error: empty fields, then a bad Luhn digit, a past expiry, a short CVC; each clears once corrected. */
export const EveryFieldError: Story = {
  play: async ({ canvasElement, args, step }) => {
    const form = within(canvasElement);
    const submit = () => userEvent.click(form.getByRole('button', { name: /^Subscribe/ }));
    await step('empty fields', async () => {
      await submit();
      await expect(form.getByText(CARD_MESSAGES.cardNumberMissing)).toBeVisible();
      await expect(form.getByText(CARD_MESSAGES.expiryMissing)).toBeVisible();
      await expect(form.getByText(CARD_MESSAGES.cvcMissing)).toBeVisible();
      await expect(form.getByText(CARD_MESSAGES.nameMissing)).toBeVisible();
      await expect(form.getByLabelText('Card number')).toHaveFocus();
      await expect(form.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabelText('Card number')).toHaveAccessibleDescription(CARD_MESSAGES.cardNumberMissing);
    });
    await step('wrong values', async () => {
      await userEvent.type(form.getByLabelText('Card number'), '4242424242424241');
      await expect(form.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4241');
      await userEvent.type(form.getByLabelText('Expiry', { exact: false }), '10 / 26');
      await userEvent.type(form.getByLabelText('CVC'), '12');
      await userEvent.type(form.getByLabelText('Name on card'), 'Ada Lovelace');
      await submit();
      await expect(form.getByText(CARD_MESSAGES.cardNumberInvalid)).toBeVisible();
      await expect(form.getByText(CARD_MESSAGES.expiryPast)).toBeVisible();
      await expect(form.getByText(CARD_MESSAGES.cvcInvalid)).toBeVisible();
      await expect(form.queryByText(CARD_MESSAGES.nameMissing)).toBeNull();
    });
    await step('an impossible month', async () => {
      await userEvent.clear(form.getByLabelText('Expiry', { exact: false }));
      // The field cannot show month 13 (it reads "13" as "01 / 3"); month 00 is the impossible one left.
      await userEvent.type(form.getByLabelText('Expiry', { exact: false }), '0030');
      await expect(form.getByLabelText('Expiry', { exact: false })).toHaveValue('00 / 30');
      await submit();
      await expect(form.getByText(CARD_MESSAGES.expiryInvalid)).toBeVisible();
    });
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** A good card: the form hands the details on once and shows that it is processing. */
export const Pays: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(form.getByLabelText('Expiry', { exact: false }), '12 / 34');
    await userEvent.type(form.getByLabelText('CVC'), '123');
    await userEvent.type(form.getByLabelText('Name on card'), 'Ada Lovelace');
    await userEvent.click(form.getByRole('button', { name: 'Subscribe · $499.90' }));
    await expect(args.onPay).toHaveBeenCalledWith({
      plan: 'annual',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Ada Lovelace',
    });
    await expect(form.getByRole('button', { name: 'Processing…' })).toHaveAttribute('aria-disabled', 'true');
    // A second click while processing is not a second payment.
    await userEvent.click(form.getByRole('button', { name: 'Processing…' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** The server's answer for a declined card, announced above the fields; the name is kept, the card is not. */
export const Declined: Story = {
  args: { plan: 'monthly', priceCents: 4999, formError: CARD_MESSAGES.declined, defaultName: 'Ada Lovelace' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(form.getByLabelText('Name on card')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabelText('Card number')).toHaveValue('');
  },
};

/** Field errors the server found (the page re-rendered without JavaScript). */
export const ServerFieldErrors: Story = {
  args: {
    plan: 'weekly',
    priceCents: 1153,
    errors: { cvc: CARD_MESSAGES.cvcInvalid, expiry: CARD_MESSAGES.expiryPast },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText('CVC')).toHaveAccessibleDescription(CARD_MESSAGES.cvcInvalid);
    await expect(form.getByText(CARD_MESSAGES.expiryPast)).toBeVisible();
  },
};
