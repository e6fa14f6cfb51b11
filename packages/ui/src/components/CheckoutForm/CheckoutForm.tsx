import { useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import {
  CARD_FIELDS,
  CARD_LABELS,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardErrors,
  type CardField,
  type CardForm,
} from '../../plans/card';
import { cycleLabel, formatPrice, periodLabel, type BillingCycle } from '../../plans/plans';
import { button } from '../private/button.css';
import * as styles from './CheckoutForm.css';

export const CHECKOUT_TEXT = {
  testMode: 'Test mode: no card is charged. Use',
  testCard: '4242 4242 4242 4242',
  testModeEnd: 'with any future date and any CVC.',
  pay: 'Subscribe',
  paying: 'Processing…',
  cancel: 'Cancel',
  expiryPlaceholder: 'MM / YY',
} as const;

export type CheckoutFormState = 'idle' | 'invalid' | 'submitting';

export interface CheckoutFormProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  plan: BillingCycle;
  /** The plan's price per period, in cents. */
  priceCents: number;
  /** Sent with the form so a double submit or a reload is one payment. */
  idempotencyKey: string;
  /** Where the form posts; the page itself by default. */
  action?: string;
  /** Where Cancel goes. */
  cancelHref?: string;
  /** Field errors from the server (the card fields are checked again there). */
  errors?: CardErrors;
  /** A message for the whole form, such as a declined card. */
  formError?: string | undefined;
  /** The name on card sent before (card details are never sent back). */
  defaultName?: string;
  /** Called instead of posting the form once the fields pass (stories, tests). */
  onPay?: (card: CardForm & { plan: BillingCycle }) => void;
  /** "Today", for the expiry check; the browser's clock by default. */
  now?: Date;
}

/**
 * The embedded test-mode checkout: card number, expiry (MM / YY), CVC and name on card. The
 * fields are checked as the form is sent (Luhn, expiry, CVC) and each error is shown under its
 * field and announced; the server checks again. Without JavaScript the form still posts.
 */
export function CheckoutForm({
  plan,
  priceCents,
  idempotencyKey,
  action = '',
  cancelHref = '/subscription/cancel',
  errors: serverErrors = {},
  formError,
  defaultName = '',
  onPay,
  now,
  className,
  ...rest
}: CheckoutFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<CardErrors>(serverErrors);
  const [state, setState] = useState<CheckoutFormState>(Object.keys(serverErrors).length ? 'invalid' : 'idle');
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (state === 'submitting') {
      event.preventDefault();
      return;
    }
    const data = new FormData(event.currentTarget);
    const card = Object.fromEntries(CARD_FIELDS.map((f) => [f, String(data.get(f) ?? '')])) as CardForm;
    const found = validateCard(card, now);
    setErrors(found);
    const first = CARD_FIELDS.find((f) => found[f]);
    if (first) {
      event.preventDefault();
      setState('invalid');
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setState('submitting');
    if (onPay) {
      event.preventDefault();
      onPay({ ...card, plan });
    }
  }

  const fieldProps = (name: CardField) => ({
    id: `${id}-${name}`,
    name,
    className: styles.input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorOf = (name: CardField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.fieldError} data-part="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-part="checkout-form"
      data-state={state}
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      {...rest}
    >
      <div className={styles.summary} data-part="summary">
        <h2 id={`${id}-title`} className={styles.summaryTitle}>
          Perch Pro · {cycleLabel(plan)}
        </h2>
        <span className={styles.summaryPrice}>
          {formatPrice(priceCents)} <span className={styles.summaryPeriod}>/ {periodLabel(plan)}</span>
        </span>
      </div>
      <p className={styles.testNote} data-part="test-note">
        {CHECKOUT_TEXT.testMode} <span className={styles.nowrap}>{CHECKOUT_TEXT.testCard}</span>{' '}
        {CHECKOUT_TEXT.testModeEnd}
      </p>
      {formError ? (
        <p role="alert" className={styles.formError} data-part="form-error">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="plan" value={plan} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-cardNumber`}>
          {CARD_LABELS.cardNumber}
        </label>
        <input
          {...fieldProps('cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCardNumber(e.currentTarget.value))}
        />
        {errorOf('cardNumber')}
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-expiry`}>
            {CARD_LABELS.expiry} <span className={styles.summaryPeriod}>(MM / YY)</span>
          </label>
          <input
            {...fieldProps('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={CHECKOUT_TEXT.expiryPlaceholder}
            maxLength={9}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.currentTarget.value))}
          />
          {errorOf('expiry')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-cvc`}>
            {CARD_LABELS.cvc}
          </label>
          <input {...fieldProps('cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
          {errorOf('cvc')}
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {CARD_LABELS.name}
        </label>
        <input {...fieldProps('name')} autoComplete="cc-name" defaultValue={defaultName} maxLength={100} />
        {errorOf('name')}
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={button({ tone: 'primary', size: 'lg', block: true })}
          aria-disabled={state === 'submitting' || undefined}
        >
          {state === 'submitting' ? CHECKOUT_TEXT.paying : `${CHECKOUT_TEXT.pay} · ${formatPrice(priceCents)}`}
        </button>
        <a href={cancelHref} className={styles.cancel} data-part="cancel">
          {CHECKOUT_TEXT.cancel}
        </a>
      </div>
    </form>
  );
}
