/**
 * Health and fitness calculators, each from a named, published formula: BMI (WHO categories),
 * BMR (Mifflin–St Jeor; Harris–Benedict as revised by Roza and Shizgal), TDEE, body fat (US Navy,
 * Hodgdon and Beckett), ideal weight (Devine, Robinson, Miller, Hamwi), lean body mass (Boer),
 * heart-rate zones (220 − age, Karvonen), running pace, pregnancy dates (Naegele's rule), one-rep
 * max (Epley, Brzycki) and more. Hand-written; no library is needed.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, keyed by the rows' ids, loaded when one of them first runs); `fields.ts` holds the fields
 * the rows share and `shared.ts` the code. A new topic folder is picked up here by itself.
 */
import { type CalcTopic, topicRows } from '../calcKit';
import type { FamilyDefinition } from '../../types';

export const health: FamilyDefinition = {
  order: 160,
  id: 'health',
  summary:
    'BMI, BMR and TDEE, body fat, ideal weight, heart-rate zones, running pace, pregnancy dates, one-rep max and more, each from its named published formula; hand-written, no library needed.',
  tools: topicRows('health', 'health', import.meta.glob<CalcTopic>('./*/rows.ts', { eager: true, import: 'topic' })),
};
