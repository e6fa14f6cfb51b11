/** maths: the fields, choices and example helpers its topics' rows share. */
import { selectField, type CalcSpec } from '../calcKit';
import type { Field } from '../../types';

/** The one text input of a 'text' tool. */
export const input = (label: string, placeholder: string, extra: Partial<Field> = {}): Field => ({
  name: 'input',
  label,
  type: 'text',
  placeholder,
  default: placeholder,
  ...extra,
});
export const ex = (value: string, output: string) => ({ input: { input: value }, output });
export const text = (spec: Omit<CalcSpec, 'kind'>): CalcSpec => ({ ...spec, kind: 'text' });

export const ROUNDING_MODES = [
  ['half-up', 'Round half away from zero (2.5 → 3)'],
  ['half-even', "Round half to even, banker's (2.5 → 2)"],
  ['ceiling', 'Always up (ceiling)'],
  ['floor', 'Always down (floor)'],
  ['truncate', 'Towards zero (truncate)'],
] as const;

export const ANGLE_UNIT = selectField(
  'unit',
  'Angle in',
  [
    ['deg', 'Degrees'],
    ['rad', 'Radians'],
  ],
  'deg',
);
