import { describe, expect, it } from 'vitest';
import { fixedContext } from '../../run';
import { findTool } from '../../catalogue';
import { loadEngine } from '../engines';
import { MAX_FRACTION_DIGITS, parseInBase } from './bases';
import { fromRoman, toRoman } from './roman';

const use = async (id: string, input: string) => {
  const tool = findTool(id)!;
  return (await loadEngine(tool))(tool, { input }, fixedContext());
};

describe('number bases', () => {
  it('converts exactly, beyond 2^53', async () => {
    expect(await use('decimal-to-hexadecimal', '255')).toEqual({ ok: true, text: 'FF' });
    expect(await use('hexadecimal-to-decimal', '0xFFFFFFFFFFFFFFFF')).toEqual({
      ok: true,
      text: '18446744073709551615',
    });
    expect(await use('binary-to-decimal', '1111 0000')).toEqual({ ok: true, text: '240' });
    expect(await use('decimal-to-binary', '-5')).toEqual({ ok: true, text: '-101' });
    expect(await use('octal-to-decimal', '0o777')).toEqual({ ok: true, text: '511' });
  });

  it('converts a fraction after the point, exactly where it ends in the target base', async () => {
    // 10.1 in binary is 2 + 1/2; A.8 in hex is 10 + 8/16; 7.4 in octal is 7 + 4/8; 0.1 in decimal never ends in binary.
    expect(await use('binary-to-decimal', '10.1')).toEqual({ ok: true, text: '2.5' });
    expect(await use('hexadecimal-to-decimal', 'a.8')).toEqual({ ok: true, text: '10.5' });
    expect(await use('octal-to-decimal', '-7.4')).toEqual({ ok: true, text: '-7.5' });
    expect(await use('decimal-to-binary', '.25')).toEqual({ ok: true, text: '0.01' });
    expect(await use('decimal-to-binary', '0.1')).toEqual({
      ok: true,
      text: `0.${'0001100110011001100110011001100110011'.slice(0, MAX_FRACTION_DIGITS)}…`,
    });
    expect(await use('binary-to-decimal', '1.1.1')).toEqual({
      ok: false,
      error: 'Write at most one point, such as 10.1.',
    });
    expect(await use('binary-to-decimal', '1.')).toEqual({
      ok: false,
      error: 'Write the digits after the point, such as 10.1.',
    });
    expect(await use('binary-to-decimal', '1.2')).toEqual({ ok: false, error: '“2” is not a binary digit. Use 0, 1.' });
  });

  it('names the digit that does not belong', () => {
    expect(parseInBase('1021', 2)).toBe('“2” is not a binary digit. Use 0, 1.');
    expect(parseInBase('', 16)).toBe('Enter a hexadecimal number, such as 2A.');
    expect(parseInBase('-', 10)).toBe('Enter a decimal number, such as 42.');
  });
});

describe('Roman numerals', () => {
  it('writes and reads the classic values', () => {
    expect(toRoman(2024)).toBe('MMXXIV');
    expect(toRoman(1994)).toBe('MCMXCIV');
    expect(toRoman(4)).toBe('IV');
    expect(fromRoman('mmxxiv')).toBe(2024);
    expect(fromRoman('MMMCMXCIX')).toBe(3999);
  });

  it('refuses what is not a standard numeral, and numbers out of range', async () => {
    expect(fromRoman('IIII')).toBeNull();
    expect(fromRoman('VX')).toBeNull();
    expect(fromRoman('MMMM')).toBeNull();
    expect(await use('roman-numeral-converter', '0')).toMatchObject({ ok: false });
    expect(await use('roman-numeral-converter', '4000')).toMatchObject({ ok: false });
    expect(await use('roman-numeral-converter', '2.5')).toMatchObject({ ok: false });
    // Number() reads these as 16 and 1000; a person typed neither.
    expect(await use('roman-numeral-converter', '0x10')).toMatchObject({ ok: false });
    expect(await use('roman-numeral-converter', '1e3')).toMatchObject({ ok: false });
    expect(await use('roman-numeral-converter', ' 2024 ')).toMatchObject({ ok: true, text: 'MMXXIV' });
  });
});
