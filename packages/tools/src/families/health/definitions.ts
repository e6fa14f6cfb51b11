/**
 * Health and fitness calculators, each from a named, published formula: BMI (WHO categories),
 * BMR (Mifflin–St Jeor; Harris–Benedict as revised by Roza and Shizgal), TDEE, body fat (US Navy,
 * Hodgdon and Beckett), ideal weight (Devine, Robinson, Miller, Hamwi), lean body mass (Boer),
 * heart-rate zones (220 − age, Karvonen), running pace, pregnancy dates (Naegele's rule), one-rep
 * max (Epley, Brzycki) and more. Hand-written; no library is needed.
 */
import { numberField as n, rowMaker, selectField, textField, type CalcSpec } from '../calcKit';
import type { Field, FamilyDefinition } from '../../types';

const row = rowMaker('health', 'health');

const SEX = selectField(
  'sex',
  'Sex',
  [
    ['male', 'Male'],
    ['female', 'Female'],
  ],
  'male',
);
const sex = (value: 'male' | 'female'): Field => ({ ...SEX, default: value });
const age = (value: string): Field => n('age', 'Age (years)', value, { min: 1, max: 120, step: 1 });
const weightKg = (value: string): Field => n('weight', 'Weight (kg)', value, { min: 0 });
const heightCm = (value: string): Field => n('height', 'Height (cm)', value, { min: 0 });
const DISTANCE_UNIT = selectField(
  'unit',
  'Distance in',
  [
    ['km', 'Kilometres'],
    ['mi', 'Miles'],
  ],
  'km',
);
const date = (name: string, label: string, value: string): Field => ({ name, label, type: 'date', default: value });
const cycle = n('cycle', 'Cycle length (days)', '28', { min: 20, max: 45, step: 1 });

export const ACTIVITY_LEVELS = [
  ['1.2', 'Sedentary: little or no exercise (× 1.2)'],
  ['1.375', 'Lightly active: exercise 1–3 days a week (× 1.375)'],
  ['1.55', 'Moderately active: exercise 3–5 days a week (× 1.55)'],
  ['1.725', 'Very active: hard exercise 6–7 days a week (× 1.725)'],
  ['1.9', 'Extra active: physical job or training twice a day (× 1.9)'],
] as const;

const tools: CalcSpec[] = [
  {
    id: 'bmi-calculator',
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
    id: 'bmr-calculator',
    name: 'BMR Calculator (Mifflin–St Jeor)',
    description: 'Estimate your basal metabolic rate with the Mifflin–St Jeor equation.',
    keywords: [
      'basal metabolic rate',
      'mifflin st jeor',
      'resting metabolic rate',
      'rmr calculator',
      'calories at rest',
    ],
    op: 'bmr',
    fields: [sex('male'), age('30'), weightKg('80'), heightCm('180')],
    examples: [
      { input: { sex: 'male', age: '30', weight: '80', height: '180' }, output: 'BMR: 1780 kcal a day' },
      { input: { sex: 'female', age: '25', weight: '60', height: '165' }, output: 'BMR: 1345 kcal a day' },
    ],
  },
  {
    id: 'harris-benedict-calculator',
    name: 'Harris–Benedict BMR Calculator',
    description:
      'Estimate your basal metabolic rate with the Harris–Benedict equation as revised by Roza and Shizgal (1984).',
    keywords: [
      'harris benedict equation',
      'harris benedict bmr',
      'revised harris benedict',
      'bmr formula',
      'basal metabolic rate',
    ],
    op: 'harris-benedict',
    fields: [sex('male'), age('30'), weightKg('80'), heightCm('180')],
    examples: [
      { input: { sex: 'male', age: '30', weight: '80', height: '180' }, output: 'BMR: 1854 kcal a day' },
      { input: { sex: 'female', age: '25', weight: '60', height: '165' }, output: 'BMR: 1405 kcal a day' },
    ],
  },
  {
    id: 'tdee-calculator',
    name: 'TDEE Calculator',
    description: 'Estimate your total daily energy expenditure: Mifflin–St Jeor BMR times an activity factor.',
    keywords: [
      'total daily energy expenditure',
      'maintenance calories',
      'daily calorie burn',
      'tdee',
      'calories to maintain weight',
    ],
    op: 'tdee',
    fields: [
      sex('male'),
      age('30'),
      weightKg('80'),
      heightCm('180'),
      selectField('activity', 'Activity level', ACTIVITY_LEVELS, '1.55'),
    ],
    examples: [
      {
        input: { sex: 'male', age: '30', weight: '80', height: '180', activity: '1.55' },
        output: 'TDEE: 2759 kcal a day',
      },
    ],
  },
  {
    id: 'calorie-calculator',
    name: 'Calorie Calculator',
    description: 'Find the calories a day to keep, lose or gain weight, from Mifflin–St Jeor BMR and your activity.',
    keywords: [
      'calories per day',
      'calorie intake calculator',
      'calories to lose weight',
      'daily calorie needs',
      'calorie deficit',
    ],
    op: 'calories',
    fields: [
      sex('female'),
      age('35'),
      weightKg('70'),
      heightCm('165'),
      selectField('activity', 'Activity level', ACTIVITY_LEVELS, '1.375'),
      selectField(
        'goal',
        'Goal',
        [
          ['0', 'Keep my weight'],
          ['-250', 'Lose about 0.25 kg (½ lb) a week: 250 kcal a day less'],
          ['-500', 'Lose about 0.5 kg (1 lb) a week: 500 kcal a day less'],
          ['-1000', 'Lose about 1 kg (2 lb) a week: 1000 kcal a day less'],
          ['250', 'Gain about 0.25 kg (½ lb) a week: 250 kcal a day more'],
          ['500', 'Gain about 0.5 kg (1 lb) a week: 500 kcal a day more'],
        ],
        '-500',
      ),
    ],
    examples: [
      {
        input: { sex: 'female', age: '35', weight: '70', height: '165', activity: '1.375', goal: '-500' },
        output: 'Calories a day: 1418 kcal',
      },
      {
        input: { sex: 'female', age: '35', weight: '70', height: '165', activity: '1.375', goal: '0' },
        output: 'Calories a day: 1918 kcal',
      },
    ],
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
    id: 'pace-calculator',
    name: 'Running Pace Calculator',
    description: 'Find your pace per kilometre and per mile, and your speed, from a distance and a time.',
    keywords: [
      'pace calculator',
      'min per km',
      'min per mile',
      'running pace',
      'race pace calculator',
      'marathon pace',
    ],
    op: 'pace',
    fields: [
      n('distance', 'Distance', '10', { min: 0 }),
      DISTANCE_UNIT,
      textField('time', 'Time (h:mm:ss or mm:ss)', '55:00', { placeholder: '55:00' }),
    ],
    examples: [
      { input: { distance: '10', unit: 'km', time: '55:00' }, output: 'Pace: 5:30 per km' },
      { input: { distance: '26.2', unit: 'mi', time: '4:00:00' }, output: 'Pace: 9:10 per mile' },
    ],
  },
  {
    id: 'race-finish-time-calculator',
    name: 'Race Finish Time Calculator',
    description: 'Predict your finish time for a distance at a given pace, such as a marathon at 5:00 per km.',
    keywords: [
      'finish time calculator',
      'marathon time calculator',
      'race time predictor',
      'half marathon time',
      '5k time',
    ],
    op: 'finish-time',
    fields: [
      n('distance', 'Distance', '42.195', {
        min: 0,
        help: '5K = 5, 10K = 10, half marathon = 21.0975, marathon = 42.195 km (26.2188 mi).',
      }),
      DISTANCE_UNIT,
      textField('pace', 'Pace per km or mile (mm:ss)', '5:00', { placeholder: '5:00' }),
    ],
    examples: [
      { input: { distance: '42.195', unit: 'km', pace: '5:00' }, output: 'Finish time: 3:30:59' },
      { input: { distance: '5', unit: 'km', pace: '6:15' }, output: 'Finish time: 31:15' },
    ],
  },
  {
    id: 'pace-to-speed-converter',
    name: 'Pace to Speed Converter',
    description: 'Turn a running pace (minutes per km or per mile) into speed in km/h and mph.',
    keywords: ['min/km to km/h', 'pace to mph', 'min per mile to mph', 'treadmill speed', 'pace converter'],
    op: 'pace-to-speed',
    fields: [
      textField('pace', 'Pace (mm:ss)', '5:00', { placeholder: '5:00' }),
      selectField(
        'unit',
        'Per',
        [
          ['km', 'Kilometre'],
          ['mi', 'Mile'],
        ],
        'km',
      ),
    ],
    examples: [
      { input: { pace: '5:00', unit: 'km' }, output: 'Speed: 12 km/h (7.45645 mph)' },
      { input: { pace: '8:00', unit: 'mi' }, output: 'Speed: 12.0701 km/h (7.5 mph)' },
    ],
  },
  {
    id: 'speed-to-pace-converter',
    name: 'Speed to Pace Converter',
    description: 'Turn a speed in km/h or mph into a running pace per kilometre and per mile.',
    keywords: ['km/h to min/km', 'mph to pace', 'mph to min per mile', 'treadmill pace', 'speed converter running'],
    op: 'speed-to-pace',
    fields: [
      n('speed', 'Speed', '10', { min: 0 }),
      selectField(
        'unit',
        'Speed in',
        [
          ['kmh', 'km/h'],
          ['mph', 'mph'],
        ],
        'kmh',
      ),
    ],
    examples: [
      { input: { speed: '10', unit: 'kmh' }, output: 'Pace: 6:00 per km (9:39 per mile)' },
      { input: { speed: '6', unit: 'mph' }, output: 'Pace: 6:13 per km (10:00 per mile)' },
    ],
  },
  {
    id: 'heart-rate-zone-calculator',
    name: 'Heart Rate Zone Calculator',
    description: 'Work out your five training heart-rate zones from maximum heart rate (220 − age).',
    keywords: ['heart rate zones', 'training zones', 'fat burning zone', 'target heart rate', 'zone 2 heart rate'],
    op: 'hr-zones',
    fields: [age('30')],
    examples: [
      {
        input: { age: '30' },
        output:
          'Zone 1 (50–60%): 95–114 bpm\nZone 2 (60–70%): 114–133 bpm\nZone 3 (70–80%): 133–152 bpm\nZone 4 (80–90%): 152–171 bpm\nZone 5 (90–100%): 171–190 bpm',
      },
    ],
  },
  {
    id: 'karvonen-heart-rate-calculator',
    name: 'Karvonen Heart Rate Calculator',
    description: 'Work out training heart-rate zones with the Karvonen formula, from your age and resting heart rate.',
    keywords: ['karvonen formula', 'heart rate reserve', 'target heart rate resting', 'hrr zones', 'karvonen zones'],
    op: 'karvonen',
    fields: [age('30'), n('resting', 'Resting heart rate (bpm)', '60', { min: 20, max: 150 })],
    examples: [
      {
        input: { age: '30', resting: '60' },
        output:
          'Zone 1 (50–60%): 125–138 bpm\nZone 2 (60–70%): 138–151 bpm\nZone 3 (70–80%): 151–164 bpm\nZone 4 (80–90%): 164–177 bpm\nZone 5 (90–100%): 177–190 bpm',
      },
    ],
  },
  {
    id: 'max-heart-rate-calculator',
    name: 'Maximum Heart Rate Calculator',
    description: 'Estimate your maximum heart rate from your age by 220 − age, beside the Tanaka and Gellish formulas.',
    keywords: ['max heart rate', 'mhr calculator', '220 minus age', 'tanaka formula', 'maximum bpm'],
    op: 'max-hr',
    fields: [age('40')],
    examples: [{ input: { age: '40' }, output: 'Maximum heart rate: 180 bpm (220 − age)' }],
  },
  {
    id: 'water-intake-calculator',
    name: 'Water Intake Calculator',
    description: 'Estimate how much water to drink a day from your weight, at the common 30–35 ml per kg.',
    keywords: [
      'how much water should i drink',
      'daily water intake',
      'hydration calculator',
      'water per day',
      'litres of water a day',
    ],
    op: 'water',
    fields: [weightKg('70')],
    examples: [{ input: { weight: '70' }, output: 'Drink about 2.1–2.45 litres a day' }],
  },
  {
    id: 'due-date-calculator',
    name: 'Pregnancy Due Date Calculator',
    description: "Estimate a baby's due date from the first day of the last period by Naegele's rule (+280 days).",
    keywords: ['due date calculator', 'naegele rule', 'edd calculator', 'when is my baby due', 'estimated due date'],
    op: 'due-date',
    fields: [date('lmp', 'First day of your last period', '2025-01-15'), cycle],
    examples: [
      { input: { lmp: '2025-01-15', cycle: '28' }, output: 'Due date: 2025-10-22 (Wednesday)' },
      { input: { lmp: '2024-12-01', cycle: '32' }, output: 'Due date: 2025-09-11 (Thursday)' },
    ],
  },
  {
    id: 'pregnancy-week-calculator',
    name: 'How Many Weeks Pregnant Am I',
    description: 'Count how far along a pregnancy is today, in weeks and days from the last period.',
    keywords: [
      'pregnancy week calculator',
      'weeks pregnant',
      'gestational age calculator',
      'how far along am i',
      'pregnancy calendar',
    ],
    op: 'pregnancy-week',
    fields: [date('lmp', 'First day of your last period', '2024-11-01')],
    examples: [{ input: { lmp: '2024-11-01' }, output: '10 weeks 5 days pregnant' }],
  },
  {
    id: 'ovulation-calculator',
    name: 'Ovulation Calculator',
    description: 'Estimate ovulation (14 days before the next period) and the six-day fertile window.',
    keywords: [
      'fertile window calculator',
      'ovulation date',
      'when do i ovulate',
      'fertility calculator',
      'ovulation calendar',
    ],
    op: 'ovulation',
    fields: [date('lmp', 'First day of your last period', '2025-01-01'), cycle],
    examples: [{ input: { lmp: '2025-01-01', cycle: '28' }, output: 'Estimated ovulation: 2025-01-15 (Wednesday)' }],
  },
  {
    id: 'protein-intake-calculator',
    name: 'Protein Intake Calculator',
    description: 'Work out how many grams of protein to eat a day from your weight and goal, in grams per kg.',
    keywords: [
      'how much protein per day',
      'protein calculator',
      'grams of protein',
      'protein for muscle gain',
      'daily protein',
    ],
    op: 'protein',
    fields: [
      n('weight', 'Weight', '80', { min: 0 }),
      selectField(
        'unit',
        'Weight in',
        [
          ['kg', 'kg'],
          ['lb', 'lb'],
        ],
        'kg',
      ),
      selectField(
        'perKg',
        'Goal',
        [
          ['0.8', 'Adult minimum, the RDA (0.8 g per kg)'],
          ['1.2', 'Older adults or regular exercise (1.2 g per kg)'],
          ['1.6', 'Building muscle (1.6 g per kg)'],
          ['2', 'Hard training or losing fat (2.0 g per kg)'],
        ],
        '0.8',
      ),
    ],
    examples: [
      { input: { weight: '80', unit: 'kg', perKg: '0.8' }, output: 'Protein: 64 g a day' },
      { input: { weight: '180', unit: 'lb', perKg: '1.6' }, output: 'Protein: 131 g a day' },
    ],
  },
  {
    id: 'one-rep-max-calculator',
    name: 'One Rep Max Calculator',
    description: 'Estimate your one-rep max from a set’s weight and reps by the Epley or Brzycki formula.',
    keywords: ['1rm calculator', 'one rep max', 'epley formula', 'brzycki formula', 'max lift calculator'],
    op: 'one-rep-max',
    fields: [
      n('weight', 'Weight lifted', '100', { min: 0 }),
      n('reps', 'Reps done (1–12)', '5', { min: 1, max: 12, step: 1 }),
      selectField(
        'formula',
        'Formula',
        [
          ['epley', 'Epley'],
          ['brzycki', 'Brzycki'],
        ],
        'epley',
      ),
    ],
    examples: [
      { input: { weight: '100', reps: '5', formula: 'epley' }, output: 'One-rep max: 116.7' },
      { input: { weight: '100', reps: '5', formula: 'brzycki' }, output: 'One-rep max: 112.5' },
    ],
  },
  {
    id: 'macro-calculator',
    name: 'Macro Calculator',
    description: 'Split daily calories into grams of carbs, protein and fat (4, 4 and 9 kcal per gram).',
    keywords: ['macros calculator', 'macronutrient calculator', 'iifym', 'carbs protein fat', 'macro split'],
    op: 'macros',
    fields: [
      n('calories', 'Calories a day (kcal)', '2000', { min: 0 }),
      selectField(
        'split',
        'Split (carbs / protein / fat)',
        [
          ['50-20-30', 'Balanced: 50% / 20% / 30%'],
          ['40-30-30', 'Moderate: 40% / 30% / 30%'],
          ['25-35-40', 'Lower carb: 25% / 35% / 40%'],
          ['40-40-20', 'High protein: 40% / 40% / 20%'],
        ],
        '50-20-30',
      ),
    ],
    examples: [
      { input: { calories: '2000', split: '50-20-30' }, output: 'Carbs 250 g, protein 100 g, fat 67 g' },
      { input: { calories: '2500', split: '40-30-30' }, output: 'Carbs 250 g, protein 188 g, fat 83 g' },
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
    id: 'calories-burned-calculator',
    name: 'Calories Burned Calculator',
    description: 'Estimate calories burned by walking, running or cycling from MET values × weight × time.',
    keywords: [
      'calories burned walking',
      'calories burned running',
      'met calculator',
      'exercise calories',
      'calories burned cycling',
    ],
    op: 'calories-burned',
    fields: [
      selectField(
        'activity',
        'Activity (2011 Compendium of Physical Activities)',
        [
          ['3.5', 'Walking, 3 mph (4.8 km/h): 3.5 MET'],
          ['4.3', 'Walking, 3.5 mph (5.6 km/h): 4.3 MET'],
          ['5', 'Walking, 4 mph (6.4 km/h): 5 MET'],
          ['8.3', 'Running, 5 mph (8 km/h): 8.3 MET'],
          ['9.8', 'Running, 6 mph (9.7 km/h): 9.8 MET'],
          ['11', 'Running, 7 mph (11.3 km/h): 11 MET'],
          ['11.8', 'Running, 8 mph (12.9 km/h): 11.8 MET'],
          ['6.8', 'Cycling, 10–11.9 mph: 6.8 MET'],
          ['8', 'Cycling, 12–13.9 mph: 8 MET'],
          ['10', 'Cycling, 14–15.9 mph: 10 MET'],
        ],
        '3.5',
      ),
      weightKg('70'),
      n('minutes', 'Duration (minutes)', '30', { min: 0 }),
    ],
    examples: [
      { input: { activity: '3.5', weight: '70', minutes: '30' }, output: 'Calories burned: 123 kcal' },
      { input: { activity: '9.8', weight: '80', minutes: '45' }, output: 'Calories burned: 588 kcal' },
    ],
  },
  {
    id: 'steps-to-distance-calculator',
    name: 'Steps to Distance Calculator',
    description: 'Turn a step count into kilometres and miles from your step length.',
    keywords: ['steps to miles', 'steps to km', 'how far is 10000 steps', 'pedometer distance', 'step length'],
    op: 'steps',
    fields: [
      n('steps', 'Steps', '10000', { min: 0, step: 1 }),
      n('stride', 'Step length (cm)', '75', {
        min: 0,
        help: 'Measure 10 steps and divide by 10; about 0.41 × your height.',
      }),
    ],
    examples: [{ input: { steps: '10000', stride: '75' }, output: 'Distance: 7.5 km (4.66028 mi)' }],
  },
  {
    id: 'sleep-calculator',
    name: 'Sleep Calculator',
    description: 'Find bedtimes that let you wake between 90-minute sleep cycles, allowing 15 minutes to fall asleep.',
    keywords: [
      'bedtime calculator',
      'sleep cycle calculator',
      'when should i go to bed',
      'what time to sleep',
      'wake up time',
    ],
    op: 'sleep',
    fields: [textField('wake', 'Wake-up time (hh:mm, 24-hour)', '07:00', { placeholder: '07:00' })],
    examples: [
      { input: { wake: '07:00' }, output: 'Go to bed at 21:45 (6 cycles), 23:15 (5 cycles) or 00:45 (4 cycles)' },
    ],
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
  {
    id: 'vo2-max-calculator',
    name: 'VO2 Max Calculator (Cooper Test)',
    description: 'Estimate VO2 max from the distance you run in 12 minutes, by Cooper’s formula.',
    keywords: ['vo2max', 'cooper test', '12 minute run test', 'aerobic capacity', 'vo2 max estimate'],
    op: 'vo2max',
    pro: true,
    fields: [n('distance', 'Distance in 12 minutes (metres)', '2800', { min: 0 })],
    examples: [{ input: { distance: '2800' }, output: 'VO2 max: 51.3 ml/kg/min' }],
  },
  {
    id: 'blood-pressure-category-calculator',
    name: 'Blood Pressure Category Checker',
    description: 'See which ACC/AHA 2017 category a blood pressure reading falls in, from normal to crisis.',
    keywords: [
      'blood pressure chart',
      'bp category',
      'is my blood pressure high',
      'hypertension stage',
      'systolic diastolic',
    ],
    op: 'blood-pressure',
    fields: [
      n('systolic', 'Systolic (top number, mmHg)', '118', { min: 0 }),
      n('diastolic', 'Diastolic (bottom number, mmHg)', '76', { min: 0 }),
    ],
    examples: [
      { input: { systolic: '118', diastolic: '76' }, output: 'Normal' },
      { input: { systolic: '134', diastolic: '78' }, output: 'Stage 1 hypertension' },
    ],
  },
  {
    id: 'alcohol-units-calculator',
    name: 'Alcohol Units Calculator',
    description: 'Count the UK alcohol units in a drink (volume × ABV ÷ 1000) and its grams of alcohol.',
    keywords: [
      'units of alcohol',
      'how many units in a pint',
      'alcohol unit calculator',
      'standard drinks calculator',
      'abv units',
    ],
    op: 'alcohol-units',
    fields: [
      n('volume', 'Volume (ml)', '568', { min: 0, help: 'A UK pint is 568 ml; a standard glass of wine is 175 ml.' }),
      n('abv', 'Strength (% ABV)', '4', { min: 0, max: 100 }),
    ],
    examples: [
      { input: { volume: '568', abv: '4' }, output: 'Alcohol units: 2.3' },
      { input: { volume: '175', abv: '12' }, output: 'Alcohol units: 2.1' },
    ],
  },
];

export const health: FamilyDefinition = {
  order: 160,
  id: 'health',
  summary:
    'BMI, BMR and TDEE, body fat, ideal weight, heart-rate zones, running pace, pregnancy dates, one-rep max and more, each from its named published formula; hand-written, no library needed.',
  tools: tools.map(row),
};
