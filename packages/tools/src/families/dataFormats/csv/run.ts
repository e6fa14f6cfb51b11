import { flatten, printJson, type JsonNode } from '../json';
import { checked, dataOperations, dataEngine, fail, lib, obj, ok, str, withJson } from '../libraries';

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

/** The kept libraries each tool needs, loaded before it first runs. */
const needs = {
  'json-to-csv': ['csv'],
  'csv-to-json': ['csv'],
  'csv-to-markdown-table': ['csv'],
  'markdown-table-to-csv': ['csv'],
  'csv-to-html-table': ['csv'],
  'csv-to-tsv': ['csv'],
  'tsv-to-csv': ['csv'],
  'csv-to-sql': ['csv'],
} as const;

/** Each tool's code, by its row's id (rows.ts). */
export const operations = dataOperations(
  {
    'json-to-csv': ({ input = '' }) =>
      withJson(input, (tree) => {
        const table = jsonTable(tree);
        if (typeof table === 'string') return fail(table);
        return ok(unparse(table.header.length ? [table.header, ...table.rows] : table.rows), [
          { label: 'Rows', value: String(table.rows.length) },
          { label: 'Columns', value: String(table.header.length || Math.max(...table.rows.map((r) => r.length))) },
        ]);
      }),
    'csv-to-json': ({ input = '', detectTypes }) => {
      const table = csvTable(input);
      if (typeof table === 'string') return fail(table);
      const rows = table.rows.map((r) => obj(table.header.map((h, i) => [h, typedCell(r[i]!, checked(detectTypes))])));
      return ok(printJson({ t: 'array', items: rows }, 2), [
        { label: 'Rows', value: String(rows.length) },
        { label: 'Columns', value: String(table.header.length) },
      ]);
    },
    'csv-to-markdown-table': ({ input = '' }) => {
      const table = csvTable(input);
      if (typeof table === 'string') return fail(table);
      const cell = (c: string) => c.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>').trim();
      const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
      return ok(
        [line(table.header), `| ${table.header.map(() => '---').join(' | ')} |`, ...table.rows.map(line)].join('\n'),
      );
    },
    'markdown-table-to-csv': ({ input = '' }) => {
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
    'csv-to-html-table': ({ input = '' }) => {
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
    'csv-to-tsv': ({ input = '' }) => {
      const data = parseCsv(input, ',');
      return typeof data === 'string' ? fail(data) : ok(unparse(data, '\t'));
    },
    'tsv-to-csv': ({ input = '' }) => {
      if (input.trim() === '') return fail('Enter tab-separated text, such as a range copied from a spreadsheet.');
      const data = parseCsv(input, '\t');
      return typeof data === 'string' ? fail(data) : ok(unparse(data));
    },
    'csv-to-sql': ({ input = '', table: tableName = '' }) => {
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
        table.rows
          .map((r) => `INSERT INTO ${ident(name)} (${columns}) VALUES (${r.map(value).join(', ')});`)
          .join('\n'),
        [{ label: 'Rows', value: String(table.rows.length) }],
      );
    },
  },
  needs,
);

export const run = dataEngine(operations);
