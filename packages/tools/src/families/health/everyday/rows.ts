/** health, everyday: water, sleep, blood pressure and alcohol units: the rows (data). Their code is run.ts beside them. */
import { numberField as n, textField, type CalcSpec, calcTopic } from '../../calcKit';
import { weightKg } from '../fields';

export const rows = [
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
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(60, rows);
