/** dataFormats, XML: format, minify, validate, and to and from JSON: the rows (data). Their code is run.ts beside them. */
import { input, type Row, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'xml-formatter',
    ask: { for: { xml: 1 } },
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
    ask: { for: { xml: 3 } },
    name: 'XML Validator',
    description: 'Check whether XML is well-formed and see the line and column where it breaks.',
    category: 'developer',
    label: 'XML',
    keywords: ['validate xml', 'xml lint', 'xml syntax checker', 'well formed xml check'],
    examples: [{ input: { input: '<a><b>1</b></a>' }, output: 'Valid XML: well-formed.' }],
  },
  {
    id: 'xml-to-json',
    ask: { for: { xml: 2 } },
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
];

export const topic = topicRows(40, rows);
