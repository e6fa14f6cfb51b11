import { describe, expect, it } from 'vitest';
import { findTool } from '../catalogue';
import { loadEngine } from '../families';
import { fixedContext, runTool } from '../run';
import { recommend } from './index';
import { clock24, intentMatches, isoDate } from './intents';

/** Opens the recommended tool as its page would: the URL's query string read by field name, then run. */
async function openAndRun(url: string, id: string): Promise<string> {
  const tool = findTool(id)!;
  const params = new URL(url, 'https://perch.test').searchParams;
  // The page reads only the tool's own field names from the URL; every parameter must be one.
  const names = new Set(tool.fields.map((f) => f.name));
  for (const key of params.keys()) expect(names, `${key} is not a field of ${id}`).toContain(key);
  const given = Object.fromEntries(params);
  const result = await runTool(await loadEngine(tool), tool, given, fixedContext());
  if (!result.ok) throw new Error(`${id}: ${result.error}`);
  return result.text;
}

/** A request, the tool it must open first, and the answer that tool must then show. */
const CASES: ReadonlyArray<readonly [query: string, id: string, output: string]> = [
  // Units (pair tools), temperature included, and the "how many … in …" form.
  ['convert 5 km to miles', 'kilometres-to-miles', '3.10686 mi'],
  ['convert 10 km to miles', 'kilometres-to-miles', '6.21371 mi'],
  ['10 kg in pounds', 'kilograms-to-pounds', '22.0462 lb'],
  ['how many feet is 2 metres', 'metres-to-feet', '6.56168 ft'],
  ['6 ft in cm', 'feet-to-centimetres', '182.88 cm'],
  ['what is 100 fahrenheit in celsius', 'fahrenheit-to-celsius', '37.7778 °C'],
  ['30c to f', 'celsius-to-fahrenheit', '86 °F'],
  ['100 °F to °C', 'fahrenheit-to-celsius', '37.7778 °C'],
  ['convert 70 degrees f to celcius', 'fahrenheit-to-celsius', '21.1111 °C'],
  ['how many litres in 5 gallons', 'us-gallons-to-litres', '18.9271 L'],
  ['60 mph in km/h', 'mph-to-kmh', '96.5606 km/h'],
  ['1.5 tb in gb', 'terabytes-to-gigabytes', '1500 GB'],
  ['how many mb in a gb', 'gigabytes-to-megabytes', '1000 MB'],
  ['how many seconds in 3 hours', 'hours-to-seconds', '10800 s'],
  ['200 grams to ounces', 'grams-to-ounces', '7.05479 oz'],
  ['1,000 metres to feet', 'metres-to-feet', '3280.84 ft'],
  // No pair tool: the quantity's converter, with both units picked.
  ['5 nautical miles to feet', 'length-converter', '30380.6 ft'],
  // Heights.
  ['5 foot 10 in cm', 'feet-and-inches-to-cm', '177.8 cm'],
  ['convert my height 180cm to feet and inches', 'cm-to-feet-and-inches', '5 ft 10.8661 in'],
  // Cooking: ingredient tools, measures and gas marks.
  ['2 cups of flour in grams', 'cups-of-flour-to-grams', '240 g'],
  ['how many grams is a cup of sugar', 'cups-of-sugar-to-grams', '198 g'],
  ['3 tbsp to ml', 'tablespoons-to-millilitres', '44.3603 ml'],
  ['1 stick of butter in grams', 'sticks-of-butter-to-grams', '113.398 g'],
  ['gas mark 4 in celsius', 'gas-mark-to-celsius', '177 °C'],
  // Percentages and money.
  ['what is 15% of 80', 'percentage-calculator', '15% of 80 = 12'],
  ['20 percent of 150', 'percentage-calculator', '20% of 150 = 30'],
  ['what percent is 30 of 120', 'what-percent-calculator', '30 is 25% of 120'],
  ['percentage increase from 50 to 75', 'percentage-change-calculator', '50% increase'],
  ['30% off 80 dollars', 'discount-calculator', 'Sale price: 56.00'],
  ['add 20% vat to 100', 'vat-calculator', 'Price including VAT: 120.00'],
  ['sales tax on $25 at 8%', 'sales-tax-calculator', 'Total with tax: 27.00'],
  // Hashes and encodings: the text after "of" is the input.
  ['sha256 of hello', 'sha256-hash-generator', '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'],
  ['md5 of "hello world"', 'md5-hash-generator', '5eb63bbbe01eeed093cb22bb8f5acdc3'],
  ['SHA-1 hash of abc', 'sha1-hash-generator', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
  ['crc32 of hello', 'crc32-calculator', '3610a686'],
  ['base64 encode hello world', 'base64-encode', 'aGVsbG8gd29ybGQ='],
  ['base64 decode SGVsbG8gd29ybGQ=', 'base64-decode', 'Hello world'],
  ['encode a b&c with url', 'url-encode', 'a%20b%26c'],
  ['rot13 hello', 'rot13', 'uryyb'],
  ['caesar cipher shift 3 on hello', 'caesar-cipher', 'khoor'],
  // Number bases and Roman numerals.
  ['2024 in roman numerals', 'roman-numeral-converter', 'MMXXIV'],
  ['what number is MCMXCIV', 'roman-numerals-to-number', '1994'],
  ['42 in binary', 'decimal-to-binary', '101010'],
  ['convert 255 to hex', 'decimal-to-hexadecimal', 'FF'],
  ['convert ff to decimal', 'hexadecimal-to-decimal', '255'],
  ['0b101010 to decimal', 'binary-to-decimal', '42'],
  // Dates and times (the test clock is 2025-01-15 12:00 UTC).
  ['how many days between 2024-01-01 and 2024-03-01', 'days-between-dates', '60 days'],
  ['weeks between 1 Jan 2024 and 1 March 2024', 'weeks-between-dates', '8 weeks and 4 days'],
  ['how old am i if i was born on 1990-05-17', 'age-calculator', '34 years, 7 months and 29 days'],
  ['what day of the week was July 20, 1969', 'day-of-the-week', 'Sunday'],
  ['is 2024 a leap year', 'leap-year-checker', '2024 is a leap year.'],
  ['what date is 90 days from today', 'days-from-today', '2025-04-15 (Tuesday)'],
  ['add 30 days to 2025-02-01', 'add-days-to-date', '2025-03-03 (Monday)'],
  ['convert 1700000000 to a date', 'unix-timestamp-to-date', '2023-11-14 22:13:20 UTC (UTC+00:00)'],
  ['convert 3:30 pm to 24 hour time', '12-hour-to-24-hour-time', '15:30'],
  ['how many hours did i work from 9 to 5:30', 'hours-between-times', '8 hours 30 minutes'],
  // Time zones.
  ['3pm est to pst', 'est-to-pst', '2025-01-15 12:00 PST (UTC−08:00)'],
  ['9:30 am ist to est', 'ist-to-est', '2025-01-14 23:00 EST (UTC−05:00)'],
  ['what time is it in tokyo', 'current-time-in-tokyo', '2025-01-15 21:00 JST (UTC+09:00)'],
  // Colours.
  ['#ff8800 to rgb', 'hex-to-rgb', 'rgb(255, 136, 0)'],
  ['rgb(255, 136, 0) to hex', 'rgb-to-hex', '#ff8800'],
  ['#ff8800 to hsl', 'hex-to-hsl', 'hsl(32, 100%, 50%)'],
  // Health, maths, statistics, geometry.
  ['bmi 180cm 75kg', 'bmi-calculator', 'BMI: 23.1 (healthy weight)'],
  ['square root of 144', 'square-root-calculator', '12'],
  ['factorial of 10', 'factorial-calculator', '3628800'],
  ['is 97 prime', 'prime-number-checker', '97 is a prime number'],
  ['simplify 12/16', 'fraction-simplifier', '3/4'],
  ['0.75 as a fraction', 'decimal-to-fraction', '3/4'],
  ['round 3.14159 to 2 decimal places', 'rounding-calculator', '3.14'],
  ['gcd of 12 and 18', 'gcd-calculator', '6'],
  ['log base 2 of 64', 'log-calculator', '6'],
  ['solve x^2 + 3x - 4 = 0', 'quadratic-equation-solver', 'x = -4 or x = 1'],
  ['average of 4, 8, 15, 16, 23, 42', 'mean-calculator', 'Mean: 18'],
  ['area of a circle with radius 5', 'circle-area-calculator', 'Area: 78.5398'],
];

describe('direct intents', () => {
  it.each(CASES)('%s → %s, prefilled, shows %s', async (query, id, output) => {
    const answer = recommend(query);
    expect(answer.kind).toBe('tools');
    expect(answer.confidence).toBeGreaterThanOrEqual(0.9);
    const [top] = answer.tools;
    expect(top?.id).toBe(id);
    expect(top!.url.startsWith(`/app/${id}?`) || top!.url === `/app/${id}`).toBe(true);
    const text = await openAndRun(top!.url, id);
    expect(text.split('\n')[0]).toBe(output);
  });

  it('says in its answer what it filled in', () => {
    const answer = recommend('convert 5 km to miles');
    expect(answer.content).toContain('Kilometres to Miles Converter');
    expect(answer.content).toContain('5 km already filled in');
    expect(answer.tools[0]!.why).toMatch(/^converts 5 kilometres to miles/);
  });

  it('leaves requests without numbers or text to the other layers', () => {
    for (const query of ['km to miles', 'word counter', 'how do I convert units', 'sha256', 'what percent']) {
      expect(
        intentMatches(query).every((m) => Object.keys(m.values ?? {}).length === 0 || m.id === 'vat-calculator'),
        query,
      ).toBe(true);
    }
    expect(intentMatches('convert 5 bananas to apples')).toEqual([]);
    expect(intentMatches('5 km to kg')).toEqual([]);
  });

  it('reads clock times and dates people write', () => {
    expect(clock24('3pm')).toBe('15:00');
    expect(clock24('12 am')).toBe('00:00');
    expect(clock24('9:30 a.m.')).toBe('09:30');
    expect(clock24('noon')).toBe('12:00');
    expect(clock24('13pm')).toBeNull();
    expect(isoDate('5 January 2024')).toBe('2024-01-05');
    expect(isoDate('Feb 29th, 2024')).toBe('2024-02-29');
    expect(isoDate('2023-02-29')).toBeNull();
  });
});
