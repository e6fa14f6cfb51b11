/**
 * Data formats: JSON (format, minify, validate, sort, diff, flatten, JSON Lines, TypeScript),
 * CSV/TSV (papaparse), YAML (yaml), TOML (smol-toml), XML (fast-xml-parser validates and maps;
 * the formatter re-indents tokens by hand), SQL (sql-formatter), Markdown (marked), and
 * hand-written token-level CSS minifier/beautifier and HTML-to-text.
 */
import type { ToolCategoryId } from '../../categories';
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';

type Row = {
  id: string;
  op: string;
  name: string;
  description: string;
  keywords: readonly string[];
  category?: ToolCategoryId;
  params?: Record<string, string>;
  fields?: readonly Field[];
  label?: string;
  pro?: boolean;
  examples: readonly ToolExample[];
};

const input = (label: string): Field => ({ name: 'input', label, type: 'textarea' });

const SQL_DIALECTS = [
  { value: 'sql', label: 'Standard SQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'mariadb', label: 'MariaDB' },
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'tsql', label: 'SQL Server (T-SQL)' },
  { value: 'plsql', label: 'Oracle (PL/SQL)' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'bigquery', label: 'BigQuery' },
  { value: 'snowflake', label: 'Snowflake' },
  { value: 'redshift', label: 'Amazon Redshift' },
  { value: 'db2', label: 'IBM Db2' },
  { value: 'spark', label: 'Spark SQL' },
  { value: 'trino', label: 'Trino / Presto' },
  { value: 'hive', label: 'Hive' },
];

const keywordCase: Field = {
  name: 'keywordCase',
  label: 'Keywords',
  type: 'select',
  default: 'upper',
  options: [
    { value: 'upper', label: 'UPPER CASE' },
    { value: 'lower', label: 'lower case' },
    { value: 'preserve', label: 'As written' },
  ],
};

const SQL_QUERY = 'select id, name from users where active = 1 order by name';
const SQL_FORMATTED = 'SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = 1\nORDER BY\n  name';

const SQL_NAMED = [
  {
    id: 'mysql-formatter',
    dialect: 'mysql',
    name: 'MySQL Formatter',
    keywords: ['format mysql query', 'mysql beautifier', 'mysql pretty print', 'mariadb formatter'],
    example: 'select `id`, count(*) as n from orders group by `id` limit 10',
    output: 'SELECT\n  `id`,\n  count(*) AS n\nFROM\n  orders\nGROUP BY\n  `id`\nLIMIT\n  10',
  },
  {
    id: 'postgresql-formatter',
    dialect: 'postgresql',
    name: 'PostgreSQL Formatter',
    keywords: ['postgres formatter', 'format postgresql query', 'pgsql beautifier', 'psql pretty print'],
    example: "select id, data->>'name' as name from users where id = $1",
    output: "SELECT\n  id,\n  data ->> 'name' AS name\nFROM\n  users\nWHERE\n  id = $1",
  },
  {
    id: 'sql-server-formatter',
    dialect: 'tsql',
    name: 'SQL Server (T-SQL) Formatter',
    keywords: ['tsql formatter', 't-sql beautifier', 'mssql formatter', 'format sql server query'],
    example: 'select top 5 [id], [name] from dbo.users',
    output: 'SELECT\n  TOP 5 [id],\n  [name]\nFROM\n  dbo.users',
  },
  {
    id: 'oracle-sql-formatter',
    dialect: 'plsql',
    name: 'Oracle PL/SQL Formatter',
    keywords: ['plsql formatter', 'oracle sql beautifier', 'format oracle query', 'pl/sql pretty print'],
    example: 'select id from users where rownum <= 5',
    output: 'SELECT\n  id\nFROM\n  users\nWHERE\n  rownum <= 5',
  },
  {
    id: 'sqlite-formatter',
    dialect: 'sqlite',
    name: 'SQLite Formatter',
    keywords: ['format sqlite query', 'sqlite beautifier', 'sqlite pretty print'],
    example: 'select id, name from users limit 3',
    output: 'SELECT\n  id,\n  name\nFROM\n  users\nLIMIT\n  3',
  },
];

const ROWS: readonly Row[] = [
  // JSON
  {
    id: 'json-formatter',
    op: 'jsonFormat',
    name: 'JSON Formatter',
    description: 'Validate JSON and pretty-print it with two-space indentation.',
    category: 'developer',
    label: 'JSON',
    keywords: ['json beautifier', 'json pretty print', 'format json', 'json viewer', 'prettify json'],
    examples: [
      { input: { input: '{"name":"Perch","tools":1000}' }, output: '{\n  "name": "Perch",\n  "tools": 1000\n}' },
      {
        input: { input: '[1,{"a":[]},{"b":{}},12345678901234567890]' },
        output: '[\n  1,\n  {\n    "a": []\n  },\n  {\n    "b": {}\n  },\n  12345678901234567890\n]',
      },
    ],
  },
  {
    id: 'json-minifier',
    op: 'jsonMinify',
    name: 'JSON Minifier',
    description: 'Remove every space and line break that JSON does not need.',
    category: 'developer',
    label: 'JSON',
    keywords: ['minify json', 'json compressor', 'compact json', 'json one line', 'remove whitespace from json'],
    examples: [
      {
        input: { input: '{\n  "name": "Perch",\n  "tags": [ "a", "b" ]\n}' },
        output: '{"name":"Perch","tags":["a","b"]}',
      },
    ],
  },
  {
    id: 'json-validator',
    op: 'jsonValidate',
    name: 'JSON Validator',
    description: 'Check whether text is valid JSON and see where it breaks if not.',
    category: 'developer',
    label: 'JSON',
    keywords: ['validate json', 'json lint', 'jsonlint', 'json checker', 'is my json valid'],
    examples: [{ input: { input: '{"a": 1, "b": [true, null]}' }, output: 'Valid JSON: an object with 2 keys.' }],
  },
  {
    id: 'json-key-sorter',
    op: 'jsonSortKeys',
    name: 'JSON Key Sorter',
    description: 'Sort the keys of every JSON object alphabetically, at every level.',
    category: 'developer',
    label: 'JSON',
    keywords: ['sort json keys', 'alphabetize json', 'json sort', 'order json keys', 'canonical json'],
    examples: [
      {
        input: { input: '{"b":1,"a":{"d":2,"c":3},"C":[{"z":0,"y":1}]}' },
        output:
          '{\n  "C": [\n    {\n      "y": 1,\n      "z": 0\n    }\n  ],\n  "a": {\n    "c": 3,\n    "d": 2\n  },\n  "b": 1\n}',
      },
    ],
  },
  {
    id: 'json-diff',
    op: 'jsonDiff',
    name: 'JSON Compare (Diff)',
    description: 'Compare two JSON documents by their data and list what was added, removed or changed.',
    category: 'developer',
    pro: true,
    keywords: ['json diff', 'compare json', 'json difference', 'json comparison', 'diff two json'],
    fields: [
      { name: 'original', label: 'First JSON', type: 'textarea' },
      { name: 'changed', label: 'Second JSON', type: 'textarea' },
    ],
    examples: [
      {
        input: { original: '{"a":1,"b":[1,2],"c":"x"}', changed: '{"a":1.0,"b":[1,3,4],"d":true}' },
        output: '~ $.b[1]: 2 → 3\n+ $.b[2]: 4\n- $.c: "x"\n+ $.d: true',
      },
    ],
  },
  {
    id: 'json-flatten',
    op: 'jsonFlatten',
    name: 'JSON Flattener',
    description: 'Flatten nested JSON into one level of dotted keys, such as address.city.',
    category: 'developer',
    label: 'JSON',
    keywords: ['flatten json', 'json to dot notation', 'nested json to flat', 'json flatten online'],
    examples: [
      {
        input: { input: '{"user":{"name":"Ann","tags":["a","b"]},"ok":true}' },
        output: '{\n  "user.name": "Ann",\n  "user.tags.0": "a",\n  "user.tags.1": "b",\n  "ok": true\n}',
      },
    ],
  },
  {
    id: 'json-unflatten',
    op: 'jsonUnflatten',
    name: 'JSON Unflattener',
    description: 'Turn dotted keys, such as address.city, back into nested JSON.',
    category: 'developer',
    label: 'Flat JSON',
    keywords: ['unflatten json', 'dot notation to json', 'flat to nested json', 'expand dotted keys'],
    examples: [
      {
        input: { input: '{"user.name":"Ann","user.tags.0":"a","user.tags.1":"b","ok":true}' },
        output:
          '{\n  "user": {\n    "name": "Ann",\n    "tags": [\n      "a",\n      "b"\n    ]\n  },\n  "ok": true\n}',
      },
    ],
  },
  {
    id: 'json-to-jsonl',
    op: 'jsonToJsonl',
    name: 'JSON to JSON Lines (JSONL)',
    description: 'Write each item of a JSON array on its own line, as JSON Lines (NDJSON).',
    category: 'developer',
    label: 'JSON array',
    keywords: ['json to jsonl', 'json to ndjson', 'json array to lines', 'jsonlines converter'],
    examples: [{ input: { input: '[{"a": 1}, {"a": 2}]' }, output: '{"a":1}\n{"a":2}' }],
  },
  {
    id: 'jsonl-to-json',
    op: 'jsonlToJson',
    name: 'JSON Lines (JSONL) to JSON',
    description: 'Gather JSON Lines (NDJSON), one value a line, into one JSON array.',
    category: 'developer',
    label: 'JSON Lines',
    keywords: ['jsonl to json', 'ndjson to json', 'json lines to array', 'jsonl converter'],
    examples: [
      { input: { input: '{"a":1}\n\n{"a":2}\n' }, output: '[\n  {\n    "a": 1\n  },\n  {\n    "a": 2\n  }\n]' },
    ],
  },
  {
    id: 'json-to-typescript',
    op: 'jsonToTypeScript',
    name: 'JSON to TypeScript Interface',
    description: 'Generate TypeScript interfaces that describe a JSON sample.',
    category: 'developer',
    pro: true,
    keywords: [
      'json to ts',
      'json to typescript type',
      'generate typescript interface',
      'json2ts',
      'typescript from json',
    ],
    fields: [input('JSON sample'), { name: 'rootName', label: 'Name of the top type', type: 'text', default: 'Root' }],
    examples: [
      {
        input: {
          input:
            '{"id":1,"name":"Ann","tags":["a"],"address":{"city":"Oslo","zip":null},"orders":[{"total":9.5},{"total":3,"note":"gift"}]}',
        },
        output:
          'export interface Root {\n  id: number;\n  name: string;\n  tags: string[];\n  address: Address;\n  orders: Order[];\n}\n\nexport interface Address {\n  city: string;\n  zip: null;\n}\n\nexport interface Order {\n  total: number;\n  note?: string;\n}',
      },
    ],
  },
  // CSV and friends
  {
    id: 'json-to-csv',
    op: 'jsonToCsv',
    name: 'JSON to CSV Converter',
    description:
      'Turn a JSON array of objects into CSV, one row an object, nested keys as a.b and list items as a.0 columns (null is an empty cell).',
    category: 'data',
    label: 'JSON array',
    keywords: ['json to csv', 'convert json to excel', 'json array to csv', 'json2csv', 'export json as csv'],
    examples: [
      {
        input: {
          input: '[{"name":"Ann","age":31,"address":{"city":"Oslo"}},{"name":"Lee, Jr.","age":null,"tags":["x"]}]',
        },
        output: 'name,age,address.city,tags.0\nAnn,31,Oslo,\n"Lee, Jr.",,,x',
      },
      {
        input: { input: '[{"id":1,"tags":["a","b"],"owner":null},null,{"id":3,"tags":[["x",null]]}]' },
        output: 'id,tags.0,tags.1,owner,tags.0.0,tags.0.1\n1,a,b,,,\n,,,,,\n3,,,,x,',
      },
    ],
  },
  {
    id: 'csv-to-json',
    op: 'csvToJson',
    name: 'CSV to JSON Converter',
    description: 'Turn CSV with a header row into a JSON array of objects.',
    category: 'data',
    keywords: ['csv to json', 'convert csv to json', 'csv2json', 'excel to json', 'csv parser'],
    fields: [
      input('CSV (header row first)'),
      { name: 'detectTypes', label: 'Write numbers and true/false as JSON values', type: 'checkbox', default: 'true' },
    ],
    examples: [
      {
        input: { input: 'name,age,zip\nAnn,31,0150\n"Lee, Jr.",,x' },
        output:
          '[\n  {\n    "name": "Ann",\n    "age": 31,\n    "zip": "0150"\n  },\n  {\n    "name": "Lee, Jr.",\n    "age": "",\n    "zip": "x"\n  }\n]',
      },
      {
        input: { input: 'a,b\n1,true', detectTypes: 'false' },
        output: '[\n  {\n    "a": "1",\n    "b": "true"\n  }\n]',
      },
    ],
  },
  {
    id: 'csv-to-markdown-table',
    op: 'csvToMarkdown',
    name: 'CSV to Markdown Table',
    description: 'Turn CSV into a Markdown (GitHub) table, header row first.',
    category: 'data',
    label: 'CSV (header row first)',
    keywords: [
      'csv to markdown',
      'markdown table generator',
      'csv to md table',
      'github table from csv',
      'excel to markdown',
    ],
    examples: [
      {
        input: { input: 'name,role\nAnn,"Dev | Ops"\nBen,PM' },
        output: '| name | role |\n| --- | --- |\n| Ann | Dev \\| Ops |\n| Ben | PM |',
      },
    ],
  },
  {
    id: 'markdown-table-to-csv',
    op: 'markdownTableToCsv',
    name: 'Markdown Table to CSV',
    description: 'Turn a Markdown table back into CSV.',
    category: 'data',
    label: 'Markdown table',
    keywords: ['markdown to csv', 'md table to csv', 'markdown table to excel', 'convert markdown table'],
    examples: [
      {
        input: { input: '| name | role |\n|:-----|-----:|\n| Ann | Dev \\| Ops |\n| Ben | PM, lead |' },
        output: 'name,role\nAnn,Dev | Ops\nBen,"PM, lead"',
      },
    ],
  },
  {
    id: 'csv-to-html-table',
    op: 'csvToHtml',
    name: 'CSV to HTML Table',
    description: 'Turn CSV into an HTML table with a header row, every cell escaped.',
    category: 'data',
    label: 'CSV (header row first)',
    keywords: ['csv to html', 'html table generator', 'csv table to html', 'convert csv to table'],
    pro: true,
    examples: [
      {
        input: { input: 'name,note\nAnn,<b>&co</b>' },
        output:
          '<table>\n  <thead>\n    <tr><th>name</th><th>note</th></tr>\n  </thead>\n  <tbody>\n    <tr><td>Ann</td><td>&lt;b&gt;&amp;co&lt;/b&gt;</td></tr>\n  </tbody>\n</table>',
      },
    ],
  },
  {
    id: 'csv-to-tsv',
    op: 'csvToTsv',
    name: 'CSV to TSV Converter',
    description: 'Turn comma-separated values into tab-separated values for pasting into a spreadsheet.',
    category: 'data',
    label: 'CSV',
    keywords: ['csv to tab delimited', 'comma to tab', 'csv to tsv', 'convert csv to tabs'],
    examples: [{ input: { input: 'name,city\n"Lee, Jr.",Oslo' }, output: 'name\tcity\nLee, Jr.\tOslo' }],
  },
  {
    id: 'tsv-to-csv',
    op: 'tsvToCsv',
    name: 'TSV to CSV Converter',
    description: 'Turn tab-separated values, such as cells copied from a spreadsheet, into CSV.',
    category: 'data',
    label: 'TSV',
    keywords: ['tab delimited to csv', 'tabs to commas', 'tsv to csv', 'spreadsheet paste to csv'],
    examples: [{ input: { input: 'name\tcity\nLee, Jr.\tOslo' }, output: 'name,city\n"Lee, Jr.",Oslo' }],
  },
  {
    id: 'csv-to-sql',
    op: 'csvToSql',
    name: 'CSV to SQL INSERT Statements',
    description: 'Turn CSV rows into SQL INSERT statements for a table you name.',
    category: 'data',
    pro: true,
    keywords: ['csv to sql', 'csv to insert statements', 'generate sql inserts', 'import csv to sql'],
    fields: [
      input('CSV (header row first)'),
      { name: 'table', label: 'Table name', type: 'text', default: 'customers' },
    ],
    examples: [
      {
        input: { input: "id,name,city\n1,O'Brien,\n2,Ann,Oslo" },
        output:
          "INSERT INTO customers (id, name, city) VALUES (1, 'O''Brien', NULL);\nINSERT INTO customers (id, name, city) VALUES (2, 'Ann', 'Oslo');",
      },
    ],
  },
  // YAML and TOML
  {
    id: 'json-to-yaml',
    op: 'jsonToYaml',
    name: 'JSON to YAML Converter',
    description: 'Turn JSON into YAML, quoting strings such as yes and no that older YAML reads as true/false.',
    category: 'developer',
    label: 'JSON',
    keywords: ['json to yaml', 'json2yaml', 'convert json to yml', 'json to yml'],
    examples: [
      {
        input: { input: '{"name":"Perch","tags":["a","b"],"nested":{"x":1,"on":"yes","n":null}}' },
        output: 'name: Perch\ntags:\n  - a\n  - b\nnested:\n  x: 1\n  "on": "yes"\n  "n": null',
      },
    ],
  },
  {
    id: 'yaml-to-json',
    op: 'yamlToJson',
    name: 'YAML to JSON Converter',
    description: 'Turn YAML into JSON, with anchors and aliases resolved.',
    category: 'developer',
    label: 'YAML',
    keywords: ['yaml to json', 'yml to json', 'yaml2json', 'convert yaml'],
    examples: [
      {
        input: { input: 'base: &b\n  x: 1\ncopy: *b\nlist:\n  - "007"\n  - 7\n  - ~' },
        output:
          '{\n  "base": {\n    "x": 1\n  },\n  "copy": {\n    "x": 1\n  },\n  "list": [\n    "007",\n    7,\n    null\n  ]\n}',
      },
    ],
  },
  {
    id: 'yaml-validator',
    op: 'yamlValidate',
    name: 'YAML Validator',
    description: 'Check whether text is valid YAML and see where it breaks if not.',
    category: 'developer',
    label: 'YAML',
    keywords: ['validate yaml', 'yaml lint', 'yamllint', 'yml checker', 'yaml syntax check'],
    examples: [{ input: { input: 'a: 1\nb:\n  - x' }, output: 'Valid YAML: one document.' }],
  },
  {
    id: 'yaml-formatter',
    op: 'yamlFormat',
    name: 'YAML Formatter',
    description: 'Re-indent YAML with two spaces and keep its comments.',
    category: 'developer',
    label: 'YAML',
    keywords: ['yaml beautifier', 'format yaml', 'yml formatter', 'yaml pretty print'],
    examples: [
      { input: { input: 'a:    1   # one\nb:\n    - x\n    - {c: 2}' }, output: 'a: 1 # one\nb:\n  - x\n  - { c: 2 }' },
    ],
  },
  {
    id: 'toml-to-json',
    op: 'tomlToJson',
    name: 'TOML to JSON Converter',
    description: 'Turn TOML into JSON, with dates and times as ISO 8601 text and big integers exact.',
    category: 'developer',
    label: 'TOML',
    keywords: ['toml to json', 'convert toml', 'cargo toml to json', 'pyproject toml to json'],
    examples: [
      {
        input: {
          input:
            'title = "Perch"\n[owner]\nname = "Tom"\ndob = 1979-05-27T07:32:00-08:00\n[[items]]\nid = 9223372036854775807',
        },
        output:
          '{\n  "title": "Perch",\n  "owner": {\n    "name": "Tom",\n    "dob": "1979-05-27T07:32:00-08:00"\n  },\n  "items": [\n    {\n      "id": 9223372036854775807\n    }\n  ]\n}',
      },
    ],
  },
  {
    id: 'json-to-toml',
    op: 'jsonToToml',
    name: 'JSON to TOML Converter',
    description: 'Turn a JSON object into TOML, with tables for nested objects.',
    category: 'developer',
    label: 'JSON object',
    keywords: ['json to toml', 'convert json to toml', 'json2toml', 'generate toml'],
    examples: [
      {
        input: { input: '{"title":"Perch","owner":{"name":"Tom"},"ports":[80,443]}' },
        output: 'title = "Perch"\nports = [ 80, 443 ]\n\n[owner]\nname = "Tom"',
      },
    ],
  },
  {
    id: 'yaml-to-toml',
    op: 'yamlToToml',
    name: 'YAML to TOML Converter',
    description: 'Turn a YAML mapping into TOML, with tables for nested mappings.',
    category: 'developer',
    label: 'YAML',
    keywords: ['yaml to toml', 'yml to toml', 'convert yaml to toml', 'yaml2toml'],
    pro: true,
    examples: [
      {
        input: { input: 'title: Perch\nports: [80, 443]\nowner:\n  name: Tom' },
        output: 'title = "Perch"\nports = [ 80, 443 ]\n\n[owner]\nname = "Tom"',
      },
    ],
  },
  {
    id: 'toml-to-yaml',
    op: 'tomlToYaml',
    name: 'TOML to YAML Converter',
    description: 'Turn TOML into YAML, with dates and times as ISO 8601 text.',
    category: 'developer',
    label: 'TOML',
    keywords: ['toml to yaml', 'toml to yml', 'convert toml to yaml', 'toml2yaml'],
    pro: true,
    examples: [
      {
        input: { input: 'title = "Perch"\nports = [80, 443]\n[owner]\nname = "Tom"' },
        output: 'title: Perch\nports:\n  - 80\n  - 443\nowner:\n  name: Tom',
      },
    ],
  },
  // XML
  {
    id: 'xml-formatter',
    op: 'xmlFormat',
    name: 'XML Formatter',
    description: 'Indent XML two spaces a level; elements with text keep it exactly.',
    category: 'developer',
    label: 'XML',
    keywords: ['xml beautifier', 'format xml', 'xml pretty print', 'xml indent', 'prettify xml'],
    examples: [
      {
        input: {
          input:
            '<?xml version="1.0"?><note id="7"><to>Ann</to><!-- hi --><body>Hi <b>there</b></body><empty/><blank>  </blank></note>',
        },
        output:
          '<?xml version="1.0"?>\n<note id="7">\n  <to>Ann</to>\n  <!-- hi -->\n  <body>Hi <b>there</b></body>\n  <empty/>\n  <blank></blank>\n</note>',
      },
    ],
  },
  {
    id: 'xml-minifier',
    op: 'xmlMinify',
    name: 'XML Minifier',
    description: 'Remove the whitespace between XML elements, and comments if you like.',
    category: 'developer',
    keywords: ['minify xml', 'xml compressor', 'compact xml', 'xml one line'],
    fields: [input('XML'), { name: 'keepComments', label: 'Keep comments', type: 'checkbox', default: 'false' }],
    examples: [
      {
        input: { input: '<note>\n  <!-- c -->\n  <to> Ann </to>\n  <body>Hi</body>\n</note>' },
        output: '<note><to> Ann </to><body>Hi</body></note>',
      },
    ],
  },
  {
    id: 'xml-validator',
    op: 'xmlValidate',
    name: 'XML Validator',
    description: 'Check whether XML is well-formed and see the line and column where it breaks.',
    category: 'developer',
    label: 'XML',
    keywords: ['validate xml', 'xml lint', 'xml syntax checker', 'well formed xml check'],
    examples: [{ input: { input: '<a><b>1</b></a>' }, output: 'Valid XML: well-formed.' }],
  },
  {
    id: 'xml-to-json',
    op: 'xmlToJson',
    name: 'XML to JSON Converter',
    description: 'Turn XML into JSON: attributes as "@_name", repeated elements as arrays, text kept as text.',
    category: 'developer',
    label: 'XML',
    keywords: ['xml to json', 'convert xml to json', 'xml2json', 'xml parser online'],
    pro: true,
    examples: [
      {
        input: { input: '<note id="7"><to>Ann</to><to>Ben</to><body>Hi &amp; bye</body></note>' },
        output:
          '{\n  "note": {\n    "to": [\n      "Ann",\n      "Ben"\n    ],\n    "body": "Hi & bye",\n    "@_id": "7"\n  }\n}',
      },
    ],
  },
  {
    id: 'json-to-xml',
    op: 'jsonToXml',
    name: 'JSON to XML Converter',
    description: 'Turn JSON into XML: arrays repeat their element, keys starting @_ become attributes.',
    category: 'developer',
    label: 'JSON',
    keywords: ['json to xml', 'convert json to xml', 'json2xml', 'xml from json'],
    pro: true,
    examples: [
      {
        input: { input: '{"note":{"@_id":7,"to":["Ann","Ben"],"body":"Hi & <bye>"}}' },
        output: '<note id="7">\n  <to>Ann</to>\n  <to>Ben</to>\n  <body>Hi &amp; &lt;bye&gt;</body>\n</note>',
      },
    ],
  },
  // SQL
  {
    id: 'sql-formatter',
    op: 'sql',
    name: 'SQL Formatter',
    description: 'Format an SQL query for reading, in the dialect you choose.',
    category: 'developer',
    keywords: ['sql beautifier', 'format sql', 'sql pretty print', 'sql query formatter', 'beautify sql'],
    fields: [
      input('SQL'),
      { name: 'language', label: 'Dialect', type: 'select', default: 'sql', options: SQL_DIALECTS },
      keywordCase,
    ],
    examples: [
      { input: { input: SQL_QUERY }, output: SQL_FORMATTED },
      { input: { input: 'SELECT a FROM t', keywordCase: 'lower' }, output: 'select\n  a\nfrom\n  t' },
      // Named bind parameters, as an application writes them.
      {
        input: { input: 'select id from users where email = :email and status = :status' },
        output: 'SELECT\n  id\nFROM\n  users\nWHERE\n  email = :email\n  AND status = :status',
      },
    ],
  },
  ...SQL_NAMED.map(
    (d): Row => ({
      id: d.id,
      op: 'sql',
      params: { dialect: d.dialect },
      name: d.name,
      description: `Format a ${d.name.replace(/ Formatter$/, '')} query for reading.`,
      category: 'developer',
      keywords: d.keywords,
      fields: [input('SQL'), keywordCase],
      examples: [{ input: { input: d.example }, output: d.output }],
    }),
  ),
  // Markup
  {
    id: 'markdown-to-html',
    op: 'markdownToHtml',
    name: 'Markdown to HTML Converter',
    description: 'Turn Markdown (with GitHub tables and lists) into HTML source.',
    category: 'developer',
    label: 'Markdown',
    keywords: ['markdown to html', 'md to html', 'convert markdown', 'markdown converter', 'markdown parser'],
    examples: [
      {
        input: { input: '# Hello\n\n*hi* **there** `x`\n\n- a\n- b' },
        output:
          '<h1>Hello</h1>\n<p><em>hi</em> <strong>there</strong> <code>x</code></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
      },
    ],
  },
  {
    id: 'html-to-text',
    op: 'htmlToText',
    name: 'HTML to Plain Text Converter',
    description: 'Turn HTML into readable plain text: tags and scripts go, paragraphs and list items stay apart.',
    category: 'developer',
    label: 'HTML',
    keywords: ['html to text', 'extract text from html', 'html to plain text', 'convert html to txt'],
    examples: [
      {
        input: {
          input:
            '<h1>Title</h1><p>Hello <b>world</b> &amp; friends.<br>New line</p><ul><li>One</li><li>Two</li></ul><script>x()</script>',
        },
        output: 'Title\n\nHello world & friends.\nNew line\n\n- One\n- Two',
      },
    ],
  },
  {
    id: 'css-minifier',
    op: 'cssMinify',
    name: 'CSS Minifier',
    description: 'Shrink CSS by removing comments and the spaces it does not need.',
    category: 'developer',
    label: 'CSS',
    keywords: ['minify css', 'css compressor', 'compress css', 'css minify online'],
    examples: [
      {
        input: {
          input:
            '/* main */\na > b ,\n.c :hover {\n  color : red ;\n  width: calc(100% - 10px);\n  content: "a  ;  b";\n}\n',
        },
        output: 'a>b,.c :hover{color:red;width:calc(100% - 10px);content:"a  ;  b"}',
      },
    ],
  },
  {
    id: 'css-beautifier',
    op: 'cssBeautify',
    name: 'CSS Beautifier',
    description: 'Lay out CSS one declaration a line with two-space indentation.',
    category: 'developer',
    label: 'CSS',
    keywords: ['css formatter', 'format css', 'css pretty print', 'unminify css', 'prettify css'],
    examples: [
      {
        input: { input: 'a>b,.c:hover{color:red;margin:0 auto}@media (max-width:600px){a{color:blue}}' },
        output:
          'a>b,\n.c:hover {\n  color: red;\n  margin: 0 auto;\n}\n\n@media (max-width:600px) {\n  a {\n    color: blue;\n  }\n}',
      },
    ],
  },
];

function toRow(r: Row): ToolRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category ?? 'developer',
    keywords: r.keywords,
    family: 'dataFormats',
    kind: 'text',
    params: { operation: r.op, ...r.params },
    fields: r.fields ?? [input(r.label ?? 'Input')],
    pro: r.pro ?? false,
    examples: r.examples,
  };
}

export const dataFormats: FamilyDefinition = {
  order: 40,
  id: 'dataFormats',
  summary: 'JSON, CSV/TSV, YAML, TOML, XML, SQL, Markdown, HTML and CSS: formatters, validators and converters.',
  tools: ROWS.map(toRow),
};
