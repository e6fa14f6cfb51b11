/** generators: the fields, choices and example helpers its topics' rows share. */
import type { ToolCategoryId } from '../../categories';
import type { Field, ToolExample, ToolRow } from '../../types';

export type Row = {
  id: string;
  op: string;
  name: string;
  description: string;
  keywords: readonly string[];
  category?: ToolCategoryId;
  params?: Record<string, string>;
  fields: readonly Field[];
  pro?: boolean;
  examples: readonly ToolExample[];
};

export const num = (name: string, label: string, value: string, min: number, max: number): Field => ({
  name,
  label,
  type: 'number',
  default: value,
  min,
  max,
  step: 1,
});
export const box = (name: string, label: string, value: boolean): Field => ({
  name,
  label,
  type: 'checkbox',
  default: String(value),
});
export const count = (value = '1', max = 1000, label = 'How many') => num('count', label, value, 1, max);
export const list = (label: string, placeholder: string): Field => ({
  name: 'input',
  label,
  type: 'textarea',
  placeholder,
});
export const LEVEL: Field = {
  name: 'level',
  label: 'Error correction',
  type: 'select',
  default: 'M',
  options: [
    { value: 'L', label: 'Low (7%)' },
    { value: 'M', label: 'Medium (15%)' },
    { value: 'Q', label: 'Quartile (25%)' },
    { value: 'H', label: 'High (30%)' },
  ],
};

export function toRow(r: Row, topic: string): ToolRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category ?? 'developer',
    keywords: r.keywords,
    family: 'generators',
    kind: 'generate',
    params: { operation: r.op, ...r.params },
    fields: r.fields,
    pro: r.pro ?? false,
    examples: r.examples,
    topic,
  };
}
