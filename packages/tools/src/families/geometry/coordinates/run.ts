/** geometry, coordinates: each row's code under its id (rows.ts beside it). */
import { calcTopicEngine, type CalcOperations, figure, InputError, num, ok } from '../../calcKit';
import { coordinates, degrees } from '../shared';
import type { rows } from './rows';

export const operations = {
  'distance-between-points-calculator': (v) => {
    const [x1, y1, x2, y2] = coordinates(v);
    return ok(`Distance: ${num(Math.hypot(x2 - x1, y2 - y1))}`, [
      figure('Horizontal change (Δx)', num(x2 - x1)),
      figure('Vertical change (Δy)', num(y2 - y1)),
    ]);
  },
  'midpoint-calculator': (v) => {
    const [x1, y1, x2, y2] = coordinates(v);
    return ok(`Midpoint: (${num((x1 + x2) / 2)}, ${num((y1 + y2) / 2)})`);
  },
  'slope-calculator': (v) => {
    const [x1, y1, x2, y2] = coordinates(v);
    if (x1 === x2 && y1 === y2)
      throw new InputError('The two points are the same, so they do not fix a line. Enter two different points.');
    if (x1 === x2) return ok(`Slope: undefined (the vertical line x = ${num(x1)})`);
    const m = (y2 - y1) / (x2 - x1);
    const b = y1 - m * x1;
    const equation =
      m === 0
        ? `y = ${num(b)}`
        : `y = ${num(m) === '1' ? '' : num(m) === '-1' ? '-' : num(m)}x${b === 0 ? '' : b > 0 ? ` + ${num(b)}` : ` - ${num(-b)}`}`;
    return ok(`Slope: ${num(m)}`, [
      figure('Equation', equation),
      figure('Angle to the x-axis', `${num(degrees(Math.atan(m)))}°`),
      figure('Rise over run', `${num(y2 - y1)} / ${num(x2 - x1)}`),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
