/**
 * What every dataFormats topic's code shares: the kept libraries (loaded the first time a tool
 * needs one), results, and the Engine that loads a tool's libraries, runs it and turns a thrown
 * problem into a sentence.
 */
import type { Figure, Operation, ToolResult } from '../../types';
import { topicEngine } from '../topic';
import { JsonValueError, parseJsonTree, type JsonNode } from './json';

/**
 * The kept libraries, each loaded the first time a tool needs it: together they are over 500 KB
 * of script, and the JSON formatter, the family's most used tool, needs none of them.
 */
const LIBRARIES = {
  xml: () => import('fast-xml-parser'),
  markdown: () => import('marked'),
  csv: () => import('papaparse').then((m) => m.default),
  toml: () => import('smol-toml'),
  sql: () => import('sql-formatter'),
  yaml: () => import('yaml').then((m) => m.default),
  entities: () => import('he').then((m) => m.default),
};
export type Library = keyof typeof LIBRARIES;
type Libraries = { [K in Library]: Awaited<ReturnType<(typeof LIBRARIES)[K]>> };
const loaded: Partial<Libraries> = {};

/** A library a tool declared (its topic's `needs`), loaded before the tool runs. */
export function lib<K extends Library>(name: K): Libraries[K] {
  const found = loaded[name];
  if (!found) throw new Error(`the ${name} library was not loaded first`);
  return found;
}

/** Longest document an engine takes (characters). */
export const MAX_INPUT = 2_000_000;
/** SQL's grammar-based formatter is slow on huge input: past this a page would freeze for seconds. */
export const MAX_SQL = 50_000;

export type Values = Readonly<Record<string, string>>;
export type Op = (values: Values, params: Readonly<Record<string, string>>) => ToolResult;

export const ok = (text: string, figures?: Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
export const fail = (error: string): ToolResult => ({ ok: false, error });
export const checked = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';
export const sentence = (message: string) => {
  const m = message.replace(/\s+/g, ' ').trim().slice(0, 240);
  return /[.!?)]$/.test(m) ? m : `${m}.`;
};

/** Runs `f` on the JSON tree of `input`, or answers why it is not JSON. */
export function withJson(input: string, f: (tree: JsonNode) => ToolResult): ToolResult {
  const tree = parseJsonTree(input);
  return typeof tree === 'string' ? fail(tree) : f(tree);
}

export const str = (value: string): JsonNode => ({ t: 'string', raw: JSON.stringify(value), value });
export const obj = (entries: Array<[string, JsonNode]>): JsonNode => ({
  t: 'object',
  entries: entries.map(([key, value]) => ({ key, raw: JSON.stringify(key), value })),
});

/** A sentence for the person, thrown from deep inside a conversion. */
export class InputProblem extends Error {}

/** A tool's code as the engine runs it: its values and its row's presets. */
export function dataOperations(
  ops: Readonly<Record<string, Op>>,
  needs: Readonly<Record<string, readonly Library[]>>,
): Readonly<Record<string, Operation>> {
  return Object.fromEntries(
    Object.entries(ops).map(([id, op]): [string, Operation] => [
      id,
      async (_input, values, _context, tool) => {
        const missing = (needs[id] ?? []).filter((l) => !loaded[l]);
        try {
          await Promise.all(missing.map(async (l) => Object.assign(loaded, { [l]: await LIBRARIES[l]() })));
        } catch {
          // Offline before this tool's code was ever fetched (the service worker caches it after one use).
          return fail('This tool’s code could not be loaded. Check your connection and try again.');
        }
        try {
          return op(values, tool.params);
        } catch (error) {
          if (error instanceof InputProblem) return fail(error.message);
          if (error instanceof JsonValueError) return fail(`That cannot be converted: ${error.message}.`);
          if (error instanceof RangeError) return fail('That document is nested too deeply to handle here.');
          return fail(
            `That could not be converted: ${sentence(error instanceof Error ? error.message : String(error))}`,
          );
        }
      },
    ]),
  );
}

/** A dataFormats topic's Engine: any value over two million characters is refused before its code runs. */
export const dataEngine = (operations: Readonly<Record<string, Operation>>) =>
  topicEngine(operations, (values) =>
    Object.values(values).some((value) => value.length > MAX_INPUT)
      ? fail('That is too long: up to two million characters.')
      : undefined,
  );
