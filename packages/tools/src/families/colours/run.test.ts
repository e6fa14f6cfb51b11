import { displayable } from 'culori';
import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext, valuesFor } from '../../run';
import type { ToolResult } from '../../types';
import { loadEngine } from '../engines';
import { type Notation, readAny, readAs, readHex } from './read';
import { contrastRatio, nearestNames, ratioText, relativeLuminance, write } from './write';

const use = async (id: string, input: Record<string, string>, context = fixedContext()): Promise<ToolResult> => {
  const tool = findTool(id)!;
  return (await loadEngine(tool))(tool, valuesFor(tool, input), context);
};
const text = async (id: string, input: Record<string, string>, context = fixedContext()) => {
  const result = await use(id, input, context);
  return result.ok ? result.text : `ERROR ${result.error}`;
};
const hex = (h: string) => readHex(h)!;

describe('notations', () => {
  it('writes primaries and CSS references as CSS Color 4 gives them', () => {
    // Values from a separate implementation of the CSS Color 4 sample code and Ottosson's OKLab;
    // red's lch(54.29 106.84 40.86) and oklch(0.628 0.2577 29.23) are the spec's own figures.
    const expected: Record<string, Partial<Record<Notation, string>>> = {
      '#ff0000': {
        hsl: 'hsl(0, 100%, 50%)',
        hwb: 'hwb(0 0% 0%)',
        lab: 'lab(54.29 80.8 69.89)',
        lch: 'lch(54.29 106.84 40.86)',
        oklab: 'oklab(0.628 0.2249 0.1258)',
        oklch: 'oklch(0.628 0.2577 29.23)',
      },
      '#00ff00': {
        hsv: 'hsv(120, 100%, 100%)',
        cmyk: 'cmyk(100%, 0%, 100%, 0%)',
        lab: 'lab(87.82 -79.27 80.99)',
        oklch: 'oklch(0.8664 0.2948 142.5)',
      },
      '#0000ff': {
        lab: 'lab(29.57 68.29 -112.03)',
        lch: 'lch(29.57 131.2 301.36)',
        oklab: 'oklab(0.452 -0.0325 -0.3115)',
        oklch: 'oklch(0.452 0.3132 264.05)',
      },
      '#ffffff': {
        hsl: 'hsl(0, 0%, 100%)',
        lab: 'lab(100 0 0)',
        lch: 'lch(100 0 0)',
        oklab: 'oklab(1 0 0)',
        oklch: 'oklch(1 0 0)',
      },
      '#000000': { cmyk: 'cmyk(0%, 0%, 0%, 100%)', hwb: 'hwb(0 0% 100%)', oklch: 'oklch(0 0 0)' },
      '#663399': {
        hsl: 'hsl(270, 50%, 40%)',
        hsv: 'hsv(270, 66.7%, 60%)',
        cmyk: 'cmyk(33.3%, 66.7%, 0%, 40%)',
        lab: 'lab(32.39 38.42 -47.69)',
        oklch: 'oklch(0.4403 0.1603 303.37)',
      },
    };
    for (const [h, byNotation] of Object.entries(expected)) {
      for (const [notation, value] of Object.entries(byNotation))
        expect(write(notation as Notation, hex(h)), `${h} as ${notation}`).toBe(value);
    }
  });

  it('reads HEX in its 3, 4, 6 and 8 digit forms, with #, 0x or nothing', () => {
    expect(write('rgb', hex('abc'))).toBe('rgb(170, 187, 204)');
    expect(write('rgb', hex('#ABCD'))).toBe('rgba(170, 187, 204, 0.867)');
    expect(write('hex', hex('0xFF0000'))).toBe('#ff0000');
    expect(write('hex', hex('#ff000080'))).toBe('#ff000080');
    expect(readHex('#abcde')).toBeNull();
    expect(readHex('#ggg')).toBeNull();
  });

  it('reads each notation with or without its function name, commas or spaces', () => {
    const asHex = (notation: Notation, input: string) => {
      const read = readAs(notation, input);
      return typeof read === 'string' ? read : write('hex', read.rgb);
    };
    expect(asHex('rgb', '216 122 63')).toBe('#d87a3f');
    expect(asHex('rgb', 'rgb(100%, 0%, 50%)')).toBe('#ff0080');
    expect(asHex('hsl', '120deg 100% 25%')).toBe('#008000');
    expect(asHex('hsl', 'hsl(-240, 100%, 25%)')).toBe('#008000');
    expect(asHex('hsv', 'hsb(0, 100, 100)')).toBe('#ff0000');
    expect(asHex('cmyk', '0 100 100 0')).toBe('#ff0000');
    expect(asHex('oklch', 'oklch(62.8% 0.2577 29.23)')).toBe('#ff0000');
    expect(asHex('lab', 'lab(54.29 80.8 69.89)')).toBe('#ff0000');
    expect(asHex('rgb', 'rgb(256, 0, 0)')).toMatch(/^Each RGB value goes from 0 to 255/);
    expect(asHex('hsl', 'hsl(0, 120%, 50%)')).toMatch(/^Saturation goes from 0 to 100%/);
    expect(asHex('cmyk', 'cmyk(0, 0, 0)')).toMatch(/^Enter a colour such as cmyk/);
    expect(asHex('rgb', 'rgba(0, 0, 0, 2)')).toMatch(/^Alpha/);
    // A bare OK lightness above 1 was read as a percentage: oklch(1.5 0 0) gave black, where CSS gives white.
    expect(asHex('oklch', 'oklch(1.5 0 0)')).toBe(
      'Lightness in oklch() goes from 0 to 1, or 0% to 100%: 1.5 is more than 1. Write 1.5% for a percentage, or 1 for white.',
    );
    expect(asHex('oklab', 'oklab(67 0 0)')).toMatch(
      /^Lightness in oklab\(\) goes from 0 to 1, or 0% to 100%: 67 is more than 1/,
    );
    expect(asHex('oklch', 'oklch(1 0 0)')).toBe('#ffffff');
    expect(asHex('oklch', 'oklch(100% 0 0)')).toBe('#ffffff');
  });

  it('brings colours outside sRGB inside by lowering OKLCH chroma (CSS Color 4 gamut mapping)', () => {
    const read = readAs('oklch', 'oklch(0.7 0.4 30)');
    expect(typeof read).toBe('object');
    if (typeof read === 'string') return;
    expect(read.mapped).toBe(true);
    expect(displayable(read.rgb)).toBe(true);
    const inside = readAs('oklch', 'oklch(0.7 0.1 250)');
    expect(typeof inside === 'object' && inside.mapped).toBeFalsy();
  });

  it('reads any CSS colour a person types, names included', () => {
    const asHex = (input: string) => {
      const read = readAny(input);
      return typeof read === 'string' ? read : write('hex', read.rgb);
    };
    expect(asHex('Tomato')).toBe('#ff6347');
    expect(asHex('light blue')).toBe('#add8e6');
    expect(asHex('hsl(23.1, 66.2%, 54.7%)')).toBe('#d87a3f');
    expect(asHex('not a colour')).toMatch(/^Enter a colour such as/);
  });
});

describe('WCAG contrast', () => {
  it('follows the WCAG 2.x relative luminance formula', () => {
    expect(relativeLuminance(hex('#ffffff'))).toBe(1);
    expect(relativeLuminance(hex('#000000'))).toBe(0);
    // sRGB 0x77 = 119: ((119/255 + 0.055) / 1.055)^2.4 = 0.184475…
    expect(relativeLuminance(hex('#777777'))).toBeCloseTo(0.184475, 6);
    expect(contrastRatio(hex('#ffffff'), hex('#000000'))).toBe(21);
  });

  it('shows 2 decimals but never rounds a failing ratio up onto a threshold', () => {
    expect(ratioText(4.4999)).toBe('4.49:1');
    expect(ratioText(4.5)).toBe('4.50:1');
    expect(ratioText(2.996)).toBe('2.99:1');
    expect(ratioText(6.9951)).toBe('6.99:1');
    expect(ratioText(4.478089)).toBe('4.48:1');
  });

  it('gives AA and AAA results for normal and large text', async () => {
    const result = await use('colour-contrast-checker', { foreground: '#777777', background: '#ffffff' });
    const verdicts = result.ok ? Object.fromEntries(result.figures!.map((f) => [f.label, f.value])) : {};
    expect(verdicts['AA, normal text (4.5:1)']).toBe('Fail');
    expect(verdicts['AA, large text (3:1)']).toBe('Pass');
    expect(verdicts['AAA, normal text (7:1)']).toBe('Fail');
    expect(verdicts['AAA, large text (4.5:1)']).toBe('Fail');
    // The order of the two colours does not matter.
    expect(await text('colour-contrast-checker', { foreground: '#ffffff', background: '#777777' })).toBe('4.48:1');
    expect(await text('colour-contrast-checker', { foreground: '#77777780', background: '#ffffff' })).toMatch(
      /^ERROR Make the text colour opaque/,
    );
  });
});

describe('palettes and other tools', () => {
  it('rounds exact halves up (hue turns of #d87a3f give channels of 80.5 and 198.5)', async () => {
    expect(await text('analogous-colours', { input: '#d87a3f' })).toBe('#d87a3f, #d83f51, #d8c73f');
    expect(await text('tetradic-colours', { input: '#d87a3f' })).toBe('#d87a3f, #51d83f, #3f9dd8, #c73fd8');
  });

  it('finds exact and nearest CSS names', () => {
    expect(nearestNames(hex('#808080')).names).toEqual(['gray', 'grey']);
    expect(nearestNames(hex('#ff6347'))).toEqual({ names: ['tomato'], distance: 0 });
    expect(nearestNames(hex('#d87a3f')).names).toEqual(['peru']);
  });

  it('draws random colours only from the context, repeatably', async () => {
    expect(await text('random-colour-generator', { count: '1' }, fixedContext(1))).toBe('#a00087');
    expect(await text('random-colour-generator', { count: '1' }, fixedContext(2))).not.toBe('#a00087');
    expect(await text('random-colour-generator', { count: '0' })).toMatch(/^ERROR Enter how many colours/);
  });

  it('mixes in OKLab, with the ends of the ratio giving the colours themselves', async () => {
    expect(await text('colour-mixer', { first: '#d87a3f', second: '#3498db', ratio: '0' })).toBe('#d87a3f');
    expect(await text('colour-mixer', { first: '#d87a3f', second: '#3498db', ratio: '100' })).toBe('#3498db');
    // White and black meet at OKLab L = 0.5: #636363 (not the RGB average #808080).
    expect(await text('colour-mixer', { first: '#ffffff', second: '#000000', ratio: '50' })).toBe('#636363');
    expect(await text('colour-mixer', { first: '#ffffff', second: '#000000', ratio: '150' })).toMatch(/^ERROR/);
  });

  it('answers bad input with a sentence', async () => {
    expect(await text('hex-to-rgb', { input: 'zzz' })).toBe(
      'ERROR Enter a HEX colour of 3, 4, 6 or 8 digits (0–9, a–f), such as #d87a3f.',
    );
    expect(await text('css-colour-name-to-hex', { input: 'blurple' })).toMatch(
      /^ERROR “blurple” is not one of the 148 CSS colour names/,
    );
    expect(await text('lighten-darken-colour', { input: '#d87a3f', amount: '200' })).toMatch(
      /^ERROR Enter an amount from −100/,
    );
  });
});

describe('white and greys from Lab, LCH and OKLab', () => {
  it('are inside sRGB and have no hue (floating point put white a hair outside and gave greys a hue)', async () => {
    for (const [id, input] of [
      ['lab-to-hex', 'lab(100 0 0)'],
      ['lch-to-hex', 'lch(100 0 90)'],
      ['oklch-to-hex', 'oklch(1 0 0)'],
      ['oklab-to-hex', 'oklab(1 0 0)'],
    ] as const) {
      const result = await use(id, { input });
      expect(result, input).toMatchObject({ ok: true, text: '#ffffff' });
      expect(result.ok && result.figures?.map((f) => f.label), input).not.toContain('Outside sRGB');
      expect(result.ok && result.figures, input).toEqual(
        expect.arrayContaining([{ label: 'HSL', value: 'hsl(0, 0%, 100%)' }]),
      );
    }
    expect(await use('lch-to-hex', { input: 'lch(50 0 0)' })).toMatchObject({
      ok: true,
      figures: expect.arrayContaining([{ label: 'HSL', value: 'hsl(0, 0%, 46.6%)' }]),
    });
    expect(await text('colour-converter', { input: 'lab(100 0 0)' })).toContain('HWB: hwb(0 100% 0%)');
  });
});
