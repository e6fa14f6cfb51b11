import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
  testCardOutcome,
  validateCard,
} from './card';

const now = new Date('2026-11-23T12:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' };

describe('validateCard', () => {
  it('accepts a good card', () => {
    expect(validateCard(good, now)).toEqual({});
  });

  it('names every empty field', () => {
    expect(validateCard({ cardNumber: ' ', expiry: '', cvc: '', name: '  ' }, now)).toEqual({
      cardNumber: CARD_MESSAGES.cardNumberMissing,
      expiry: CARD_MESSAGES.expiryMissing,
      cvc: CARD_MESSAGES.cvcMissing,
      name: CARD_MESSAGES.nameMissing,
    });
  });

  it('checks the Luhn digit, the length and digits only', () => {
    for (const cardNumber of ['4242 4242 4242 4241', '4242', 'abcd efgh ijkl mnop', '4242 4242 4242 4242 4242 4']) {
      expect(validateCard({ ...good, cardNumber }, now).cardNumber, cardNumber).toBe(CARD_MESSAGES.cardNumberInvalid);
    }
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
  });

  it('refuses past, malformed and far-future expiry dates; this month is still good', () => {
    expect(validateCard({ ...good, expiry: '10 / 26' }, now).expiry).toBe(CARD_MESSAGES.expiryPast);
    expect(validateCard({ ...good, expiry: '11 / 26' }, now)).toEqual({});
    for (const expiry of ['13 / 30', '00/30', '1230x', '12 / 99']) {
      expect(validateCard({ ...good, expiry }, now).expiry, expiry).toBe(CARD_MESSAGES.expiryInvalid);
    }
    expect(parseExpiry('0734')).toEqual({ month: 7, year: 2034 });
  });

  it('wants three CVC digits, four for American Express', () => {
    expect(validateCard({ ...good, cvc: '12' }, now).cvc).toBe(CARD_MESSAGES.cvcInvalid);
    expect(validateCard({ ...good, cvc: '12a' }, now).cvc).toBe(CARD_MESSAGES.cvcInvalid);
    expect(validateCard({ ...good, cardNumber: '3782 822463 10005', cvc: '1234' }, now)).toEqual({});
    expect(validateCard({ ...good, cardNumber: '3782 822463 10005', cvc: '123' }, now).cvc).toBe(
      CARD_MESSAGES.cvcInvalid,
    );
  });

  it('limits the name to 100 characters', () => {
    expect(validateCard({ ...good, name: 'x'.repeat(101) }, now).name).toBe(CARD_MESSAGES.nameTooLong);
  });
});

describe('testCardOutcome', () => {
  it("answers Stripe's documented test cards", () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ ok: true, brand: 'Visa', last4: '4242' });
    expect(testCardOutcome('4000 0000 0000 0002')).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(testCardOutcome('4000 0000 0000 9995')).toEqual({ ok: false, message: 'Your card has insufficient funds.' });
  });

  it('formats typed digits in groups of four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });
});

describe('formatExpiry', () => {
  it('shows typed digits as MM / YY (issue 36: "0124" stayed "0124")', () => {
    expect(formatExpiry('0124')).toBe('01 / 24');
    expect(formatExpiry('12/34')).toBe('12 / 34');
    expect(formatExpiry('12 / 2034')).toBe('12 / 2034');
  });

  it('builds up as the digits are typed, one at a time', () => {
    const steps: string[] = [];
    let field = '';
    for (const key of '0124') {
      field = formatExpiry(field + key);
      steps.push(field);
    }
    expect(steps).toEqual(['0', '01', '01 / 2', '01 / 24']);
  });

  it('reads a first digit that cannot start a two-digit month as the month', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('426')).toBe('04 / 26');
    expect(formatExpiry('13')).toBe('01 / 3');
    expect(formatExpiry('1/')).toBe('01');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
  });

  it('never sticks when deleting: removing a year digit leaves the month alone', () => {
    expect(formatExpiry('01 / ')).toBe('01');
    expect(formatExpiry('01 /')).toBe('01');
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('')).toBe('');
  });

  it('keeps only digits, at most six, and every full result parses back', () => {
    expect(formatExpiry('ab1c2 3x4')).toBe('12 / 34');
    expect(formatExpiry('1234567890')).toBe('12 / 3456');
    for (const typed of ['0124', '1234', '426', '12/2034', '0930']) {
      expect(parseExpiry(formatExpiry(typed)), typed).not.toBeNull();
    }
  });
});
