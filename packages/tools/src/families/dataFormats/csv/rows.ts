/** dataFormats, CSV and friends: JSON, Markdown, HTML, TSV and SQL: the rows (data). Their code is run.ts beside them. */
import { input, type Row, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'json-to-csv',
    ask: { for: { json: 5 } },
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
    ask: { for: { tsv: 2, csv: 1 } },
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
    ask: { for: { csv: 2 } },
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
    ask: { for: { csv: 3 } },
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
    name: 'CSV to TSV Converter',
    description: 'Turn comma-separated values into tab-separated values for pasting into a spreadsheet.',
    category: 'data',
    label: 'CSV',
    keywords: ['csv to tab delimited', 'comma to tab', 'csv to tsv', 'convert csv to tabs'],
    examples: [{ input: { input: 'name,city\n"Lee, Jr.",Oslo' }, output: 'name\tcity\nLee, Jr.\tOslo' }],
  },
  {
    id: 'tsv-to-csv',
    ask: { for: { tsv: 1 } },
    name: 'TSV to CSV Converter',
    description: 'Turn tab-separated values, such as cells copied from a spreadsheet, into CSV.',
    category: 'data',
    label: 'TSV',
    keywords: ['tab delimited to csv', 'tabs to commas', 'tsv to csv', 'spreadsheet paste to csv'],
    examples: [{ input: { input: 'name\tcity\nLee, Jr.\tOslo' }, output: 'name,city\n"Lee, Jr.",Oslo' }],
  },
  {
    id: 'csv-to-sql',
    ask: { for: { csv: 4 } },
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
];

export const topic = topicRows(20, rows);
