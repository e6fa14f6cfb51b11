/**
 * Numbers in English words, hand-written: whole numbers below one quadrillion (up to
 * 999 trillion …), negatives, and decimals read digit by digit ("three point one four").
 * US style by default ("one hundred one"); British style puts "and" after hundreds and before a
 * last part under 100 ("one thousand and five").
 */
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

export const WORDS_LIMIT = 10n ** 15n;

/** 0–99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1–999. */
function belowThousand(n: number, british: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest);
  const head = `${ONES[hundreds]} hundred`;
  if (rest === 0) return head;
  return `${head}${british ? ' and' : ''} ${belowHundred(rest)}`;
}

/** A whole number 0 ≤ n < 10^15 in words. */
export function wholeToWords(n: bigint, british = false): string {
  if (n === 0n) return 'zero';
  const groups: number[] = [];
  for (let rest = n; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (g === 0) continue;
    const words = belowThousand(g, british);
    // British: "one thousand and five", where the last group is below 100 and something came before.
    if (british && i === 0 && g < 100 && parts.length > 0) parts.push(`and ${words}`);
    else parts.push(SCALES[i] ? `${words} ${SCALES[i]}` : words);
  }
  return parts.join(' ');
}

/**
 * A number written as digits ("-1,234.05") in words, or null when it is not a plain decimal
 * number or is 10^15 or more.
 */
export function numberToWords(text: string, british = false): string | null {
  let s = text.trim().replace(/[\s_]/g, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  const value = BigInt(whole!);
  if (value >= WORDS_LIMIT) return null;
  const isZero = value === 0n && !/[1-9]/.test(fraction ?? '');
  let words = wholeToWords(value, british);
  if (fraction) words += ` point ${[...fraction].map((d) => ONES[Number(d)]).join(' ')}`;
  return sign === '-' && !isZero ? `minus ${words}` : words;
}
