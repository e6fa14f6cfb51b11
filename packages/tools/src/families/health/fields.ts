/** health: the fields, choices and example helpers its topics' rows share. */
import { numberField as n, selectField } from '../calcKit';
import type { Field } from '../../types';

export const SEX = selectField(
  'sex',
  'Sex',
  [
    ['male', 'Male'],
    ['female', 'Female'],
  ],
  'male',
);
export const sex = (value: 'male' | 'female'): Field => ({ ...SEX, default: value });
export const age = (value: string): Field => n('age', 'Age (years)', value, { min: 1, max: 120, step: 1 });
export const weightKg = (value: string): Field => n('weight', 'Weight (kg)', value, { min: 0 });
export const heightCm = (value: string): Field => n('height', 'Height (cm)', value, { min: 0 });
export const DISTANCE_UNIT = selectField(
  'unit',
  'Distance in',
  [
    ['km', 'Kilometres'],
    ['mi', 'Miles'],
  ],
  'km',
);
export const date = (name: string, label: string, value: string): Field => ({
  name,
  label,
  type: 'date',
  default: value,
});
export const cycle = n('cycle', 'Cycle length (days)', '28', { min: 20, max: 45, step: 1 });

export const ACTIVITY_LEVELS = [
  ['1.2', 'Sedentary: little or no exercise (× 1.2)'],
  ['1.375', 'Lightly active: exercise 1–3 days a week (× 1.375)'],
  ['1.55', 'Moderately active: exercise 3–5 days a week (× 1.55)'],
  ['1.725', 'Very active: hard exercise 6–7 days a week (× 1.725)'],
  ['1.9', 'Extra active: physical job or training twice a day (× 1.9)'],
] as const;
