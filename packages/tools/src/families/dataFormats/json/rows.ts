/** dataFormats, JSON: format, minify, validate, sort, diff, flatten, JSON Lines, TypeScript: the rows (data). Their code is run.ts beside them. */
import { input, type Row, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'json-formatter',
    ask: { for: { json: 1, brokenJson: 2 } },
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
    ask: { for: { json: 3 } },
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
    ask: { for: { json: 2, brokenJson: 1 } },
    name: 'JSON Validator',
    description: 'Check whether text is valid JSON and see where it breaks if not.',
    category: 'developer',
    label: 'JSON',
    keywords: ['validate json', 'json lint', 'jsonlint', 'json checker', 'is my json valid'],
    examples: [{ input: { input: '{"a": 1, "b": [true, null]}' }, output: 'Valid JSON: an object with 2 keys.' }],
  },
  {
    id: 'json-key-sorter',
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
    name: 'JSON to JSON Lines (JSONL)',
    description: 'Write each item of a JSON array on its own line, as JSON Lines (NDJSON).',
    category: 'developer',
    label: 'JSON array',
    keywords: ['json to jsonl', 'json to ndjson', 'json array to lines', 'jsonlines converter'],
    examples: [{ input: { input: '[{"a": 1}, {"a": 2}]' }, output: '{"a":1}\n{"a":2}' }],
  },
  {
    id: 'jsonl-to-json',
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
];

export const topic = topicRows(10, rows);
