/**
 * Time zones: converters between the zones people search for by abbreviation or city (EST to PST,
 * UTC to IST, Sydney to London …), a general converter, the current time in the most searched
 * cities, a world clock, a meeting planner, the difference between two zones and the year's clock
 * changes. Every answer comes from the platform's IANA database through Intl (no library), so
 * daylight saving is right for the date given.
 */
import type { FamilyDefinition } from '../../types';
import { cityTools } from './cityRows';
import { generalTools } from './generalRows';
import { pairTools } from './pairRows';

export const timeZones: FamilyDefinition = {
  order: 130,
  id: 'timeZones',
  summary:
    'Time zone converters by abbreviation and city (EST to PST, UTC to IST, Sydney to London …), a general converter, current time in major cities, world clock, meeting planner, zone difference and clock-change dates; Intl with IANA zones, so daylight saving is right for the date (no library needed).',
  tools: [...pairTools, ...cityTools, ...generalTools],
};
