/** numberBases, roman: Roman numerals both ways: the rows (data). Their code is run.ts beside them. */
import type { ToolRow } from '../../../types';

export const rows = [
  {
    id: 'roman-numeral-converter',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:convert\s+|write\s+|what is\s+|what's\s+)?(\d{1,4})\s+(?:in|to|into|as)\s+roman(?: numerals?)?\??$|roman numerals? (?:for|of)\s+(\d{1,4})\b`,
          fill: { input: '$1|$2' },
          why: 'writes {$1|$2} in Roman numerals, already filled in',
          asked: '{$1|$2} in Roman numerals',
        },
      ],
    },
    name: 'Number to Roman Numerals',
    description: 'Write a number from 1 to 3999 in Roman numerals, such as 2024 as MMXXIV.',
    category: 'maths',
    keywords: [
      'roman numerals',
      'number to roman',
      'roman numeral converter',
      'year in roman numerals',
      'arabic to roman',
    ],
    family: 'numberBases',
    topic: 'roman',
    kind: 'text',
    params: { operation: 'to-roman' },
    fields: [
      { name: 'input', label: 'Number (1–3999)', type: 'number', min: 1, max: 3999, step: 1, placeholder: '2024' },
    ],
    pro: false,
    examples: [
      { input: { input: '2024' }, output: 'MMXXIV' },
      { input: { input: '3999' }, output: 'MMMCMXCIX' },
    ],
  },
  {
    id: 'roman-numerals-to-number',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:convert\s+|what (?:number )?is\s+|what does\s+|what's\s+)?(?:the roman numeral\s+)?([mdclxvi]{1,15})(?:\s+(?:mean|in numbers|to (?:a )?number|to decimal|as a number|in arabic|in decimal))?\??$`,
          read: 'romanNumeral',
          why: 'reads {input} as a number, already filled in',
          asked: '{input} as a number',
          cased: true,
        },
      ],
    },
    name: 'Roman Numerals to Number',
    description: 'Read Roman numerals such as MCMXCIV as an ordinary number.',
    category: 'maths',
    keywords: ['roman to number', 'roman to arabic', 'read roman numerals', 'roman numeral translator'],
    family: 'numberBases',
    topic: 'roman',
    kind: 'text',
    params: { operation: 'from-roman' },
    fields: [{ name: 'input', label: 'Roman numerals', type: 'text', placeholder: 'MCMXCIV' }],
    pro: false,
    examples: [
      { input: { input: 'MCMXCIV' }, output: '1994' },
      { input: { input: 'xlii' }, output: '42' },
    ],
  },
] as const satisfies readonly ToolRow[];

export const topic = { order: 20, rows };
