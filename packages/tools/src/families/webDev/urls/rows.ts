/** webDev, URLs and query strings: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line, area } from '../spec';

export const rows = [
  {
    id: 'url-parser',
    ask: { for: { url: 1 } },
    name: 'URL Parser',
    description: 'Split a URL into its scheme, host, port, path, query parameters and fragment.',
    keywords: ['parse url', 'url splitter', 'url components', 'query parameters', 'url analyzer'],
    fields: [line('URL', 'https://example.com:8080/path?q=1#top')],
    examples: [
      {
        input: { input: 'https://user:pw@Example.com:8080/docs/page.html?q=perch%20tools&lang=en#intro' },
        output: [
          'Scheme: https',
          'Username: user',
          'Password: pw',
          'Host: example.com',
          'Port: 8080',
          'Path: /docs/page.html',
          'Query: q=perch%20tools&lang=en',
          'Parameter q: perch tools',
          'Parameter lang: en',
          'Fragment: intro',
          'Origin: https://example.com:8080',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'query-string-to-json',
    ask: { for: { url: 3, urlEncoded: 2 } },
    name: 'Query String to JSON Converter',
    description: 'Turn a URL query string into a JSON object; repeated keys become arrays.',
    keywords: [
      'query string to json',
      'parse query string',
      'url params to json',
      'querystring parser',
      'search params',
    ],
    fields: [area('Query string or URL', 'a=1&b=two%20words&a=3')],
    examples: [
      {
        input: { input: 'a=1&b=two%20words&a=3' },
        output: '{\n  "a": [\n    "1",\n    "3"\n  ],\n  "b": "two words"\n}',
      },
      {
        input: { input: 'https://example.com/search?q=cats+and+dogs&page=2#results' },
        output: '{\n  "q": "cats and dogs",\n  "page": "2"\n}',
      },
    ],
  },
  {
    id: 'json-to-query-string',
    name: 'JSON to Query String Converter',
    description: 'Turn a flat JSON object into a URL query string; arrays repeat their key.',
    keywords: [
      'json to query string',
      'object to query string',
      'json to url params',
      'build query string',
      'urlencode json',
    ],
    fields: [
      area('JSON object', '{"q": "perch tools", "page": 2}'),
      {
        name: 'spaces',
        label: 'Write spaces as',
        type: 'select',
        default: 'percent',
        options: [
          { value: 'percent', label: '%20 (encodeURIComponent)' },
          { value: 'plus', label: '+ (HTML form encoding)' },
        ],
      },
    ],
    examples: [
      {
        input: { input: '{"q": "perch tools", "page": 2, "tag": ["a", "b&c"]}' },
        output: 'q=perch%20tools&page=2&tag=a&tag=b%26c',
      },
      {
        input: { input: '{"q": "perch tools", "page": 2, "tag": ["a", "b&c"]}', spaces: 'plus' },
        output: 'q=perch+tools&page=2&tag=a&tag=b%26c',
      },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(10, rows);
