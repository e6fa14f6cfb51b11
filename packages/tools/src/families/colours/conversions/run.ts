import type { Operation } from '../../../types';
import { topicEngine } from '../../topic';
import { fail, NOTATIONS, type Notation } from '../read';
import { write, hex, figuresFor, NOTES, MAPPED, readField } from '../write';
import { rows } from './rows';

const convertOp: Operation = (_input, values, _context, tool) => {
  const p = tool.params;
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
};

export const operations: Readonly<Record<string, Operation>> = Object.fromEntries(
  rows.map((row) => [row.id, convertOp]),
);

export const run = topicEngine(operations);
