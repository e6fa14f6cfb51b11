/**
 * Arithmetic and algebra: fractions (exact, on BigInt rationals), percentages as fractions and
 * decimals, GCD/LCM, primes and factors, factorials and combinations, roots, powers and logs,
 * equation solvers, rounding and significant figures, number to words, trigonometry, a safe
 * scientific calculator and small matrices. Hand-written; no library is needed.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, keyed by the rows' ids, loaded when one of them first runs); `fields.ts` holds the fields
 * the rows share and `shared.ts` the code. A new topic folder is picked up here by itself.
 */
import { type CalcTopic, topicRows } from '../calcKit';
import type { FamilyDefinition } from '../../types';

export const maths: FamilyDefinition = {
  order: 110,
  id: 'maths',
  summary:
    'Fractions, percentages as fractions, GCD/LCM, primes and factors, factorials and combinations, roots, powers, logs, equation solvers, rounding and significant figures, number to words, trigonometry, a scientific calculator and matrices; exact BigInt rationals and a hand-written parser, no library needed.',
  tools: topicRows('maths', 'maths', import.meta.glob<CalcTopic>('./*/rows.ts', { eager: true, import: 'topic' })),
};
