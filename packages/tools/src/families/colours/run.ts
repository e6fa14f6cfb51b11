import { type Color, type Rgb, colorsNamed, converter, displayable, interpolate, parse, toGamut } from 'culori';
import { formatNumber, parseNumber } from '../../format';
import type { Engine, Figure, ToolContext, ToolResult } from '../../types';

type Values = Readonly<Record<string, string>>;

/** A colour read from input: sRGB channels 0–1 (possibly outside, before gamut mapping) and alpha. */
export interface Read {
  rgb: Rgb;
  /** The input was outside the sRGB gamut and was mapped into it. */
  mapped?: boolean;
}

const fail = (error: string): ToolResult => ({ ok: false, error });

const toRgb = converter('rgb');
const toHsl = converter('hsl');
const toHsv = converter('hsv');
const toHwb = converter('hwb');
const toLab = converter('lab');
const toLch = converter('lch');
const toOklab = converter('oklab');
const toOklch = converter('oklch');
/** CSS Color 4 gamut mapping: lower the OKLCH chroma until the colour fits sRGB (deltaEOK within 0.02 of clipping). */
const mapToSrgb = toGamut('rgb', 'oklch');

export const NOTATIONS = ['hex', 'rgb', 'hsl', 'hsv', 'hwb', 'cmyk', 'lab', 'lch', 'oklab', 'oklch'] as const;
export type Notation = (typeof NOTATIONS)[number];

const EXAMPLES: Record<Notation, string> = {
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

interface Token {
  value: number;
  percent: boolean;
}

/** The numbers inside "name(a, b, c / d)" or a bare "a b c": null if anything else is there. */
function numbersOf(text: string, names: readonly string[]): Token[] | null {
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

function alphaOf(token: Token | undefined): number | string | undefined {
  if (!token) return undefined;
  const a = token.percent ? token.value / 100 : token.value;
  if (a < 0 || a > 1) return 'Alpha (opacity) goes from 0 to 1, or 0% to 100%.';
  return a;
}

function withAlpha<T extends object>(colour: T, alpha: number | undefined): T & { alpha?: number } {
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
const GAMUT_EPSILON = 1e-5;

const NAMES = colorsNamed as Record<string, number>;

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
const TIE = 1e-7;
const round = (v: number, places: number) => Math.round(v * 10 ** places + TIE) / 10 ** places;
const n = (v: number, places: number) => formatNumber(round(v, places) + 0, 10);
const clamp01 = (v: number | undefined) => Math.min(1, Math.max(0, v ?? 0));
const byte = (v: number | undefined) => Math.round(clamp01(v) * 255 + TIE);
const hue = (h: number | undefined, places = 1) => {
  const r = round(h ?? 0, places);
  return n(r >= 360 ? r - 360 : r, places);
};

/**
 * A grey whose channels differ only by floating-point noise (oklch(1 0 0) gives 0.9999999 and
 * 1.0000001) made exactly grey, so it has no hue: hsl(0, 0%, 100%), not hsl(300, 50%, 100%).
 */
function neutral(rgb: Rgb): Rgb {
  const channels = [rgb.r, rgb.g, rgb.b];
  if (Math.max(...channels) - Math.min(...channels) > 1e-6) return rgb;
  const grey = (rgb.r + rgb.g + rgb.b) / 3;
  return { ...rgb, r: grey, g: grey, b: grey };
}

/** The 8-bit sRGB colour an answer shows (what HEX and rgb() print). */
export function quantise(rgb: Rgb): Rgb {
  return withAlpha(
    { mode: 'rgb' as const, r: byte(rgb.r) / 255, g: byte(rgb.g) / 255, b: byte(rgb.b) / 255 },
    rgb.alpha === undefined ? undefined : clamp01(rgb.alpha),
  );
}

const alphaText = (alpha: number | undefined) => (alpha === undefined || alpha >= 1 ? '' : n(alpha, 3));

/** Writes an 8-bit sRGB colour in a notation: one style per notation, used everywhere. */
export function write(notation: Notation, colour: Rgb): string {
  // HEX and rgb() are 8-bit; the other notations are written from the exact colour.
  const rgb =
    notation === 'hex' || notation === 'rgb'
      ? quantise(colour)
      : withAlpha(
          neutral({ mode: 'rgb' as const, r: clamp01(colour.r), g: clamp01(colour.g), b: clamp01(colour.b) }),
          colour.alpha,
        );
  const a = alphaText(rgb.alpha);
  switch (notation) {
    case 'hex': {
      const hex = `#${[rgb.r, rgb.g, rgb.b].map((v) => byte(v).toString(16).padStart(2, '0')).join('')}`;
      return a ? `${hex}${byte(rgb.alpha).toString(16).padStart(2, '0')}` : hex;
    }
    case 'rgb':
      return a
        ? `rgba(${byte(rgb.r)}, ${byte(rgb.g)}, ${byte(rgb.b)}, ${a})`
        : `rgb(${byte(rgb.r)}, ${byte(rgb.g)}, ${byte(rgb.b)})`;
    case 'hsl': {
      const c = toHsl(rgb);
      const body = `${hue(c.h)}, ${n(clamp01(c.s) * 100, 1)}%, ${n(clamp01(c.l) * 100, 1)}%`;
      return a ? `hsla(${body}, ${a})` : `hsl(${body})`;
    }
    case 'hsv': {
      const c = toHsv(rgb);
      return `hsv(${hue(c.h)}, ${n(clamp01(c.s) * 100, 1)}%, ${n(clamp01(c.v) * 100, 1)}%)`;
    }
    case 'hwb': {
      const c = toHwb(rgb);
      return `hwb(${hue(c.h)} ${n(clamp01(c.w) * 100, 1)}% ${n(clamp01(c.b) * 100, 1)}%${a ? ` / ${a}` : ''})`;
    }
    case 'cmyk': {
      const k = 1 - Math.max(rgb.r, rgb.g, rgb.b);
      const part = (v: number) => (k >= 1 ? 0 : (1 - v - k) / (1 - k));
      return `cmyk(${n(part(rgb.r) * 100, 1)}%, ${n(part(rgb.g) * 100, 1)}%, ${n(part(rgb.b) * 100, 1)}%, ${n(k * 100, 1)}%)`;
    }
    case 'lab': {
      const c = toLab(rgb);
      return `lab(${n(c.l, 2)} ${n(c.a, 2)} ${n(c.b, 2)}${a ? ` / ${a}` : ''})`;
    }
    case 'lch': {
      const c = toLch(rgb);
      const chroma = round(c.c, 2);
      return `lch(${n(c.l, 2)} ${n(chroma, 2)} ${chroma === 0 ? '0' : hue(c.h, 2)}${a ? ` / ${a}` : ''})`;
    }
    case 'oklab': {
      const c = toOklab(rgb);
      return `oklab(${n(c.l, 4)} ${n(c.a, 4)} ${n(c.b, 4)}${a ? ` / ${a}` : ''})`;
    }
    case 'oklch': {
      const c = toOklch(rgb);
      const chroma = round(c.c, 4);
      return `oklch(${n(c.l, 4)} ${n(chroma, 4)} ${chroma === 0 ? '0' : hue(c.h, 2)}${a ? ` / ${a}` : ''})`;
    }
  }
}

const hex = (rgb: Rgb) => write('hex', rgb);

/** WCAG 2.x relative luminance of an 8-bit sRGB colour (sRGB transfer curve, Rec. 709 weights). */
export function relativeLuminance(rgb: Rgb): number {
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const q = quantise(rgb);
  return 0.2126 * lin(q.r) + 0.7152 * lin(q.g) + 0.0722 * lin(q.b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A ratio to 2 decimals, rounded as contrast checkers show it, except that it is never rounded up
 * onto a WCAG threshold it does not reach (4.499 shows 4.49, not 4.50).
 */
export function ratioText(ratio: number): string {
  let shown = Math.round(ratio * 100) / 100;
  for (const threshold of [3, 4.5, 7])
    if (ratio < threshold && shown >= threshold) shown = Math.floor(ratio * 100) / 100;
  return `${shown.toFixed(2)}:1`;
}

function figuresFor(rgb: Rgb, skip: Notation[] = []): Figure[] {
  const shown: Notation[] = ['hex', 'rgb', 'hsl', 'hsv', 'cmyk', 'oklch'];
  return shown
    .filter((x) => !skip.includes(x))
    .map((x) => ({ label: x === 'hex' ? 'HEX' : x.toUpperCase(), value: write(x, rgb) }));
}

const NOTES: Partial<Record<Notation, Figure>> = {
  cmyk: {
    label: 'About CMYK',
    value:
      'Naive formula (K = 1 − max(R, G, B)) with no printer colour profile: a print shop’s CMYK for the same colour will differ.',
  },
  lab: {
    label: 'About Lab',
    value: 'CIELAB with the D50 white point, as CSS lab() uses (converted from sRGB with Bradford adaptation).',
  },
  lch: { label: 'About LCH', value: 'CIE LCH (the polar form of CIELAB D50), as CSS lch() uses.' },
  oklab: { label: 'About OKLab', value: 'Björn Ottosson’s OKLab, as CSS oklab() uses: L from 0 to 1.' },
  oklch: {
    label: 'About OKLCH',
    value:
      'OKLCH, the polar form of OKLab, as CSS oklch() uses: L from 0 to 1, chroma from 0 (about 0.37 at most in sRGB), hue in degrees.',
  },
  hsv: {
    label: 'About HSV',
    value: 'HSV is also called HSB (hue, saturation, brightness), as in Photoshop and Figma.',
  },
};

const MAPPED: Figure = {
  label: 'Outside sRGB',
  value:
    'That colour is outside what screens show (sRGB), so it was brought inside the CSS Color 4 way: lowering its OKLCH chroma until it fits.',
};

/* ------------------------------------------------------------------ tools */

function hueRotations(rgb: Rgb, angles: readonly number[]): Rgb[] {
  const hsl = toHsl(quantise(rgb));
  return angles.map((angle) =>
    quantise(toRgb({ mode: 'hsl', h: ((((hsl.h ?? 0) + angle) % 360) + 360) % 360, s: hsl.s, l: hsl.l })),
  );
}

function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return quantise(toRgb(interpolate([quantise(a), quantise(b)], 'oklab')(weightOfB)));
}

/** Mixing each sRGB channel with white (tints) or black (shades), as most tint-and-shade makers do. */
function towards(rgb: Rgb, target: number, amount: number): Rgb {
  const q = quantise(rgb);
  const step = (v: number) => Math.round(v * 255 + (target * 255 - v * 255) * amount + TIE) / 255;
  return { mode: 'rgb', r: step(q.r), g: step(q.g), b: step(q.b) };
}

/** Nearest CSS named colour by deltaEOK (Euclidean distance in OKLab, CSS Color 4’s colour difference). */
export function nearestNames(rgb: Rgb): { names: string[]; distance: number } {
  const target = toOklab(quantise(rgb));
  let best: string[] = [];
  let bestDistance = Infinity;
  for (const name of Object.keys(NAMES).sort()) {
    if (name === 'transparent') continue;
    const value = NAMES[name]!;
    const lab = toOklab({
      mode: 'rgb',
      r: ((value >> 16) & 255) / 255,
      g: ((value >> 8) & 255) / 255,
      b: (value & 255) / 255,
    });
    const distance = Math.hypot(lab.l - target.l, lab.a - target.a, lab.b - target.b);
    if (distance < bestDistance - 1e-12) {
      best = [name];
      bestDistance = distance;
    } else if (Math.abs(distance - bestDistance) <= 1e-12) best.push(name);
  }
  return { names: best, distance: bestDistance };
}

function readField(values: Values, name: string, notation?: Notation): Read | string {
  const text = values[name] ?? '';
  return notation ? readAs(notation, text) : readAny(text);
}

function opaque(read: Read, what: string): string | undefined {
  return read.rgb.alpha !== undefined && read.rgb.alpha < 1
    ? `Make the ${what} opaque (no transparency): contrast is only defined for solid colours.`
    : undefined;
}

export const run: Engine = (tool, values, context: ToolContext): ToolResult => {
  const p = tool.params;
  switch (p.operation) {
    case 'convert': {
      const from = p.from as Notation;
      const to = p.to as Notation;
      if (!NOTATIONS.includes(from) || !NOTATIONS.includes(to)) return fail('This tool is not set up correctly.');
      const read = readField(values, 'input', from);
      if (typeof read === 'string') return fail(read);
      const figures = figuresFor(read.rgb, [to]);
      const note = NOTES[to] ?? NOTES[from];
      if (note) figures.push(note);
      if (read.mapped) figures.push(MAPPED);
      if (read.rgb.alpha !== undefined && read.rgb.alpha < 1 && (to === 'cmyk' || to === 'hsv'))
        figures.push({
          label: 'Transparency',
          value: `${to.toUpperCase()} has no alpha, so the colour’s transparency is left out.`,
        });
      return { ok: true, text: write(to, read.rgb), figures, swatches: [hex(read.rgb)] };
    }
    case 'all-formats': {
      const read = readField(values, 'input');
      if (typeof read === 'string') return fail(read);
      const lines = NOTATIONS.map((x) => ({ label: x === 'hex' ? 'HEX' : x.toUpperCase(), value: write(x, read.rgb) }));
      const figures = [
        ...lines,
        { label: 'Relative luminance (WCAG)', value: formatNumber(relativeLuminance(read.rgb), 4) },
      ];
      if (read.mapped) figures.push(MAPPED);
      return {
        ok: true,
        text: lines.map((l) => `${l.label}: ${l.value}`).join('\n'),
        figures,
        swatches: [hex(read.rgb)],
      };
    }
    case 'contrast': {
      const fg = readField(values, 'foreground');
      if (typeof fg === 'string') return fail(`Text colour: ${fg}`);
      const bg = readField(values, 'background');
      if (typeof bg === 'string') return fail(`Background: ${bg}`);
      const problem = opaque(fg, 'text colour') ?? opaque(bg, 'background');
      if (problem) return fail(problem);
      const ratio = contrastRatio(fg.rgb, bg.rgb);
      const verdict = (min: number) => (ratio >= min ? 'Pass' : 'Fail');
      return {
        ok: true,
        text: ratioText(ratio),
        figures: [
          { label: 'AA, normal text (4.5:1)', value: verdict(4.5) },
          { label: 'AA, large text (3:1)', value: verdict(3) },
          { label: 'AAA, normal text (7:1)', value: verdict(7) },
          { label: 'AAA, large text (4.5:1)', value: verdict(4.5) },
          { label: 'AA, icons and UI parts (3:1)', value: verdict(3) },
          { label: 'Text colour luminance', value: formatNumber(relativeLuminance(fg.rgb), 4) },
          { label: 'Background luminance', value: formatNumber(relativeLuminance(bg.rgb), 4) },
          { label: 'Large text', value: 'At least 24 px (18 pt), or 18.66 px (14 pt) bold (WCAG 2.x).' },
        ],
        swatches: [hex(fg.rgb), hex(bg.rgb)],
      };
    }
    case 'text-colour': {
      const bg = readField(values, 'input');
      if (typeof bg === 'string') return fail(bg);
      const problem = opaque(bg, 'background');
      if (problem) return fail(problem);
      const black = contrastRatio(bg.rgb, { mode: 'rgb', r: 0, g: 0, b: 0 });
      const white = contrastRatio(bg.rgb, { mode: 'rgb', r: 1, g: 1, b: 1 });
      const useBlack = black >= white;
      return {
        ok: true,
        text: useBlack ? '#000000' : '#ffffff',
        figures: [
          { label: 'Use', value: useBlack ? 'Black text' : 'White text' },
          { label: 'Black text contrast', value: ratioText(black) },
          { label: 'White text contrast', value: ratioText(white) },
        ],
        swatches: [hex(bg.rgb), useBlack ? '#000000' : '#ffffff'],
      };
    }
    case 'palette': {
      const read = readField(values, 'input');
      if (typeof read === 'string') return fail(read);
      const angles = (p.angles ?? '').split(',').map(Number);
      const colours = [quantise(read.rgb), ...hueRotations(read.rgb, angles)];
      const hexes = colours.map(hex);
      const figures = hexes.map((h, i) => ({
        label: i === 0 ? 'Base' : `${angles[i - 1]! > 0 ? '+' : ''}${angles[i - 1]}° hue`,
        value: `${h} · ${write('hsl', colours[i]!)}`,
      }));
      figures.push({ label: 'Method', value: 'Hue turned on the HSL colour wheel, keeping saturation and lightness.' });
      return { ok: true, text: hexes.join(', '), figures, swatches: hexes };
    }
    case 'tints-shades': {
      const read = readField(values, 'input');
      if (typeof read === 'string') return fail(read);
      const steps = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
      const tints = steps.map((s) => hex(towards(read.rgb, 1, s)));
      const shades = steps.map((s) => hex(towards(read.rgb, 0, s)));
      const base = hex(read.rgb);
      return {
        ok: true,
        text: `Tints: ${tints.join(', ')}\nShades: ${shades.join(', ')}`,
        figures: [
          ...steps.map((s, i) => ({ label: `Tint ${Math.round(s * 100)}% white`, value: tints[i]! })),
          ...steps.map((s, i) => ({ label: `Shade ${Math.round(s * 100)}% black`, value: shades[i]! })),
          {
            label: 'Method',
            value:
              'Each RGB channel moved the given share of the way to white (tints) or black (shades), then rounded.',
          },
        ],
        swatches: [...[...tints].reverse(), base, ...shades],
      };
    }
    case 'mix': {
      const a = readField(values, 'first');
      if (typeof a === 'string') return fail(`First colour: ${a}`);
      const b = readField(values, 'second');
      if (typeof b === 'string') return fail(`Second colour: ${b}`);
      const share = parseNumber(values.ratio ?? '');
      if (share === null || share < 0 || share > 100)
        return fail('Enter how much of the second colour to use, from 0 to 100 (%).');
      const mixed = mix(a.rgb, b.rgb, share / 100);
      return {
        ok: true,
        text: hex(mixed),
        figures: [
          ...figuresFor(mixed, ['hex']),
          {
            label: 'Mix',
            value: `${formatNumber(100 - share)}% ${hex(a.rgb)} + ${formatNumber(share)}% ${hex(b.rgb)}, blended in OKLab (even to the eye, unlike RGB averaging).`,
          },
        ],
        swatches: [hex(a.rgb), hex(mixed), hex(b.rgb)],
      };
    }
    case 'gradient': {
      const a = readField(values, 'first');
      if (typeof a === 'string') return fail(`First colour: ${a}`);
      const b = readField(values, 'second');
      if (typeof b === 'string') return fail(`Second colour: ${b}`);
      const angle = parseNumber(values.angle ?? '');
      if (angle === null || angle < -360 || angle > 360)
        return fail('Enter an angle in degrees, from −360 to 360, such as 90 (left to right).');
      const css = `linear-gradient(${formatNumber(angle)}deg, ${hex(a.rgb)}, ${hex(b.rgb)})`;
      return {
        ok: true,
        text: css,
        figures: [
          { label: 'CSS', value: `background: ${css};` },
          { label: 'Direction', value: '0deg runs bottom to top, 90deg left to right, 180deg top to bottom.' },
        ],
        swatches: [hex(a.rgb), hex(b.rgb)],
      };
    }
    case 'name-to-hex': {
      const name = (values.input ?? '')
        .trim()
        .toLowerCase()
        .replace(/[\s_-]/g, '');
      if (name === '') return fail('Enter a CSS colour name, such as tomato or cornflowerblue.');
      if (name === 'transparent')
        return {
          ok: true,
          text: '#00000000',
          figures: [{ label: 'RGB', value: 'rgba(0, 0, 0, 0)' }],
          swatches: ['transparent'],
        };
      const value = NAMES[name];
      if (value === undefined || name.length > 40)
        return fail(
          `“${(values.input ?? '').trim().slice(0, 40)}” is not one of the 148 CSS colour names. Try a name such as tomato, steelblue or rebeccapurple.`,
        );
      const rgb: Rgb = {
        mode: 'rgb',
        r: ((value >> 16) & 255) / 255,
        g: ((value >> 8) & 255) / 255,
        b: (value & 255) / 255,
      };
      return { ok: true, text: hex(rgb), figures: figuresFor(rgb, ['hex']), swatches: [hex(rgb)] };
    }
    case 'hex-to-name': {
      const read = readField(values, 'input');
      if (typeof read === 'string') return fail(read);
      const { names, distance } = nearestNames(read.rgb);
      const exact = distance < 1e-9;
      const value = NAMES[names[0]!]!;
      const named: Rgb = {
        mode: 'rgb',
        r: ((value >> 16) & 255) / 255,
        g: ((value >> 8) & 255) / 255,
        b: (value & 255) / 255,
      };
      const figures: Figure[] = [
        { label: 'Match', value: exact ? 'Exact' : `Nearest (deltaEOK ${formatNumber(distance, 3)})` },
        { label: `${names[0]} is`, value: hex(named) },
      ];
      if (names.length > 1) figures.push({ label: 'Same colour, other names', value: names.slice(1).join(', ') });
      return { ok: true, text: names[0]!, figures, swatches: [hex(read.rgb), hex(named)] };
    }
    case 'invert': {
      const read = readField(values, 'input');
      if (typeof read === 'string') return fail(read);
      const q = quantise(read.rgb);
      const inverted: Rgb = withAlpha({ mode: 'rgb' as const, r: 1 - q.r, g: 1 - q.g, b: 1 - q.b }, q.alpha);
      return {
        ok: true,
        text: hex(inverted),
        figures: [
          ...figuresFor(inverted, ['hex']),
          { label: 'Method', value: 'Each RGB channel subtracted from 255.' },
        ],
        swatches: [hex(read.rgb), hex(inverted)],
      };
    }
    case 'greyscale': {
      const read = readField(values, 'input');
      if (typeof read === 'string') return fail(read);
      const q = quantise(read.rgb);
      const grey = (v: number): Rgb => ({ mode: 'rgb', r: v, g: v, b: v });
      const luma = grey(byte(0.2126 * q.r + 0.7152 * q.g + 0.0722 * q.b) / 255);
      const average = grey(byte((q.r + q.g + q.b) / 3) / 255);
      const y = relativeLuminance(q);
      const sameLuminance = quantise(toRgb({ mode: 'lrgb', r: y, g: y, b: y }));
      return {
        ok: true,
        text: hex(luma),
        figures: [
          { label: 'Luma (0.2126 R + 0.7152 G + 0.0722 B)', value: hex(luma) },
          { label: 'Average ((R + G + B) / 3)', value: hex(average) },
          { label: 'Same WCAG luminance', value: hex(sameLuminance) },
        ],
        swatches: [hex(read.rgb), hex(luma)],
      };
    }
    case 'lighten': {
      const read = readField(values, 'input');
      if (typeof read === 'string') return fail(read);
      const amount = parseNumber(values.amount ?? '');
      if (amount === null || amount < -100 || amount > 100)
        return fail('Enter an amount from −100 (darker) to 100 (lighter), in percentage points of HSL lightness.');
      const hsl = toHsl(quantise(read.rgb));
      const l = Math.min(1, Math.max(0, (hsl.l ?? 0) + amount / 100));
      const result = quantise(
        toRgb({
          mode: 'hsl',
          h: hsl.h ?? 0,
          s: hsl.s,
          l,
          ...(read.rgb.alpha !== undefined ? { alpha: read.rgb.alpha } : {}),
        }),
      );
      return {
        ok: true,
        text: hex(result),
        figures: [
          ...figuresFor(result, ['hex']),
          {
            label: 'Method',
            value: `HSL lightness ${amount >= 0 ? 'raised' : 'lowered'} by ${formatNumber(Math.abs(amount))} points, as Sass’s lighten() and darken() do.`,
          },
        ],
        swatches: [hex(read.rgb), hex(result)],
      };
    }
    case 'opacity': {
      const read = readField(values, 'input');
      if (typeof read === 'string') return fail(read);
      const opacity = parseNumber(values.opacity ?? '');
      if (opacity === null || opacity < 0 || opacity > 100)
        return fail('Enter an opacity from 0 (transparent) to 100 (solid) %.');
      const alpha = byte(opacity / 100);
      const rgb: Rgb = { ...quantise(read.rgb), alpha: alpha / 255 };
      const solid = write('hex', { ...rgb, alpha: undefined });
      const text = `${solid}${alpha.toString(16).padStart(2, '0')}`;
      return {
        ok: true,
        text,
        figures: [
          { label: 'RGBA', value: `rgba(${byte(rgb.r)}, ${byte(rgb.g)}, ${byte(rgb.b)}, ${n(opacity / 100, 3)})` },
          { label: 'Alpha byte', value: `${alpha.toString(16).padStart(2, '0')} (${alpha} of 255)` },
        ],
        swatches: [text],
      };
    }
    case 'random': {
      const count = parseNumber(values.count ?? '1');
      if (count === null || !Number.isInteger(count) || count < 1 || count > 50)
        return fail('Enter how many colours to make, from 1 to 50.');
      const colours: Rgb[] = [];
      for (let i = 0; i < count; i++) {
        const channel = () => Math.min(255, Math.floor(context.random() * 256)) / 255;
        const r = channel();
        const g = channel();
        const b = channel();
        colours.push({ mode: 'rgb', r, g, b });
      }
      const hexes = colours.map(hex);
      return {
        ok: true,
        text: hexes.join('\n'),
        figures: colours.map((c, i) => ({ label: hexes[i]!, value: `${write('rgb', c)} · ${write('hsl', c)}` })),
        swatches: hexes,
      };
    }
    default:
      return fail('This tool is not set up correctly.');
  }
};
