/** colours, formats: every format at once and CSS colour names both ways: the code of the rows in rows.ts beside it. */
import { formatNumber } from '../../../format';
import type { Figure, Operation } from '../../../types';
import { topicEngine } from '../../topic';
import type { Rgb } from 'culori';
import { fail, NOTATIONS, NAMES } from '../read';
import { write, hex, relativeLuminance, figuresFor, MAPPED, nearestNames, readField } from '../write';

const allFormatsOp: Operation = (_input, values, _context, _tool) => {
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
};

const nameToHexOp: Operation = (_input, values, _context, _tool) => {
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
};

const hexToNameOp: Operation = (_input, values, _context, _tool) => {
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
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations: Readonly<Record<string, Operation>> = {
  'colour-converter': allFormatsOp,
  'css-colour-name-to-hex': nameToHexOp,
  'hex-to-colour-name': hexToNameOp,
};

export const run = topicEngine(operations);
