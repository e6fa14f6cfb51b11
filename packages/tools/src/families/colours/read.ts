/** colours: reading a colour in any notation (CSS, culori) into sRGB. */
import { type Color, type Rgb, colorsNamed, converter, displayable, parse, toGamut } from 'culori';
import type { ToolResult } from '../../types';

export type Values = Readonly<Record<string, string>>;

/** A colour read from input: sRGB channels 0–1 (possibly outside, before gamut mapping) and alpha. */
export interface Read {
  rgb: Rgb;
  /** The input was outside the sRGB gamut and was mapped into it. */
  mapped?: boolean;
}

export const fail = (error: string): ToolResult => ({ ok: false, error });

export const toRgb = converter('rgb');
export const toHsl = converter('hsl');
export const toHsv = converter('hsv');
export const toHwb = converter('hwb');
export const toLab = converter('lab');
export const toLch = converter('lch');
export const toOklab = converter('oklab');
export const toOklch = converter('oklch');
/** CSS Color 4 gamut mapping: lower the OKLCH chroma until the colour fits sRGB (deltaEOK within 0.02 of clipping). */
export const mapToSrgb = toGamut('rgb', 'oklch');

export const NOTATIONS = ['hex', 'rgb', 'hsl', 'hsv', 'hwb', 'cmyk', 'lab', 'lch', 'oklab', 'oklch'] as const;
export type Notation = (typeof NOTATIONS)[number];

export const EXAMPLES: Record<Notation, string> = {
  hex: '#d87a3f',
  rgb: 'rgb(216, 122, 63)',
  hsl: 'hsl(23.1, 66.2%, 54.7%)',
  hsv: 'hsv(23.1, 70.8%, 84.7%)',
  hwb: 'hwb(23.1 24.7% 15.3%)',
  cmyk: 'cmyk(0%, 43.5%, 70.8%, 15.3%)',
  lab: 'lab(61.25 34.09 47.91)',
  lch: 'lch(61.25 58.81 54.57)',
  oklab: 'oklab(0.6729 0.0878 0.1065)',
  oklch: 'oklch(0.6729 0.138 50.5)',
};

/* ------------------------------------------------------------------ reading */

export interface Token {
  value: number;
  percent: boolean;
}

/** The numbers inside "name(a, b, c / d)" or a bare "a b c": null if anything else is there. */
export function numbersOf(text: string, names: readonly string[]): Token[] | null {
  let s = text.trim().toLowerCase();
  const call = /^([a-z]+)\s*\((.*)\)$/s.exec(s);
  if (call) {
    if (!names.includes(call[1]!)) return null;
    s = call[2]!;
  }
  const parts = s.split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  const tokens: Token[] = [];
  for (const part of parts) {
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|°)?$/.exec(part);
    if (!m) return null;
    const value = Number(m[1]);
    if (!Number.isFinite(value)) return null;
    tokens.push({ value, percent: m[2] === '%' });
  }
  return tokens;
}

export function alphaOf(token: Token | undefined): number | string | undefined {
  if (!token) return undefined;
  const a = token.percent ? token.value / 100 : token.value;
  if (a < 0 || a > 1) return 'Alpha (opacity) goes from 0 to 1, or 0% to 100%.';
  return a;
}

export function withAlpha<T extends object>(colour: T, alpha: number | undefined): T & { alpha?: number } {
  return alpha === undefined || alpha === 1 ? colour : { ...colour, alpha };
}

export function readHex(text: string): Rgb | null {
  const m = /^(?:#|0x)?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text.trim());
  if (!m) return null;
  let digits = m[1]!;
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16) / 255;
  return withAlpha(
    { mode: 'rgb' as const, r: byte(0), g: byte(2), b: byte(4) },
    digits.length === 8 ? byte(6) : undefined,
  );
}

/** Reads a colour written in `notation`; answers a sentence when it cannot. */
export function readAs(notation: Notation, text: string): Read | string {
  const hint = `Enter a colour such as ${EXAMPLES[notation]}.`;
  if (text.trim() === '') return hint;
  if (text.length > 200) return `That is too long for a colour. ${hint}`;
  if (notation === 'hex') {
    const rgb = readHex(text);
    return rgb ? { rgb } : `Enter a HEX colour of 3, 4, 6 or 8 digits (0–9, a–f), such as ${EXAMPLES.hex}.`;
  }
  const tokens = numbersOf(
    text,
    notation === 'rgb'
      ? ['rgb', 'rgba']
      : notation === 'hsl'
        ? ['hsl', 'hsla']
        : notation === 'hsv'
          ? ['hsv', 'hsb', 'hsva']
          : [notation],
  );
  const count = notation === 'cmyk' ? 4 : 3;
  if (!tokens || tokens.length < count || tokens.length > count + 1) return hint;
  const alpha = alphaOf(tokens[count]);
  if (typeof alpha === 'string') return alpha;
  if (notation === 'cmyk' && alpha !== undefined) return hint;
  const [a, b, c, d] = tokens as [Token, Token, Token, Token];
  /** A percentage written with or without %. */
  const percentOf = (t: Token, max: number, what: string): number | string => {
    if (t.value < 0 || t.value > max) return `${what} goes from 0 to ${max}%. ${hint}`;
    return t.value;
  };
  switch (notation) {
    case 'rgb': {
      const channels: number[] = [];
      for (const t of [a, b, c]) {
        const v = t.percent ? t.value / 100 : t.value / 255;
        if (v < 0 || v > 1) return `Each RGB value goes from 0 to 255 (or 0% to 100%). ${hint}`;
        channels.push(v);
      }
      return { rgb: withAlpha({ mode: 'rgb' as const, r: channels[0]!, g: channels[1]!, b: channels[2]! }, alpha) };
    }
    case 'hsl':
    case 'hsv': {
      const s = percentOf(b, 100, 'Saturation');
      if (typeof s === 'string') return s;
      const l = percentOf(c, 100, notation === 'hsl' ? 'Lightness' : 'Value (brightness)');
      if (typeof l === 'string') return l;
      const h = ((a.value % 360) + 360) % 360;
      const colour =
        notation === 'hsl'
          ? { mode: 'hsl' as const, h, s: s / 100, l: l / 100 }
          : { mode: 'hsv' as const, h, s: s / 100, v: l / 100 };
      return { rgb: toRgb(withAlpha(colour, alpha)) };
    }
    case 'hwb': {
      const w = percentOf(b, 100, 'Whiteness');
      if (typeof w === 'string') return w;
      const bl = percentOf(c, 100, 'Blackness');
      if (typeof bl === 'string') return bl;
      return {
        rgb: toRgb(
          withAlpha({ mode: 'hwb' as const, h: ((a.value % 360) + 360) % 360, w: w / 100, b: bl / 100 }, alpha),
        ),
      };
    }
    case 'cmyk': {
      const v: number[] = [];
      for (const [t, name] of [
        [a, 'Cyan'],
        [b, 'Magenta'],
        [c, 'Yellow'],
        [d, 'Black (K)'],
      ] as const) {
        const p = percentOf(t, 100, name);
        if (typeof p === 'string') return p;
        v.push(p / 100);
      }
      const [cy, ma, ye, k] = v as [number, number, number, number];
      return { rgb: { mode: 'rgb', r: (1 - cy) * (1 - k), g: (1 - ma) * (1 - k), b: (1 - ye) * (1 - k) } };
    }
    case 'lab':
    case 'lch':
    case 'oklab':
    case 'oklch': {
      const ok = notation.startsWith('ok');
      // OKLab/OKLCH lightness is 0–1 or a percentage; CIE L is 0–100. A bare OK lightness above 1 is
      // refused rather than guessed: CSS clamps oklch(1.5 0 0) to white, while "67" likely means 67%.
      if (ok && !a.percent && a.value > 1)
        return `Lightness in ${notation}() goes from 0 to 1, or 0% to 100%: ${a.value} is more than 1. Write ${a.value}% for a percentage, or 1 for white.`;
      const lightness = ok && a.percent ? a.value / 100 : a.value;
      if (lightness < 0 || lightness > (ok ? 1 : 100))
        return `Lightness goes from 0 to ${ok ? '1 (or 0% to 100%)' : '100'}. ${hint}`;
      // CSS Color 4 percentage references: Lab a/b 125, LCH C 150, OKLab a/b 0.4, OKLCH C 0.4.
      const ref = ok ? 0.4 : notation === 'lab' ? 125 : 150;
      const second = b.percent ? (b.value / 100) * ref : b.value;
      const third =
        notation === 'lab' || notation === 'oklab'
          ? c.percent
            ? (c.value / 100) * ref
            : c.value
          : ((c.value % 360) + 360) % 360;
      if ((notation === 'lch' || notation === 'oklch') && second < 0) return `Chroma cannot be negative. ${hint}`;
      const colour: Color =
        notation === 'lab'
          ? { mode: 'lab', l: lightness, a: second, b: third }
          : notation === 'lch'
            ? { mode: 'lch', l: lightness, c: second, h: third }
            : notation === 'oklab'
              ? { mode: 'oklab', l: lightness, a: second, b: third }
              : { mode: 'oklch', l: lightness, c: second, h: third };
      const withA = withAlpha(colour, alpha) as Color;
      if (displayable(withA)) return { rgb: toRgb(withA) };
      // White is lab(100 0 0), which floating point puts a hair outside sRGB (a channel of 1.0000001).
      const rgb = toRgb(withA);
      if ([rgb.r, rgb.g, rgb.b].every((v) => v > -GAMUT_EPSILON && v < 1 + GAMUT_EPSILON))
        return { rgb: { ...rgb, r: clamp01(rgb.r), g: clamp01(rgb.g), b: clamp01(rgb.b) } };
      return { rgb: mapToSrgb(withA) as Rgb, mapped: true };
    }
  }
}

/** How far outside 0–1 a channel may be and still count as inside sRGB: far below one 8-bit step (1/255). */
export const GAMUT_EPSILON = 1e-5;

export const NAMES = colorsNamed as Record<string, number>;

/** Any colour a person might type: HEX with or without #, CSS functions (rgb, hsl, hwb, lab, lch, oklab, oklch), names. */
export function readAny(text: string): Read | string {
  const s = text.trim();
  const hint = 'Enter a colour such as #d87a3f, rgb(216, 122, 63), hsl(23, 66%, 55%) or a CSS name like tomato.';
  if (s === '' || s.length > 200) return hint;
  const hex = readHex(s);
  if (hex) return { rgb: hex };
  const name = s.toLowerCase().replace(/[\s_-]/g, '');
  if (name in NAMES) return { rgb: toRgb(parse(name)!) };
  const fn = /^([a-z]+)\s*\(/i.exec(s)?.[1]?.toLowerCase();
  const notation = (
    {
      rgb: 'rgb',
      rgba: 'rgb',
      hsl: 'hsl',
      hsla: 'hsl',
      hsv: 'hsv',
      hsb: 'hsv',
      hwb: 'hwb',
      cmyk: 'cmyk',
      lab: 'lab',
      lch: 'lch',
      oklab: 'oklab',
      oklch: 'oklch',
    } as const
  )[fn ?? ''];
  if (notation) return readAs(notation, s);
  return hint;
}

/* ------------------------------------------------------------------ writing */

/**
 * Rounds half up. The tiny nudge keeps exact ties exact: a channel that is 80.5 in exact arithmetic
 * can come out of floating point as 80.49999999999999 and must still round to 81.
 */

export const clamp01 = (v: number | undefined) => Math.min(1, Math.max(0, v ?? 0));
