import QRCode from 'qrcode';
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { parseNumber } from '../../format';
import type { Engine, Figure, ToolContext, ToolResult } from '../../types';

export type Values = Readonly<Record<string, string>>;
export type Op = (values: Values, context: ToolContext, params: Readonly<Record<string, string>>) => ToolResult;

export const ok = (text: string, figures?: Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
export const fail = (error: string): ToolResult => ({ ok: false, error });
export const checked = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';

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
export function integerBetween(context: ToolContext, min: number, max: number): number {
  const span = max - min + 1;
  if (span <= 2 ** 32) return min + uniformInt(context, span);
  // Two draws: high and low parts, rejecting beyond the span.
  for (;;) {
    const hi = uniformInt(context, Math.ceil(span / 2 ** 32));
    const x = hi * 2 ** 32 + uniformInt(context, 2 ** 32);
    if (x < span) return min + x;
  }
}

export function shuffle<T>(list: readonly T[], context: ToolContext): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(context, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const pick = <T>(list: readonly T[], context: ToolContext): T => list[uniformInt(context, list.length)]!;

export function whole(text: string | undefined, label: string, min: number, max: number): number | string {
  const n = parseNumber(text ?? '');
  if (n === null || !Number.isInteger(n) || n < min || n > max)
    return `Enter a whole number from ${min} to ${max} for ${label}.`;
  return n;
}

export const items = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function base64url(bytes: Uint8Array): string {
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
export const SIMILAR = /[Il1|O0o]/g;

export const URL_SAFE = `${CHARSETS.upper}${CHARSETS.lower}${CHARSETS.digits}_-`;
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

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
export const LOREM_WORDS = [...new Set(LOREM)];
export const LOREM_OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

export function loremSentence(context: ToolContext): string {
  const n = 6 + uniformInt(context, 10);
  const words = Array.from({ length: n }, () => pick(LOREM_WORDS, context));
  // A comma after a word in the middle, in about half the sentences.
  if (n > 8 && uniformInt(context, 2) === 0) words[3 + uniformInt(context, n - 6)] += ',';
  const first = words[0]!;
  words[0] = first[0]!.toUpperCase() + first.slice(1);
  return `${words.join(' ')}.`;
}

export function lorem(context: ToolContext, unit: string, count: number, opening: boolean): string {
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

export function qrResult(content: string, level: string, figures: Figure[] = []): ToolResult {
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

export const UUID_MAX = 1000;
export const SUITS = ['♠', '♥', '♦', '♣'];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export function uuidOf(version: string, context: ToolContext): string {
  return version === 'v7'
    ? uuidv7({ random: context.randomBytes(16), msecs: context.now() })
    : uuidv4({ random: context.randomBytes(16) });
}

/** The operation the rows random-number-list-generator, lottery-number-generator share. */
export const numberListOp: Op = ({ count, min, max, unique, sort }, context, params) => {
  const n = whole(count, 'how many', 1, 10_000);
  if (typeof n === 'string') return fail(n);
  const lo = parseNumber(min ?? '');
  const hi = parseNumber(max ?? '');
  if (lo === null || hi === null || !Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
    return fail('Enter whole numbers for the lowest and highest, such as 1 and 100.');
  if (lo > hi) return fail('The lowest number must not be more than the highest.');
  const distinct = params.lottery === 'true' || checked(unique);
  if (distinct && n > hi - lo + 1)
    return fail(`There are only ${hi - lo + 1} different numbers from ${lo} to ${hi}: pick fewer, or widen the range.`);
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
};

/** The operation the rows uuid-generator, uuid-v7-generator share. */
export const uuidOp: Op = (_v, context, params) => ok(uuidOf(params.version ?? 'v4', context));

/** One generator operation per row of a topic's rows, keyed by tool id: a missing or extra id fails to compile. */
export type GeneratorOperations<Rows extends readonly { id: string }[]> = { readonly [Id in Rows[number]['id']]: Op };

/** The engine of a generators topic: its operations by the rows' ids, after refusing values too long to use. */
export function generatorEngine(operations: Readonly<Record<string, Op>>): Engine {
  return (tool, values, context) => {
    const op = Object.hasOwn(operations, tool.id) ? operations[tool.id] : undefined;
    if (!op) return fail('This tool is not set up correctly.');
    for (const value of Object.values(values))
      if (value.length > 100_000) return fail('That is too long: up to 100,000 characters.');
    return op(values, context, tool.params);
  };
}
