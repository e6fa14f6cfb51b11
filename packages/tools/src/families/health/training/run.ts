import { calcTopicEngine, type CalcOperations, figure, InputError, ok, readChoice, readNumber } from '../../calcKit';
import { one, readAge, zones } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'heart-rate-zone-calculator': (v) => {
    const max = 220 - readAge(v);
    return ok(
      zones((p) => (max * p) / 100),
      [figure('Maximum heart rate (220 − age)', `${max} bpm`)],
    );
  },
  'karvonen-heart-rate-calculator': (v) => {
    const max = 220 - readAge(v);
    const resting = readNumber(v, 'resting', 'resting heart rate', { min: 20, max: 150, example: '60' });
    if (resting >= max) throw new InputError('The resting heart rate must be below the maximum (220 − age).');
    const reserve = max - resting;
    return ok(
      zones((p) => resting + (reserve * p) / 100),
      [figure('Maximum heart rate (220 − age)', `${max} bpm`), figure('Heart rate reserve', `${reserve} bpm`)],
    );
  },
  'max-heart-rate-calculator': (v) => {
    const age = readAge(v);
    return ok(`Maximum heart rate: ${220 - age} bpm (220 − age)`, [
      figure('Tanaka (208 − 0.7 × age)', `${Math.round(208 - 0.7 * age)} bpm`),
      figure('Gellish (207 − 0.7 × age)', `${Math.round(207 - 0.7 * age)} bpm`),
    ]);
  },
  'one-rep-max-calculator': (v) => {
    const weight = readNumber(v, 'weight', 'weight lifted', { above: 0, example: '100' });
    const reps = readNumber(v, 'reps', 'number of reps', { min: 1, max: 12, integer: true, example: '5' });
    const formula = readChoice(v, 'formula', 'formula', ['epley', 'brzycki']);
    const epley = reps === 1 ? weight : weight * (1 + reps / 30);
    const brzycki = (weight * 36) / (37 - reps);
    const max = formula === 'epley' ? epley : brzycki;
    return ok(`One-rep max: ${one(max)}`, [
      figure(formula === 'epley' ? 'Brzycki' : 'Epley', one(formula === 'epley' ? brzycki : epley)),
      ...[95, 90, 85, 80, 75, 70].map((p) => figure(`${p}% of 1RM`, one((max * p) / 100))),
    ]);
  },
  'vo2-max-calculator': (v) => {
    const metres = readNumber(v, 'distance', 'distance in metres', { above: 504.9, max: 10000, example: '2800' });
    return ok(`VO2 max: ${one((metres - 504.9) / 44.73)} ml/kg/min`, [
      figure('Formula (Cooper, 1968)', '(metres in 12 minutes − 504.9) ÷ 44.73'),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
