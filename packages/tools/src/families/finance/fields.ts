export const ADD_REMOVE = [
  ['add', 'Add tax to a net price'],
  ['remove', 'Remove tax from a gross price'],
] as const;

export const FREQUENCIES = [
  ['1', 'Annually'],
  ['2', 'Semi-annually'],
  ['4', 'Quarterly'],
  ['12', 'Monthly'],
  ['52', 'Weekly'],
  ['365', 'Daily (365 a year)'],
  ['continuous', 'Continuously'],
] as const;

export const TIMING = [
  ['end', 'End of each period (ordinary annuity)'],
  ['begin', 'Start of each period (annuity due)'],
] as const;
