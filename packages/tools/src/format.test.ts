import { describe, expect, it } from 'vitest';
import { formatFixed, formatNumber, ordinal, parseNumber } from './format';

describe('formatNumber', () => {
  it('keeps six significant digits and drops trailing zeros', () => {
    expect(formatNumber(6.213711922)).toBe('6.21371');
    expect(formatNumber(212)).toBe('212');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(1609.344)).toBe('1609.34');
    expect(formatNumber(123456789)).toBe('123456789');
    expect(formatNumber(3652058.0000001)).toBe('3652058');
    expect(formatNumber(9460730472580.8)).toBe('9460730472581');
    expect(formatNumber(999999.7)).toBe('1000000');
    expect(formatNumber(-40)).toBe('-40');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(2.5, 2)).toBe('2.5');
  });
  it('uses e-notation only for the very small and the very large', () => {
    expect(formatNumber(0.000001)).toBe('0.000001');
    expect(formatNumber(1.5e-7)).toBe('1.5e-7');
    expect(formatNumber(2.99792458e18)).toBe('2.99792e18');
    expect(formatNumber(Infinity)).toBe('Infinity');
  });
});

describe('formatFixed', () => {
  it('writes money with exactly two decimals', () => {
    expect(formatFixed(1234.5)).toBe('1234.50');
    expect(formatFixed(0.005)).toBe('0.01');
    expect(formatFixed(-0.001)).toBe('0.00');
  });
});

describe('ordinal', () => {
  it('gives English ordinal suffixes, 11th to 13th included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 2.5].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
      '2.5th',
    ]);
  });
});

describe('parseNumber', () => {
  it('reads numbers as people type them', () => {
    expect(parseNumber(' 1,234.5 ')).toBe(1234.5);
    expect(parseNumber('\u22125')).toBe(-5);
    expect(parseNumber('5.')).toBe(5);
    expect(parseNumber('+3')).toBe(3);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('1 000 000')).toBe(1000000);
  });
  it('refuses what is not a number', () => {
    for (const bad of ['', 'abc', '1,23', '1.2.3', 'NaN', 'Infinity', '1e999', '-', '.', '12a'])
      expect(parseNumber(bad), bad).toBeNull();
  });
});
