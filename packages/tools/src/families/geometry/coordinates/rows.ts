/** geometry, coordinates: distance, midpoint and slope: the rows (data). Their code is run.ts beside them. */
import { calcTopic } from '../../calcKit';
import { point, type Shape, shapes } from '../fields';

export const rows = [
  {
    id: 'distance-between-points-calculator',
    name: 'Distance Between Two Points Calculator',
    description: 'Find the straight-line distance between two points (x1, y1) and (x2, y2).',
    keywords: [
      'distance formula',
      'distance between coordinates',
      'length of a line segment',
      'euclidean distance',
      'pythagoras distance',
    ],
    fields: [...point(1, '1', '2'), ...point(2, '4', '6')],
    examples: [{ input: { x1: '1', y1: '2', x2: '4', y2: '6' }, output: 'Distance: 5' }],
  },
  {
    id: 'midpoint-calculator',
    name: 'Midpoint Calculator',
    description: 'Find the midpoint of the line segment between two points.',
    keywords: ['midpoint formula', 'middle of two points', 'midpoint of a line segment', 'halfway point'],
    fields: [...point(1, '1', '2'), ...point(2, '3', '4')],
    examples: [{ input: { x1: '1', y1: '2', x2: '3', y2: '4' }, output: 'Midpoint: (2, 3)' }],
  },
  {
    id: 'slope-calculator',
    name: 'Slope Calculator',
    description: 'Find the slope of the line through two points, its equation and its angle.',
    keywords: [
      'slope formula',
      'gradient calculator',
      'rise over run',
      'equation of a line from two points',
      'slope intercept form',
    ],
    fields: [...point(1, '1', '2'), ...point(2, '3', '6')],
    examples: [
      { input: { x1: '1', y1: '2', x2: '3', y2: '6' }, output: 'Slope: 2' },
      { input: { x1: '1', y1: '2', x2: '1', y2: '5' }, output: 'Slope: undefined (the vertical line x = 1)' },
    ],
  },
] as const satisfies readonly Shape[];

export const topic = calcTopic(30, shapes(rows));
