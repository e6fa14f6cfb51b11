import type { Figure } from '../../../types';
import { calcTopicEngine, type CalcOperations, figure, InputError, ok, readChoice, readNumber } from '../../calcKit';
import { CM_PER_IN, KG_PER_LB, bmiResult, one, ratioText, readHeight, readSex, readWeight, two } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'bmi-calculator': (v) => {
    const kg = readWeight(v);
    const cm = readHeight(v);
    return bmiResult(kg, cm / 100);
  },
  'bmi-calculator-imperial': (v) => {
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
  'body-fat-calculator': (v) => {
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
  'ideal-weight-calculator': (v) => {
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
  'lean-body-mass-calculator': (v) => {
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
  'waist-to-height-ratio-calculator': (v) => {
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
  'waist-to-hip-ratio-calculator': (v) => {
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
  'body-surface-area-calculator': (v) => {
    const kg = readWeight(v);
    const cm = readHeight(v);
    return ok(`Body surface area: ${two(Math.sqrt((kg * cm) / 3600))} m² (Mosteller)`, [
      figure('Du Bois', `${two(0.007184 * kg ** 0.425 * cm ** 0.725)} m²`),
    ]);
  },
  'ffmi-calculator': (v) => {
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
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
