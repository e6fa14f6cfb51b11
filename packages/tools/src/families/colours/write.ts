/** colours: writing a colour in each notation, WCAG luminance and contrast, names and the figures the tools share. */
import { type Rgb, interpolate } from 'culori';
import { formatNumber } from '../../format';
import type { Figure } from '../../types';
import {
  type Values,
  type Read,
  toRgb,
  toHsl,
  toHsv,
  toHwb,
  toLab,
  toLch,
  toOklab,
  toOklch,
  type Notation,
  withAlpha,
  readAs,
  NAMES,
  readAny,
  clamp01,
} from './read';
export const TIE = 1e-7;
export const round = (v: number, places: number) => Math.round(v * 10 ** places + TIE) / 10 ** places;
export const n = (v: number, places: number) => formatNumber(round(v, places) + 0, 10);
export const byte = (v: number | undefined) => Math.round(clamp01(v) * 255 + TIE);
export const hue = (h: number | undefined, places = 1) => {
  const r = round(h ?? 0, places);
  return n(r >= 360 ? r - 360 : r, places);
};

/**
 * A grey whose channels differ only by floating-point noise (oklch(1 0 0) gives 0.9999999 and
 * 1.0000001) made exactly grey, so it has no hue: hsl(0, 0%, 100%), not hsl(300, 50%, 100%).
 */
export function neutral(rgb: Rgb): Rgb {
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

export const alphaText = (alpha: number | undefined) => (alpha === undefined || alpha >= 1 ? '' : n(alpha, 3));

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

export const hex = (rgb: Rgb) => write('hex', rgb);

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

export function figuresFor(rgb: Rgb, skip: Notation[] = []): Figure[] {
  const shown: Notation[] = ['hex', 'rgb', 'hsl', 'hsv', 'cmyk', 'oklch'];
  return shown
    .filter((x) => !skip.includes(x))
    .map((x) => ({ label: x === 'hex' ? 'HEX' : x.toUpperCase(), value: write(x, rgb) }));
}

export const NOTES: Partial<Record<Notation, Figure>> = {
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

export const MAPPED: Figure = {
  label: 'Outside sRGB',
  value:
    'That colour is outside what screens show (sRGB), so it was brought inside the CSS Color 4 way: lowering its OKLCH chroma until it fits.',
};

/* ------------------------------------------------------------------ tools */

export function hueRotations(rgb: Rgb, angles: readonly number[]): Rgb[] {
  const hsl = toHsl(quantise(rgb));
  return angles.map((angle) =>
    quantise(toRgb({ mode: 'hsl', h: ((((hsl.h ?? 0) + angle) % 360) + 360) % 360, s: hsl.s, l: hsl.l })),
  );
}

export function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return quantise(toRgb(interpolate([quantise(a), quantise(b)], 'oklab')(weightOfB)));
}

/** Mixing each sRGB channel with white (tints) or black (shades), as most tint-and-shade makers do. */
export function towards(rgb: Rgb, target: number, amount: number): Rgb {
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

export function readField(values: Values, name: string, notation?: Notation): Read | string {
  const text = values[name] ?? '';
  return notation ? readAs(notation, text) : readAny(text);
}

export function opaque(read: Read, what: string): string | undefined {
  return read.rgb.alpha !== undefined && read.rgb.alpha < 1
    ? `Make the ${what} opaque (no transparency): contrast is only defined for solid colours.`
    : undefined;
}
