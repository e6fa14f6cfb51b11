/**
 * JSON as written: a small tree that keeps every number and string token exactly as the input
 * had it, so formatting never rounds 12345678901234567890 or turns 1.0 into 1. Only ever run on
 * text JSON.parse has accepted (which also gives the error messages), so it need not report errors.
 */

export type JsonNode =
  | { t: 'object'; entries: Array<{ key: string; raw: string; value: JsonNode }> }
  | { t: 'array'; items: JsonNode[] }
  | { t: 'string'; raw: string; value: string }
  | { t: 'number'; raw: string }
  | { t: 'literal'; raw: 'true' | 'false' | 'null' };

/** Parses JSON into a tree, or answers the reason it is not JSON ("Not valid JSON: …."). */
export function parseJsonTree(input: string): JsonNode | string {
  // A byte-order mark is not JSON (RFC 8259 §8.1) but editors on Windows write one; it carries no data.
  const text = input.replace(/^\uFEFF/, '');
  if (text.trim() === '') return 'Enter JSON, such as {"name": "Perch", "tools": 1000}.';
  try {
    JSON.parse(text);
  } catch (error) {
    return notValid(error);
  }
  const state = { s: text, i: 0 };
  return readValue(state);
}

export function notValid(error: unknown): string {
  const message = String((error as Error)?.message ?? error)
    .slice(0, 240)
    .replace(/\s+/g, ' ')
    .trim();
  return `Not valid JSON: ${message}${/[.!?]$/.test(message) ? '' : '.'}`;
}

type State = { s: string; i: number };

function skip(st: State) {
  while (st.i < st.s.length && ' \t\n\r'.includes(st.s[st.i]!)) st.i++;
}

function readValue(st: State): JsonNode {
  skip(st);
  const ch = st.s[st.i];
  if (ch === '{') {
    st.i++;
    const entries: Array<{ key: string; raw: string; value: JsonNode }> = [];
    skip(st);
    if (st.s[st.i] === '}') {
      st.i++;
      return { t: 'object', entries };
    }
    for (;;) {
      skip(st);
      const key = readString(st);
      skip(st);
      st.i++; // :
      const value = readValue(st);
      entries.push({ key: key.value, raw: key.raw, value });
      skip(st);
      if (st.s[st.i++] === '}') return { t: 'object', entries };
    }
  }
  if (ch === '[') {
    st.i++;
    const items: JsonNode[] = [];
    skip(st);
    if (st.s[st.i] === ']') {
      st.i++;
      return { t: 'array', items };
    }
    for (;;) {
      items.push(readValue(st));
      skip(st);
      if (st.s[st.i++] === ']') return { t: 'array', items };
    }
  }
  if (ch === '"') return readString(st);
  for (const raw of ['true', 'false', 'null'] as const) {
    if (st.s.startsWith(raw, st.i)) {
      st.i += raw.length;
      return { t: 'literal', raw };
    }
  }
  const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  match.lastIndex = st.i;
  const m = match.exec(st.s);
  st.i += m ? m[0].length : 1;
  return { t: 'number', raw: m ? m[0] : '0' };
}

function readString(st: State): { t: 'string'; raw: string; value: string } {
  const start = st.i;
  st.i++;
  while (st.i < st.s.length && st.s[st.i] !== '"') st.i += st.s[st.i] === '\\' ? 2 : 1;
  st.i++;
  const raw = st.s.slice(start, st.i);
  return { t: 'string', raw, value: JSON.parse(raw) as string };
}

const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Writes a tree with `indent` spaces (0 = minified), as JSON.stringify lays it out; keys sorted if asked. */
export function printJson(node: JsonNode, indent = 2, sortKeys = false, depth = 0): string {
  const pad = indent ? `\n${' '.repeat(indent * (depth + 1))}` : '';
  const close = indent ? `\n${' '.repeat(indent * depth)}` : '';
  const colon = indent ? ': ' : ':';
  switch (node.t) {
    case 'object': {
      if (node.entries.length === 0) return '{}';
      const entries = sortKeys ? [...node.entries].sort((a, b) => codeOrder(a.key, b.key)) : node.entries;
      return `{${entries.map((e) => `${pad}${e.raw}${colon}${printJson(e.value, indent, sortKeys, depth + 1)}`).join(',')}${close}}`;
    }
    case 'array':
      if (node.items.length === 0) return '[]';
      return `[${node.items.map((item) => `${pad}${printJson(item, indent, sortKeys, depth + 1)}`).join(',')}${close}]`;
    default:
      return node.raw;
  }
}

/**
 * A plain JavaScript value; integers beyond 2^53 become BigInt so no digit is lost. With
 * `integersAsBigInt` every integer becomes a BigInt, so a writer can tell 1 (an integer) from 1.0
 * and 1e2 (numbers), as TOML must.
 */
export function toValue(node: JsonNode, integersAsBigInt = false): unknown {
  switch (node.t) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const e of node.entries)
        Object.defineProperty(out, e.key, {
          value: toValue(e.value, integersAsBigInt),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    }
    case 'array':
      return node.items.map((item) => toValue(item, integersAsBigInt));
    case 'string':
      return node.value;
    case 'number': {
      if (/^-?\d+$/.test(node.raw) && (integersAsBigInt || !Number.isSafeInteger(Number(node.raw))))
        return BigInt(node.raw);
      const n = Number(node.raw);
      if (!Number.isFinite(n)) throw new JsonValueError(`the number ${node.raw.slice(0, 40)} is too large to convert`);
      return n;
    }
    default:
      return node.raw === 'null' ? null : node.raw === 'true';
  }
}

/**
 * Writes a value from YAML, TOML, XML or CSV as JSON text (BigInt as its digits, dates as ISO
 * text). Answers a sentence for what JSON cannot hold (NaN, Infinity).
 */
export function writeJson(value: unknown, indent = 2, depth = 0): string {
  const pad = indent ? `\n${' '.repeat(indent * (depth + 1))}` : '';
  const close = indent ? `\n${' '.repeat(indent * depth)}` : '';
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new JsonValueError(`${value} has no JSON equivalent`);
    return JSON.stringify(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(Number.isNaN(value.getTime()) ? String(value) : isoText(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[${value.map((v) => pad + writeJson(v, indent, depth + 1)).join(',')}${close}]`;
  }
  if (value instanceof Map)
    return writeJson(Object.fromEntries([...value].map(([k, v]) => [String(k), v])), indent, depth);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}${indent ? ': ' : ':'}${writeJson(v, indent, depth + 1)}`).join(',')}${close}}`;
  }
  return JSON.stringify(String(value));
}

export class JsonValueError extends Error {}

/**
 * A date as ISO 8601 text without a fraction of a second that is zero, as Python's isoformat()
 * writes it: TOML's 07:32:00 stays "07:32:00", not "07:32:00.000" (TomlDate keeps milliseconds
 * and the offset as written, so only a ".000" the source did not need is dropped).
 */
function isoText(date: Date): string {
  return dropZeroMilliseconds(date.toISOString());
}

function dropZeroMilliseconds(iso: string): string {
  return iso.replace(/(\d{2}:\d{2}:\d{2})\.000(?=$|[Zz+-])/, '$1');
}

/** A TOML date-time, local date-time or local time with more than 3 digits of a second. */
const FINE_TOML_TIME = /(?:\d{4}-\d{2}-\d{2}[Tt ])?\d{2}:\d{2}:\d{2}\.\d{4,}(?:[Zz]|[+-]\d{2}:\d{2})?/g;

/**
 * TOML dates with the fraction of a second as written. smol-toml's dates keep milliseconds (TOML
 * allows truncating past them), so 07:32:00.999999 came out "07:32:00.999". Each literal in the
 * source with more digits is matched, by the text its date shows, to the parsed date, which becomes
 * the literal's ISO text. Two literals that show the same date but differ in their extra digits
 * cannot be told apart: those keep milliseconds, and the second value names them.
 */
export function tomlFineTimes(source: string, parsed: unknown): { value: unknown; truncated: string[] } {
  const written = new Map<string, string | null>();
  for (const [literal] of source.matchAll(FINE_TOML_TIME)) {
    const full = literal.replace(/^(\d{4}-\d{2}-\d{2})[t ]/i, '$1T').replace(/z$/, 'Z');
    const shown = dropZeroMilliseconds(full.replace(/(\.\d{3})\d+/, '$1'));
    const before = written.get(shown);
    written.set(shown, before === undefined || before === full ? full : null);
  }
  const truncated = [...written].filter(([, full]) => full === null).map(([shown]) => shown);
  if (written.size === truncated.length) return { value: parsed, truncated };
  const walk = (value: unknown): unknown => {
    if (value instanceof Date) return written.get(isoText(value)) ?? value;
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return { value: walk(parsed), truncated };
}

export const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
export const pathKey = (path: string, key: string) =>
  IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/** Leaves of a tree by dotted path ("a.b.0"); empty objects and arrays are leaves. */
export function flatten(node: JsonNode, prefix: string, out: Array<[string, JsonNode]>) {
  const children =
    node.t === 'object'
      ? node.entries.map((e) => [e.key, e.value] as const)
      : node.t === 'array'
        ? node.items.map((v, i) => [String(i), v] as const)
        : [];
  if (children.length === 0) {
    out.push([prefix, node]);
    return;
  }
  for (const [key, value] of children) flatten(value, prefix === '' ? key : `${prefix}.${key}`, out);
}
