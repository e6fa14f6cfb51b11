/** health, energy: BMR, daily calories, protein, macros and calories burned: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';
import { ACTIVITY_LEVELS, age, heightCm, sex, weightKg } from '../fields';

export const rows = [
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
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(20, rows);
