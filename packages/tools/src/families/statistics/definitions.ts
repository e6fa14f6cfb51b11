/**
 * Descriptive statistics and the normal distribution: averages, spread, quartiles (three named
 * methods), percentiles, z-scores and p-values, correlation and regression, confidence intervals
 * and sample sizes. Hand-written, with the normal CDF from erf's series and continued fraction;
 * no library is needed.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, keyed by the rows' ids, loaded when one of them first runs); `fields.ts` holds the fields
 * the rows share and `shared.ts` the code. A new topic folder is picked up here by itself.
 */
import { type CalcTopic, topicRows } from '../calcKit';
import type { FamilyDefinition } from '../../types';

export const statistics: FamilyDefinition = {
  order: 170,
  id: 'statistics',
  summary:
    'Mean, median, mode, spread, quartiles by three named methods, percentiles, z-scores and p-values, weighted/geometric/harmonic means, correlation, regression, confidence intervals and sample sizes; the normal CDF from erf’s series and continued fraction, no library needed.',
  tools: topicRows('statistics', 'data', import.meta.glob<CalcTopic>('./*/rows.ts', { eager: true, import: 'topic' })),
};
