/**
 * Shared pieces of the calculator families (finance, health, maths, statistics, geometry): the
 * field builders and rows of calcRows.ts (re-exported), forgiving readers that turn bad input into
 * a sentence, and one engine wrapper so no calculator can throw or print NaN. Hand-written; no
 * library is needed.
 */
import { formatFixed, formatNumber, parseNumber } from '../format';
import type { Engine, Figure, Schedule, TextPart, ToolContext, ToolResult, ToolRow } from '../types';

// The rows' side (field builders, CalcSpec, rowMaker, topicRows) is data: calcRows.ts.
export * from './calcRows';

/** Bad input, with the sentence to show. Thrown by the readers, caught by `calcEngine`. */
export class InputError extends Error {}

export type Values = Readonly<Record<string, string>>;
export type Operation = (values: Values, context: ToolContext, params: Readonly<Record<string, string>>) => ToolResult;

export interface NumberRule {
  /** Smallest allowed value (inclusive unless `above`). */
  min?: number;
  /** The value must be strictly greater than this. */
  above?: number;
  max?: number;
  /** The value must be strictly less than this. */
  below?: number;
  integer?: boolean;
  /** Shown in "Enter …, such as 12.5." */
  example?: string;
  /** An empty field reads as this value instead of an error. */
  emptyAs?: number;
}

/** Reads a number field, or throws an InputError naming the field and what it needs. */
export function readNumber(values: Values, name: string, label: string, rule: NumberRule = {}): number {
  const text = values[name] ?? '';
  if (text.trim() === '' && rule.emptyAs !== undefined) return rule.emptyAs;
  const n = parseNumber(text);
  const example = rule.example ?? (rule.integer ? '12' : '12.5');
  if (n === null) throw new InputError(`Enter the ${label} as a number, such as ${example}.`);
  if (rule.integer && !Number.isInteger(n))
    throw new InputError(`Enter the ${label} as a whole number, such as ${example}.`);
  if (rule.above !== undefined && !(n > rule.above))
    throw new InputError(`The ${label} must be more than ${formatNumber(rule.above)}.`);
  if (rule.min !== undefined && n < rule.min)
    throw new InputError(`The ${label} must be at least ${formatNumber(rule.min)}.`);
  if (rule.below !== undefined && !(n < rule.below))
    throw new InputError(`The ${label} must be less than ${formatNumber(rule.below)}.`);
  if (rule.max !== undefined && n > rule.max)
    throw new InputError(`The ${label} must be at most ${formatNumber(rule.max)}.`);
  return n;
}

/** Reads a select field: one of its option values, or an InputError. */
export function readChoice<T extends string>(values: Values, name: string, label: string, allowed: readonly T[]): T {
  const value = (values[name] ?? '').trim();
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw new InputError(`Choose the ${label} from the list.`);
  return found;
}

/**
 * Reads a list of numbers separated by commas, semicolons, spaces or new lines. Thousands commas
 * are read as such in a list that also has other separators ("52,000, 61,500" is two numbers);
 * with bare commas only ("1,234") every comma separates. Throws an InputError naming the first
 * item that is not a number.
 */
export function readList(
  values: Values,
  name: string,
  label: string,
  { min = 1, max = 100_000 }: { min?: number; max?: number } = {},
): number[] {
  const text = values[name] ?? '';
  // In a list separated by spaces, semicolons or ", ", a comma before exactly three digits groups
  // thousands ("3,000, 4,000" is two numbers). With bare commas only, every comma separates.
  const items = (/[\s;]/.test(text.trim()) ? text.split(/[\s;]+|,(?!\d{3}(?:\D|$))/) : text.split(',')).filter(
    (s) => s !== '',
  );
  if (items.length === 0)
    throw new InputError(`Enter the ${label}, separated by commas or spaces, such as 4, 8, 15, 16.`);
  if (items.length > max)
    throw new InputError(`That is too many ${label}: up to ${max.toLocaleString('en')} at a time.`);
  const numbers: number[] = [];
  for (const item of items) {
    const n = parseNumber(item);
    if (n === null)
      throw new InputError(
        `“${item.slice(0, 30)}” is not a number. Separate the ${label} with commas or spaces, such as 4, 8, 15, 16.`,
      );
    numbers.push(n);
  }
  if (numbers.length < min) throw new InputError(`Enter at least ${min} ${label}.`);
  return numbers;
}

/** Reads a date field (YYYY-MM-DD) as a UTC day number (ms at 00:00 UTC). */
export function readDate(values: Values, name: string, label: string): number {
  const text = (values[name] ?? '').trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new InputError(`Enter the ${label} as a date, such as 2025-01-15.`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const date = new Date(ms);
  if (y < 1 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    throw new InputError(`${text} is not a real date. Enter a date such as 2025-01-15.`);
  return ms;
}

export const DAY_MS = 86_400_000;

/** A UTC day number as YYYY-MM-DD. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A UTC day number as "Wednesday, 22 October 2025". */
export function longDate(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
}

/** Money and other two-decimal amounts; e-notation beyond 1e15 where fixed decimals stop making sense. */
export function money(x: number): string {
  return Math.abs(x) < 1e15 ? formatFixed(x, 2) : formatNumber(x);
}

/** A number in the catalogue's style (6 significant digits). */
export const num = formatNumber;

/** A percentage such as "12.5%". */
export function pct(x: number, significant = 6): string {
  return `${formatNumber(x, significant)}%`;
}

/** A sum of money in a result: written plainly in its text, in the person's currency on the page. */
export interface Cash {
  readonly money: number;
}

export function cash(amount: number): Cash {
  return { money: amount };
}

/** Words with sums of money in them, as the result's text and as its marked parts. */
export interface Said {
  readonly text: string;
  readonly parts: readonly TextPart[];
}

/** `says\`Tip: ${cash(tip)}\``: the text ("Tip: 15.30") and its parts, the sum marked as money. */
export function says(strings: TemplateStringsArray, ...values: readonly (string | number | Cash)[]): Said {
  const parts: TextPart[] = [];
  strings.forEach((literal, k) => {
    if (literal) parts.push(literal);
    if (k >= values.length) return;
    const value = values[k]!;
    parts.push(typeof value === 'object' ? { money: value.money } : String(value));
  });
  return { text: partsText(parts), parts };
}

/** The plain text of marked parts: sums of money as `money()` writes them. */
export function partsText(parts: readonly TextPart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : money(part.money))).join('');
}

const said = (value: string | Cash | Said): Said | null =>
  typeof value === 'string' ? null : 'parts' in value ? value : { text: money(value.money), parts: [value] };

export function figure(label: string, value: string | Cash | Said): Figure {
  const marked = said(value);
  return marked ? { label, value: marked.text, parts: marked.parts } : { label, value: value as string };
}

export function ok(text: string | Said, figures?: Figure[], schedule?: Schedule): ToolResult {
  const marked = typeof text === 'string' ? { text } : { text: text.text, parts: text.parts };
  return { ok: true, ...marked, ...(figures ? { figures } : {}), ...(schedule ? { schedule } : {}) };
}

export function fail(error: string): ToolResult {
  return { ok: false, error };
}

const OVERFLOW = /NaN|Infinity/;

/**
 * A family's engine from its table of operations (tool.params.operation). Bad input becomes the
 * reader's sentence; an answer too large for a double becomes a sentence too, never "NaN".
 */
export function calcEngine(operations: Readonly<Record<string, Operation>>): Engine {
  return (tool, values, context) => {
    const operation = operations[tool.params.operation ?? ''];
    return operation ? guarded(operation, tool, values, context) : fail('This tool is not set up correctly.');
  };
}

/** One calculator operation per row of a topic's rows, keyed by tool id: a missing or extra id fails to compile. */
export type CalcOperations<Rows extends readonly { id: string }[]> = { readonly [Id in Rows[number]['id']]: Operation };

/**
 * The engine of a calculator family's topic folder ({family}/{topic}/run.ts): its operations are
 * keyed by the rows' own ids, so nothing joins a row to its code by an operation name.
 */
export function calcTopicEngine(operations: Readonly<Record<string, Operation>>): Engine {
  return (tool, values, context) => {
    const operation = Object.hasOwn(operations, tool.id) ? operations[tool.id] : undefined;
    return operation ? guarded(operation, tool, values, context) : fail('This tool is not set up correctly.');
  };
}

/** Runs one operation: bad input becomes the reader's sentence, an overflow a sentence too, never "NaN". */
function guarded(
  operation: Operation,
  tool: Pick<ToolRow, 'id' | 'params'>,
  values: Values,
  context: ToolContext,
): ToolResult {
  try {
    const result = operation(values, context, tool.params);
    if (
      result.ok &&
      (OVERFLOW.test(result.text) ||
        result.figures?.some((f) => OVERFLOW.test(f.value)) ||
        result.schedule?.views.some((view) => view.rows.some((row) => row.some((x) => !Number.isFinite(x)))))
    ) {
      return fail('The answer is too large or too small to calculate. Try smaller numbers.');
    }
    return result;
  } catch (error) {
    if (error instanceof InputError) return fail(error.message);
    if (error instanceof RangeError) return fail('That is too large to calculate here. Try smaller numbers.');
    // An engine never throws (the contract); an unexpected error is a bug, reported, with a sentence for the person.
    console.error(`Perch calculator ${tool.id} failed`, error);
    return fail('This tool could not handle that input. Check it and try again.');
  }
}
