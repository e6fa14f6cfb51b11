/**
 * The currency money tools write amounts in: the person's choice, remembered on the device, or
 * the one of their locale's region (en-US → USD, de-DE → EUR, en-GB → GBP, ja-JP → JPY). The
 * server draws a link's result in the request's language (Accept-Language) and its region's
 * currency; the browser then writes them in its own.
 */

/** Where the choice is kept (localStorage on this device). */
export const CURRENCY_STORAGE_KEY = 'perch:currency';
/** The currency and locale of the server render and of a device that says nothing. */
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LOCALE = 'en-US';

/** The currencies offered, each with the regions (ISO 3166) that use it. */
const REGIONS: Readonly<Record<string, readonly string[]>> = {
  USD: ['US', 'PR', 'EC', 'SV', 'PA', 'GU', 'VI', 'AS', 'MP', 'TL', 'ZW'],
  EUR: [
    ...['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT'],
    ...['SK', 'SI', 'ES', 'AD', 'MC', 'SM', 'VA', 'ME', 'XK', 'BG'],
  ],
  GBP: ['GB', 'IM', 'JE', 'GG'],
  JPY: ['JP'],
  CAD: ['CA'],
  AUD: ['AU'],
  NZD: ['NZ'],
  CHF: ['CH', 'LI'],
  CNY: ['CN'],
  HKD: ['HK'],
  SGD: ['SG'],
  INR: ['IN'],
  KRW: ['KR'],
  SEK: ['SE'],
  NOK: ['NO'],
  DKK: ['DK', 'FO', 'GL'],
  PLN: ['PL'],
  CZK: ['CZ'],
  HUF: ['HU'],
  RON: ['RO'],
  TRY: ['TR'],
  ILS: ['IL'],
  AED: ['AE'],
  SAR: ['SA'],
  ZAR: ['ZA'],
  NGN: ['NG'],
  KES: ['KE'],
  BRL: ['BR'],
  MXN: ['MX'],
  ARS: ['AR'],
  CLP: ['CL'],
  COP: ['CO'],
  IDR: ['ID'],
  MYR: ['MY'],
  PHP: ['PH'],
  THB: ['TH'],
  VND: ['VN'],
};

/** The currency codes offered in the currency choice, in the order shown. */
export const CURRENCIES: readonly string[] = Object.keys(REGIONS);

const isCurrency = (code: string | null | undefined): code is string =>
  typeof code === 'string' && Object.hasOwn(REGIONS, code);

/** The currency of a locale's region ("de-DE" → EUR; "de" → its likeliest region, DE); USD when unknown. */
export function currencyForLocale(locale: string): string {
  let region: string | undefined;
  try {
    const parsed = new Intl.Locale(locale);
    region = parsed.region ?? parsed.maximize().region;
  } catch {
    return DEFAULT_CURRENCY;
  }
  if (!region) return DEFAULT_CURRENCY;
  return CURRENCIES.find((code) => REGIONS[code]!.includes(region)) ?? DEFAULT_CURRENCY;
}

const names = new Map<string, Intl.DisplayNames>();

/** "EUR — Euro" in the person's language. */
export function currencyLabel(code: string, locale: string): string {
  try {
    // One DisplayNames per locale: building one costs about a millisecond, and the choice lists dozens.
    let display = names.get(locale);
    if (!display) {
      display = new Intl.DisplayNames([locale, DEFAULT_LOCALE], { type: 'currency' });
      names.set(locale, display);
    }
    const name = display.of(code);
    return name && name !== code ? `${code} — ${name}` : code;
  } catch {
    return code;
  }
}

/** What the device remembers, or null (none, or storage that cannot be read: private mode, a blocked cookie jar). */
export function rememberedCurrency(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    const code = storage?.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(code) ? code : null;
  } catch {
    return null;
  }
}

/** Keeps the choice; storage that refuses (full, blocked) only means it is not remembered. */
export function rememberCurrency(storage: Pick<Storage, 'setItem'> | undefined, code: string): void {
  if (!isCurrency(code)) return;
  try {
    storage?.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Not remembered: the choice still applies to this page.
  }
}

/**
 * The locale a request prefers (its Accept-Language's first tag the runtime can format in):
 * "de-DE,de;q=0.9,en;q=0.8" → "de-DE". DEFAULT_LOCALE when there is none, "*", or nonsense.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): string {
  const tags = (header ?? '')
    .slice(0, 500)
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0) return canonical;
    } catch {
      // Not a language tag: the next one.
    }
  }
  return DEFAULT_LOCALE;
}
