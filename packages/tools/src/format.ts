/**
 * How every tool writes a number in its answer, so results read the same across the catalogue
 * and can be pasted anywhere: plain digits with a dot for decimals, no thousands separators, at
 * most `significant` significant digits (default 6) with trailing zeros dropped, and e-notation
 * only for magnitudes below 1e-6 or from 1e15 up. A whole part is never rounded: 3,652,058 days
 * is written 3652058, not 3652060 (zeros that would read as exact). -0 is written 0.
 */
export function formatNumber(value: number, significant = 6): string {
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN';
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude < 1e-6 || magnitude >= 1e15) {
    const [mantissa, exponent] = value.toExponential(significant - 1).split('e');
    return `${trimZeros(mantissa!)}e${exponent!.replace('+', '')}`;
  }
  const digits = Math.max(significant, Math.floor(Math.log10(magnitude)) + 1);
  return trimZeros(
    Number(value.toPrecision(digits)).toFixed(Math.max(0, digits - 1 - Math.floor(Math.log10(magnitude)))),
  );
}

/** "1st", "2nd", "3rd", "11th", "21st", "112th"; a number that is not whole takes "th" ("2.5th"). */
export function ordinal(n: number): string {
  const text = formatNumber(n);
  if (!Number.isInteger(n)) return `${text}th`;
  const mod100 = Math.abs(n) % 100;
  const suffix =
    mod100 >= 11 && mod100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[Math.abs(n) % 10] ?? 'th');
  return `${text}${suffix}`;
}

/** Money and other fixed-decimal figures: exactly `decimals` places, no separators ("1234.50"). */
export function formatFixed(value: number, decimals = 2): string {
  const text = (Math.round(value * 10 ** decimals) / 10 ** decimals).toFixed(decimals);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

function trimZeros(text: string): string {
  const trimmed = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  return trimmed === '-0' ? '0' : trimmed;
}

/**
 * Reads a number as people type it: spaces, underscores and thousands commas ("1,234.5") are
 * allowed, as are a leading + or the minus sign tools print (−, U+2212), a trailing dot ("5.")
 * and e-notation. Returns null for anything else (including '', NaN
 * and ±Infinity), so an engine can answer with a sentence.
 */
export function parseNumber(text: string): number | null {
  const s = text
    .trim()
    .replace(/[\s_]/g, '')
    .replace(/\u2212/g, '-');
  if (!/^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?(?:e[+-]?\d+)?$/i.test(s) || !/\d/.test(s)) return null;
  const n = Number(s.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}
