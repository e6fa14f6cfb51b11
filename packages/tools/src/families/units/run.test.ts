import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext } from '../../run';
import type { ToolResult } from '../../types';
import { units } from './definitions';
import { dec, exact, q, significantDigits, toNumber } from './exact';
import { run } from './run';
import { UNITS } from './table';

const use = async (id: string, values: Record<string, string>): Promise<ToolResult> => {
  const tool = findTool(id);
  if (!tool) throw new Error(`no tool ${id}`);
  return run(
    tool,
    { ...Object.fromEntries(tool.fields.map((f) => [f.name, f.default ?? ''])), ...values, ...tool.params },
    fixedContext(),
  );
};
const text = async (id: string, value: string) => {
  const result = await use(id, { value });
  return result.ok ? result.text : `error: ${result.error}`;
};
const figure = async (id: string, label: string, values: Record<string, string> = { value: '1' }) => {
  const result = await use(id, values);
  return result.ok ? result.figures?.find((f) => f.label === label)?.value : undefined;
};

describe('exact arithmetic', () => {
  it('reads decimals exactly and rounds once, halves away from zero', () => {
    expect(dec('0.0254')).toEqual(q(127, 5000));
    expect(dec('-1.5e-7')).toEqual(q(-15, 100000000));
    expect(dec('1e+21')).toEqual(q(10n ** 21n));
    expect(dec('abc')).toBeNull();
    expect(dec('.')).toBeNull();
    expect(toNumber(exact('0.9765625'))).toBe(0.976563);
    expect(toNumber(exact('365.2425'))).toBe(365.243);
    expect(toNumber(exact('-2.5'), 1)).toBe(-3);
    expect(toNumber(q(2, 3))).toBe(0.666667);
    // A whole part is kept: 12,345.678 km is 12345678 m, and 1 ly is 9460730472580.8 km → 9460730472581.
    expect(toNumber(exact('12345678'))).toBe(12345678);
    expect(toNumber(exact('9460730472580.8'))).toBe(9460730472581);
    expect(toNumber(exact('999999.5'))).toBe(1000000);
  });

  it('counts the significant digits of terminating decimals only', () => {
    expect(significantDigits(exact('1609.344'))).toBe(7);
    expect(significantDigits(exact('1000'))).toBe(1);
    expect(significantDigits(q(1, 3))).toBe(Infinity);
  });
});

describe('the unit table', () => {
  it('holds the defined factors exactly (NIST SP 811, appendix B)', () => {
    const factor = (id: string) => UNITS.find((u) => u.id === id)!.factor;
    expect(factor('in')).toEqual(exact('0.0254'));
    expect(factor('lb')).toEqual(exact('0.45359237'));
    expect(factor('us-gal')).toEqual(exact('3.785411784'));
    expect(factor('uk-gal')).toEqual(exact('4.54609'));
    expect(factor('cal')).toEqual(exact('4.184'));
    expect(factor('btu')).toEqual(exact('1055.05585262'));
    expect(factor('lbf')).toEqual(exact('4.4482216152605'));
    expect(factor('hp')).toEqual(exact('745.69987158227022'));
    expect(factor('ps')).toEqual(exact('735.49875'));
    expect(factor('atm')).toEqual(q(101325));
    expect(factor('inhg')).toEqual(exact('3386.388640341'));
    expect(factor('ftlbf')).toEqual(exact('1.3558179483314004'));
    // 1 psi = 1 lbf / in² = 6894.757293168361… Pa
    expect(toNumber(factor('psi'), 13)).toBe(6894.757293168);
  });

  it('gives every unit a unique id, and every pair tool a unique id and name', () => {
    const ids = UNITS.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = units.tools.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the family between 370 and 400 tools, each value field named value', () => {
    expect(units.tools.length).toBeGreaterThanOrEqual(370);
    expect(units.tools.length).toBeLessThanOrEqual(400);
    for (const tool of units.tools.filter((t) => t.kind === 'convert')) {
      expect(tool.fields[0], tool.id).toMatchObject({ name: 'value', type: 'number', step: 'any', default: '1' });
      expect(tool.examples.length, tool.id).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('conversions', () => {
  it('matches the defined factors', async () => {
    expect(await text('kilometres-to-miles', '5')).toBe('3.10686 mi');
    expect(await text('miles-to-kilometres', '1')).toBe('1.60934 km');
    expect(await text('inches-to-centimetres', '1')).toBe('2.54 cm');
    expect(await text('pounds-to-kilograms', '1')).toBe('0.453592 kg');
    expect(await text('us-gallons-to-litres', '1')).toBe('3.78541 L');
    expect(await text('uk-gallons-to-litres', '1')).toBe('4.54609 L');
    expect(await text('psi-to-kpa', '1')).toBe('6.89476 kPa');
    expect(await text('hp-to-watts', '1')).toBe('745.7 W');
    expect(await text('btu-to-joules', '1')).toBe('1055.06 J');
    expect(await text('calories-to-joules', '1')).toBe('4.184 J');
    expect(await text('atmospheres-to-psi', '1')).toBe('14.6959 psi');
    expect(await text('gigabytes-to-gibibytes', '1')).toBe('0.931323 GiB');
    expect(await text('gibibytes-to-mebibytes', '1')).toBe('1024 MiB');
    expect(await text('mbps-to-mb-per-second', '100')).toBe('12.5 MB/s');
    expect(await text('years-to-days', '1')).toBe('365.243 d');
  });

  it('shows the exact factor, and the reverse, as figures', async () => {
    expect(await figure('miles-to-kilometres', 'Formula')).toBe('1 mi = 1.609344 km');
    expect(await figure('miles-to-kilometres', 'Reverse')).toBe('1 km = 0.621371 mi');
    expect(await figure('us-gallons-to-litres', 'Formula')).toBe('1 US gal = 3.785411784 L');
    expect(await figure('years-to-days', 'Formula')).toBe('1 yr = 365.2425 d');
    expect(await figure('years-to-days', 'Definition')).toMatch(/365\.2425 days/);
    expect(await figure('calories-to-joules', 'Definition')).toMatch(/thermochemical/);
    expect(await figure('degrees-to-radians', 'Formula')).toBe('1° = 0.0174533 rad');
  });

  it('converts temperatures as the affine scales they are', async () => {
    expect(await text('celsius-to-fahrenheit', '-40')).toBe('-40 °F');
    expect(await text('celsius-to-fahrenheit', '100')).toBe('212 °F');
    expect(await text('fahrenheit-to-celsius', '32')).toBe('0 °C');
    expect(await text('kelvin-to-celsius', '0')).toBe('-273.15 °C');
    expect(await text('fahrenheit-to-kelvin', '-459.67')).toBe('0 K');
    expect(await text('rankine-to-fahrenheit', '491.67')).toBe('32 °F');
    expect(await figure('celsius-to-fahrenheit', 'Formula')).toBe('°F = °C × 1.8 + 32');
    expect(await figure('celsius-to-fahrenheit', 'Reverse')).toBe('°C = (°F − 32) × 5/9');
    expect(await figure('celsius-to-kelvin', 'Formula')).toBe('K = °C + 273.15');
    expect(await figure('fahrenheit-to-kelvin', 'Formula')).toBe('K = (°F + 459.67) × 5/9');
  });

  it('refuses temperatures below absolute zero', async () => {
    expect(await text('celsius-to-fahrenheit', '-300')).toMatch(/below absolute zero/);
    expect(await text('kelvin-to-celsius', '-1')).toMatch(/below absolute zero/);
  });

  it('treats litres per 100 km as the inverse of distance per volume', async () => {
    expect(await text('mpg-us-to-litres-per-100km', '30')).toBe('7.84049 L/100 km');
    expect(await text('litres-per-100km-to-mpg-uk', '8')).toBe('35.3101 mpg (UK)');
    expect(await text('km-per-litre-to-litres-per-100km', '20')).toBe('5 L/100 km');
    expect(await figure('mpg-us-to-litres-per-100km', 'Formula')).toBe('L/100 km = 235.215 ÷ mpg (US)');
    expect(await text('litres-per-100km-to-mpg-us', '0')).toMatch(/^error: Enter a fuel economy above 0/);
    expect(await text('mpg-us-to-litres-per-100km', '-5')).toMatch(/^error: Enter a fuel economy above 0/);
  });

  it('lets the general converters reach any pair of one quantity, and only of that one', async () => {
    expect(await use('length-converter', { value: '3', from: 'ft', to: 'cm' })).toMatchObject({
      ok: true,
      text: '91.44 cm',
    });
    expect(await use('volume-converter', { value: '1', from: 'uk-pt', to: 'us-pt' })).toMatchObject({
      ok: true,
      text: '1.20095 US pt',
    });
    expect(await use('length-converter', { value: '3', from: 'kg', to: 'cm' })).toEqual({
      ok: false,
      error: 'Choose the units to convert from and to in the lists.',
    });
    expect(await use('length-converter', { value: '3', from: 'ft', to: 'nope' })).toMatchObject({ ok: false });
  });

  it('writes the very small and the very large in e-notation, and refuses overflow', async () => {
    expect(await text('electronvolts-to-joules', '1')).toBe('1.60218e-19 J');
    expect(await text('joules-to-electronvolts', '1')).toBe('6.24151e18 eV');
    expect(await text('light-years-to-kilometres', '1e300')).toMatch(/^error: That number is too large/);
  });

  it('answers bad input with a sentence', async () => {
    expect(await text('kilometres-to-miles', '')).toBe('error: Enter a number, such as 5.');
    expect(await text('kilometres-to-miles', 'five')).toBe('error: Enter a number, such as 5.');
    expect(await text('kilometres-to-miles', '1,234.5')).toBe('767.083 mi');
  });
});

describe('height and body weight', () => {
  it('converts feet and inches both ways, never writing 12 in', async () => {
    expect(await use('feet-and-inches-to-cm', { feet: '5', inches: '10' })).toMatchObject({
      ok: true,
      text: '177.8 cm',
    });
    expect(await use('feet-and-inches-to-cm', { feet: '6', inches: '' })).toMatchObject({
      ok: true,
      text: '182.88 cm',
    });
    expect(await text('cm-to-feet-and-inches', '180')).toBe('5 ft 10.8661 in');
    expect(await text('cm-to-feet-and-inches', '182.879999')).toBe('6 ft 0 in');
    expect(await text('cm-to-feet-and-inches', '-1')).toMatch(/^error: Enter a height/);
    expect(await use('feet-and-inches-to-cm', { feet: 'x', inches: '1' })).toEqual({
      ok: false,
      error: 'Feet: enter a number, such as 5.',
    });
  });

  it('converts stone and pounds both ways', async () => {
    expect(await use('stone-and-pounds-to-kg', { stone: '11', pounds: '4' })).toMatchObject({
      ok: true,
      text: '71.6676 kg',
    });
    expect(await text('kg-to-stone-and-pounds', '70')).toBe('11 st 0.3 lb');
    expect(await text('kg-to-stone-and-pounds', '63.5029318')).toBe('10 st 0 lb');
  });
});

describe('converter descriptions', () => {
  it('name the quantity once ("time units", not "time unit units")', () => {
    expect(findTool('time-unit-converter')?.description).toMatch(/^Convert between any two time units: /);
    for (const tool of units.tools) expect(tool.description, tool.id).not.toMatch(/\bunit units\b/);
  });
});

describe('#36 answers a person reads', () => {
  it('kg to stone and pounds to a tenth of a pound, carried into the next stone', async () => {
    expect(await text('kg-to-stone-and-pounds', '70')).toBe('11 st 0.3 lb');
    expect(await text('kg-to-stone-and-pounds', '69.85')).toBe('11 st 0 lb');
    expect(await text('kg-to-stone-and-pounds', '63.5029318')).toBe('10 st 0 lb');
  });

  it('says a shared definition once: kB → MB names SI once, then both units', async () => {
    expect(await figure('kilobytes-to-megabytes', 'Definition')).toBe(
      'kB, MB, GB and TB are SI (decimal) units: 1 kB = 1000 bytes; 1 MB = 1000000 bytes.',
    );
  });
});
