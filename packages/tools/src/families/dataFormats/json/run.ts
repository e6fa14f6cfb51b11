import { flatten, parseJsonTree, pathKey, printJson, type JsonNode } from '../json';
import { dataOperations, dataEngine, fail, obj, ok, withJson } from '../libraries';
import { jsonToTypeScript, pascal } from './typescript';

function describe(node: JsonNode): string {
  switch (node.t) {
    case 'object':
      return `an object with ${node.entries.length} ${node.entries.length === 1 ? 'key' : 'keys'}`;
    case 'array':
      return `an array of ${node.items.length} ${node.items.length === 1 ? 'item' : 'items'}`;
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    default:
      return node.raw === 'null' ? 'null' : 'a boolean';
  }
}

function depthOf(node: JsonNode): number {
  if (node.t === 'object') return 1 + Math.max(0, ...node.entries.map((e) => depthOf(e.value)));
  if (node.t === 'array') return 1 + Math.max(0, ...node.items.map(depthOf));
  return 0;
}

// JSON diff

function jsonDiff(a: JsonNode, b: JsonNode, path: string, out: string[]) {
  const show = (n: JsonNode) => printJson(n, 0);
  if (a.t === 'object' && b.t === 'object') {
    const bKeys = new Map(b.entries.map((e) => [e.key, e.value]));
    const aKeys = new Map(a.entries.map((e) => [e.key, e.value]));
    for (const [k, v] of aKeys) {
      if (!bKeys.has(k)) out.push(`- ${pathKey(path, k)}: ${show(v)}`);
      else jsonDiff(v, bKeys.get(k)!, pathKey(path, k), out);
    }
    for (const [k, v] of bKeys) if (!aKeys.has(k)) out.push(`+ ${pathKey(path, k)}: ${show(v)}`);
    return;
  }
  if (a.t === 'array' && b.t === 'array') {
    const n = Math.max(a.items.length, b.items.length);
    for (let i = 0; i < n; i++) {
      const p = `${path}[${i}]`;
      if (i >= b.items.length) out.push(`- ${p}: ${show(a.items[i]!)}`);
      else if (i >= a.items.length) out.push(`+ ${p}: ${show(b.items[i]!)}`);
      else jsonDiff(a.items[i]!, b.items[i]!, p, out);
    }
    return;
  }
  const same =
    a.t === 'number' && b.t === 'number'
      ? sameNumber(a.raw, b.raw)
      : a.t === 'string' && b.t === 'string'
        ? a.value === b.value
        : show(a) === show(b);
  if (!same) out.push(`~ ${path}: ${show(a)} → ${show(b)}`);
}

/** 1, 1.0 and 1e0 are the same number; compared exactly for integers of any size. */
function sameNumber(a: string, b: string): boolean {
  if (/^-?\d+$/.test(a) && /^-?\d+$/.test(b)) return BigInt(a) === BigInt(b);
  return Number(a) === Number(b);
}

// Unflatten

/** Longest list an unflattened key may ask for (a.100000): past this it is surely a mistake, not data. */
const MAX_UNFLATTEN_INDEX = 100_000;

/** One dotted-key prefix: the value given for it, if any, and the prefixes one part longer. */
type FlatTrie = { path: string; value?: JsonNode; children: Map<string, FlatTrie> };

const INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * Nests dotted keys, as a JSON tree (so numbers stay as written). Keys are gathered in Maps, never
 * as properties of plain objects, so a key such as "__proto__.x" or "constructor.name" is only
 * data. A level whose parts are all whole numbers becomes an array; a gap in it becomes null, as
 * JSON arrays have no holes.
 */
function unflatten(tree: JsonNode): JsonNode | string {
  if (tree.t !== 'object') return 'Give a flat JSON object, such as {"a.b": 1, "a.c": 2}.';
  const root: FlatTrie = { path: '', children: new Map() };
  for (const { key, value } of tree.entries) {
    let here = root;
    for (const part of key.split('.')) {
      let next = here.children.get(part);
      if (!next) {
        next = { path: here === root ? part : `${here.path}.${part}`, children: new Map() };
        here.children.set(part, next);
      }
      here = next;
    }
    // A repeated key: the last one wins, as JSON.parse and Python's json.loads decide.
    here.value = value;
  }
  const build = (node: FlatTrie): JsonNode | string => {
    if (node.children.size === 0) return node.value!;
    // An empty {} or [] (as the flattener writes an empty object) gives way to the keys below it.
    const v = node.value;
    if (v && !((v.t === 'object' && v.entries.length === 0) || (v.t === 'array' && v.items.length === 0))) {
      return `The key “${node.path}” has a value and also keys below it, such as “${[...node.children.values()][0]!.path}”. Rename one of them.`;
    }
    const keys = [...node.children.keys()];
    if (node !== root && keys.every((k) => INDEX.test(k))) {
      const length = Math.max(...keys.map(Number)) + 1;
      if (length > MAX_UNFLATTEN_INDEX)
        return `The key “${node.path}.${length - 1}” asks for a list of ${length.toLocaleString('en-GB')} items. Use smaller numbers, up to ${MAX_UNFLATTEN_INDEX.toLocaleString('en-GB')}.`;
      const items: JsonNode[] = Array.from({ length }, () => ({ t: 'literal', raw: 'null' }));
      for (const [k, child] of node.children) {
        const item = build(child);
        if (typeof item === 'string') return item;
        items[Number(k)] = item;
      }
      return { t: 'array', items };
    }
    const entries: Array<[string, JsonNode]> = [];
    for (const [k, child] of node.children) {
      const item = build(child);
      if (typeof item === 'string') return item;
      entries.push([k, item]);
    }
    return obj(entries);
  };
  return root.children.size === 0 ? obj([]) : build(root);
}

/** The kept libraries each tool needs, loaded before it first runs. */
const needs = {} as const;

/** Each tool's code, by its row's id (rows.ts). */
export const operations = dataOperations(
  {
    'json-formatter': ({ input = '' }) => withJson(input, (tree) => ok(printJson(tree, 2))),
    'json-minifier': ({ input = '' }) =>
      withJson(input, (tree) => {
        const out = printJson(tree, 0);
        return ok(out, [
          { label: 'Characters before', value: String(input.length) },
          { label: 'Characters after', value: String(out.length) },
        ]);
      }),
    'json-validator': ({ input = '' }) =>
      withJson(input, (tree) =>
        ok(`Valid JSON: ${describe(tree)}.`, [
          { label: 'Type', value: tree.t === 'literal' ? (tree.raw === 'null' ? 'null' : 'boolean') : tree.t },
          { label: 'Nesting depth', value: String(depthOf(tree)) },
        ]),
      ),
    'json-key-sorter': ({ input = '' }) => withJson(input, (tree) => ok(printJson(tree, 2, true))),
    'json-diff': ({ original = '', changed = '' }) => {
      const a = parseJsonTree(original);
      if (typeof a === 'string') return fail(`First JSON: ${a}`);
      const b = parseJsonTree(changed);
      if (typeof b === 'string') return fail(`Second JSON: ${b}`);
      const out: string[] = [];
      jsonDiff(a, b, '$', out);
      if (out.length === 0) return ok('No differences: the two JSON documents hold the same data.');
      return ok(out.join('\n'), [{ label: 'Differences', value: String(out.length) }]);
    },
    'json-flatten': ({ input = '' }) =>
      withJson(input, (tree) => {
        if (tree.t !== 'object' && tree.t !== 'array')
          return fail('Give a JSON object or array to flatten, such as {"a": {"b": 1}}.');
        const leaves: Array<[string, JsonNode]> = [];
        // An empty object or array has nothing to flatten (flatten would give it the key "").
        if ((tree.t === 'object' ? tree.entries.length : tree.items.length) > 0) flatten(tree, '', leaves);
        // {"a.b": 1, "a": {"b": 2}} would flatten to the key a.b twice: JSON readers keep only one.
        const seen = new Set<string>();
        for (const [k] of leaves) {
          if (seen.has(k))
            return fail(
              `Two values would get the key “${k}”: one of the keys already has a dot in it. Rename it, then flatten.`,
            );
          seen.add(k);
        }
        return ok(printJson(obj(leaves), 2));
      }),
    'json-unflatten': ({ input = '' }) =>
      withJson(input, (tree) => {
        const value = unflatten(tree);
        return typeof value === 'string' ? fail(value) : ok(printJson(value, 2));
      }),
    'json-to-jsonl': ({ input = '' }) =>
      withJson(input, (tree) =>
        tree.t === 'array'
          ? ok(tree.items.map((i) => printJson(i, 0)).join('\n'))
          : fail('Give a JSON array: each item becomes one line.'),
      ),
    'jsonl-to-json': ({ input = '' }) => {
      const lines = input
        .split(/\r?\n/)
        .map((l, i) => [l, i + 1] as const)
        .filter(([l]) => l.trim() !== '');
      if (lines.length === 0) return fail('Enter JSON Lines: one JSON value on each line.');
      const items: JsonNode[] = [];
      for (const [line, n] of lines) {
        const tree = parseJsonTree(line);
        if (typeof tree === 'string') return fail(`Line ${n}: ${tree}`);
        items.push(tree);
      }
      return ok(printJson({ t: 'array', items }, 2));
    },
    'json-to-typescript': ({ input = '', rootName = 'Root' }) =>
      withJson(input, (tree) => {
        const name = pascal(rootName.trim() || 'Root');
        return ok(jsonToTypeScript(tree, name));
      }),
  },
  needs,
);

export const run = dataEngine(operations);
