import { formatFixed } from '../../format';
import { figure, InputError, isoDate, ok, readChoice, readNumber, type Values } from '../calcKit';

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;
export const KM_PER_MI = 1.609344;

export const one = (x: number) => formatFixed(x, 1);
export const two = (x: number) => formatFixed(x, 2);

export type Sex = 'male' | 'female';
export const readSex = (v: Values): Sex => readChoice(v, 'sex', 'sex', ['male', 'female']);
export const readAge = (v: Values) => readNumber(v, 'age', 'age', { min: 1, max: 120, example: '30' });
export const readWeight = (v: Values, name = 'weight', label = 'weight in kg') =>
  readNumber(v, name, label, { above: 0, max: 1000, example: '70' });
export const readHeight = (v: Values, name = 'height', label = 'height in cm') => {
  const cm = readNumber(v, name, label, { above: 0, max: 300, example: '175' });
  if (cm < 3) throw new InputError(`That looks like metres: enter the ${label}, such as 175 for 1.75 m.`);
  return cm;
};

/**
 * A ratio to 2 decimals, or more when 2 would put it on the other side of a band's edge: 0.4994 of
 * a band starting at 0.5 is "0.499", not "0.50" beside the band below it.
 */
export function ratioText(ratio: number, edges: readonly number[]): string {
  for (let places = 2; places < 6; places++) {
    const shown = Number(formatFixed(ratio, places));
    if (edges.every((edge) => ratio < edge === shown < edge)) return formatFixed(ratio, places);
  }
  return formatFixed(ratio, 6);
}

/** WHO adult BMI categories (CDC wording of the bounds: 18.5 to under 25 is healthy, and so on). */
export function bmiCategory(bmi: number): string {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'healthy weight';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obese, class I';
  if (bmi < 40) return 'obese, class II';
  return 'obese, class III';
}

/** The BMI to one decimal, or to more where one decimal would round it over a category bound (24.98, not 25.0). */
export function showBmi(bmi: number): string {
  for (const decimals of [1, 2, 3]) {
    const shown = formatFixed(bmi, decimals);
    if (bmiCategory(Number(shown)) === bmiCategory(bmi)) return shown;
  }
  return formatFixed(bmi, 4);
}

export function bmiResult(kg: number, metres: number) {
  const bmi = kg / metres ** 2;
  return ok(`BMI: ${showBmi(bmi)} (${bmiCategory(bmi)})`, [
    figure(
      'Healthy weight for your height (BMI 18.5 to under 25)',
      `${one(18.5 * metres ** 2)}–${one(25 * metres ** 2)} kg (${one((18.5 * metres ** 2) / KG_PER_LB)}–${one((25 * metres ** 2) / KG_PER_LB)} lb)`,
    ),
    figure(
      'Categories (WHO)',
      'under 18.5 underweight, 18.5 to under 25 healthy, 25 to under 30 overweight, 30 and over obese',
    ),
  ]);
}

/** Mifflin–St Jeor (1990): 10·kg + 6.25·cm − 5·age + 5 (men) or − 161 (women). */
export function mifflin(sex: Sex, age: number, kg: number, cm: number): number {
  return 10 * kg + 6.25 * cm - 5 * age + (sex === 'male' ? 5 : -161);
}

/** Harris–Benedict as revised by Roza and Shizgal (1984). */
export function harrisBenedict(sex: Sex, age: number, kg: number, cm: number): number {
  return sex === 'male'
    ? 88.362 + 13.397 * kg + 4.799 * cm - 5.677 * age
    : 447.593 + 9.247 * kg + 3.098 * cm - 4.33 * age;
}

export function bmrInputs(v: Values) {
  return { sex: readSex(v), age: readAge(v), kg: readWeight(v), cm: readHeight(v) };
}

export const ACTIVITY = ['1.2', '1.375', '1.55', '1.725', '1.9'] as const;

/**
 * A duration typed as h:mm:ss, mm:ss or a number of minutes, in seconds. Minutes and seconds
 * after a colon must be below 60.
 */
export function parseDuration(text: string, label: string, example: string): number {
  const s = text.trim();
  const parts = s.split(':');
  const bad = new InputError(`Enter the ${label} as h:mm:ss or mm:ss, such as ${example}.`);
  if (s === '' || parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) throw bad;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((x) => x >= 60))
    throw new InputError(`Minutes and seconds go up to 59 in the ${label}, such as ${example}.`);
  const seconds = numbers.reduce((total, x) => total * 60 + x, 0) * (parts.length === 1 ? 60 : 1);
  if (!(seconds > 0) || !Number.isFinite(seconds)) throw bad;
  return seconds;
}

/** Seconds as h:mm:ss (or m:ss under an hour), to the nearest second. */
export function clock(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function zones(atPercent: (p: number) => number): string {
  return [50, 60, 70, 80, 90]
    .map((p, k) => `Zone ${k + 1} (${p}–${p + 10}%): ${Math.round(atPercent(p))}–${Math.round(atPercent(p + 10))} bpm`)
    .join('\n');
}

export function weekday(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(ms);
}

export function dated(ms: number): string {
  return `${isoDate(ms)} (${weekday(ms)})`;
}

/** Today as a UTC day number in the person's time zone. */
export function today(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return Date.parse(`${parts}T00:00:00Z`);
}

export function weeksAndDays(days: number): string {
  const w = Math.floor(days / 7);
  const d = days % 7;
  return `${w} week${w === 1 ? '' : 's'} ${d} day${d === 1 ? '' : 's'}`;
}
