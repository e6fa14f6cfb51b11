import { calcTopicEngine, type CalcOperations, figure, InputError, num, ok } from '../../calcKit';
import { covarianceSum, isSample, mean, pairs, rescaled, squaredDeviations } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'correlation-coefficient-calculator': (v) => {
    const [x, y] = pairs(v).map((xs) => rescaled(xs).values) as [number[], number[]];
    const sxx = squaredDeviations(x);
    const syy = squaredDeviations(y);
    if (sxx === 0 || syy === 0)
      throw new InputError('One list has every value the same, so the correlation is undefined.');
    const r = covarianceSum(x, y) / Math.sqrt(sxx * syy);
    const strength = Math.abs(r) >= 0.7 ? 'strong' : Math.abs(r) >= 0.3 ? 'moderate' : 'weak';
    return ok(`r = ${num(r)}`, [
      figure('r²', num(r * r)),
      figure('Pairs', String(x.length)),
      figure('Direction and strength', `${r > 0 ? 'positive' : r < 0 ? 'negative' : 'none'}, ${strength}`),
    ]);
  },
  'linear-regression-calculator': (v) => {
    const [rawX, rawY] = pairs(v);
    const { values: x, factor: fx } = rescaled(rawX);
    const { values: y, factor: fy } = rescaled(rawY);
    const sxx = squaredDeviations(x);
    if (sxx === 0) throw new InputError('Every X value is the same, so no line can be fitted.');
    const slope = (covarianceSum(x, y) / sxx) * (fy / fx);
    const intercept = (mean(y) - (covarianceSum(x, y) / sxx) * mean(x)) * fy;
    const syy = squaredDeviations(y);
    // With every Y the same there is no variation to explain: r² is 0/0, not 1.
    const r2 = syy === 0 ? 'undefined (every Y value is the same)' : num(covarianceSum(x, y) ** 2 / (sxx * syy));
    const b = num(Math.abs(intercept));
    return ok(`y = ${num(slope)}x ${intercept < 0 ? '-' : '+'} ${b}`, [
      figure('Slope (m)', num(slope)),
      figure('Intercept (b)', num(intercept)),
      figure('r²', r2),
    ]);
  },
  'covariance-calculator': (v) => {
    const [x, y] = pairs(v);
    const sample = isSample(v);
    return ok(
      `${sample ? 'Sample' : 'Population'} covariance: ${num(covarianceSum(x, y) / (sample ? x.length - 1 : x.length))}`,
    );
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
