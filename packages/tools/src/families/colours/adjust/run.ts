/** colours, adjust: invert, greyscale, lighten or darken, and opacity: the code of the rows in rows.ts beside it. */
import { formatNumber, parseNumber } from '../../../format';
import type { Operation } from '../../../types';
import { topicEngine } from '../../topic';
import type { Rgb } from 'culori';
import { fail, toRgb, toHsl, withAlpha } from '../read';
import { n, byte, quantise, write, hex, relativeLuminance, figuresFor, readField } from '../write';

const invertOp: Operation = (_input, values, _context, _tool) => {
  const read = readField(values, 'input');
  if (typeof read === 'string') return fail(read);
  const q = quantise(read.rgb);
  const inverted: Rgb = withAlpha({ mode: 'rgb' as const, r: 1 - q.r, g: 1 - q.g, b: 1 - q.b }, q.alpha);
  return {
    ok: true,
    text: hex(inverted),
    figures: [...figuresFor(inverted, ['hex']), { label: 'Method', value: 'Each RGB channel subtracted from 255.' }],
    swatches: [hex(read.rgb), hex(inverted)],
  };
};

const greyscaleOp: Operation = (_input, values, _context, _tool) => {
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
};

const lightenOp: Operation = (_input, values, _context, _tool) => {
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
};

const opacityOp: Operation = (_input, values, _context, _tool) => {
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
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations: Readonly<Record<string, Operation>> = {
  'invert-colour': invertOp,
  'colour-to-greyscale': greyscaleOp,
  'lighten-darken-colour': lightenOp,
  'hex-colour-opacity': opacityOp,
};

export const run = topicEngine(operations);
