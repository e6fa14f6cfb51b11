/** What geometry's rows share: their fields, and the shape of one row. */
import { type CalcSpec, numberField, selectField } from '../calcKit';
import type { Ask, Field } from '../../types';

/** A length: a number field of at least 0. */
export const len = (name: string, label: string, value: string): Field => numberField(name, label, value, { min: 0 });
export const RADIUS_OR_DIAMETER = selectField(
  'measure',
  'I know the',
  [
    ['radius', 'Radius'],
    ['diameter', 'Diameter'],
  ],
  'radius',
);
export const point = (k: 1 | 2, x: string, y: string): Field[] => [
  numberField(`x${k}`, `x${k}`, x),
  numberField(`y${k}`, `y${k}`, y),
];

/** One shape: what it is called and searched as, what is measured, and a worked example. */
export interface Shape {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  fields: readonly Field[];
  examples: CalcSpec['examples'];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  pro?: boolean;
}

/** A topic's shapes as calculator rows: each row's code is the entry under its id in run.ts beside it. */
export const shapes = (list: readonly Shape[]): CalcSpec[] => list.map((shape) => ({ ...shape, op: shape.id }));
