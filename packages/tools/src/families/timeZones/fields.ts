/** The fields the time-zone rows share: a date, a time of day, a zone. */
import type { Field } from '../../types';
import { ZONE_OPTIONS } from './zones';

export const dateField: Field = {
  name: 'date',
  label: 'Date',
  type: 'date',
  help: 'Leave empty for today. Daylight saving is applied for this date.',
};
export const timeField: Field = {
  name: 'time',
  label: 'Time',
  type: 'text',
  default: '09:00',
  placeholder: '09:00 or 9:00 am',
};

export const zoneSelect = (name: string, label: string, def: string): Field => ({
  name,
  label,
  type: 'select',
  default: def,
  options: ZONE_OPTIONS,
});
