/** What a text topic's rows.ts writes for each tool, and the field helpers they share. */
import type { ToolCategoryId as CategoryId } from '../../categories';
import type { Ask, Field, ToolExample, ToolRow } from '../../types';

export type Row = {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  params?: Record<string, string>;
  category?: CategoryId;
  kind?: ToolRow['kind'];
  fields?: readonly Field[];
  pro?: boolean;
  examples: readonly ToolExample[];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
};

export const textInput = (label = 'Your text', placeholder?: string): Field => ({
  name: 'input',
  label,
  type: 'textarea',
  ...(placeholder ? { placeholder } : {}),
});
export const lines = (label = 'Lines (one item a line)'): Field => textInput(label);

export const FOX = 'The quick brown fox jumps over the lazy dog.';

/** A topic's rows and where the topic stands in the family (topics by `order`, spaced by tens). */
export interface TopicRows {
  order: number;
  rows: readonly Row[];
}

export const topicRows = (order: number, rows: readonly Row[]): TopicRows => ({ order, rows });
