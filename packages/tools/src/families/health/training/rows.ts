/** health, training: heart-rate zones, maximum heart rate, VO2 max and one-rep max: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';
import { age } from '../fields';

export const rows = [
  {
    id: 'heart-rate-zone-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(?:(?<=zone[\s\S]*)|(?=[\s\S]*zone))(?:max(?:imum)? heart rate|heart rate zones?|hr zones?)\s+(?:for\s+)?(?:an?\s+|my\s+|at\s+)?(?:age\s+)?(\d{1,3})(?:[\s-]*(?:years?|yrs?|y\/?o)(?:[\s-]*old)?)?`,
          fill: { age: '$1' },
          why: 'works out heart-rate figures for age {$1}, already filled in',
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`(?<!zone[\s\S]*)(?![\s\S]*zone)(?:max(?:imum)? heart rate|heart rate zones?|hr zones?)\s+(?:for\s+)?(?:an?\s+|my\s+|at\s+)?(?:age\s+)?(\d{1,3})(?:[\s-]*(?:years?|yrs?|y\/?o)(?:[\s-]*old)?)?`,
          fill: { age: '$1' },
          why: 'works out heart-rate figures for age {$1}, already filled in',
        },
      ],
    },
    name: 'Maximum Heart Rate Calculator',
    description: 'Estimate your maximum heart rate from your age by 220 − age, beside the Tanaka and Gellish formulas.',
    keywords: ['max heart rate', 'mhr calculator', '220 minus age', 'tanaka formula', 'maximum bpm'],
    op: 'max-hr',
    fields: [age('40')],
    examples: [{ input: { age: '40' }, output: 'Maximum heart rate: 180 bpm (220 − age)' }],
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
    id: 'vo2-max-calculator',
    name: 'VO2 Max Calculator (Cooper Test)',
    description: 'Estimate VO2 max from the distance you run in 12 minutes, by Cooper’s formula.',
    keywords: ['vo2max', 'cooper test', '12 minute run test', 'aerobic capacity', 'vo2 max estimate'],
    op: 'vo2max',
    pro: true,
    fields: [n('distance', 'Distance in 12 minutes (metres)', '2800', { min: 0 })],
    examples: [{ input: { distance: '2800' }, output: 'VO2 max: 51.3 ml/kg/min' }],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(40, rows);
