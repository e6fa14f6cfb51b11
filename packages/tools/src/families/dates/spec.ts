/** What a dates topic's rows.ts writes for each tool, and the field helpers they share. */
import type { ToolCategoryId } from '../../categories';
import type { Ask, Field, ToolExample, ToolRow } from '../../types';
import { ZONE_OPTIONS } from '../timeZones/zones';

export interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  operation: string;
  params?: Readonly<Record<string, string>>;
  fields: readonly Field[];
  examples: readonly ToolExample[];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  kind?: ToolRow['kind'];
  pro?: boolean;
  /** Filed elsewhere than Date & time (default), where people look for it. */
  category?: ToolCategoryId;
}

export const date = (name: string, label: string, help?: string): Field => ({
  name,
  label,
  type: 'date',
  ...(help ? { help } : {}),
});
export const dateOrToday = (name = 'date', label = 'Date'): Field => date(name, label, 'Leave empty for today.');
export const num = (name: string, label: string, placeholder: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  type: 'number',
  step: 1,
  placeholder,
  ...extra,
});
export const text = (name: string, label: string, placeholder: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  type: 'text',
  placeholder,
  ...extra,
});
export const zoneField: Field = {
  name: 'zone',
  label: 'Time zone',
  type: 'select',
  default: 'UTC',
  options: ZONE_OPTIONS,
};
export const monthField: Field = {
  name: 'month',
  label: 'Month',
  type: 'select',
  default: '1',
  options: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ].map((label, i) => ({ value: String(i + 1), label })),
};

/** A topic's rows and where the topic stands in the family (topics by `order`, spaced by tens). */
export interface TopicRows {
  order: number;
  rows: readonly Spec[];
}

export const topicRows = (order: number, rows: readonly Spec[]): TopicRows => ({ order, rows });
