import {
  calcEngine,
  figure,
  InputError,
  num,
  ok,
  readChoice,
  readNumber,
  type Operation,
  type Values,
} from '../calcKit';

const PI = Math.PI;
const length = (v: Values, name: string, label: string, example: string) =>
  readNumber(v, name, label, { above: 0, example });

function radius(v: Values): number {
  const measure = readChoice(v, 'measure', 'measurement', ['radius', 'diameter']);
  const value = length(v, 'value', measure, '5');
  return measure === 'radius' ? value : value / 2;
}

function coordinates(v: Values): [number, number, number, number] {
  return [
    readNumber(v, 'x1', 'x1', { example: '1' }),
    readNumber(v, 'y1', 'y1', { example: '2' }),
    readNumber(v, 'x2', 'x2', { example: '4' }),
    readNumber(v, 'y2', 'y2', { example: '6' }),
  ];
}

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

const degrees = (radians: number) => (radians * 180) / PI;

const operations: Record<string, Operation> = {
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
  'cube-volume-calculator': (v) => {
    const s = length(v, 'side', 'side', '3');
    return ok(`Volume: ${num(s ** 3)}`, [
      figure('Surface area', num(6 * s * s)),
      figure('Space diagonal', num(s * Math.sqrt(3))),
    ]);
  },
  'cube-surface-area-calculator': (v) => {
    const s = length(v, 'side', 'side', '3');
    return ok(`Surface area: ${num(6 * s * s)}`, [
      figure('Area of one face', num(s * s)),
      figure('Volume', num(s ** 3)),
    ]);
  },
  'cuboid-volume-calculator': (v) => {
    const [l, w, h] = [
      length(v, 'length', 'length', '2'),
      length(v, 'width', 'width', '3'),
      length(v, 'height', 'height', '4'),
    ];
    return ok(`Volume: ${num(l * w * h)}`, [
      figure('Surface area', num(2 * (l * w + l * h + w * h))),
      figure('Space diagonal', num(Math.hypot(l, w, h))),
    ]);
  },
  'cuboid-surface-area-calculator': (v) => {
    const [l, w, h] = [
      length(v, 'length', 'length', '2'),
      length(v, 'width', 'width', '3'),
      length(v, 'height', 'height', '4'),
    ];
    return ok(`Surface area: ${num(2 * (l * w + l * h + w * h))}`, [figure('Volume', num(l * w * h))]);
  },
  'sphere-volume-calculator': (v) => {
    const r = radius(v);
    return ok(`Volume: ${num((4 / 3) * PI * r ** 3)}`, [figure('Surface area', num(4 * PI * r * r))]);
  },
  'sphere-surface-area-calculator': (v) => {
    const r = radius(v);
    return ok(`Surface area: ${num(4 * PI * r * r)}`, [figure('Volume', num((4 / 3) * PI * r ** 3))]);
  },
  'hemisphere-volume-calculator': (v) => {
    const r = length(v, 'radius', 'radius', '3');
    return ok(`Volume: ${num((2 / 3) * PI * r ** 3)}`, [
      figure('Curved surface area', num(2 * PI * r * r)),
      figure('Total surface area (with the flat base)', num(3 * PI * r * r)),
    ]);
  },
  'cylinder-volume-calculator': (v) => {
    const r = length(v, 'radius', 'radius', '2');
    const h = length(v, 'height', 'height', '5');
    return ok(`Volume: ${num(PI * r * r * h)}`, [figure('Surface area', num(2 * PI * r * (r + h)))]);
  },
  'cylinder-surface-area-calculator': (v) => {
    const r = length(v, 'radius', 'radius', '2');
    const h = length(v, 'height', 'height', '5');
    return ok(`Surface area: ${num(2 * PI * r * (r + h))}`, [
      figure('Curved (lateral) area', num(2 * PI * r * h)),
      figure('Area of each end', num(PI * r * r)),
    ]);
  },
  'cone-volume-calculator': (v) => {
    const r = length(v, 'radius', 'radius', '3');
    const h = length(v, 'height', 'height', '4');
    return ok(`Volume: ${num((PI * r * r * h) / 3)}`, [figure('Slant height', num(Math.hypot(r, h)))]);
  },
  'cone-surface-area-calculator': (v) => {
    const r = length(v, 'radius', 'radius', '3');
    const h = length(v, 'height', 'height', '4');
    const slant = Math.hypot(r, h);
    return ok(`Surface area: ${num(PI * r * (r + slant))}`, [
      figure('Slant height', num(slant)),
      figure('Curved (lateral) area', num(PI * r * slant)),
      figure('Base area', num(PI * r * r)),
    ]);
  },
  'pyramid-volume-calculator': (v) => {
    const [l, w, h] = [
      length(v, 'length', 'base length', '4'),
      length(v, 'width', 'base width', '4'),
      length(v, 'height', 'height', '6'),
    ];
    return ok(`Volume: ${num((l * w * h) / 3)}`, [figure('Base area', num(l * w))]);
  },
  'pyramid-surface-area-calculator': (v) => {
    const [l, w, h] = [
      length(v, 'length', 'base length', '4'),
      length(v, 'width', 'base width', '4'),
      length(v, 'height', 'height', '6'),
    ];
    // Two pairs of triangular faces, each with its own slant height.
    const lateral = l * Math.hypot(w / 2, h) + w * Math.hypot(l / 2, h);
    return ok(`Surface area: ${num(l * w + lateral)}`, [
      figure('Lateral area (the four faces)', num(lateral)),
      figure('Base area', num(l * w)),
      figure('Volume', num((l * w * h) / 3)),
    ]);
  },
  'triangular-prism-volume-calculator': (v) => {
    const [b, h, l] = [
      length(v, 'base', 'triangle base', '4'),
      length(v, 'height', 'triangle height', '3'),
      length(v, 'length', 'prism length', '10'),
    ];
    return ok(`Volume: ${num((b * h * l) / 2)}`, [figure('Triangle area', num((b * h) / 2))]);
  },
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
};

export const run = calcEngine(operations);
