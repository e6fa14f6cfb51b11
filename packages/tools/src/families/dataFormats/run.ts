import type { FormatOptionsWithLanguage, ParamTypes, SqlLanguage } from 'sql-formatter';
import type { Engine, Figure, ToolResult } from '../../types';
import {
  JsonValueError,
  notValid,
  parseJsonTree,
  printJson,
  tomlFineTimes,
  toValue,
  writeJson,
  type JsonNode,
} from './json';
import { beautifyCss, cssProblem, formatXml, htmlToText, minifyCss, xmlWellFormedProblem } from './markup';

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
type Library = keyof typeof LIBRARIES;
type Libraries = { [K in Library]: Awaited<ReturnType<(typeof LIBRARIES)[K]>> };
const loaded: Partial<Libraries> = {};

/** A library an operation declared (OP_LIBRARIES), loaded before the operation runs. */
function lib<K extends Library>(name: K): Libraries[K] {
  const found = loaded[name];
  if (!found) throw new Error(`the ${name} library was not loaded first`);
  return found;
}

/** Longest document an engine takes (characters). */
export const MAX_INPUT = 2_000_000;
/** SQL's grammar-based formatter is slow on huge input: past this a page would freeze for seconds. */
export const MAX_SQL = 50_000;

type Values = Readonly<Record<string, string>>;
type Op = (values: Values, params: Readonly<Record<string, string>>) => ToolResult;

const ok = (text: string, figures?: Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
const fail = (error: string): ToolResult => ({ ok: false, error });
const checked = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';
const sentence = (message: string) => {
  const m = message.replace(/\s+/g, ' ').trim().slice(0, 240);
  return /[.!?)]$/.test(m) ? m : `${m}.`;
};

/** Runs `f` on the JSON tree of `input`, or answers why it is not JSON. */
function withJson(input: string, f: (tree: JsonNode) => ToolResult): ToolResult {
  const tree = parseJsonTree(input);
  return typeof tree === 'string' ? fail(tree) : f(tree);
}

// ---------------------------------------------------------------------------------------------
// JSON helpers

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

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const pathKey = (path: string, key: string) =>
  IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/** Leaves of a tree by dotted path ("a.b.0"); empty objects and arrays are leaves. */
function flatten(node: JsonNode, prefix: string, out: Array<[string, JsonNode]>) {
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

const str = (value: string): JsonNode => ({ t: 'string', raw: JSON.stringify(value), value });
const obj = (entries: Array<[string, JsonNode]>): JsonNode => ({
  t: 'object',
  entries: entries.map(([key, value]) => ({ key, raw: JSON.stringify(key), value })),
});

/** A JSON cell for a table: text as it is, other leaves as JSON text, null as empty. */
function cellText(node: JsonNode): string {
  if (node.t === 'string') return node.value;
  if (node.t === 'literal' && node.raw === 'null') return '';
  return printJson(node, 0);
}

/**
 * Rows of cells from JSON: an array of objects (nested keys as a.b, list items as a.0, a.1), an
 * array of arrays, or one object. A null, in a cell or as a whole row, is left empty.
 */
function jsonTable(tree: JsonNode): { header: string[]; rows: string[][] } | string {
  const isNull = (node: JsonNode) => node.t === 'literal' && node.raw === 'null';
  const all = tree.t === 'array' ? tree.items : [tree];
  const items = all.some((i) => !isNull(i)) ? all : [];
  if (items.length === 0) return 'That JSON array is empty: there are no rows to write.';
  if (items.every((i) => i.t === 'array' || isNull(i)))
    return { header: [], rows: items.map((i) => (i.t === 'array' ? i.items.map(cellText) : [])) };
  if (!items.every((i) => i.t === 'object' || isNull(i)))
    return 'Give an array of objects (one object a row), such as [{"name": "Ann", "age": 31}].';
  const header: string[] = [];
  const flat = items.map((item) => {
    const leaves: Array<[string, JsonNode]> = [];
    for (const e of item.t === 'object' ? item.entries : []) {
      if ((e.value.t === 'object' && e.value.entries.length > 0) || (e.value.t === 'array' && e.value.items.length > 0))
        flatten(e.value, e.key, leaves);
      else leaves.push([e.key, e.value]);
    }
    for (const [k] of leaves) if (!header.includes(k)) header.push(k);
    return new Map(leaves);
  });
  return { header, rows: flat.map((m) => header.map((h) => (m.has(h) ? cellText(m.get(h)!) : ''))) };
}

/** A CSV cell as JSON: a number when it is written as a JSON number (and an integer fits exactly), true/false, else text. */
function typedCell(cell: string, detect: boolean): JsonNode {
  if (detect) {
    if (
      /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(cell) &&
      (/[.eE]/.test(cell) || Number.isSafeInteger(Number(cell)))
    )
      return { t: 'number', raw: cell };
    if (cell === 'true' || cell === 'false') return { t: 'literal', raw: cell };
  }
  return str(cell);
}

/**
 * Line ends outside quoted cells made one kind (\n): Papa Parse takes the first line end it sees
 * as the only one, so a header ending in LF and rows ending in CRLF would leave "\r" in the last
 * cell of each row. Python's csv module ends a row at \r\n, \n or \r alike; a line break inside a
 * quoted cell is data and stays as written.
 */
function oneLineEnd(text: string): string {
  let out = '';
  let from = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      // A quote opens a quoted cell only at the start of a cell; inside one, "" is a quote and a lone " closes it.
      if (quoted) {
        if (text[i + 1] === '"') i++;
        else quoted = false;
      } else if (i === 0 || /[\n\r,;\t|]/.test(text[i - 1]!)) quoted = true;
    } else if (c === '\r' && !quoted) {
      out += `${text.slice(from, i)}\n`;
      if (text[i + 1] === '\n') i++;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

function parseCsv(input: string, delimiter?: string): string[][] | string {
  if (input.trim() === '') return 'Enter CSV text, with a header row first, such as name,age.';
  const result = lib('csv').parse<string[]>(oneLineEnd(input.replace(/^\uFEFF/, '')), {
    skipEmptyLines: 'greedy',
    ...(delimiter ? { delimiter } : {}),
  });
  const problem = result.errors.find((e) => e.type === 'Quotes');
  if (problem)
    return `Row ${(problem.row ?? 0) + 1} has a quote that is not closed. Check its quotes (write "" for a quote inside a quoted cell).`;
  return result.data;
}

function csvTable(input: string, delimiter?: string): { header: string[]; rows: string[][] } | string {
  const data = parseCsv(input, delimiter);
  if (typeof data === 'string') return data;
  const [header = [], ...rows] = data;
  const twice = header.find((h, i) => header.indexOf(h) !== i);
  if (twice !== undefined) return `The header has “${twice}” twice. Give each column its own name.`;
  const wide = rows.findIndex((r) => r.length > header.length);
  if (wide >= 0)
    return `Row ${wide + 2} has ${rows[wide]!.length} cells but the header has ${header.length}. Add the missing column names, or remove the extra cells.`;
  return { header, rows: rows.map((r) => header.map((_, i) => r[i] ?? '')) };
}

const unparse = (rows: string[][], delimiter = ',') => lib('csv').unparse(rows, { delimiter, newline: '\n' });

// JSON → TypeScript

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
    .replace(/^(\d)/, '_$1') || 'Item';

/** A singular type name for an array's items: users → User, categories → Category, data → DataItem. */
function singular(name: string): string {
  if (/ies$/i.test(name) && name.length > 4) return `${name.slice(0, -3)}y`;
  if (/[^s]s$/i.test(name) && name.length > 3) return name.slice(0, -1);
  return `${name}Item`;
}

function jsonToTypeScript(tree: JsonNode, rootName: string): string {
  const interfaces: Array<{ name: string; body: string }> = [];
  const used = new Set<string>();
  const unique = (name: string) => {
    let n = name;
    for (let i = 2; used.has(n); i++) n = `${name}${i}`;
    used.add(n);
    return n;
  };
  const typeOf = (nodes: JsonNode[], name: string): string => {
    const types: string[] = [];
    const add = (t: string) => {
      if (!types.includes(t)) types.push(t);
    };
    const objects = nodes.filter((n): n is Extract<JsonNode, { t: 'object' }> => n.t === 'object');
    const arrays = nodes.filter((n): n is Extract<JsonNode, { t: 'array' }> => n.t === 'array');
    for (const n of nodes) {
      if (n.t === 'string') add('string');
      else if (n.t === 'number') add('number');
      else if (n.t === 'literal') add(n.raw === 'null' ? 'null' : 'boolean');
    }
    if (objects.length) add(objectType(objects, name));
    if (arrays.length) {
      const items = arrays.flatMap((a) => a.items);
      const inner = items.length ? typeOf(items, singular(name)) : 'unknown';
      add(inner.includes(' | ') ? `(${inner})[]` : `${inner}[]`);
    }
    return types.length ? types.join(' | ') : 'unknown';
  };
  const objectType = (objects: Array<Extract<JsonNode, { t: 'object' }>>, name: string): string => {
    const typeName = unique(pascal(name));
    const slot = { name: typeName, body: '' };
    interfaces.push(slot);
    const keys: string[] = [];
    for (const o of objects) for (const e of o.entries) if (!keys.includes(e.key)) keys.push(e.key);
    const lines = keys.map((key) => {
      const values = objects.flatMap((o) => o.entries.filter((e) => e.key === key).map((e) => e.value));
      const optional = objects.some((o) => !o.entries.some((e) => e.key === key)) ? '?' : '';
      return `  ${IDENTIFIER.test(key) ? key : JSON.stringify(key)}${optional}: ${typeOf(values, key)};`;
    });
    slot.body = lines.join('\n');
    return typeName;
  };
  const root = typeOf([tree], rootName);
  const blocks = interfaces.map((i) => `export interface ${i.name} {\n${i.body}${i.body ? '\n' : ''}}`);
  if (tree.t !== 'object') blocks.unshift(`export type ${unique(pascal(rootName))} = ${root};`);
  return blocks.join('\n\n');
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

/** The dotted path of the first null (or undefined) in a value, or null if it has none. */
function findNull(value: unknown, path: string): string | null {
  if (value === null || value === undefined) return path;
  if (value instanceof Date || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const found = findNull(v, path === '' ? k : `${path}.${k}`);
    if (found !== null) return found;
  }
  return null;
}

/** `plain` (from JSON text) with the BigInts of `original` put back, so no digit is lost. */
/** The figure for TOML times whose digits past milliseconds could not be kept (see tomlFineTimes). */
function truncatedTimes(shown: string[]): Figure[] | undefined {
  if (shown.length === 0) return undefined;
  return [
    {
      label: 'Cut to milliseconds',
      value: `${shown.join(', ')}: two times in the TOML differ only after the third digit of a second, so these keep milliseconds, as TOML allows.`,
    },
  ];
}

function restoreBigInts(original: unknown, plain: unknown): unknown {
  if (typeof original === 'bigint') return original;
  if (Array.isArray(original) && Array.isArray(plain)) return plain.map((v, i) => restoreBigInts(original[i], v));
  if (original && plain && typeof original === 'object' && typeof plain === 'object' && !(original instanceof Date)) {
    for (const k of Object.keys(plain)) {
      const value = restoreBigInts((original as Record<string, unknown>)[k], (plain as Record<string, unknown>)[k]);
      Object.defineProperty(plain, k, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return plain;
}

// XML

const XML_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

function xmlProblem(xml: string): string | null {
  if (xml.trim() === '') return 'Enter XML, such as <note><to>Ann</to></note>.';
  const result = lib('xml').XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (result !== true)
    return `Not valid XML: ${sentence(result.err.msg).replace(/\.$/, '')} (line ${result.err.line}, column ${result.err.col}).`;
  // The library's validator lets through documents that are not well-formed (two roots, &nbsp;
  // without a DTD, "--" in a comment…): the rest of XML 1.0's rules, checked here.
  const found = xmlWellFormedProblem(xml);
  if (!found) return null;
  const before = xml.slice(0, found.index);
  const line = before.split('\n').length;
  const column = found.index - before.lastIndexOf('\n');
  return `Not valid XML: ${found.problem} (line ${line}, column ${column}).`;
}

/** A sentence for the person, thrown from deep inside a conversion. */
class InputProblem extends Error {}

/** JSON values for the XML builder: numbers as written, attributes with @_, text as #text. */
function xmlValue(node: JsonNode, name: string): unknown {
  if (node.t === 'object') {
    const out: Record<string, unknown> = {};
    for (const e of node.entries) {
      const attribute = e.key.startsWith('@_');
      const bare = attribute ? e.key.slice(2) : e.key;
      if (e.key !== '#text' && !XML_NAME.test(bare))
        throw new InputProblem(
          `“${e.key}” cannot be an XML ${attribute ? 'attribute' : 'element'} name. Names start with a letter or _ and have no spaces.`,
        );
      if (attribute && (e.value.t === 'object' || e.value.t === 'array'))
        throw new InputProblem(
          `The attribute “${bare}” must be text, a number or true/false, not a list or an object.`,
        );
      Object.defineProperty(out, e.key, {
        value: xmlValue(e.value, e.key),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  if (node.t === 'array') {
    return node.items.map((item) => {
      if (item.t === 'array')
        throw new InputProblem(
          `“${name}” holds a list inside a list, which XML cannot show. Wrap the inner lists in objects.`,
        );
      return xmlValue(item, name);
    });
  }
  if (node.t === 'string') return node.value;
  if (node.t === 'literal') return node.raw === 'null' ? '' : node.raw;
  return node.raw;
}

// ---------------------------------------------------------------------------------------------

/**
 * Words an SQL column or table name must be quoted to use ("order", "group", "user"…): the
 * reserved words of SQL:2016 with those of PostgreSQL, MySQL, SQL Server, Oracle and SQLite that
 * people most often give a column. Quoting a word that did not need it does no harm.
 */
const SQL_RESERVED = new Set(
  (
    'ABS ALL ALLOCATE ALTER ANALYSE ANALYZE AND ANY ARE ARRAY AS ASC ASENSITIVE ASYMMETRIC AT ATOMIC AUTHORIZATION AVG BEGIN BETWEEN BIGINT BINARY BLOB ' +
    'BOOLEAN BOTH BY CALL CALLED CASCADE CASCADED CASE CAST CEIL CHAR CHARACTER CHECK CLOB CLOSE COALESCE COLLATE COLLATION COLUMN COMMIT CONDITION CONNECT ' +
    'CONSTRAINT CONTAINS CONVERT COUNT CREATE CROSS CUBE CURRENT CURRENT_DATE CURRENT_ROLE CURRENT_SCHEMA CURRENT_TIME CURRENT_TIMESTAMP CURRENT_USER CURSOR CYCLE ' +
    'DATABASE DATABASES DATE DAY DEALLOCATE DEC DECIMAL DECLARE DEFAULT DEFERRABLE DELETE DENSE_RANK DEREF DESC DESCRIBE DETERMINISTIC DISCONNECT DISTINCT DO ' +
    'DOUBLE DROP DYNAMIC EACH ELEMENT ELSE END ESCAPE EVERY EXCEPT EXEC EXECUTE EXISTS EXPLAIN EXTERNAL EXTRACT FALSE FETCH FILTER FIRST_VALUE FLOAT FOR FOREIGN FREE ' +
    'FROM FULL FUNCTION FUSION GET GLOBAL GRANT GROUP GROUPING GROUPS HAVING HOLD HOUR IDENTITY IF ILIKE IN INDEX INDICATOR INNER INOUT INSENSITIVE INSERT INT ' +
    'INTEGER INTERSECT INTERSECTION INTERVAL INTO IS ISNULL JOIN KEY KEYS KILL LAG LANGUAGE LARGE LAST_VALUE LATERAL LEAD LEADING LEFT LIKE LIMIT LN LOCAL ' +
    'LOCALTIME LOCALTIMESTAMP LOCK LOWER MATCH MAX MEMBER MERGE METHOD MIN MINUS MINUTE MOD MODIFIES MODULE MONTH MULTISET NATIONAL NATURAL NCHAR NCLOB NEW NO ' +
    'NONE NORMALIZE NOT NOTNULL NTH_VALUE NTILE NULL NULLIF NUMERIC OF OFFSET OLD ON ONLY OPEN OPTION OR ORDER OUT OUTER OVER OVERLAPS OVERLAY PARAMETER ' +
    'PARTITION PERCENT PERCENTILE_CONT PERCENTILE_DISC PERCENT_RANK PERIOD PLACING PORTION POSITION POWER PRECEDES PRECISION PREPARE PRIMARY PROCEDURE RANGE RANK ' +
    'READS REAL RECURSIVE REF REFERENCES REFERENCING RELEASE RENAME REPLACE RESULT RETURN RETURNING RETURNS REVOKE RIGHT ROLLBACK ROLLUP ROW ROWNUM ROWS ROW_NUMBER ' +
    'SAVEPOINT SCHEMA SCOPE SCROLL SEARCH SECOND SELECT SENSITIVE SESSION_USER SET SHOW SIMILAR SMALLINT SOME SPECIFIC SQL SQLEXCEPTION SQLSTATE SQLWARNING ' +
    'SQRT START STATIC SUBMULTISET SUBSTRING SUM SYMMETRIC SYSTEM SYSTEM_USER TABLE TABLESAMPLE THEN TIME TIMESTAMP TIMEZONE_HOUR TIMEZONE_MINUTE TO TOP ' +
    'TRAILING TRANSACTION TRANSLATE TRANSLATION TREAT TRIGGER TRIM TRUE TRUNCATE UESCAPE UNION UNIQUE UNKNOWN UNNEST UPDATE UPPER USE USER USING VALUE VALUES ' +
    'VARBINARY VARCHAR VARYING VIEW WHEN WHENEVER WHERE WIDTH_BUCKET WINDOW WITH WITHIN WITHOUT YEAR'
  ).split(' '),
);

/** Every common bind-parameter style, for SQL whose dialect does not have its program's style. */
const BIND_PARAMETERS: ParamTypes = { positional: true, named: [':', '@'], numbered: ['$'] };

const SQL_LANGUAGES = new Set([
  'sql',
  'mysql',
  'mariadb',
  'postgresql',
  'tsql',
  'plsql',
  'sqlite',
  'bigquery',
  'snowflake',
  'redshift',
  'db2',
  'spark',
  'trino',
  'hive',
]);

const yamlOptions = { indent: 2, lineWidth: 0 } as const;
/**
 * Writing YAML from JSON or TOML: a string is quoted when either YAML 1.2's core schema (the
 * yaml library, yaml-to-json) or YAML 1.1 (PyYAML, older tools) would read it as something else
 * (0o755 and 0x1F as numbers, yes/no/on/off as booleans, 2025-01-15 as a date, ~ as null, << as
 * a merge key), so every string reads back as the same string.
 */
const yamlWriteOptions = { ...yamlOptions, version: '1.2', compat: 'yaml-1.1' } as const;
/** Reading YAML: << merge keys merge, as PyYAML, Docker Compose and Rails read them. */
const yamlReadOptions = { intAsBigInt: true, merge: true } as const;

const OPS: Record<string, Op> = {
  jsonFormat: ({ input = '' }) => withJson(input, (tree) => ok(printJson(tree, 2))),
  jsonMinify: ({ input = '' }) =>
    withJson(input, (tree) => {
      const out = printJson(tree, 0);
      return ok(out, [
        { label: 'Characters before', value: String(input.length) },
        { label: 'Characters after', value: String(out.length) },
      ]);
    }),
  jsonValidate: ({ input = '' }) =>
    withJson(input, (tree) =>
      ok(`Valid JSON: ${describe(tree)}.`, [
        { label: 'Type', value: tree.t === 'literal' ? (tree.raw === 'null' ? 'null' : 'boolean') : tree.t },
        { label: 'Nesting depth', value: String(depthOf(tree)) },
      ]),
    ),
  jsonSortKeys: ({ input = '' }) => withJson(input, (tree) => ok(printJson(tree, 2, true))),
  jsonToCsv: ({ input = '' }) =>
    withJson(input, (tree) => {
      const table = jsonTable(tree);
      if (typeof table === 'string') return fail(table);
      return ok(unparse(table.header.length ? [table.header, ...table.rows] : table.rows), [
        { label: 'Rows', value: String(table.rows.length) },
        { label: 'Columns', value: String(table.header.length || Math.max(...table.rows.map((r) => r.length))) },
      ]);
    }),
  csvToJson: ({ input = '', detectTypes }) => {
    const table = csvTable(input);
    if (typeof table === 'string') return fail(table);
    const rows = table.rows.map((r) => obj(table.header.map((h, i) => [h, typedCell(r[i]!, checked(detectTypes))])));
    return ok(printJson({ t: 'array', items: rows }, 2), [
      { label: 'Rows', value: String(rows.length) },
      { label: 'Columns', value: String(table.header.length) },
    ]);
  },
  csvToMarkdown: ({ input = '' }) => {
    const table = csvTable(input);
    if (typeof table === 'string') return fail(table);
    const cell = (c: string) => c.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>').trim();
    const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
    return ok(
      [line(table.header), `| ${table.header.map(() => '---').join(' | ')} |`, ...table.rows.map(line)].join('\n'),
    );
  },
  csvToHtml: ({ input = '' }) => {
    const table = csvTable(input);
    if (typeof table === 'string') return fail(table);
    const esc = (c: string) =>
      c.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const row = (cells: string[], tag: string) =>
      `    <tr>${cells.map((c) => `<${tag}>${esc(c)}</${tag}>`).join('')}</tr>`;
    return ok(
      [
        '<table>',
        '  <thead>',
        row(table.header, 'th'),
        '  </thead>',
        '  <tbody>',
        ...table.rows.map((r) => row(r, 'td')),
        '  </tbody>',
        '</table>',
      ].join('\n'),
    );
  },
  csvToTsv: ({ input = '' }) => {
    const data = parseCsv(input, ',');
    return typeof data === 'string' ? fail(data) : ok(unparse(data, '\t'));
  },
  tsvToCsv: ({ input = '' }) => {
    if (input.trim() === '') return fail('Enter tab-separated text, such as a range copied from a spreadsheet.');
    const data = parseCsv(input, '\t');
    return typeof data === 'string' ? fail(data) : ok(unparse(data));
  },
  csvToSql: ({ input = '', table: tableName = '' }) => {
    const table = csvTable(input);
    if (typeof table === 'string') return fail(table);
    const name = tableName.trim();
    if (name === '') return fail('Enter the table name, such as customers.');
    const ident = (s: string) =>
      /^[A-Za-z_][A-Za-z0-9_]*$/.test(s) && !SQL_RESERVED.has(s.toUpperCase()) ? s : `"${s.replace(/"/g, '""')}"`;
    const value = (c: string) =>
      c === '' ? 'NULL' : /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/.test(c) ? c : `'${c.replace(/'/g, "''")}'`;
    const columns = table.header.map(ident).join(', ');
    return ok(
      table.rows.map((r) => `INSERT INTO ${ident(name)} (${columns}) VALUES (${r.map(value).join(', ')});`).join('\n'),
      [{ label: 'Rows', value: String(table.rows.length) }],
    );
  },
  markdownTableToCsv: ({ input = '' }) => {
    const lines = input.split(/\r?\n/).map((l) => l.trim());
    // GFM: a table's second line is its delimiter row, cells of one or more hyphens with optional
    // colons (|-|-|, |:-|-:|, | --- | --- |); it is layout, not data. Later rows are data whatever they hold.
    const delimiter = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$/;
    const rows = lines
      .filter(
        (l, i) =>
          l.includes('|') &&
          !(i > 0 && lines[i - 1]!.includes('|') && (i < 2 || !lines[i - 2]!.includes('|')) && delimiter.test(l)),
      )
      .map((l) =>
        l
          .replace(/^\|/, '')
          .replace(/(?<!\\)\|$/, '')
          .split(/(?<!\\)\|/)
          .map((c) => c.trim().replace(/\\\|/g, '|')),
      );
    if (rows.length === 0) return fail('Enter a Markdown table, with | between cells, such as | name | age |.');
    return ok(unparse(rows));
  },
  jsonToYaml: ({ input = '' }) =>
    withJson(input, (tree) => ok(lib('yaml').stringify(toValue(tree), yamlWriteOptions).trimEnd())),
  yamlToJson: ({ input = '' }) => {
    if (input.trim() === '') return fail('Enter YAML, such as name: Perch.');
    const docs = lib('yaml').parseAllDocuments(input, yamlReadOptions);
    if (!Array.isArray(docs)) return fail('Enter YAML, such as name: Perch.');
    const bad = docs.flatMap((d) => d.errors)[0];
    if (bad) return fail(`Not valid YAML: ${sentence(bad.message.split('\n')[0]!)}`);
    try {
      const values = docs.map((d) => d.toJS({ maxAliasCount: 1000 }));
      return ok(writeJson(values.length === 1 ? values[0] : values, 2));
    } catch (error) {
      if (error instanceof JsonValueError) return fail(`That YAML has a value JSON cannot hold: ${error.message}.`);
      return fail(`That YAML cannot be read: ${sentence((error as Error).message)}`);
    }
  },
  yamlValidate: ({ input = '' }) => {
    if (input.trim() === '') return fail('Enter YAML, such as name: Perch.');
    const docs = lib('yaml').parseAllDocuments(input);
    if (!Array.isArray(docs)) return fail('Enter YAML, such as name: Perch.');
    const bad = docs.flatMap((d) => d.errors)[0];
    if (bad) return fail(`Not valid YAML: ${sentence(bad.message.split('\n')[0]!)}`);
    return ok(`Valid YAML: ${docs.length === 1 ? 'one document' : `${docs.length} documents`}.`);
  },
  yamlFormat: ({ input = '' }) => {
    if (input.trim() === '') return fail('Enter YAML, such as name: Perch.');
    const docs = lib('yaml').parseAllDocuments(input);
    if (!Array.isArray(docs)) return fail('Enter YAML, such as name: Perch.');
    const bad = docs.flatMap((d) => d.errors)[0];
    if (bad) return fail(`Not valid YAML: ${sentence(bad.message.split('\n')[0]!)}`);
    return ok(docs.map((d) => d.toString(yamlOptions).trimEnd()).join('\n---\n'));
  },
  tomlToJson: ({ input = '' }) => {
    if (input.trim() === '') return fail('Enter TOML, such as title = "Perch".');
    try {
      const { value, truncated } = tomlFineTimes(input, lib('toml').parse(input, { integersAsBigInt: 'asNeeded' }));
      return ok(writeJson(value, 2), truncatedTimes(truncated));
    } catch (error) {
      if (error instanceof JsonValueError) return fail(`That TOML has a value JSON cannot hold: ${error.message}.`);
      return fail(`Not valid TOML: ${sentence((error as Error).message.split('\n')[0]!)}`);
    }
  },
  jsonToToml: ({ input = '' }) =>
    withJson(input, (tree) => {
      if (tree.t !== 'object') return fail('TOML needs a JSON object at the top, such as {"title": "Perch"}.');
      const nulls: string[] = [];
      const findNulls = (n: JsonNode, path: string) => {
        if (n.t === 'literal' && n.raw === 'null') nulls.push(path);
        if (n.t === 'object') for (const e of n.entries) findNulls(e.value, pathKey(path, e.key));
        if (n.t === 'array') n.items.forEach((v, i) => findNulls(v, `${path}[${i}]`));
      };
      findNulls(tree, '$');
      if (nulls.length)
        return fail(`TOML has no null: replace or remove the null at ${nulls[0]!.replace(/^\$\.?/, '')}.`);
      try {
        // Integers as BigInt and every other number as a float, so 1.0 stays 1.0 (TOML tells them apart).
        return ok(
          lib('toml')
            .stringify(toValue(tree, true) as Record<string, unknown>, { numbersAsFloat: true })
            .trim(),
        );
      } catch (error) {
        return fail(`That JSON cannot be written as TOML: ${sentence((error as Error).message)}`);
      }
    }),
  yamlToToml: ({ input = '' }) => {
    if (input.trim() === '') return fail('Enter YAML, such as title: Perch.');
    const doc = lib('yaml').parseDocument(input, yamlReadOptions);
    const bad = doc.errors[0];
    if (bad) return fail(`Not valid YAML: ${sentence(bad.message.split('\n')[0]!)}`);
    const value: unknown = doc.toJS({ maxAliasCount: 1000 });
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return fail('TOML needs a mapping at the top, such as title: Perch.');
    const nullAt = findNull(value, '');
    if (nullAt !== null) return fail(`TOML has no null: replace or remove the empty value at ${nullAt || 'the top'}.`);
    try {
      // Integers were read as BigInt, so every number left is a float: 1.0 stays 1.0.
      return ok(
        lib('toml')
          .stringify(value as Record<string, unknown>, { numbersAsFloat: true })
          .trim(),
      );
    } catch (error) {
      return fail(`That YAML cannot be written as TOML: ${sentence((error as Error).message)}`);
    }
  },
  tomlToYaml: ({ input = '' }) => {
    if (input.trim() === '') return fail('Enter TOML, such as title = "Perch".');
    let value: unknown;
    try {
      value = lib('toml').parse(input, { integersAsBigInt: 'asNeeded' });
    } catch (error) {
      return fail(`Not valid TOML: ${sentence((error as Error).message.split('\n')[0]!)}`);
    }
    const fine = tomlFineTimes(input, value);
    // Dates as their ISO text, as in TOML to JSON (YAML would otherwise write them in UTC).
    const plain = JSON.parse(writeJson(fine.value, 0), (_k, v: unknown) => v) as unknown;
    return ok(
      lib('yaml').stringify(restoreBigInts(fine.value, plain), yamlWriteOptions).trimEnd(),
      truncatedTimes(fine.truncated),
    );
  },
  xmlFormat: ({ input = '' }) => {
    const problem = xmlProblem(input);
    return problem ? fail(problem) : ok(formatXml(input, '  '));
  },
  xmlMinify: ({ input = '', keepComments }) => {
    const problem = xmlProblem(input);
    return problem ? fail(problem) : ok(formatXml(input, '', checked(keepComments)));
  },
  xmlValidate: ({ input = '' }) => {
    const problem = xmlProblem(input);
    return problem ? fail(problem) : ok('Valid XML: well-formed.');
  },
  xmlToJson: ({ input = '' }) => {
    const problem = xmlProblem(input);
    if (problem) return fail(problem);
    // Character references (&#233; &#xE9;) are decoded with the five predefined entities, as every
    // XML parser must (XML 1.0 §4.6). fast-xml-parser decodes them only with its htmlEntities
    // option, which as a table (rather than true) names exactly the entities to know, so &nbsp;
    // and other HTML names are not taken for XML; entities a DOCTYPE declares are added to it.
    const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as unknown as boolean;
    let parsed: unknown;
    try {
      parsed = new (lib('xml').XMLParser)({
        ignoreAttributes: false,
        attributeNamePrefix: '@_',
        parseTagValue: false,
        parseAttributeValue: false,
        ignoreDeclaration: true,
        ignorePiTags: true,
        htmlEntities: entities,
      }).parse(input);
    } catch (error) {
      const name = /Invalid name: "([^"]+)"/.exec((error as Error).message)?.[1];
      if (name)
        return fail(`An element or attribute named “${name}” cannot be converted here. Rename it, then convert.`);
      throw error;
    }
    return ok(writeJson(parsed, 2));
  },
  jsonToXml: ({ input = '' }) =>
    withJson(input, (tree) => {
      const single =
        tree.t === 'object' &&
        tree.entries.length === 1 &&
        !tree.entries[0]!.key.startsWith('@_') &&
        tree.entries[0]!.value.t !== 'array';
      const rooted: JsonNode = single ? tree : obj([['root', tree.t === 'array' ? obj([['item', tree]]) : tree]]);
      const value = xmlValue(rooted, 'root');
      const xml = new (lib('xml').XMLBuilder)({
        ignoreAttributes: false,
        attributeNamePrefix: '@_',
        format: true,
        indentBy: '  ',
        suppressEmptyNode: true,
      }).build(value) as string;
      return ok(xml.trim());
    }),
  sql: ({ input = '', language = 'sql', keywordCase = 'upper' }, params) => {
    if (input.trim() === '') return fail('Enter an SQL query, such as select * from users where id = 1.');
    if (input.length > MAX_SQL)
      return fail('That is too long to format here: up to 50,000 characters. Format it in parts.');
    const lang = params.dialect ?? language;
    if (!SQL_LANGUAGES.has(lang)) return fail('Choose an SQL dialect from the list.');
    const kc = keywordCase === 'lower' || keywordCase === 'preserve' ? keywordCase : 'upper';
    const options: FormatOptionsWithLanguage = { language: lang as SqlLanguage, tabWidth: 2, keywordCase: kc };
    try {
      return ok(lib('sql').format(input, options));
    } catch (error) {
      // Bind parameters (:id, @id, $1, ?) are written by the program, not the dialect: a dialect
      // whose grammar lacks them (standard SQL, MySQL, BigQuery…) reads them on a second try.
      if (/[:@$?]/.test(input))
        try {
          return ok(lib('sql').format(input, { ...options, paramTypes: BIND_PARAMETERS }));
        } catch {
          // The first error says what is wrong with the SQL itself.
        }
      return fail(
        `That SQL could not be read: ${sentence((error as Error).message.split('\n')[0]!)} Check it, or pick its dialect.`,
      );
    }
  },
  markdownToHtml: ({ input = '' }) =>
    ok((lib('markdown').marked.parse(input, { async: false, gfm: true }) as string).trimEnd()),
  htmlToText: ({ input = '' }) => ok(htmlToText(input, lib('entities'))),
  cssMinify: ({ input = '' }) => {
    const problem = cssProblem(input);
    if (problem) return fail(problem);
    const out = minifyCss(input);
    return ok(out, [
      { label: 'Characters before', value: String(input.length) },
      { label: 'Characters after', value: String(out.length) },
    ]);
  },
  cssBeautify: ({ input = '' }) => {
    const problem = cssProblem(input);
    return problem ? fail(problem) : ok(beautifyCss(input));
  },
  jsonToTypeScript: ({ input = '', rootName = 'Root' }) =>
    withJson(input, (tree) => {
      const name = pascal(rootName.trim() || 'Root');
      return ok(jsonToTypeScript(tree, name));
    }),
  jsonDiff: ({ original = '', changed = '' }) => {
    const a = parseJsonTree(original);
    if (typeof a === 'string') return fail(`First JSON: ${a}`);
    const b = parseJsonTree(changed);
    if (typeof b === 'string') return fail(`Second JSON: ${b}`);
    const out: string[] = [];
    jsonDiff(a, b, '$', out);
    if (out.length === 0) return ok('No differences: the two JSON documents hold the same data.');
    return ok(out.join('\n'), [{ label: 'Differences', value: String(out.length) }]);
  },
  jsonFlatten: ({ input = '' }) =>
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
  jsonUnflatten: ({ input = '' }) =>
    withJson(input, (tree) => {
      const value = unflatten(tree);
      return typeof value === 'string' ? fail(value) : ok(printJson(value, 2));
    }),
  jsonToJsonl: ({ input = '' }) =>
    withJson(input, (tree) =>
      tree.t === 'array'
        ? ok(tree.items.map((i) => printJson(i, 0)).join('\n'))
        : fail('Give a JSON array: each item becomes one line.'),
    ),
  jsonlToJson: ({ input = '' }) => {
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
};

/** The libraries each operation uses (an operation not listed uses none). */
const OP_LIBRARIES: Readonly<Record<string, readonly Library[]>> = {
  jsonToCsv: ['csv'],
  csvToJson: ['csv'],
  csvToMarkdown: ['csv'],
  csvToHtml: ['csv'],
  csvToTsv: ['csv'],
  tsvToCsv: ['csv'],
  csvToSql: ['csv'],
  markdownTableToCsv: ['csv'],
  jsonToYaml: ['yaml'],
  yamlToJson: ['yaml'],
  yamlValidate: ['yaml'],
  yamlFormat: ['yaml'],
  tomlToJson: ['toml'],
  jsonToToml: ['toml'],
  yamlToToml: ['yaml', 'toml'],
  tomlToYaml: ['yaml', 'toml'],
  xmlFormat: ['xml'],
  xmlMinify: ['xml'],
  xmlValidate: ['xml'],
  xmlToJson: ['xml'],
  jsonToXml: ['xml'],
  sql: ['sql'],
  markdownToHtml: ['markdown'],
  htmlToText: ['entities'],
};

export const run: Engine = async (tool, values): Promise<ToolResult> => {
  const name = tool.params.operation ?? '';
  const op = OPS[name];
  if (!op) return fail('This tool is not set up correctly.');
  for (const value of Object.values(values))
    if (value.length > MAX_INPUT) return fail('That is too long: up to two million characters.');
  const needed = (OP_LIBRARIES[name] ?? []).filter((l) => !loaded[l]);
  try {
    await Promise.all(needed.map(async (l) => Object.assign(loaded, { [l]: await LIBRARIES[l]() })));
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
    return fail(`That could not be converted: ${sentence(error instanceof Error ? error.message : String(error))}`);
  }
};

export { notValid };
