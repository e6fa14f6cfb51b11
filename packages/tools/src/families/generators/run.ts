import QRCode from 'qrcode';
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { formatFixed, parseNumber } from '../../format';
import type { Engine, Figure, ToolContext, ToolResult } from '../../types';
import { WORDS } from './words';

type Values = Readonly<Record<string, string>>;
type Op = (values: Values, context: ToolContext, params: Readonly<Record<string, string>>) => ToolResult;

const ok = (text: string, figures?: Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
const fail = (error: string): ToolResult => ({ ok: false, error });
const checked = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';

/**
 * A uniform whole number in [0, n): 32 random bits, rejecting the top values that would favour
 * small results (so every password character and die face is exactly as likely as the next).
 */
export function uniformInt(context: ToolContext, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(2 ** 32 / n) * n;
  for (let tries = 0; tries < 64; tries++) {
    const b = context.randomBytes(4);
    const x = ((b[0]! << 24) >>> 0) + (b[1]! << 16) + (b[2]! << 8) + b[3]!;
    if (x < limit) return x % n;
  }
  return Math.floor(context.random() * n);
}

/** A uniform integer in [min, max], for ranges up to 2^53. */
function integerBetween(context: ToolContext, min: number, max: number): number {
  const span = max - min + 1;
  if (span <= 2 ** 32) return min + uniformInt(context, span);
  // Two draws: high and low parts, rejecting beyond the span.
  for (;;) {
    const hi = uniformInt(context, Math.ceil(span / 2 ** 32));
    const x = hi * 2 ** 32 + uniformInt(context, 2 ** 32);
    if (x < span) return min + x;
  }
}

function shuffle<T>(list: readonly T[], context: ToolContext): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(context, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const pick = <T>(list: readonly T[], context: ToolContext): T => list[uniformInt(context, list.length)]!;

function whole(text: string | undefined, label: string, min: number, max: number): number | string {
  const n = parseNumber(text ?? '');
  if (n === null || !Number.isInteger(n) || n < min || n > max)
    return `Enter a whole number from ${min} to ${max} for ${label}.`;
  return n;
}

const items = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// ---------------------------------------------------------------------------------------------
// Character sets

export const CHARSETS = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  symbols: '!@#$%^&*()-_=+[]{};:,.<>/?~',
} as const;

/** Characters easy to mistake for one another: I l 1 | O 0 o. */
const SIMILAR = /[Il1|O0o]/g;

const URL_SAFE = `${CHARSETS.upper}${CHARSETS.lower}${CHARSETS.digits}_-`;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The 48-bit millisecond time of a ULID, as 10 Crockford base-32 characters. */
export function ulidTime(ms: number): string {
  let out = '';
  let rest = ms;
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[rest % 32]! + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

export function ulid(context: ToolContext): string {
  const bytes = context.randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let random = '';
  for (let i = 0; i < 16; i++) {
    random = CROCKFORD[Number(bits & 31n)]! + random;
    bits >>= 5n;
  }
  return ulidTime(context.now()) + random;
}

// ---------------------------------------------------------------------------------------------
// Lorem ipsum

/** The words of the standard passage (Cicero, De finibus 1.10.32, as typesetters have used it since the 1500s). */
export const LOREM =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua ut enim ad minim veniam quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt in culpa qui officia deserunt mollit anim id est laborum'.split(
    ' ',
  );
const LOREM_WORDS = [...new Set(LOREM)];
const LOREM_OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

function loremSentence(context: ToolContext): string {
  const n = 6 + uniformInt(context, 10);
  const words = Array.from({ length: n }, () => pick(LOREM_WORDS, context));
  // A comma after a word in the middle, in about half the sentences.
  if (n > 8 && uniformInt(context, 2) === 0) words[3 + uniformInt(context, n - 6)] += ',';
  const first = words[0]!;
  words[0] = first[0]!.toUpperCase() + first.slice(1);
  return `${words.join(' ')}.`;
}

function lorem(context: ToolContext, unit: string, count: number, opening: boolean): string {
  if (unit === 'words') {
    const words = Array.from({ length: count }, (_, i) => (opening && i < 5 ? LOREM[i]! : pick(LOREM_WORDS, context)));
    return words.join(' ');
  }
  const sentences = (n: number, first: boolean) =>
    Array.from({ length: n }, (_, i) => (first && i === 0 ? LOREM_OPENING : loremSentence(context)));
  if (unit === 'sentences') return sentences(count, opening).join(' ');
  return Array.from({ length: count }, (_, i) =>
    sentences(4 + uniformInt(context, 4), opening && i === 0).join(' '),
  ).join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// QR codes

/** Escapes a Wi-Fi QR field as the ZXing "WIFI:" format asks: a backslash before \ ; , : and ". */
export function wifiEscape(s: string): string {
  return s.replace(/([\\;,:"])/g, '\\$1');
}

/** An SVG of the QR code's modules with a four-module quiet zone, one path of horizontal runs. */
export function qrSvg(text: string, level: 'L' | 'M' | 'Q' | 'H'): { svg: string; version: number; size: number } {
  const code = QRCode.create(text, { errorCorrectionLevel: level });
  const size = code.modules.size;
  const margin = 4;
  const total = size + margin * 2;
  let d = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!code.modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && code.modules.get(y, x)) x++;
      d += `M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges"><rect width="${total}" height="${total}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
  return { svg, version: code.version, size };
}

function qrResult(content: string, level: string, figures: Figure[] = []): ToolResult {
  const ecl = (['L', 'M', 'Q', 'H'] as const).find((l) => l === level) ?? 'M';
  if (content === '') return fail('Enter the text or link to put in the QR code.');
  try {
    const { svg, version, size } = qrSvg(content, ecl);
    return {
      ok: true,
      text: content,
      svg,
      figures: [
        ...figures,
        { label: 'QR version', value: String(version) },
        { label: 'Size', value: `${size} × ${size} modules` },
        { label: 'Error correction', value: ecl },
      ],
    };
  } catch {
    return fail(
      'That is too much for one QR code (about 2,900 characters at most, fewer with more error correction). Shorten it.',
    );
  }
}

// ---------------------------------------------------------------------------------------------

const UUID_MAX = 1000;
const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function uuidOf(version: string, context: ToolContext): string {
  return version === 'v7'
    ? uuidv7({ random: context.randomBytes(16), msecs: context.now() })
    : uuidv4({ random: context.randomBytes(16) });
}

const OPS: Record<string, Op> = {
  uuid: (_v, context, params) => ok(uuidOf(params.version ?? 'v4', context)),
  bulkUuid: ({ count, version = 'v4', uppercase }, context) => {
    const n = whole(count, 'how many', 1, UUID_MAX);
    if (typeof n === 'string') return fail(n);
    let list = Array.from({ length: n }, () => uuidOf(version === 'v7' ? 'v7' : 'v4', context));
    // Version 7 UUIDs made in the same millisecond sort by their random part: list them in order.
    if (version === 'v7') list = list.sort();
    return ok(list.map((u) => (checked(uppercase) ? u.toUpperCase() : u)).join('\n'));
  },
  ulid: (_v, context) => ok(ulid(context), [{ label: 'Time part', value: new Date(context.now()).toISOString() }]),
  nanoid: ({ length, count }, context) => {
    const len = whole(length, 'the length', 2, 256);
    if (typeof len === 'string') return fail(len);
    const n = whole(count, 'how many', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const one = () => Array.from({ length: len }, () => pick([...URL_SAFE], context)).join('');
    return ok(Array.from({ length: n }, one).join('\n'), [
      { label: 'Randomness per ID', value: `${formatFixed(len * 6, 0)} bits` },
    ]);
  },
  password: ({ length, upper, lower, digits, symbols, excludeSimilar, count }, context) => {
    const len = whole(length, 'the length', 4, 256);
    if (typeof len === 'string') return fail(len);
    const n = whole(count, 'how many', 1, 100);
    if (typeof n === 'string') return fail(n);
    const sets = (
      [
        [upper, CHARSETS.upper],
        [lower, CHARSETS.lower],
        [digits, CHARSETS.digits],
        [symbols, CHARSETS.symbols],
      ] as const
    )
      .filter(([on]) => checked(on))
      .map(([, chars]) => [...(checked(excludeSimilar) ? chars.replace(SIMILAR, '') : chars)]);
    if (sets.length === 0)
      return fail('Tick at least one kind of character: capitals, small letters, digits or symbols.');
    const pool = sets.flat();
    // One from each chosen kind, the rest from all of them, then shuffled.
    const one = () =>
      shuffle(
        [...sets.map((s) => pick(s, context)), ...Array.from({ length: len - sets.length }, () => pick(pool, context))],
        context,
      ).join('');
    const list = Array.from({ length: n }, one);
    return ok(list.join('\n'), [
      { label: 'Characters to choose from', value: String(pool.length) },
      { label: 'Strength (about)', value: `${formatFixed(len * Math.log2(pool.length), 0)} bits` },
    ]);
  },
  passphrase: ({ words, separator = '-', capitalise, number }, context) => {
    const n = whole(words, 'the number of words', 3, 20);
    if (typeof n === 'string') return fail(n);
    const list = Array.from({ length: n }, () => pick(WORDS, context)).map((w) =>
      checked(capitalise) ? w[0]!.toUpperCase() + w.slice(1) : w,
    );
    if (checked(number)) list.push(String(uniformInt(context, 100)));
    const bits = n * Math.log2(WORDS.length) + (checked(number) ? Math.log2(100) : 0);
    return ok(list.join(separator), [
      { label: 'Words in the list', value: String(WORDS.length) },
      { label: 'Strength', value: `${formatFixed(bits, 0)} bits` },
    ]);
  },
  pin: ({ length, count }, context) => {
    const len = whole(length, 'the number of digits', 3, 12);
    if (typeof len === 'string') return fail(len);
    const n = whole(count, 'how many', 1, 100);
    if (typeof n === 'string') return fail(n);
    return ok(
      Array.from({ length: n }, () => Array.from({ length: len }, () => String(uniformInt(context, 10))).join('')).join(
        '\n',
      ),
    );
  },
  randomNumber: ({ min, max }, context) => {
    const lo = parseNumber(min ?? '');
    const hi = parseNumber(max ?? '');
    if (lo === null || hi === null || !Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
      return fail('Enter whole numbers for the lowest and highest, such as 1 and 100.');
    if (lo > hi) return fail('The lowest number must not be more than the highest.');
    return ok(String(integerBetween(context, lo, hi)));
  },
  numberList: ({ count, min, max, unique, sort }, context, params) => {
    const n = whole(count, 'how many', 1, 10_000);
    if (typeof n === 'string') return fail(n);
    const lo = parseNumber(min ?? '');
    const hi = parseNumber(max ?? '');
    if (lo === null || hi === null || !Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
      return fail('Enter whole numbers for the lowest and highest, such as 1 and 100.');
    if (lo > hi) return fail('The lowest number must not be more than the highest.');
    const distinct = params.lottery === 'true' || checked(unique);
    if (distinct && n > hi - lo + 1)
      return fail(
        `There are only ${hi - lo + 1} different numbers from ${lo} to ${hi}: pick fewer, or widen the range.`,
      );
    const out: number[] = [];
    const seen = new Set<number>();
    while (out.length < n) {
      const x = integerBetween(context, lo, hi);
      if (distinct && seen.has(x)) continue;
      seen.add(x);
      out.push(x);
    }
    if (params.lottery === 'true' || checked(sort)) out.sort((a, b) => a - b);
    return ok(out.join(params.lottery === 'true' ? ' ' : '\n'));
  },
  dice: ({ dice, sides }, context) => {
    const n = whole(dice, 'the number of dice', 1, 100);
    if (typeof n === 'string') return fail(n);
    const s = whole(sides, 'the sides', 2, 1000);
    if (typeof s === 'string') return fail(s);
    const rolls = Array.from({ length: n }, () => 1 + uniformInt(context, s));
    const total = rolls.reduce((a, b) => a + b, 0);
    return ok(n === 1 ? String(total) : `${rolls.join(' + ')} = ${total}`, [
      { label: 'Total', value: String(total) },
      { label: 'Dice', value: `${n}d${s}` },
    ]);
  },
  coin: ({ count }, context) => {
    const n = whole(count, 'how many flips', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const flips = Array.from({ length: n }, () => (uniformInt(context, 2) === 0 ? 'Heads' : 'Tails'));
    const heads = flips.filter((f) => f === 'Heads').length;
    return ok(flips.join(', '), [
      { label: 'Heads', value: String(heads) },
      { label: 'Tails', value: String(n - heads) },
    ]);
  },
  picker: ({ input = '', count }, context) => {
    const list = items(input);
    if (list.length === 0) return fail('Enter the names or options to pick from, one a line.');
    const n = whole(count, 'how many to pick', 1, 10_000);
    if (typeof n === 'string') return fail(n);
    if (n > list.length) return fail(`There are only ${list.length} entries: pick ${list.length} or fewer.`);
    return ok(shuffle(list, context).slice(0, n).join('\n'));
  },
  teams: ({ input = '', teams }, context) => {
    const list = items(input);
    const t = whole(teams, 'the number of teams', 2, 100);
    if (typeof t === 'string') return fail(t);
    if (list.length < t) return fail(`Enter at least ${t} names, one a line, to make ${t} teams.`);
    const shuffled = shuffle(list, context);
    const groups = Array.from({ length: t }, (_, i) => shuffled.filter((_, j) => j % t === i));
    return ok(groups.map((g, i) => `Team ${i + 1}: ${g.join(', ')}`).join('\n'));
  },
  secretSanta: ({ input = '' }, context) => {
    const list = items(input);
    if (list.length < 3) return fail('Enter at least three names, one a line.');
    if (new Set(list.map((n) => n.toLowerCase())).size !== list.length)
      return fail('Each name must be different: add an initial to tell two people apart.');
    // One gift circle through everyone: nobody draws themselves.
    const circle = shuffle(list, context);
    return ok(circle.map((name, i) => `${name} → ${circle[(i + 1) % circle.length]}`).join('\n'));
  },
  lorem: ({ count, unit = 'paragraphs', startWithLorem }, context) => {
    const max = unit === 'words' ? 10_000 : unit === 'sentences' ? 1000 : 100;
    const n = whole(count, `how many ${unit === 'words' || unit === 'sentences' ? unit : 'paragraphs'}`, 1, max);
    if (typeof n === 'string') return fail(n);
    return ok(lorem(context, unit, n, checked(startWithLorem)));
  },
  qr: ({ input = '', level = 'M' }) => qrResult(input, level),
  wifiQr: ({ ssid = '', password = '', security = 'WPA', hidden, level = 'M' }) => {
    if (ssid === '') return fail('Enter the network name (SSID).');
    const type = security === 'WEP' || security === 'nopass' ? security : 'WPA';
    if (type !== 'nopass' && password === '') return fail('Enter the Wi-Fi password, or choose “No password”.');
    const content = `WIFI:T:${type};S:${wifiEscape(ssid)};${type === 'nopass' ? '' : `P:${wifiEscape(password)};`}${checked(hidden) ? 'H:true;' : ''};`;
    return qrResult(content, level);
  },
  hexToken: ({ bytes, uppercase }, context) => {
    const n = whole(bytes, 'the number of bytes', 1, 1024);
    if (typeof n === 'string') return fail(n);
    const h = hex(context.randomBytes(n));
    return ok(checked(uppercase) ? h.toUpperCase() : h, [
      { label: 'Length', value: `${n * 2} hex digits (${n * 8} bits)` },
    ]);
  },
  secretKey: ({ bytes }, context) => {
    const n = whole(bytes, 'the number of bytes', 16, 512);
    if (typeof n === 'string') return fail(n);
    return ok(base64url(context.randomBytes(n)), [{ label: 'Strength', value: `${n * 8} bits` }]);
  },
  randomString: ({ length, charset = 'alphanumeric', count }, context) => {
    const len = whole(length, 'the length', 1, 10_000);
    if (typeof len === 'string') return fail(len);
    const n = whole(count, 'how many', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const chars = {
      alphanumeric: CHARSETS.upper + CHARSETS.lower + CHARSETS.digits,
      letters: CHARSETS.upper + CHARSETS.lower,
      lower: CHARSETS.lower + CHARSETS.digits,
      digits: CHARSETS.digits,
      hex: '0123456789abcdef',
    }[charset];
    if (!chars) return fail('Choose which characters to use from the list.');
    if (len * n > 1_000_000) return fail('That is more than a million characters. Ask for fewer or shorter strings.');
    return ok(
      Array.from({ length: n }, () => Array.from({ length: len }, () => pick([...chars], context)).join('')).join('\n'),
    );
  },
  letter: ({ count, letterCase = 'upper' }, context) => {
    const n = whole(count, 'how many letters', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const chars =
      letterCase === 'lower'
        ? CHARSETS.lower
        : letterCase === 'both'
          ? CHARSETS.upper + CHARSETS.lower
          : CHARSETS.upper;
    return ok(Array.from({ length: n }, () => pick([...chars], context)).join(' '));
  },
  word: ({ count }, context) => {
    const n = whole(count, 'how many words', 1, 1000);
    if (typeof n === 'string') return fail(n);
    return ok(Array.from({ length: n }, () => pick(WORDS, context)).join('\n'));
  },
  date: ({ start = '', end = '', count }, context) => {
    const n = whole(count, 'how many dates', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const day = (s: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(s) &&
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)
        ? Date.parse(`${s}T00:00:00Z`) / 86_400_000
        : null;
    const a = day(start.trim());
    const b = day(end.trim());
    if (a === null || b === null) return fail('Enter the first and last dates as YYYY-MM-DD, such as 2025-01-01.');
    if (a > b) return fail('The first date must not be after the last date.');
    return ok(
      Array.from({ length: n }, () =>
        new Date(integerBetween(context, a, b) * 86_400_000).toISOString().slice(0, 10),
      ).join('\n'),
    );
  },
  cards: ({ count }, context) => {
    const n = whole(count, 'how many cards', 1, 52);
    if (typeof n === 'string') return fail(n);
    const deck = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
    return ok(shuffle(deck, context).slice(0, n).join(' '));
  },
  mac: ({ count, separator = ':' }, context) => {
    const n = whole(count, 'how many', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const sep = separator === '-' || separator === '' ? separator : ':';
    const one = () => {
      const b = context.randomBytes(6);
      // Locally administered (bit 1 set) unicast (bit 0 clear): never a real vendor's address.
      b[0] = (b[0]! & 0xfc) | 0x02;
      return Array.from(b, (x) => x.toString(16).padStart(2, '0').toUpperCase()).join(sep);
    };
    return ok(Array.from({ length: n }, one).join('\n'));
  },
  sequence: ({ start, end, step, separator = 'newline' }) => {
    const a = parseNumber(start ?? '');
    const b = parseNumber(end ?? '');
    const s = parseNumber(step ?? '');
    if (
      a === null ||
      b === null ||
      s === null ||
      !Number.isSafeInteger(a) ||
      !Number.isSafeInteger(b) ||
      !Number.isSafeInteger(s)
    )
      return fail('Enter whole numbers to start, end and step by, such as 1, 100 and 1.');
    if (s === 0) return fail('The step cannot be 0. Use a negative step to count down.');
    if ((b - a) / s < 0) return fail(`Counting from ${a} by ${s} never reaches ${b}. Change the sign of the step.`);
    const count = Math.floor((b - a) / s) + 1;
    if (count > 100_000) return fail('That would be more than 100,000 numbers. Use a bigger step or a shorter range.');
    const sep = separator === 'comma' ? ', ' : separator === 'space' ? ' ' : '\n';
    return ok(Array.from({ length: count }, (_, i) => String(a + i * s)).join(sep), [
      { label: 'Numbers', value: String(count) },
    ]);
  },
};

export const run: Engine = (tool, values, context): ToolResult => {
  const op = OPS[tool.params.operation ?? ''];
  if (!op) return fail('This tool is not set up correctly.');
  for (const value of Object.values(values))
    if (value.length > 100_000) return fail('That is too long: up to 100,000 characters.');
  return op(values, context, tool.params);
};

/** The operations this engine handles, by the name its rows give in `params.operation` (checked by families/registry.test.ts). */
export const operations: Readonly<Record<string, unknown>> = OPS;
