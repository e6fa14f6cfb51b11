/** What a dataFormats topic's rows.ts writes for each tool, and the fields they share. */
import type { ToolCategoryId } from '../../categories';
import type { Ask, Field, ToolExample } from '../../types';

export type Row = {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  category?: ToolCategoryId;
  params?: Record<string, string>;
  fields?: readonly Field[];
  label?: string;
  pro?: boolean;
  examples: readonly ToolExample[];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
};

export const input = (label: string): Field => ({ name: 'input', label, type: 'textarea' });

/** A topic's rows and where the topic stands in the family (topics by `order`, spaced by tens). */
export interface TopicRows {
  order: number;
  rows: readonly Row[];
}

export const topicRows = (order: number, rows: readonly Row[]): TopicRows => ({ order, rows });
