/**
 * Dates and times: differences between dates, ages, adding to dates, business days, ISO weeks,
 * days of the week and year, Unix timestamps, ISO 8601, durations and clock times, countdowns,
 * leap years, date formats, Julian days, Easter and Excel serials. Calendar arithmetic is plain
 * integer maths on the proleptic Gregorian calendar (days since 1970-01-01); time zones come from
 * Intl with IANA zones; no library is needed. Anything relative to today reads context.now() in
 * the person's time zone, so the examples (at 2025-01-15 12:00 UTC) are exact.
 *
 * Every example was checked apart from the engine: with Python's datetime, dateutil
 * (relativedelta, easter) and zoneinfo, and by hand where noted.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, loaded when one of them first runs); `shared/` holds the calendar, clock and input code
 * they share. A new topic folder is picked up here by itself.
 */
import type { FamilyDefinition, ToolRow } from '../../types';
import type { TopicRows } from './spec';

const topics = Object.entries(import.meta.glob<TopicRows>('./*/rows.ts', { eager: true, import: 'topic' }))
  .map(([path, rows]) => ({ ...rows, name: path.split('/')[1]! }))
  .sort((a, b) => a.order - b.order);

export const dates: FamilyDefinition = {
  order: 120,
  id: 'dates',
  summary:
    'Date and time calculators: days, weeks and months between dates, age, adding to dates, business days, ISO weeks, day of the week and year, Unix timestamps, ISO 8601, durations, clock times, countdowns, leap years, date formats, Julian days, Excel serials and Easter (integer calendar maths and Intl; no library needed).',
  tools: topics.flatMap(({ name, rows }) =>
    rows.map(
      (spec): ToolRow => ({
        id: spec.id,
        name: spec.name,
        description: spec.description,
        category: spec.category ?? 'time',
        keywords: spec.keywords,
        family: 'dates',
        kind: spec.kind ?? 'form',
        params: { operation: spec.operation, ...spec.params },
        fields: spec.fields,
        pro: spec.pro ?? false,
        examples: spec.examples,
        ...(spec.ask ? { ask: spec.ask } : {}),
        topic: name,
      }),
    ),
  ),
};
