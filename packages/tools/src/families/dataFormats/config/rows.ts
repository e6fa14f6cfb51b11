/** dataFormats, YAML and TOML: the rows (data). Their code is run.ts beside them. */
import { type Row, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'json-to-yaml',
    ask: { for: { json: 4 } },
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
    ask: { for: { yaml: 1 } },
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
    ask: { for: { yaml: 2 } },
    name: 'YAML Validator',
    description: 'Check whether text is valid YAML and see where it breaks if not.',
    category: 'developer',
    label: 'YAML',
    keywords: ['validate yaml', 'yaml lint', 'yamllint', 'yml checker', 'yaml syntax check'],
    examples: [{ input: { input: 'a: 1\nb:\n  - x' }, output: 'Valid YAML: one document.' }],
  },
  {
    id: 'yaml-formatter',
    ask: { for: { yaml: 3 } },
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
];

export const topic = topicRows(30, rows);
