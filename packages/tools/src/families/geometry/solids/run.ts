/** geometry, solids: each row's code under its id (rows.ts beside it). */
import { calcTopicEngine, type CalcOperations, figure, num, ok } from '../../calcKit';
import { length, PI, radius } from '../shared';
import type { rows } from './rows';

export const operations = {
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
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
