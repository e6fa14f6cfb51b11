/** Cooking: oven temperatures in °C and °F and gas marks (the oven rows' code). */
import { formatNumber } from '../../format';
import type { Figure, ToolResult } from '../../types';
import { add, compare, div, exact, mul, q, significantDigits, sub, toNumber, type Q } from '../units/exact';
import { GAS_MARKS } from './table';
import { TOO_LARGE, readAmount } from './measures';
import { parseQuantity } from './quantities';

export const NINE_FIFTHS = q(9, 5);
export const toFahrenheit = (celsius: Q): Q => add(mul(celsius, NINE_FIFTHS), q(32));
export const toCelsius = (fahrenheit: Q): Q => div(sub(fahrenheit, q(32)), NINE_FIFTHS);

/** Rounds half up to a whole number, for oven dials. */
export function whole(value: Q): string {
  const shifted = add(value, q(1, 2));
  const floor = shifted.n >= 0n ? shifted.n / shifted.d : -((-shifted.n + shifted.d - 1n) / shifted.d);
  return formatNumber(Number(floor));
}

/** A temperature rounded for the dial, with its value before rounding when that differs: "177 °C (≈ 176.667 °C)". */
export function dial(value: Q, unit: string): string {
  const rounded = whole(value);
  if (sub(value, exact(rounded)).n === 0n) return `${rounded} ${unit}`;
  return `${rounded} ${unit} (${significantDigits(value) <= 6 ? 'exactly' : '≈'} ${formatNumber(toNumber(value))} ${unit})`;
}

/** Oven temperatures below absolute zero have no meaning. */
export function belowAbsoluteZero(fahrenheit: Q): boolean {
  return compare(fahrenheit, exact('-459.67')) < 0;
}
export const BELOW_ABSOLUTE_ZERO =
  'That is below absolute zero (−273.15 °C, −459.67 °F). Enter an oven temperature, such as 180 °C or 350 °F.';

export const gasMarkText = (mark: string) => `Gas mark ${mark}`;
export const GAS_RANGE = 'Gas marks run from 1/4 (225 °F, 107 °C) to 9 (475 °F, 246 °C).';

/** The gas mark nearest a temperature in °F, or "between" two when it sits on their midpoint. */
export function nearestGasMark(fahrenheit: Q): { text: string; figures: Figure[] } | string {
  const f = toNumber(fahrenheit, 15);
  const first = GAS_MARKS[0]!;
  const last = GAS_MARKS[GAS_MARKS.length - 1]!;
  if (f < first.fahrenheit - 12.5) return `That is cooler than any gas mark. ${GAS_RANGE}`;
  if (f > last.fahrenheit + 12.5) return `That is hotter than any gas mark. ${GAS_RANGE}`;
  let best = 0;
  GAS_MARKS.forEach((mark, i) => {
    if (Math.abs(mark.fahrenheit - f) < Math.abs(GAS_MARKS[best]!.fahrenheit - f)) best = i;
  });
  const mark = GAS_MARKS[best]!;
  const neighbour = GAS_MARKS[f >= mark.fahrenheit ? best + 1 : best - 1];
  const describe = (m: (typeof GAS_MARKS)[number]) =>
    `${gasMarkText(m.mark)} is ${m.fahrenheit} °F (${whole(toCelsius(q(m.fahrenheit)))} °C)`;
  if (neighbour && Math.abs(f - (mark.fahrenheit + neighbour.fahrenheit) / 2) <= 1) {
    const [low, high] = mark.fahrenheit < neighbour.fahrenheit ? [mark, neighbour] : [neighbour, mark];
    return {
      text: `Between gas mark ${low.mark} and gas mark ${high.mark}`,
      figures: [
        { label: 'Lower', value: describe(low) },
        { label: 'Higher', value: describe(high) },
      ],
    };
  }
  return { text: gasMarkText(mark.mark), figures: [{ label: 'Gas mark', value: describe(mark) }] };
}

export function readGasMark(text: string | undefined): (typeof GAS_MARKS)[number] | undefined {
  const parsed = parseQuantity((text ?? '').trim().replace(/^gas(?:\s+mark)?\s*/i, ''));
  if (parsed?.rest.trim() !== '') return undefined;
  return GAS_MARKS.find((mark) => {
    const value = parseQuantity(mark.mark);
    return value !== undefined && sub(value.value, parsed.value).n === 0n;
  });
}

export function gasToTemperature(values: Readonly<Record<string, string>>, scale: string): ToolResult {
  const mark = readGasMark(values.value);
  if (!mark) return { ok: false, error: `Choose a gas mark from 1/4 to 9. ${GAS_RANGE}` };
  const celsius = toCelsius(q(mark.fahrenheit));
  const figures: Figure[] = [
    { label: 'Celsius', value: dial(celsius, '°C') },
    { label: 'Fahrenheit', value: `${mark.fahrenheit} °F` },
    { label: 'Scale', value: 'Gas mark 1 is 275 °F; each mark adds 25 °F; 1/2 is 250 °F and 1/4 is 225 °F.' },
  ];
  return { ok: true, text: scale === 'f' ? `${mark.fahrenheit} °F` : `${whole(celsius)} °C`, figures };
}

export function temperatureToGas(values: Readonly<Record<string, string>>, scale: string): ToolResult {
  const value = readAmount(values.value, scale === 'f' ? '350' : '180');
  if (typeof value === 'string') return { ok: false, error: value.replace('an amount', 'an oven temperature') };
  const fahrenheit = scale === 'f' ? value : toFahrenheit(value);
  if (belowAbsoluteZero(fahrenheit)) return { ok: false, error: BELOW_ABSOLUTE_ZERO };
  const gas = nearestGasMark(fahrenheit);
  if (typeof gas === 'string') return { ok: false, error: gas };
  const other = scale === 'f' ? `${whole(toCelsius(value))} °C` : `${whole(fahrenheit)} °F`;
  return {
    ok: true,
    text: gas.text,
    figures: [...gas.figures, { label: scale === 'f' ? 'In Celsius' : 'In Fahrenheit', value: other }],
  };
}

export function ovenConverter(values: Readonly<Record<string, string>>): ToolResult {
  const from = values.from;
  if (from === 'gas') {
    const mark = readGasMark(values.value);
    if (!mark) return { ok: false, error: `Enter a gas mark from 1/4 to 9, such as 4. ${GAS_RANGE}` };
    const celsius = whole(toCelsius(q(mark.fahrenheit)));
    return {
      ok: true,
      text: `${celsius} °C · ${mark.fahrenheit} °F`,
      figures: [
        { label: 'Celsius', value: `${celsius} °C` },
        { label: 'Fahrenheit', value: `${mark.fahrenheit} °F` },
      ],
    };
  }
  if (from !== 'c' && from !== 'f') return { ok: false, error: 'Choose °C, °F or gas mark to convert from.' };
  const value = readAmount(values.value, from === 'f' ? '350' : '180');
  if (typeof value === 'string') return { ok: false, error: value.replace('an amount', 'an oven temperature') };
  const fahrenheit = from === 'f' ? value : toFahrenheit(value);
  const celsius = from === 'f' ? toCelsius(value) : value;
  if (!Number.isFinite(toNumber(fahrenheit))) return { ok: false, error: TOO_LARGE };
  if (belowAbsoluteZero(fahrenheit)) return { ok: false, error: BELOW_ABSOLUTE_ZERO };
  const gas = nearestGasMark(fahrenheit);
  const gasText =
    typeof gas === 'string' ? 'no gas mark' : gas.text.replace(/^Gas/, 'gas').replace(/^Between/, 'between');
  const converted = from === 'f' ? `${whole(celsius)} °C` : `${whole(fahrenheit)} °F`;
  return {
    ok: true,
    text: `${converted} · ${gasText}`,
    figures: [
      {
        label: from === 'f' ? 'Celsius' : 'Fahrenheit',
        value: dial(from === 'f' ? celsius : fahrenheit, from === 'f' ? '°C' : '°F'),
      },
      { label: 'Gas mark', value: typeof gas === 'string' ? gas : gas.text },
    ],
  };
}

// ── Recipe scaling ───────────────────────────────────────────────────────────────────────────
