/** webDev, strings for code and markup: HTML to text, JavaScript string escapes: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, area, check } from '../spec';

export const rows = [
  {
    id: 'html-tag-stripper',
    ask: { for: { html: 2 } },
    name: 'HTML Tag Stripper',
    description: 'Remove HTML tags, comments, scripts and styles, leaving the text (entities decoded).',
    keywords: ['strip html tags', 'remove html tags', 'html tag remover', 'strip tags', 'clean html'],
    fields: [area('HTML', '<p>Hello <b>world</b>!</p>'), check('decode', 'Decode entities such as &amp;', true)],
    examples: [
      {
        input: { input: '<p>Hello <b>world</b> &amp; friends!</p><script>alert(1)</script>' },
        output: 'Hello world & friends!',
      },
      { input: { input: '<ul><li>One</li><li>Two</li></ul>' }, output: 'One\nTwo' },
    ],
  },
  {
    id: 'javascript-string-escape',
    name: 'JavaScript String Escaper',
    description:
      'Turn text into a JavaScript string literal in single, double or backtick quotes, escaping what must be.',
    keywords: [
      'javascript escape string',
      'js string escape',
      'escape quotes javascript',
      'string to js literal',
      'escape for js',
    ],
    fields: [
      area('Text', 'It\'s "quoted"'),
      {
        name: 'quote',
        label: 'Quotes',
        type: 'select',
        default: 'single',
        options: [
          { value: 'single', label: "Single ' '" },
          { value: 'double', label: 'Double " "' },
          { value: 'backtick', label: 'Backtick ` ` (template literal)' },
        ],
      },
    ],
    examples: [
      { input: { input: 'It\'s "quoted"\nC:\\temp' }, output: "'It\\'s \"quoted\"\\nC:\\\\temp'" },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's input is a ${…} that must come out escaped
      { input: { input: 'Cost: ${price} `now`', quote: 'backtick' }, output: '`Cost: \\${price} \\`now\\``' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(80, rows);
