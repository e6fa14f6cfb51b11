/**
 * Money and percentage calculators: percentages, discounts, sales tax and VAT/GST (a general one
 * and one per country people search for, at that country's standard rate), tips, loans and
 * mortgages, interest and savings, investment returns, business margins, pay and depreciation.
 * Hand-written from the textbook formulas (annuity, compound interest, Excel's DDB); no library.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, keyed by the rows' ids, loaded when one of them first runs); `fields.ts` holds the fields
 * the rows share and `shared.ts` the code. A new topic folder is picked up here by itself.
 */
import { type CalcTopic, topicRows } from '../calcKit';
import type { FamilyDefinition } from '../../types';

export const finance: FamilyDefinition = {
  order: 100,
  id: 'finance',
  summary:
    'Percentages, discounts, sales tax and VAT/GST (general and per country at its standard rate), tips, loans, mortgages, interest, savings, investment returns (NPV, IRR), margins, pay and depreciation; hand-written textbook formulas, no library needed.',
  tools: topicRows('finance', 'finance', import.meta.glob<CalcTopic>('./*/rows.ts', { eager: true, import: 'topic' })),
};
