/**
 * The embedded test-mode checkout's card rules, shared by the form (field errors as you submit)
 * and the server (which checks again and decides the outcome). Stripe's documented test cards
 * behave as they do in Stripe's test mode; any other number that passes the checks succeeds.
 */

export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardForm = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_LABELS: Record<CardField, string> = {
  cardNumber: 'Card number',
  expiry: 'Expiry',
  cvc: 'CVC',
  name: 'Name on card',
};

export const CARD_MESSAGES = {
  cardNumberMissing: 'Enter your card number.',
  cardNumberInvalid: 'Your card number is invalid.',
  expiryMissing: 'Enter the expiry date as MM / YY.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcMissing: "Enter your card's security code.",
  cvcInvalid: "Your card's security code is invalid.",
  nameMissing: 'Enter the name on the card.',
  nameTooLong: 'The name on the card is at most 100 characters.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
} as const;

export const NAME_ON_CARD_MAX_LENGTH = 100;

/** Stripe's test numbers with an outcome other than success (docs.stripe.com/testing). */
export const DECLINING_TEST_CARDS: Record<string, string> = {
  '4000000000000002': CARD_MESSAGES.declined,
  '4000000000009995': CARD_MESSAGES.insufficientFunds,
};

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** MM / YY (also MM/YY, MMYY, MM/YYYY) → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Formats typed digits as the field shows them: "4242 4242 4242 4242", "12 / 34". */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Formats a typed expiry as the field shows it, the way card forms do: "0124" → "01 / 24",
 * "4" → "04" (no month starts with 4), "13" → "01 / 3", "1/" → "01", and "01/2030" → "01 / 2030". Only digits
 * are kept; the separator appears once a year digit follows, so deleting past it never sticks.
 */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, '').slice(0, 6);
  // A first digit over 1 is a one-digit month; "1" followed by 3–9 is month 1 and a year digit.
  // So is one digit typed before a slash ("1/" → "01").
  if (/^[2-9]/.test(digits) || /^1[3-9]/.test(digits) || /^\s*\d\s*\//.test(value)) digits = `0${digits}`.slice(0, 6);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/**
 * Field errors for a card form (empty when it may be charged). `now` decides whether the
 * expiry is past: a card is good through the last day of its expiry month.
 */
export function validateCard(form: CardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(form.cardNumber);
  if (!digits) errors.cardNumber = CARD_MESSAGES.cardNumberMissing;
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = CARD_MESSAGES.cardNumberInvalid;

  if (!form.expiry.trim()) errors.expiry = CARD_MESSAGES.expiryMissing;
  else {
    const expiry = parseExpiry(form.expiry);
    if (!expiry || expiry.year > now.getUTCFullYear() + 20) errors.expiry = CARD_MESSAGES.expiryInvalid;
    else if (
      expiry.year < now.getUTCFullYear() ||
      (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)
    ) {
      errors.expiry = CARD_MESSAGES.expiryPast;
    }
  }

  const cvc = form.cvc.trim();
  // American Express has a four-digit code on the front; the others three on the back.
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!cvc) errors.cvc = CARD_MESSAGES.cvcMissing;
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) errors.cvc = CARD_MESSAGES.cvcInvalid;

  const name = form.name.trim();
  if (!name) errors.name = CARD_MESSAGES.nameMissing;
  else if (name.length > NAME_ON_CARD_MAX_LENGTH) errors.name = CARD_MESSAGES.nameTooLong;
  return errors;
}

/** What the test-mode processor answers for a card that passed {@link validateCard}. */
export function testCardOutcome(
  cardNumber: string,
): { ok: true; brand: string; last4: string } | { ok: false; message: string } {
  const digits = cardDigits(cardNumber);
  const declined = DECLINING_TEST_CARDS[digits];
  if (declined) return { ok: false, message: declined };
  return { ok: true, brand: cardBrand(digits), last4: digits.slice(-4) };
}
