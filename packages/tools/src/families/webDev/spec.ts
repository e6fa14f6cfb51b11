/** What a webDev topic's rows.ts writes for each tool, and the field helpers they share. */
import type { Ask, Field, ToolExample, ToolRow } from '../../types';

export interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  kind?: ToolRow['kind'];
  fields: readonly Field[];
  examples: readonly ToolExample[];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  pro?: boolean;
}

export const line = (label: string, placeholder: string): Field => ({
  name: 'input',
  label,
  type: 'text',
  placeholder,
});
export const area = (label: string, placeholder: string): Field => ({
  name: 'input',
  label,
  type: 'textarea',
  placeholder,
});
export const check = (name: string, label: string, on: boolean): Field => ({
  name,
  label,
  type: 'checkbox',
  default: on ? 'true' : 'false',
});

export const JWT_IO = {
  payload: '{"sub":"1234567890","name":"John Doe","iat":1516239022}',
  secret: 'your-256-bit-secret',
  token:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
};

/** A topic's rows and where the topic stands in the family (topics by `order`, spaced by tens). */
export interface TopicRows {
  order: number;
  rows: readonly Spec[];
}

export const topicRows = (order: number, rows: readonly Spec[]): TopicRows => ({ order, rows });
