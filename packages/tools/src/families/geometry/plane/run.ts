/** geometry, plane shapes: each row's code under its id (rows.ts beside it). */
import {
  calcTopicEngine,
  type CalcOperations,
  figure,
  InputError,
  num,
  ok,
  readChoice,
  readNumber,
} from '../../calcKit';
import { degrees, length, PI, radius } from '../shared';
import type { rows } from './rows';

/**
 * An ellipse's perimeter, exactly (to floating point), by the arithmetic–geometric mean (Gauss and
 * Kummer): P = 2π (a² − Σ 2ⁿ⁻¹ cₙ²) / M(a, b), with c₀² = a² − b² and cₙ₊₁ = (aₙ − bₙ) / 2.
 * Ramanujan's approximation was 0.024% short for a = 10, b = 0.1 (40.0014 for 40.0110).
 */
export function ellipsePerimeter(a: number, b: number): number {
  let an = Math.max(a, b);
  let bn = Math.min(a, b);
  let sum = (an * an - bn * bn) / 2;
  let power = 1;
  for (let n = 0; n < 60 && an - bn > 1e-15 * an; n++) {
    const c = (an - bn) / 2;
    [an, bn] = [(an + bn) / 2, Math.sqrt(an * bn)];
    sum += power * c * c;
    power *= 2;
  }
  return (2 * PI * (Math.max(a, b) ** 2 - sum)) / ((an + bn) / 2);
}

export const operations = {
  'circle-area-calculator': (v) => {
    const r = radius(v);
    return ok(`Area: ${num(PI * r * r)}`, [
      figure('Radius', num(r)),
      figure('Diameter', num(2 * r)),
      figure('Circumference', num(2 * PI * r)),
    ]);
  },
  'circumference-calculator': (v) => {
    const r = radius(v);
    return ok(`Circumference: ${num(2 * PI * r)}`, [
      figure('Radius', num(r)),
      figure('Diameter', num(2 * r)),
      figure('Area', num(PI * r * r)),
    ]);
  },
  'rectangle-area-calculator': (v) => {
    const l = length(v, 'length', 'length', '4');
    const w = length(v, 'width', 'width', '3');
    return ok(`Area: ${num(l * w)}, perimeter: ${num(2 * (l + w))}`, [figure('Diagonal', num(Math.hypot(l, w)))]);
  },
  'square-area-calculator': (v) => {
    const s = length(v, 'side', 'side', '4');
    return ok(`Area: ${num(s * s)}, perimeter: ${num(4 * s)}`, [figure('Diagonal', num(s * Math.SQRT2))]);
  },
  'triangle-area-calculator': (v) => {
    const b = length(v, 'base', 'base', '10');
    const h = length(v, 'height', 'height', '3');
    return ok(`Area: ${num((b * h) / 2)}`);
  },
  'herons-formula-calculator': (v) => {
    const sides = [length(v, 'a', 'side a', '3'), length(v, 'b', 'side b', '4'), length(v, 'c', 'side c', '5')];
    const [a, b, c] = [...sides].sort((x, y) => y - x) as [number, number, number];
    if (!(b + c > a))
      throw new InputError(
        'These sides cannot make a triangle: the two shorter sides together must be longer than the longest.',
      );
    // Kahan's arrangement of Heron's formula, stable for needle-like triangles.
    const area = Math.sqrt((a + (b + c)) * (c - (a - b)) * (c + (a - b)) * (a + (b - c))) / 4;
    const [x, y, z] = sides as [number, number, number];
    const angle = (opposite: number, p: number, q: number) =>
      degrees(Math.acos(Math.min(1, Math.max(-1, (p * p + q * q - opposite * opposite) / (2 * p * q)))));
    const angles = [angle(x, y, z), angle(y, x, z), angle(z, x, y)];
    const largest = Math.max(...angles);
    const kind =
      Math.abs(a * a - (b * b + c * c)) <= 1e-12 * a * a ? 'right-angled' : largest > 90 ? 'obtuse' : 'acute';
    return ok(`Area: ${num(area)}`, [
      figure('Perimeter', num(x + y + z)),
      figure('Angle A (opposite a)', `${num(angles[0]!)}°`),
      figure('Angle B (opposite b)', `${num(angles[1]!)}°`),
      figure('Angle C (opposite c)', `${num(angles[2]!)}°`),
      figure('Kind', kind),
    ]);
  },
  'trapezoid-area-calculator': (v) => {
    const a = length(v, 'a', 'side a', '5');
    const b = length(v, 'b', 'side b', '7');
    const h = length(v, 'height', 'height', '4');
    return ok(`Area: ${num(((a + b) / 2) * h)}`, [figure('Median (average of the parallel sides)', num((a + b) / 2))]);
  },
  'parallelogram-area-calculator': (v) => {
    const b = length(v, 'base', 'base', '8');
    const h = length(v, 'height', 'height', '5');
    const figures = [];
    if ((v.side ?? '').trim() !== '') {
      const side = length(v, 'side', 'slanted side', '6');
      if (side < h) throw new InputError('The slanted side cannot be shorter than the height.');
      figures.push(figure('Perimeter', num(2 * (b + side))));
    }
    return ok(`Area: ${num(b * h)}`, figures);
  },
  'ellipse-area-calculator': (v) => {
    const a = length(v, 'a', 'semi-major axis', '5');
    const b = length(v, 'b', 'semi-minor axis', '3');
    return ok(`Area: ${num(PI * a * b)}`, [figure('Perimeter', num(ellipsePerimeter(a, b)))]);
  },
  'sector-area-calculator': (v) => {
    const r = length(v, 'radius', 'radius', '10');
    const angle = readNumber(v, 'angle', 'angle', { above: 0, max: 360, example: '90' });
    const arc = (angle / 360) * 2 * PI * r;
    return ok(`Area: ${num((angle / 360) * PI * r * r)}`, [
      figure('Arc length', num(arc)),
      figure('Perimeter', num(arc + 2 * r)),
    ]);
  },
  'arc-length-calculator': (v) => {
    const r = length(v, 'radius', 'radius', '10');
    const angle = readNumber(v, 'angle', 'angle', { above: 0, example: '90' });
    const radians = readChoice(v, 'unit', 'angle unit', ['deg', 'rad']) === 'deg' ? (angle * PI) / 180 : angle;
    return ok(`Arc length: ${num(r * radians)}`, [
      figure('Angle in radians', num(radians)),
      figure('Sector area', num((r * r * radians) / 2)),
    ]);
  },
  'rhombus-area-calculator': (v) => {
    const p = length(v, 'p', 'diagonal p', '6');
    const q = length(v, 'q', 'diagonal q', '8');
    const side = Math.hypot(p / 2, q / 2);
    return ok(`Area: ${num((p * q) / 2)}`, [figure('Side', num(side)), figure('Perimeter', num(4 * side))]);
  },
  'regular-polygon-calculator': (v) => {
    const n = readNumber(v, 'sides', 'number of sides', { min: 3, max: 1000, integer: true, example: '6' });
    const s = length(v, 'side', 'side length', '2');
    const apothem = s / (2 * Math.tan(PI / n));
    return ok(`Area: ${num((n * s * apothem) / 2)}`, [
      figure('Perimeter', num(n * s)),
      figure('Interior angle', `${num(((n - 2) * 180) / n)}°`),
      figure('Apothem (centre to side)', num(apothem)),
      figure('Circumradius (centre to corner)', num(s / (2 * Math.sin(PI / n)))),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
