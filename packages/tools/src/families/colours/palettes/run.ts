/** colours, palettes: colour-wheel palettes, tints and shades, mixing, gradients and random colours: the code of the rows in rows.ts beside it. */
import { formatNumber, parseNumber } from '../../../format';
import type { Operation } from '../../../types';
import { topicEngine } from '../../topic';
import type { Rgb } from 'culori';
import { fail } from '../read';
import { mix, quantise, write, hex, figuresFor, hueRotations, towards, readField } from '../write';

const paletteOp: Operation = (_input, values, _context, tool) => {
  const p = tool.params;
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
};

const tintsShadesOp: Operation = (_input, values, _context, _tool) => {
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
        value: 'Each RGB channel moved the given share of the way to white (tints) or black (shades), then rounded.',
      },
    ],
    swatches: [...[...tints].reverse(), base, ...shades],
  };
};

const mixOp: Operation = (_input, values, _context, _tool) => {
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
};

const gradientOp: Operation = (_input, values, _context, _tool) => {
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
};

const randomOp: Operation = (_input, values, context, _tool) => {
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
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations: Readonly<Record<string, Operation>> = {
  'tints-and-shades-generator': tintsShadesOp,
  'complementary-colour': paletteOp,
  'analogous-colours': paletteOp,
  'triadic-colours': paletteOp,
  'tetradic-colours': paletteOp,
  'split-complementary-colours': paletteOp,
  'colour-mixer': mixOp,
  'css-gradient-generator': gradientOp,
  'random-colour-generator': randomOp,
};

export const run = topicEngine(operations);
