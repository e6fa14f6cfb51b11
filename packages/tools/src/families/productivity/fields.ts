export const RICE_IMPACT = [
  ['3', 'Massive (3)'],
  ['2', 'High (2)'],
  ['1', 'Medium (1)'],
  ['0.5', 'Low (0.5)'],
  ['0.25', 'Minimal (0.25)'],
] as const;
export const RICE_CONFIDENCE = [
  ['100', 'High (100%)'],
  ['80', 'Medium (80%)'],
  ['50', 'Low (50%)'],
] as const;
