/** What every webDev topic's code shares: its result helpers and the input limit. */
import type { Figure, Operation, ToolResult } from '../../types';
import { topicEngine } from '../topic';

export type Values = Readonly<Record<string, string>>;

const MAX_INPUT = 1_000_000;

export const ok = (text: string, figures?: readonly Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
export const fail = (error: string): ToolResult => ({ ok: false, error });
export const quote = (text: string): string => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;

/** JSON.parse rounds integers past 2^53 − 1, so a generator would silently write other digits. */
export const tooBig = (digits: string) =>
  `The number ${quote(digits)} is too large to keep exactly (beyond 9007199254740991), so it would lose digits; put it in quotes as a string, such as "${digits.length > 40 ? `${digits.slice(0, 40)}…` : digits}".`;

function tooLong(values: Values): ToolResult | undefined {
  for (const value of Object.values(values))
    if (value.length > MAX_INPUT) return fail('That input is too long: up to 1,000,000 characters at a time.');
  return undefined;
}

/** A webDev topic's Engine: any value over 1,000,000 characters is refused before its code runs. */
export const webDevEngine = (operations: Readonly<Record<string, Operation>>) => topicEngine(operations, tooLong);
