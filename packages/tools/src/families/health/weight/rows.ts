/** health, weight: BMI, body fat, ideal weight and body measures: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';
import { heightCm, sex, weightKg } from '../fields';

export const rows = [
  {
    id: 'bmi-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\bbmi\b.*?(?:{num}\s*(cm|m|kg|kgs|kilos?)\b)\s*(?:and|,)?\s*(?:{num}\s*(cm|m|kg|kgs|kilos?)\b)`,
          read: 'bmi',
          why: 'works out your BMI from {kg} kg and {cm} cm, already filled in',
        },
      ],
    },
    name: 'BMI Calculator',
    description: 'Work out your body mass index from weight in kg and height in cm, with the WHO category.',
    keywords: ['body mass index', 'bmi metric', 'bmi kg cm', 'am i overweight', 'healthy weight calculator'],
    op: 'bmi',
    fields: [weightKg('70'), heightCm('175')],
    examples: [
      { input: { weight: '70', height: '175' }, output: 'BMI: 22.9 (healthy weight)' },
      { input: { weight: '95', height: '170' }, output: 'BMI: 32.9 (obese, class I)' },
    ],
  },
  {
    id: 'bmi-calculator-imperial',
    name: 'BMI Calculator (lb, ft, in)',
    description: 'Work out your body mass index from pounds, feet and inches, with the WHO category.',
    keywords: ['bmi pounds', 'bmi lbs feet inches', 'bmi imperial', 'bmi calculator us', 'body mass index lb'],
    op: 'bmi-imperial',
    fields: [
      n('pounds', 'Weight (lb)', '160', { min: 0 }),
      n('feet', 'Height (ft)', '5', { min: 0, step: 1 }),
      n('inches', 'and inches', '9', { min: 0 }),
    ],
    examples: [{ input: { pounds: '160', feet: '5', inches: '9' }, output: 'BMI: 23.6 (healthy weight)' }],
  },
  {
    id: 'body-fat-calculator',
    name: 'Body Fat Calculator (US Navy Method)',
    description:
      'Estimate body fat percentage from height, neck, waist and hip with the US Navy (Hodgdon–Beckett) formula.',
    keywords: ['body fat percentage', 'navy body fat', 'body fat tape measure', 'bf% calculator', 'us navy formula'],
    op: 'body-fat',
    fields: [
      sex('male'),
      selectField(
        'units',
        'Measurements in',
        [
          ['cm', 'Centimetres'],
          ['in', 'Inches'],
        ],
        'cm',
      ),
      n('height', 'Height', '180', { min: 0 }),
      n('neck', 'Neck', '38', { min: 0 }),
      n('waist', 'Waist (at the navel for men, narrowest for women)', '85', { min: 0 }),
      n('hip', 'Hip (women only)', '', { min: 0 }),
      n('weight', 'Weight in kg (optional, for fat mass)', '', { min: 0 }),
    ],
    examples: [
      { input: { sex: 'male', units: 'cm', height: '180', neck: '38', waist: '85' }, output: 'Body fat: 16.1%' },
      {
        input: { sex: 'female', units: 'cm', height: '165', neck: '33', waist: '75', hip: '100' },
        output: 'Body fat: 29.4%',
      },
    ],
  },
  {
    id: 'ideal-weight-calculator',
    name: 'Ideal Weight Calculator',
    description: 'Find your ideal body weight by the Devine, Robinson, Miller and Hamwi formulas.',
    keywords: [
      'ideal body weight',
      'ibw calculator',
      'devine formula',
      'how much should i weigh',
      'ideal weight for height',
    ],
    op: 'ideal-weight',
    fields: [sex('male'), heightCm('180')],
    examples: [
      {
        input: { sex: 'male', height: '180' },
        output: 'Devine: 75.0 kg\nRobinson: 72.6 kg\nMiller: 71.5 kg\nHamwi: 77.3 kg',
      },
    ],
  },
  {
    id: 'lean-body-mass-calculator',
    name: 'Lean Body Mass Calculator',
    description: 'Estimate lean body mass with the Boer formula, beside the James and Hume formulas.',
    keywords: ['lbm calculator', 'fat free mass', 'boer formula', 'lean mass', 'muscle mass estimate'],
    op: 'lean-body-mass',
    fields: [sex('male'), weightKg('80'), heightCm('180')],
    examples: [{ input: { sex: 'male', weight: '80', height: '180' }, output: 'Lean body mass (Boer): 61.4 kg' }],
  },
  {
    id: 'waist-to-height-ratio-calculator',
    name: 'Waist-to-Height Ratio Calculator',
    description: 'Divide your waist by your height and see the NICE risk band (keep it below 0.5).',
    keywords: ['whtr', 'waist to height', 'waist height ratio', 'central obesity', 'nice waist ratio'],
    op: 'waist-height',
    fields: [n('waist', 'Waist', '80', { min: 0 }), n('height', 'Height (same unit)', '175', { min: 0 })],
    examples: [
      { input: { waist: '80', height: '175' }, output: 'Waist-to-height ratio: 0.46 (healthy)' },
      { input: { waist: '95', height: '170' }, output: 'Waist-to-height ratio: 0.56 (increased health risk)' },
    ],
  },
  {
    id: 'waist-to-hip-ratio-calculator',
    name: 'Waist-to-Hip Ratio Calculator',
    description: 'Divide your waist by your hips and compare with the WHO cut-offs (0.90 for men, 0.85 for women).',
    keywords: ['whr calculator', 'waist hip ratio', 'waist to hip', 'apple or pear shape', 'who waist hip'],
    op: 'waist-hip',
    fields: [sex('male'), n('waist', 'Waist', '90', { min: 0 }), n('hip', 'Hips (same unit)', '100', { min: 0 })],
    examples: [
      {
        input: { sex: 'male', waist: '90', hip: '100' },
        output: 'Waist-to-hip ratio: 0.90 (at or above the WHO cut-off of 0.90)',
      },
      {
        input: { sex: 'female', waist: '70', hip: '98' },
        output: 'Waist-to-hip ratio: 0.71 (below the WHO cut-off of 0.85)',
      },
    ],
  },
  {
    id: 'body-surface-area-calculator',
    name: 'Body Surface Area Calculator',
    description: 'Work out body surface area (BSA) with the Mosteller formula, beside Du Bois.',
    keywords: ['bsa calculator', 'mosteller formula', 'du bois formula', 'body surface area m2', 'bsa dosing'],
    op: 'bsa',
    pro: true,
    fields: [weightKg('70'), heightCm('175')],
    examples: [{ input: { weight: '70', height: '175' }, output: 'Body surface area: 1.84 m² (Mosteller)' }],
  },
  {
    id: 'ffmi-calculator',
    name: 'FFMI Calculator',
    description: 'Work out your fat-free mass index, and its height-normalised value (Kouri et al., 1995).',
    keywords: ['fat free mass index', 'ffmi', 'natural limit calculator', 'normalized ffmi', 'muscularity index'],
    op: 'ffmi',
    pro: true,
    fields: [weightKg('80'), heightCm('180'), n('bodyFat', 'Body fat (%)', '15', { min: 0, max: 100 })],
    examples: [{ input: { weight: '80', height: '180', bodyFat: '15' }, output: 'FFMI: 21.0' }],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(10, rows);
