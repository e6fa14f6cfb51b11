import { describe, expect, it } from 'vitest';
import {
  CURRENCY_STORAGE_KEY,
  currencyForLocale,
  currencyLabel,
  localeFromAcceptLanguage,
  rememberCurrency,
  rememberedCurrency,
} from './currency';
import { compactMoneyFormat, moneyFormat, writeParts } from './format';

describe('the currency a locale defaults to', () => {
  it.each([
    ['en-US', 'USD'],
    ['de-DE', 'EUR'],
    ['en-GB', 'GBP'],
    ['ja-JP', 'JPY'],
    ['fr-CA', 'CAD'],
    ['en-IN', 'INR'],
    ['de', 'EUR'],
    ['ja', 'JPY'],
    ['pt-BR', 'BRL'],
    ['en-001', 'USD'],
    ['not a locale!', 'USD'],
  ])('%s → %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });
});

describe('amounts in a currency and locale', () => {
  it('writes thousands separators and the currency’s decimals', () => {
    expect(moneyFormat('en-US', 'USD')(728142.36)).toBe('$728,142.36');
    expect(moneyFormat('en-GB', 'GBP')(1896.2041)).toBe('£1,896.20');
    expect(moneyFormat('de-DE', 'EUR')(728142.36)).toBe('728.142,36\u00a0€');
    expect(moneyFormat('ja-JP', 'JPY')(1896.2041)).toBe('￥1,896');
    expect(moneyFormat('en-US', 'USD')(-5)).toBe('-$5.00');
    expect(compactMoneyFormat('en-US', 'USD')(300000)).toBe('$300K');
  });

  it('writes marked words with their sums in the currency', () => {
    expect(writeParts(['Tip: ', { money: 15.3 }, ', total: ', { money: 1200 }], moneyFormat('en-US', 'USD'))).toBe(
      'Tip: $15.30, total: $1,200.00',
    );
  });

  it('names a currency in the person’s language', () => {
    expect(currencyLabel('EUR', 'en-US')).toBe('EUR — Euro');
    expect(currencyLabel('EUR', 'de-DE')).toBe('EUR — Euro');
    expect(currencyLabel('JPY', 'en-GB')).toBe('JPY — Japanese Yen');
  });
});

describe('the remembered choice', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('keeps a currency it offers and reads it back', () => {
    const storage = memory();
    expect(rememberedCurrency(storage)).toBeNull();
    rememberCurrency(storage, 'GBP');
    expect(storage.items.get(CURRENCY_STORAGE_KEY)).toBe('GBP');
    expect(rememberedCurrency(storage)).toBe('GBP');
  });

  it('ignores what it does not offer, and storage that refuses', () => {
    const storage = memory();
    rememberCurrency(storage, 'XXX');
    expect(storage.items.size).toBe(0);
    storage.items.set(CURRENCY_STORAGE_KEY, '<script>');
    expect(rememberedCurrency(storage)).toBeNull();
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberCurrency(refusing, 'EUR')).not.toThrow();
    expect(rememberedCurrency(refusing)).toBeNull();
    expect(rememberedCurrency(undefined)).toBeNull();
  });
});

describe('the locale a request asks for (Accept-Language), for amounts drawn on the server', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE'],
    ['en-GB', 'en-GB'],
    ['fr;q=0.5, ja-JP', 'ja-JP'],
    ['*', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    ['!!!, de;q=0.1', 'de'],
    ['en-us', 'en-US'],
    ['x;q=0, pt-BR', 'pt-BR'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
