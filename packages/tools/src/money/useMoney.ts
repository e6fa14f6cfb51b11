import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import {
  CURRENCY_STORAGE_KEY,
  currencyForLocale,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  rememberCurrency,
  rememberedCurrency,
} from './currency';
import { compactMoneyFormat, type MoneyFormat, moneyFormat } from './format';

const listeners = new Set<() => void>();
/** This page's choice: it holds even where storage refuses to keep it. */
let chosen: string | null = null;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** "locale|currency": a string, so React sees the same snapshot until something changes. */
function snapshot(): string {
  const locale = navigator.language || DEFAULT_LOCALE;
  return `${locale}|${chosen ?? rememberedCurrency(storage()) ?? currencyForLocale(locale)}`;
}

/**
 * The locale and currency of the server's render and of the first render while hydrating (the
 * same on both sides, so hydration never mismatches): the request's Accept-Language when the page
 * passes it (a tool page opened from a link draws its amounts on the server), else the default.
 * The device's own choice follows at once after hydration; when it is the same, nothing moves.
 */
export const FirstMoney = createContext<{ locale: string; currency: string }>({
  locale: DEFAULT_LOCALE,
  currency: DEFAULT_CURRENCY,
});

/** Chooses the currency for every money tool on this device, and remembers it. */
export function chooseCurrency(code: string): void {
  chosen = code;
  rememberCurrency(storage(), code);
  for (const listener of listeners) listener();
}

/** Forgets this page's choice (tests and stories start from the device's own). */
export function resetCurrencyChoice(): void {
  chosen = null;
  for (const listener of listeners) listener();
}

export interface Money {
  locale: string;
  currency: string;
  setCurrency(code: string): void;
  /** An amount in full: "$1,896.20". */
  format: MoneyFormat;
  /** An amount in short, for chart axes: "$300K". */
  compact: MoneyFormat;
}

/**
 * The person's currency and locale: the server's (FirstMoney) while hydrating, then the
 * device's (the remembered choice, else the locale's region's currency).
 */
export function useMoney(): Money {
  const first = useContext(FirstMoney);
  const serverSnapshot = useCallback(() => `${first.locale}|${first.currency}`, [first]);
  const [locale, currency] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split('|') as [string, string];
  const setCurrency = useCallback((code: string) => chooseCurrency(code), []);
  return useMemo(() => {
    let format: MoneyFormat;
    let compact: MoneyFormat;
    try {
      format = moneyFormat(locale, currency);
      compact = compactMoneyFormat(locale, currency);
    } catch {
      // A locale the browser cannot format in: the default's.
      format = moneyFormat(DEFAULT_LOCALE, currency);
      compact = compactMoneyFormat(DEFAULT_LOCALE, currency);
    }
    return { locale, currency, setCurrency, format, compact };
  }, [locale, currency, setCurrency]);
}
