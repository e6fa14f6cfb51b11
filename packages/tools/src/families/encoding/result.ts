/** What every encoding topic's code shares: results, the bytes in and out, and the input limit. */
import type { Figure, Operation, ToolResult } from '../../types';
import { topicEngine } from '../topic';
import { isWellFormed, parseHex, toHex, utf8Bytes, utf8Text } from './bytes';

/** Longest input the encoders take: far beyond anything pasted by hand, short enough to stay instant. */
export const MAX_INPUT = 1_000_000;

export type Values = Readonly<Record<string, string>>;

/** A piece of the person's input, quoted in an error and cut short if long. */
export const quote = (text: string): string => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;

export const ok = (text: string, figures?: readonly Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
export const fail = (error: string): ToolResult => ({ ok: false, error });

export const NOT_UTF8 = 'The decoded bytes are not UTF-8 text. Choose the hex output to see them as bytes.';
export const LONE_SURROGATE =
  'The text has a broken emoji or character (a lone surrogate), so it has no UTF-8 form. Check the text and try again.';

/** Decoded bytes as the person chose to see them: UTF-8 text (the default) or hex. */
export function bytesOut(bytes: Uint8Array, values: Values): ToolResult {
  if (values.output === 'hex') return ok(toHex(bytes));
  const text = utf8Text(bytes);
  return text === null ? fail(NOT_UTF8) : ok(text);
}

/** The bytes an encoder reads: the text as UTF-8 (default), or hex when the person chose it. */
export function bytesIn(input: string, values: Values, example: string): Uint8Array | string {
  if (values.inputType === 'hex') return parseHex(input);
  if (input === '') return `Enter some text, such as ${example}.`;
  if (!isWellFormed(input)) return LONE_SURROGATE;
  return utf8Bytes(input);
}

// ---------------------------------------------------------------------------------------------

export function withBytes(result: Uint8Array | string, then: (bytes: Uint8Array) => ToolResult): ToolResult {
  return typeof result === 'string' ? fail(result) : then(result);
}

/** An encoding topic's Engine: an input over 1,000,000 characters is refused before its code runs. */
export const encodingEngine = (operations: Readonly<Record<string, Operation>>) =>
  topicEngine(operations, (values) =>
    (values.input ?? '').length > MAX_INPUT
      ? fail('That input is too long: up to 1,000,000 characters at a time.')
      : undefined,
  );
