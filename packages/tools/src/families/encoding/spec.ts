/** What an encoding topic's rows.ts writes for each tool, and the fields they share. */
import type { Field, ToolExample } from '../../types';

export interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  /** The input's label and placeholder. */
  label: string;
  placeholder: string;
  /** More fields after the input. */
  extra?: readonly Field[];
  examples: readonly ToolExample[];
  pro?: boolean;
  /** A one-line input rather than a text area. */
  line?: boolean;
}

export const TEXT_OR_HEX: Field = {
  name: 'inputType',
  label: 'Input is',
  type: 'select',
  default: 'text',
  options: [
    { value: 'text', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
  ],
};

export const DECODED_AS: Field = {
  name: 'output',
  label: 'Show the result as',
  type: 'select',
  default: 'text',
  options: [
    { value: 'text', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
  ],
};

export const MODE: Field = {
  name: 'mode',
  label: 'Direction',
  type: 'select',
  default: 'encode',
  options: [
    { value: 'encode', label: 'Encode' },
    { value: 'decode', label: 'Decode' },
  ],
};

export const JWT_IO_EXAMPLE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** A topic's rows and where the topic stands in the family (topics by `order`, spaced by tens). */
export interface TopicRows {
  order: number;
  rows: readonly Spec[];
}

export const topicRows = (order: number, rows: readonly Spec[]): TopicRows => ({ order, rows });
