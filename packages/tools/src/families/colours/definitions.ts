/**
 * Colours: converters between the notations people search for (HEX, RGB, HSL, HSV, HWB, CMYK,
 * CIELAB, LCH, OKLab, OKLCH), a WCAG contrast checker, tints and shades, colour-wheel palettes,
 * mixing in OKLab, CSS colour names both ways, invert, greyscale, lighten/darken, opacity, a
 * gradient and random colours. Conversions between colour spaces come from culori (the maintained
 * implementation of the CSS Color 4 spaces and its gamut mapping); the notations are read and
 * written here, one style per notation.
 *
 * Every example output was computed apart from the engine: by a separate Python implementation of
 * the CSS Color 4 sample code (sRGB ↔ XYZ ↔ Lab D50 with Bradford), Björn Ottosson’s published
 * OKLab matrices, and Python’s colorsys for HSL/HSV; contrast ratios by the WCAG 2.x formula and
 * against WebAIM’s published values (#777 on white 4.48:1, #767676 4.54:1, #595959 7:1).
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data; the conversions are a table) and
 * `{topic}/run.ts` beside it (their code, loaded when one of them first runs); read.ts and
 * write.ts hold the colour code they share. A new topic folder is picked up here by itself.
 */
import type { FamilyDefinition, ToolRow } from '../../types';

const topics = Object.values(
  import.meta.glob<{ order: number; rows: readonly ToolRow[] }>('./*/rows.ts', { eager: true, import: 'topic' }),
).sort((a, b) => a.order - b.order);

export const colours: FamilyDefinition = {
  order: 140,
  id: 'colours',
  summary:
    'Colour converters (HEX, RGB, HSL, HSV, HWB, CMYK, CIELAB, LCH, OKLab, OKLCH), WCAG contrast checker, tints and shades, colour-wheel palettes, OKLab mixing, CSS names both ways, invert, greyscale, lighten/darken, opacity, gradients and random colours (culori for the colour-space maths and CSS gamut mapping).',
  tools: topics.flatMap((topic) => topic.rows),
};
