/** colours, contrast: WCAG contrast and the text colour for a background: the code of the rows in rows.ts beside it. */
import { formatNumber } from '../../../format';
import type { Operation } from '../../../types';
import { topicEngine } from '../../topic';
import { fail } from '../read';
import { hex, relativeLuminance, contrastRatio, ratioText, readField, opaque } from '../write';

const contrastOp: Operation = (_input, values, _context, _tool) => {
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
};

const textColourOp: Operation = (_input, values, _context, _tool) => {
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
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations: Readonly<Record<string, Operation>> = {
  'colour-contrast-checker': contrastOp,
  'text-colour-for-background': textColourOp,
};

export const run = topicEngine(operations);
