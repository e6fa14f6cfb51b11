import type { TextPart } from '../types';

/** Writes an amount in a currency and locale: "$1,896.20", "1.896,20 €", "￥1,896". */
export type MoneyFormat = (amount: number) => string;

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string, compact = false): Intl.NumberFormat {
  const key = `${locale}|${currency}|${compact}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(compact ? { notation: 'compact', maximumSignificantDigits: 3 } : {}),
    });
    formats.set(key, found);
  }
  return found;
}

/** Amounts in full, with the currency's own decimals (JPY none) and the locale's separators. */
export function moneyFormat(locale: string, currency: string): MoneyFormat {
  const format = numberFormat(locale, currency);
  return (amount) => format.format(amount);
}

/** Amounts in short, for a chart's axis: "$300K", "1,2 Mio. €". */
export function compactMoneyFormat(locale: string, currency: string): MoneyFormat {
  const format = numberFormat(locale, currency, true);
  return (amount) => format.format(amount);
}

/** How many decimals a currency's amounts have (USD 2, JPY 0). */
export function currencyDecimals(currency: string): number {
  return numberFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A result's marked words, with each sum of money written by `format`. */
export function writeParts(parts: readonly TextPart[], format: MoneyFormat): string {
  return parts.map((part) => (typeof part === 'string' ? part : format(part.money))).join('');
}
