import { formatFixed } from '../../format';
import type { Figure } from '../../types';
import {
  calcEngine,
  DAY_MS,
  figure,
  InputError,
  isoDate,
  longDate,
  num,
  ok,
  readChoice,
  readDate,
  readNumber,
  type Operation,
  type Values,
} from '../calcKit';

const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;
const KM_PER_MI = 1.609344;

const one = (x: number) => formatFixed(x, 1);
const two = (x: number) => formatFixed(x, 2);

type Sex = 'male' | 'female';
const readSex = (v: Values): Sex => readChoice(v, 'sex', 'sex', ['male', 'female']);
const readAge = (v: Values) => readNumber(v, 'age', 'age', { min: 1, max: 120, example: '30' });
const readWeight = (v: Values, name = 'weight', label = 'weight in kg') =>
  readNumber(v, name, label, { above: 0, max: 1000, example: '70' });
const readHeight = (v: Values, name = 'height', label = 'height in cm') => {
  const cm = readNumber(v, name, label, { above: 0, max: 300, example: '175' });
  if (cm < 3) throw new InputError(`That looks like metres: enter the ${label}, such as 175 for 1.75 m.`);
  return cm;
};

/**
 * A ratio to 2 decimals, or more when 2 would put it on the other side of a band's edge: 0.4994 of
 * a band starting at 0.5 is "0.499", not "0.50" beside the band below it.
 */
function ratioText(ratio: number, edges: readonly number[]): string {
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

function bmiResult(kg: number, metres: number) {
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

function bmrInputs(v: Values) {
  return { sex: readSex(v), age: readAge(v), kg: readWeight(v), cm: readHeight(v) };
}

const ACTIVITY = ['1.2', '1.375', '1.55', '1.725', '1.9'] as const;

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

function zones(atPercent: (p: number) => number): string {
  return [50, 60, 70, 80, 90]
    .map((p, k) => `Zone ${k + 1} (${p}–${p + 10}%): ${Math.round(atPercent(p))}–${Math.round(atPercent(p + 10))} bpm`)
    .join('\n');
}

function weekday(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(ms);
}

function dated(ms: number): string {
  return `${isoDate(ms)} (${weekday(ms)})`;
}

/** Today as a UTC day number in the person's time zone. */
function today(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return Date.parse(`${parts}T00:00:00Z`);
}

function weeksAndDays(days: number): string {
  const w = Math.floor(days / 7);
  const d = days % 7;
  return `${w} week${w === 1 ? '' : 's'} ${d} day${d === 1 ? '' : 's'}`;
}

const operations: Record<string, Operation> = {
  bmi: (v) => {
    const kg = readWeight(v);
    const cm = readHeight(v);
    return bmiResult(kg, cm / 100);
  },
  'bmi-imperial': (v) => {
    const lb = readNumber(v, 'pounds', 'weight in pounds', { above: 0, max: 2000, example: '160' });
    const feet = readNumber(v, 'feet', 'feet', { min: 0, max: 9, example: '5' });
    const inches = readNumber(v, 'inches', 'inches', { min: 0, max: 120, example: '9', emptyAs: 0 });
    if (feet > 0 && inches >= 12)
      throw new InputError(
        'With feet, enter the inches left over, from 0 to under 12 (5 ft 9 in, not 5 ft 69 in). Or put the whole height in inches with 0 feet.',
      );
    const totalInches = feet * 12 + inches;
    if (totalInches <= 0) throw new InputError('Enter your height in feet and inches, such as 5 ft 9 in.');
    return bmiResult(lb * KG_PER_LB, (totalInches * CM_PER_IN) / 100);
  },
  bmr: (v) => {
    const { sex, age, kg, cm } = bmrInputs(v);
    const bmr = mifflin(sex, age, kg, cm);
    if (bmr <= 0)
      throw new InputError('Those measurements give no meaningful BMR. Check the weight (kg), height (cm) and age.');
    return ok(`BMR: ${Math.round(bmr)} kcal a day`, [
      figure('Harris–Benedict (revised), for comparison', `${Math.round(harrisBenedict(sex, age, kg, cm))} kcal a day`),
    ]);
  },
  'harris-benedict': (v) => {
    const { sex, age, kg, cm } = bmrInputs(v);
    const bmr = harrisBenedict(sex, age, kg, cm);
    if (bmr <= 0)
      throw new InputError('Those measurements give no meaningful BMR. Check the weight (kg), height (cm) and age.');
    return ok(`BMR: ${Math.round(bmr)} kcal a day`, [
      figure('Mifflin–St Jeor, for comparison', `${Math.round(mifflin(sex, age, kg, cm))} kcal a day`),
    ]);
  },
  tdee: (v) => {
    const { sex, age, kg, cm } = bmrInputs(v);
    const factor = Number(readChoice(v, 'activity', 'activity level', ACTIVITY));
    const bmr = mifflin(sex, age, kg, cm);
    if (bmr <= 0)
      throw new InputError('Those measurements give no meaningful BMR. Check the weight (kg), height (cm) and age.');
    const tdee = bmr * factor;
    return ok(`TDEE: ${Math.round(tdee)} kcal a day`, [
      figure('BMR (Mifflin–St Jeor)', `${Math.round(bmr)} kcal a day`),
      figure('Activity factor', `× ${factor}`),
      figure('To lose about 0.5 kg (1 lb) a week', `${Math.round(tdee) - 500} kcal a day`),
      figure('To gain about 0.5 kg (1 lb) a week', `${Math.round(tdee) + 500} kcal a day`),
    ]);
  },
  calories: (v) => {
    const { sex, age, kg, cm } = bmrInputs(v);
    const factor = Number(readChoice(v, 'activity', 'activity level', ACTIVITY));
    const goal = Number(readChoice(v, 'goal', 'goal', ['0', '-250', '-500', '-1000', '250', '500']));
    const bmr = mifflin(sex, age, kg, cm);
    if (bmr <= 0)
      throw new InputError('Those measurements give no meaningful BMR. Check the weight (kg), height (cm) and age.');
    const maintenance = Math.round(bmr * factor);
    const target = maintenance + goal;
    const figures = [
      figure('Maintenance (TDEE)', `${maintenance} kcal a day`),
      figure('BMR (Mifflin–St Jeor)', `${Math.round(bmr)} kcal a day`),
    ];
    const floor = sex === 'male' ? 1500 : 1200;
    if (target < floor) {
      // Not a target to give anyone: the floor, and why.
      return ok(`Calories a day: ${floor} kcal, the lowest advised without medical supervision`, [
        figure(
          'This goal would give',
          `${target} kcal a day (${maintenance} − ${-goal}): too large a deficit for these measurements. Choose a smaller goal, or ask a doctor.`,
        ),
        ...figures,
      ]);
    }
    return ok(`Calories a day: ${target} kcal`, figures);
  },
  'body-fat': (v) => {
    const sex = readSex(v);
    const scale = readChoice(v, 'units', 'units', ['cm', 'in']) === 'in' ? CM_PER_IN : 1;
    const height = readNumber(v, 'height', 'height', { above: 0, example: '180' }) * scale;
    const neck = readNumber(v, 'neck', 'neck', { above: 0, example: '38' }) * scale;
    const waist = readNumber(v, 'waist', 'waist', { above: 0, example: '85' }) * scale;
    let fat: number;
    if (sex === 'male') {
      if (waist <= neck) throw new InputError('The waist must be larger than the neck for this formula.');
      fat = 495 / (1.0324 - 0.19077 * Math.log10(waist - neck) + 0.15456 * Math.log10(height)) - 450;
    } else {
      const hip = readNumber(v, 'hip', 'hip measurement (needed for women)', { above: 0, example: '100' }) * scale;
      if (waist + hip <= neck)
        throw new InputError('The waist and hip together must be larger than the neck for this formula.');
      fat = 495 / (1.29579 - 0.35004 * Math.log10(waist + hip - neck) + 0.221 * Math.log10(height)) - 450;
    }
    if (!(fat > 0 && fat < 75))
      throw new InputError(
        'Those measurements are outside what the Navy formula can estimate. Check them, and that they are all in the same unit.',
      );
    const bands =
      sex === 'male'
        ? [
            [6, 'essential fat'],
            [14, 'athletes'],
            [18, 'fitness'],
            [25, 'average'],
            [Infinity, 'obese'],
          ]
        : [
            [14, 'essential fat'],
            [21, 'athletes'],
            [25, 'fitness'],
            [32, 'average'],
            [Infinity, 'obese'],
          ];
    const band = bands.find(([limit]) => Math.round(fat * 10) / 10 < (limit as number))![1] as string;
    const figures: Figure[] = [figure('Category (American Council on Exercise)', band)];
    const weightText = (v.weight ?? '').trim();
    if (weightText !== '') {
      const kg = readWeight(v, 'weight', 'weight in kg');
      figures.push(
        figure('Fat mass', `${one((kg * fat) / 100)} kg`),
        figure('Lean mass', `${one(kg - (kg * fat) / 100)} kg`),
      );
    }
    return ok(`Body fat: ${one(fat)}%`, figures);
  },
  'ideal-weight': (v) => {
    const sex = readSex(v);
    const cm = readHeight(v);
    const over = cm / CM_PER_IN - 60;
    if (over < 0) throw new InputError('These formulas are for heights of 5 ft (152.4 cm) and over.');
    const male = sex === 'male';
    const formulas: [string, number][] = [
      ['Devine', male ? 50 + 2.3 * over : 45.5 + 2.3 * over],
      ['Robinson', male ? 52 + 1.9 * over : 49 + 1.7 * over],
      ['Miller', male ? 56.2 + 1.41 * over : 53.1 + 1.36 * over],
      ['Hamwi', male ? 48 + 2.7 * over : 45.5 + 2.2 * over],
    ];
    const m = cm / 100;
    return ok(formulas.map(([name, kg]) => `${name}: ${one(kg)} kg`).join('\n'), [
      ...formulas.map(([name, kg]) => figure(`${name} in pounds`, `${one(kg / KG_PER_LB)} lb`)),
      figure('Healthy weight for your height (BMI 18.5 to under 25)', `${one(18.5 * m * m)}–${one(25 * m * m)} kg`),
    ]);
  },
  'lean-body-mass': (v) => {
    const sex = readSex(v);
    const kg = readWeight(v);
    const cm = readHeight(v);
    const male = sex === 'male';
    const boer = male ? 0.407 * kg + 0.267 * cm - 19.2 : 0.252 * kg + 0.473 * cm - 48.3;
    const james = male ? 1.1 * kg - 128 * (kg / cm) ** 2 : 1.07 * kg - 148 * (kg / cm) ** 2;
    const hume = male ? 0.3281 * kg + 0.33929 * cm - 29.5336 : 0.29569 * kg + 0.41813 * cm - 43.2933;
    if (!(boer > 0 && boer < kg))
      throw new InputError(
        'Those measurements are outside what the Boer formula can estimate. Check the weight (kg) and height (cm).',
      );
    return ok(`Lean body mass (Boer): ${one(boer)} kg`, [
      figure('Body fat implied', `${one(100 - (boer / kg) * 100)}%`),
      figure('James formula', `${one(james)} kg`),
      figure('Hume formula', `${one(hume)} kg`),
    ]);
  },
  'waist-height': (v) => {
    const waist = readNumber(v, 'waist', 'waist', { above: 0, example: '80' });
    const height = readNumber(v, 'height', 'height', { above: 0, example: '175' });
    const ratio = waist / height;
    const band =
      ratio < 0.4
        ? 'below 0.4: check you are not underweight'
        : ratio < 0.5
          ? 'healthy'
          : ratio < 0.6
            ? 'increased health risk'
            : 'high health risk';
    return ok(`Waist-to-height ratio: ${ratioText(ratio, [0.4, 0.5, 0.6])} (${band})`, [
      figure('Bands (NICE, 2022)', '0.4–0.49 healthy, 0.5–0.59 increased risk, 0.6 and over high risk'),
    ]);
  },
  'waist-hip': (v) => {
    const sex = readSex(v);
    const waist = readNumber(v, 'waist', 'waist', { above: 0, example: '90' });
    const hip = readNumber(v, 'hip', 'hip measurement', { above: 0, example: '100' });
    const ratio = waist / hip;
    const cutOff = sex === 'male' ? 0.9 : 0.85;
    return ok(
      `Waist-to-hip ratio: ${ratioText(ratio, [cutOff])} (${ratio >= cutOff ? 'at or above' : 'below'} the WHO cut-off of ${two(cutOff)})`,
      [
        figure(
          'What the cut-off means (WHO, 2008)',
          'At or above it, the risk of metabolic complications is substantially increased.',
        ),
      ],
    );
  },
  pace: (v) => {
    const distance = readNumber(v, 'distance', 'distance', { above: 0, example: '10' });
    const unit = readChoice(v, 'unit', 'distance unit', ['km', 'mi']);
    const seconds = parseDuration(v.time ?? '', 'time', '55:00');
    const km = unit === 'km' ? distance : distance * KM_PER_MI;
    const perKm = seconds / km;
    const perMile = perKm * KM_PER_MI;
    const kmh = km / (seconds / 3600);
    return ok(unit === 'km' ? `Pace: ${clock(perKm)} per km` : `Pace: ${clock(perMile)} per mile`, [
      figure('Pace per km', clock(perKm)),
      figure('Pace per mile', clock(perMile)),
      figure('Speed', `${num(kmh, 4)} km/h (${num(kmh / KM_PER_MI, 4)} mph)`),
    ]);
  },
  'finish-time': (v) => {
    const distance = readNumber(v, 'distance', 'distance', { above: 0, max: 100000, example: '42.195' });
    const unit = readChoice(v, 'unit', 'distance unit', ['km', 'mi']);
    const pace = parseDuration(v.pace ?? '', 'pace', '5:00');
    const seconds = distance * pace;
    const km = unit === 'km' ? distance : distance * KM_PER_MI;
    return ok(`Finish time: ${clock(seconds)}`, [
      figure('Speed', `${num(km / (seconds / 3600), 4)} km/h`),
      figure(
        unit === 'km' ? 'Pace per mile' : 'Pace per km',
        clock(unit === 'km' ? pace * KM_PER_MI : pace / KM_PER_MI),
      ),
    ]);
  },
  'pace-to-speed': (v) => {
    const pace = parseDuration(v.pace ?? '', 'pace', '5:00');
    const unit = readChoice(v, 'unit', 'distance unit', ['km', 'mi']);
    const kmh = (unit === 'km' ? 1 : KM_PER_MI) / (pace / 3600);
    return ok(`Speed: ${num(kmh)} km/h (${num(kmh / KM_PER_MI)} mph)`);
  },
  'speed-to-pace': (v) => {
    const speed = readNumber(v, 'speed', 'speed', { above: 0, example: '10' });
    const unit = readChoice(v, 'unit', 'speed unit', ['kmh', 'mph']);
    const kmh = unit === 'kmh' ? speed : speed * KM_PER_MI;
    const perKm = 3600 / kmh;
    return ok(`Pace: ${clock(perKm)} per km (${clock(perKm * KM_PER_MI)} per mile)`);
  },
  'hr-zones': (v) => {
    const max = 220 - readAge(v);
    return ok(
      zones((p) => (max * p) / 100),
      [figure('Maximum heart rate (220 − age)', `${max} bpm`)],
    );
  },
  karvonen: (v) => {
    const max = 220 - readAge(v);
    const resting = readNumber(v, 'resting', 'resting heart rate', { min: 20, max: 150, example: '60' });
    if (resting >= max) throw new InputError('The resting heart rate must be below the maximum (220 − age).');
    const reserve = max - resting;
    return ok(
      zones((p) => resting + (reserve * p) / 100),
      [figure('Maximum heart rate (220 − age)', `${max} bpm`), figure('Heart rate reserve', `${reserve} bpm`)],
    );
  },
  'max-hr': (v) => {
    const age = readAge(v);
    return ok(`Maximum heart rate: ${220 - age} bpm (220 − age)`, [
      figure('Tanaka (208 − 0.7 × age)', `${Math.round(208 - 0.7 * age)} bpm`),
      figure('Gellish (207 − 0.7 × age)', `${Math.round(207 - 0.7 * age)} bpm`),
    ]);
  },
  water: (v) => {
    const kg = readWeight(v);
    const low = (kg * 30) / 1000;
    const high = (kg * 35) / 1000;
    return ok(`Drink about ${num(low, 3)}–${num(high, 3)} litres a day`, [
      figure('Rule used', '30–35 ml per kg of body weight a day'),
      figure('EFSA adequate intake, from all food and drink', '2.0 litres a day for women, 2.5 litres for men'),
      figure('Note', 'Drink more in heat, during exercise and when breastfeeding.'),
    ]);
  },
  'due-date': (v) => {
    const lmp = readDate(v, 'lmp', 'first day of your last period');
    const cycle = readNumber(v, 'cycle', 'cycle length', { min: 20, max: 45, integer: true, example: '28' });
    const due = lmp + (280 + cycle - 28) * DAY_MS;
    return ok(`Due date: ${dated(due)}`, [
      figure('Due date', longDate(due)),
      figure('Estimated conception', isoDate(lmp + (cycle - 14) * DAY_MS)),
      // ACOG: the second trimester from 14 weeks 0 days, the third from 28 weeks 0 days (as the pregnancy week calculator).
      figure('Second trimester starts (14 weeks)', isoDate(lmp + (14 * 7 + cycle - 28) * DAY_MS)),
      figure('Third trimester starts (28 weeks)', isoDate(lmp + (28 * 7 + cycle - 28) * DAY_MS)),
    ]);
  },
  'pregnancy-week': (v, context) => {
    const lmp = readDate(v, 'lmp', 'first day of your last period');
    const days = Math.round((today(context.now(), context.timeZone) - lmp) / DAY_MS);
    if (days < 0) throw new InputError('That date is in the future. Enter the first day of your last period.');
    if (days > 44 * 7)
      throw new InputError('That date is more than 44 weeks ago. Check the first day of your last period.');
    const due = lmp + 280 * DAY_MS;
    const trimester = days < 14 * 7 ? 'first' : days < 28 * 7 ? 'second' : 'third';
    return ok(`${weeksAndDays(days)} pregnant`, [
      figure('Trimester', trimester),
      figure('Due date (Naegele)', dated(due)),
      figure('Days to the due date', String(Math.max(0, 280 - days))),
    ]);
  },
  ovulation: (v) => {
    const lmp = readDate(v, 'lmp', 'first day of your last period');
    const cycle = readNumber(v, 'cycle', 'cycle length', { min: 20, max: 45, integer: true, example: '28' });
    const ovulation = lmp + (cycle - 14) * DAY_MS;
    return ok(`Estimated ovulation: ${dated(ovulation)}`, [
      figure('Fertile window', `${isoDate(ovulation - 5 * DAY_MS)} to ${isoDate(ovulation)}`),
      figure('Next period expected', isoDate(lmp + cycle * DAY_MS)),
      figure('Next ovulation', isoDate(ovulation + cycle * DAY_MS)),
    ]);
  },
  protein: (v) => {
    const weight = readNumber(v, 'weight', 'weight', { above: 0, max: 2000, example: '80' });
    const kg = readChoice(v, 'unit', 'weight unit', ['kg', 'lb']) === 'lb' ? weight * KG_PER_LB : weight;
    const perKg = Number(readChoice(v, 'perKg', 'goal', ['0.8', '1.2', '1.6', '2']));
    const grams = kg * perKg;
    return ok(`Protein: ${Math.round(grams)} g a day`, [
      figure('Per kg of body weight', `${perKg} g`),
      figure('Per meal, over 3 meals', `${Math.round(grams / 3)} g`),
      figure('Calories from protein', `${Math.round(grams * 4)} kcal`),
    ]);
  },
  'one-rep-max': (v) => {
    const weight = readNumber(v, 'weight', 'weight lifted', { above: 0, example: '100' });
    const reps = readNumber(v, 'reps', 'number of reps', { min: 1, max: 12, integer: true, example: '5' });
    const formula = readChoice(v, 'formula', 'formula', ['epley', 'brzycki']);
    const epley = reps === 1 ? weight : weight * (1 + reps / 30);
    const brzycki = (weight * 36) / (37 - reps);
    const max = formula === 'epley' ? epley : brzycki;
    return ok(`One-rep max: ${one(max)}`, [
      figure(formula === 'epley' ? 'Brzycki' : 'Epley', one(formula === 'epley' ? brzycki : epley)),
      ...[95, 90, 85, 80, 75, 70].map((p) => figure(`${p}% of 1RM`, one((max * p) / 100))),
    ]);
  },
  macros: (v) => {
    const calories = readNumber(v, 'calories', 'calories', { above: 0, max: 20000, example: '2000' });
    const [carbs, protein, fat] = readChoice(v, 'split', 'split', ['50-20-30', '40-30-30', '25-35-40', '40-40-20'])
      .split('-')
      .map(Number) as [number, number, number];
    const g = (percent: number, kcalPerGram: number) => Math.round((calories * percent) / 100 / kcalPerGram);
    return ok(`Carbs ${g(carbs, 4)} g, protein ${g(protein, 4)} g, fat ${g(fat, 9)} g`, [
      figure('Carbs', `${carbs}% = ${Math.round((calories * carbs) / 100)} kcal`),
      figure('Protein', `${protein}% = ${Math.round((calories * protein) / 100)} kcal`),
      figure('Fat', `${fat}% = ${Math.round((calories * fat) / 100)} kcal`),
    ]);
  },
  bsa: (v) => {
    const kg = readWeight(v);
    const cm = readHeight(v);
    return ok(`Body surface area: ${two(Math.sqrt((kg * cm) / 3600))} m² (Mosteller)`, [
      figure('Du Bois', `${two(0.007184 * kg ** 0.425 * cm ** 0.725)} m²`),
    ]);
  },
  'calories-burned': (v) => {
    const met = Number(
      readChoice(v, 'activity', 'activity', ['3.5', '4.3', '5', '8.3', '9.8', '11', '11.8', '6.8', '8', '10']),
    );
    const kg = readWeight(v);
    const minutes = readNumber(v, 'minutes', 'duration in minutes', { min: 0, max: 100000, example: '30' });
    const kcal = (met * kg * minutes) / 60;
    return ok(`Calories burned: ${Math.round(kcal)} kcal`, [
      figure('MET value', String(met)),
      figure('Per minute', `${num((met * kg) / 60, 3)} kcal`),
      figure('Formula', 'MET × weight (kg) × hours'),
    ]);
  },
  steps: (v) => {
    const steps = readNumber(v, 'steps', 'number of steps', { min: 0, max: 1e9, example: '10000' });
    const stride = readNumber(v, 'stride', 'step length in cm', { above: 0, max: 300, example: '75' });
    const km = (steps * stride) / 100000;
    return ok(`Distance: ${num(km)} km (${num(km / KM_PER_MI)} mi)`);
  },
  sleep: (v) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec((v.wake ?? '').trim());
    if (!match || Number(match[1]) > 23 || Number(match[2]) > 59)
      throw new InputError('Enter the wake-up time as hh:mm on a 24-hour clock, such as 07:00.');
    const wake = Number(match[1]) * 60 + Number(match[2]);
    const at = (cycles: number) => {
      const t = (((wake - 15 - cycles * 90) % 1440) + 1440) % 1440;
      return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
    };
    return ok(`Go to bed at ${at(6)} (6 cycles), ${at(5)} (5 cycles) or ${at(4)} (4 cycles)`, [
      figure('Assumes', '90-minute sleep cycles and 15 minutes to fall asleep; cycles vary from person to person.'),
    ]);
  },
  ffmi: (v) => {
    const kg = readWeight(v);
    const m = readHeight(v) / 100;
    const fat = readNumber(v, 'bodyFat', 'body fat percentage', { min: 0, below: 100, example: '15' });
    const lean = kg * (1 - fat / 100);
    const ffmi = lean / m ** 2;
    return ok(`FFMI: ${one(ffmi)}`, [
      figure('Normalised FFMI (to 1.8 m)', one(ffmi + 6.1 * (1.8 - m))),
      figure('Fat-free mass', `${one(lean)} kg`),
    ]);
  },
  vo2max: (v) => {
    const metres = readNumber(v, 'distance', 'distance in metres', { above: 504.9, max: 10000, example: '2800' });
    return ok(`VO2 max: ${one((metres - 504.9) / 44.73)} ml/kg/min`, [
      figure('Formula (Cooper, 1968)', '(metres in 12 minutes − 504.9) ÷ 44.73'),
    ]);
  },
  'blood-pressure': (v) => {
    const sys = readNumber(v, 'systolic', 'systolic pressure', { above: 0, max: 400, example: '120' });
    const dia = readNumber(v, 'diastolic', 'diastolic pressure', { above: 0, max: 300, example: '80' });
    if (dia >= sys)
      throw new InputError('The systolic (top) number is higher than the diastolic (bottom) one. Check the order.');
    const category =
      sys > 180 || dia > 120
        ? 'Hypertensive crisis: get medical help now'
        : sys >= 140 || dia >= 90
          ? 'Stage 2 hypertension'
          : sys >= 130 || dia >= 80
            ? 'Stage 1 hypertension'
            : sys >= 120
              ? 'Elevated'
              : 'Normal';
    return ok(category, [
      figure('Reading', `${num(sys)}/${num(dia)} mmHg`),
      figure('Source', 'ACC/AHA 2017 guideline categories for adults'),
    ]);
  },
  'alcohol-units': (v) => {
    const ml = readNumber(v, 'volume', 'volume in ml', { min: 0, max: 100000, example: '568' });
    const abv = readNumber(v, 'abv', 'strength (% ABV)', { min: 0, max: 100, example: '4' });
    const units = (ml * abv) / 1000;
    const grams = units * 10 * 0.789;
    return ok(`Alcohol units: ${num(Math.round(units * 10) / 10)}`, [
      figure('Pure alcohol', `${num(units * 10, 4)} ml (${num(grams, 4)} g)`),
      figure('US standard drinks (14 g)', num(grams / 14, 3)),
      figure('UK low-risk guideline', 'no more than 14 units a week'),
    ]);
  },
};

export const run = calcEngine(operations);
