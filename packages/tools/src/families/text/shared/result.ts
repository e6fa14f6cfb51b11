/** What every text topic's code shares: results, field readers and the input limit. */
import { parseNumber } from '../../../format';
import type { Figure, Operation, ToolContext, ToolResult } from '../../../types';
import { topicEngine } from '../../topic';

/** Longest text an engine takes (characters): enough for a book chapter, small enough to stay instant. */
export const MAX_INPUT = 1_000_000;
/** Longest output a repeater may build. */
export const MAX_OUTPUT = 1_000_000;

export type Values = Readonly<Record<string, string>>;
export type Op = (values: Values, context: ToolContext, params: Readonly<Record<string, string>>) => ToolResult;

export const ok = (text: string, figures?: Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
export const fail = (error: string): ToolResult => ({ ok: false, error });
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function wholeNumber(
  text: string | undefined,
  label: string,
  min: number,
  max: number,
  fallback?: number,
): number | string {
  if ((text ?? '').trim() === '' && fallback !== undefined) return fallback;
  const n = parseNumber(text ?? '');
  if (n === null || !Number.isInteger(n) || n < min || n > max)
    return `Enter a whole number from ${min} to ${max} for ${label}.`;
  return n;
}

export const checked = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';

export function collator(numeric = false) {
  return new Intl.Collator('en', { sensitivity: 'base', numeric });
}

/** A deterministic tie-break after a collator says two lines are equal. */
export const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m < 60) return s === 0 ? `${m} min` : `${m} min ${s} s`;
  const h = Math.floor(m / 60);
  return `${h} h ${m % 60} min`;
}

export function unescapeDelimiter(d: string): string {
  return d.replace(/\\t/g, '\t').replace(/\\n/g, '\n');
}

/** A text tool's code, keyed by its row's id, as the topic engine calls it (the row's presets as `params`). */
export function textOperations(ops: Readonly<Record<string, Op>>): Readonly<Record<string, Operation>> {
  return Object.fromEntries(
    Object.entries(ops).map(([id, op]): [string, Operation] => [
      id,
      (_input, values, context, tool) => op(values, context, tool.params),
    ]),
  );
}

/** A text topic's Engine: any value over a million characters is refused before its code runs. */
export const textEngine = (operations: Readonly<Record<string, Operation>>) =>
  topicEngine(operations, (values) => {
    for (const [key, value] of Object.entries(values))
      if (value.length > MAX_INPUT)
        return fail(`The ${key === 'input' ? 'text' : key} is too long: up to a million characters.`);
    return undefined;
  });
