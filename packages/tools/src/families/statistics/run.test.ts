import { describe, expect, it } from 'vitest';
import { familyRunner } from '../runner.test-support';
import { normalCdf, quartiles } from './shared';

const { use, text } = familyRunner();

describe('the standard normal CDF', () => {
  it('matches the normal table in the middle and keeps digits in the tails', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 14);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316300933, 16);
    expect(normalCdf(-8) / 6.22096057427174e-16).toBeCloseTo(1, 10);
    expect(normalCdf(5)).toBeCloseTo(0.9999997133484281, 14);
    expect(normalCdf(-40)).toBe(0);
  });
});

describe('quartiles by named method', () => {
  it("matches Excel's QUARTILE.INC example: {1, 2, 4, 7, 8, 9, 10, 12} has Q1 = 3.5", () => {
    expect(quartiles([1, 2, 4, 7, 8, 9, 10, 12], 'inclusive')[0]).toBe(3.5);
  });

  it("matches Excel's QUARTILE.EXC example: {6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49} has Q1 = 15, Q3 = 43", () => {
    expect(quartiles([6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49], 'exclusive')).toEqual([15, 40, 43]);
    expect(quartiles([6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49], 'halves')).toEqual([15, 40, 43]);
  });

  it("matches Excel's PERCENTILE.INC example: 30th percentile of {1, 3, 2, 4} is 1.9", async () => {
    expect(await text('percentile-calculator', { input: '1, 3, 2, 4', p: '30' })).toBe('30th percentile: 1.9');
    expect(await text('percentile-calculator', { input: '1, 3, 2, 4', p: '1' })).toBe('1st percentile: 1.03');
  });

  it('needs three numbers for quartiles', async () => {
    expect(await text('quartile-calculator', { input: '1, 2', method: 'inclusive' })).toBe(
      'ERROR Quartiles need at least three numbers.',
    );
  });
});

describe("Anscombe's quartet, set I: r = 0.816, y = 3.00 + 0.500x", () => {
  const x = '10, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5';
  const y = '8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68';
  it('gives the published correlation and line', async () => {
    expect(await text('correlation-coefficient-calculator', { x, y })).toBe('r = 0.816421');
    expect(await text('linear-regression-calculator', { x, y })).toBe('y = 0.500091x + 3.00009');
  });

  it('gives r and the line for values too large or too small to square (sums of squares past 1e308 or below 1e-308)', async () => {
    expect(
      await text('correlation-coefficient-calculator', { x: '1e200, 2e200, 3e200', y: '1e200, 3e200, 2e200' }),
    ).toBe('r = 0.5');
    expect(await text('correlation-coefficient-calculator', { x: '1e-200, 2e-200, 3e-200', y: '1, 3, 2' })).toBe(
      'r = 0.5',
    );
    expect(await text('linear-regression-calculator', { x: '1e200, 2e200, 3e200', y: '1, 3, 2' })).toBe(
      'y = 5e-201x + 1',
    );
    expect(await text('linear-regression-calculator', { x: '1, 2, 3', y: '1e-200, 3e-200, 2e-200' })).toBe(
      'y = 5e-201x + 1e-200',
    );
  });

  it('refuses lists of different lengths', async () => {
    expect(await text('correlation-coefficient-calculator', { x: '1, 2, 3', y: '1, 2' })).toBe(
      'ERROR The two lists must be the same length: there are 3 X values and 2 Y values.',
    );
  });
});

describe('spread and bad input', () => {
  it('says a one-number sample has no variance', async () => {
    expect(await text('standard-deviation-calculator', { input: '5', type: 'sample' })).toBe(
      'ERROR A sample variance needs at least two numbers.',
    );
    expect(await text('standard-deviation-calculator', { input: '5', type: 'population' })).toBe(
      'Population standard deviation: 0',
    );
  });

  it('names the item that is not a number', async () => {
    expect(await text('mean-calculator', { input: '1, 2, x3' })).toBe(
      'ERROR “x3” is not a number. Separate the numbers with commas or spaces, such as 4, 8, 15, 16.',
    );
  });

  it('flags outliers beyond the 1.5 × IQR fences', async () => {
    const result = await use('iqr-calculator', { input: '4, 8, 15, 16, 23, 42, 108', method: 'inclusive' });
    expect(result.ok && result.figures?.find((f) => f.label === 'Outliers')?.value).toBe('108');
  });
});

describe('the mode', () => {
  it('is the one value of a list that repeats only it, and none when several values tie on every count', async () => {
    expect(await text('mode-calculator', { input: '5, 5, 5' })).toBe('Mode: 5');
    expect(await text('mode-calculator', { input: '0.1, 0.10, 1e-1' })).toBe('Mode: 0.1');
    expect(await text('mode-calculator', { input: '1, 1, 2, 2' })).toBe('No mode: every value appears equally often');
    expect(await text('mode-calculator', { input: '1, 1, 2, 2, 3' })).toBe('Modes: 1, 2');
    expect(await text('summary-statistics-calculator', { input: '5 5' })).toMatch(/Mode: 5/);
  });
});

describe('lists with thousands commas', () => {
  it('reads "52,000, 61,500, 48,250" as three numbers, and bare commas as separators', async () => {
    // (52000 + 61500 + 48250) / 3 = 53916.67; the old reading was 6 numbers, mean 151.833.
    expect(await text('mean-calculator', { input: '52,000, 61,500, 48,250' })).toBe('Mean: 53916.7');
    expect(await text('mean-calculator', { input: '1,2,3' })).toBe('Mean: 2');
    expect(await text('mean-calculator', { input: '1,000 2,000; 3,000\n4,000' })).toBe('Mean: 2500');
  });
});

describe('a regression line through equal Y values', () => {
  it('is flat, and its r² is undefined (0/0), not 1', async () => {
    expect(await use('linear-regression-calculator', { x: '1 2 3 4', y: '5 5 5 5' })).toMatchObject({
      ok: true,
      text: 'y = 0x + 5',
      figures: expect.arrayContaining([{ label: 'r²', value: 'undefined (every Y value is the same)' }]),
    });
  });
});
