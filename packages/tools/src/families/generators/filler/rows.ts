import { type Row, box, count } from '../fields';

export const rows = [
  // Filler
  {
    id: 'lorem-ipsum-generator',
    op: 'lorem',
    name: 'Lorem Ipsum Generator',
    description: 'Generate lorem ipsum placeholder text by paragraphs, sentences or words.',
    keywords: ['lorem ipsum', 'placeholder text', 'dummy text', 'filler text', 'lipsum'],
    category: 'writing',
    fields: [
      count('3', 10000),
      {
        name: 'unit',
        label: 'Of',
        type: 'select',
        default: 'paragraphs',
        options: [
          { value: 'paragraphs', label: 'Paragraphs' },
          { value: 'sentences', label: 'Sentences' },
          { value: 'words', label: 'Words' },
        ],
      },
      box('startWithLorem', 'Start with “Lorem ipsum dolor sit amet”', true),
    ],
    examples: [
      { input: { count: '8', unit: 'words' }, output: 'lorem ipsum dolor sit amet adipiscing occaecat in' },
      {
        input: { count: '2', unit: 'sentences' },
        output:
          'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Occaecat in minim proident nulla cupidatat amet.',
      },
    ],
  },
  {
    id: 'random-word-generator',
    op: 'word',
    name: 'Random Word Generator',
    description: 'Generate random everyday English words, for games, prompts and names.',
    keywords: ['random words', 'word picker', 'random noun generator', 'pictionary words'],
    category: 'writing',
    fields: [count('5', 1000)],
    examples: [{ input: { count: '3' }, output: 'arrow\ngalaxy\nsimple' }],
  },
  {
    id: 'random-letter-generator',
    op: 'letter',
    name: 'Random Letter Generator',
    description: 'Pick random letters of the alphabet.',
    keywords: ['random letter', 'alphabet picker', 'letter picker', 'random alphabet'],
    category: 'writing',
    fields: [
      count('1', 1000),
      {
        name: 'letterCase',
        label: 'Case',
        type: 'select',
        default: 'upper',
        options: [
          { value: 'upper', label: 'Capitals' },
          { value: 'lower', label: 'Small letters' },
          { value: 'both', label: 'Both' },
        ],
      },
    ],
    examples: [{ input: { count: '5' }, output: 'B U Z B U' }],
  },
  {
    id: 'random-date-generator',
    op: 'date',
    name: 'Random Date Generator',
    description: 'Pick random dates between two dates, both included.',
    keywords: ['random date', 'random day picker', 'date between two dates', 'random birthday'],
    category: 'time',
    fields: [
      { name: 'start', label: 'From', type: 'date', default: '2025-01-01' },
      { name: 'end', label: 'To', type: 'date', default: '2025-12-31' },
      count('1', 1000),
    ],
    examples: [
      { input: {}, output: '2025-06-06' },
      { input: { start: '2024-02-28', end: '2024-03-01', count: '3' }, output: '2024-02-28\n2024-02-29\n2024-02-29' },
    ],
  },
  {
    id: 'number-sequence-generator',
    op: 'sequence',
    name: 'Number Sequence Generator',
    description: 'List numbers from a start to an end by a step, such as 1 to 100 or 10 down to 0.',
    keywords: ['number list 1 to 100', 'sequence of numbers', 'count generator', 'list numbers', 'number range list'],
    category: 'maths',
    fields: [
      { name: 'start', label: 'Start', type: 'number', default: '1', step: 1 },
      { name: 'end', label: 'End', type: 'number', default: '10', step: 1 },
      { name: 'step', label: 'Step', type: 'number', default: '1', step: 1 },
      {
        name: 'separator',
        label: 'Between numbers',
        type: 'select',
        default: 'newline',
        options: [
          { value: 'newline', label: 'New line' },
          { value: 'comma', label: 'Comma' },
          { value: 'space', label: 'Space' },
        ],
      },
    ],
    examples: [
      { input: { end: '5', separator: 'comma' }, output: '1, 2, 3, 4, 5' },
      { input: { start: '10', end: '0', step: '-5' }, output: '10\n5\n0' },
    ],
  },
] as const satisfies readonly Row[];

export const topic = { order: 40, rows };
