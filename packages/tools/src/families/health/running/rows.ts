/** health, running: pace, speed, race times and steps: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, textField, type CalcSpec, calcTopic } from '../../calcKit';
import { DISTANCE_UNIT } from '../fields';

export const rows = [
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
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(30, rows);
