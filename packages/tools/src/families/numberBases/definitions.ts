/**
 * Number bases and numeral systems: every pair of binary, octal, decimal and hexadecimal, and
 * Roman numerals both ways. Hand-written: BigInt parses and prints any base exactly, and Roman
 * numerals are a short table; no library is needed.
 */
import type { FamilyDefinition, ToolRow } from '../../types';

export const NUMBER_BASES = [
  { id: 'binary', name: 'Binary', radix: 2, example: '101010', aliases: ['bin', 'base 2', 'base2'] },
  { id: 'octal', name: 'Octal', radix: 8, example: '52', aliases: ['oct', 'base 8', 'base8'] },
  { id: 'decimal', name: 'Decimal', radix: 10, example: '42', aliases: ['dec', 'base 10', 'number', 'denary'] },
  { id: 'hexadecimal', name: 'Hex', radix: 16, example: '2a', aliases: ['hex', 'base 16', 'base16', 'hexadecimal'] },
] as const;

export type NumberBase = (typeof NUMBER_BASES)[number];

/** 42 in each base, as the engine prints it. */
const FORTY_TWO: Record<NumberBase['id'], string> = { binary: '101010', octal: '52', decimal: '42', hexadecimal: '2A' };
/** 42.5 in each base: a fraction after the point converts too. */
const FORTY_TWO_AND_A_HALF: Record<NumberBase['id'], string> = {
  binary: '101010.1',
  octal: '52.4',
  decimal: '42.5',
  hexadecimal: '2A.8',
};

const baseTools: ToolRow[] = NUMBER_BASES.flatMap((from) =>
  NUMBER_BASES.filter((to) => to !== from).map(
    (to): ToolRow => ({
      id: `${from.id}-to-${to.id}`,
      name: `${from.name} to ${to.name} Converter`,
      description: `Convert ${/^[aeiou]/i.test(from.name) ? 'an' : 'a'} ${from.name.toLowerCase()} number to ${to.name.toLowerCase()}, exactly, however long it is.`,
      category: 'developer',
      keywords: [
        `${from.aliases[0]} to ${to.aliases[0]}`,
        `${from.id} to ${to.id}`,
        `${from.aliases[1]} to ${to.aliases[1]}`,
        'number base converter',
        'radix',
      ],
      family: 'numberBases',
      kind: 'text',
      params: { operation: 'base', from: String(from.radix), to: String(to.radix) },
      fields: [{ name: 'input', label: `${from.name} number`, type: 'text', placeholder: from.example }],
      pro: false,
      examples: [
        { input: { input: from.example }, output: FORTY_TWO[to.id] },
        { input: { input: FORTY_TWO_AND_A_HALF[from.id].toLowerCase() }, output: FORTY_TWO_AND_A_HALF[to.id] },
      ],
    }),
  ),
);

const romanTools: ToolRow[] = [
  {
    id: 'roman-numeral-converter',
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
    name: 'Roman Numerals to Number',
    description: 'Read Roman numerals such as MCMXCIV as an ordinary number.',
    category: 'maths',
    keywords: ['roman to number', 'roman to arabic', 'read roman numerals', 'roman numeral translator'],
    family: 'numberBases',
    kind: 'text',
    params: { operation: 'from-roman' },
    fields: [{ name: 'input', label: 'Roman numerals', type: 'text', placeholder: 'MCMXCIV' }],
    pro: false,
    examples: [
      { input: { input: 'MCMXCIV' }, output: '1994' },
      { input: { input: 'xlii' }, output: '42' },
    ],
  },
];

export const numberBases: FamilyDefinition = {
  order: 190,
  id: 'numberBases',
  summary: 'Binary, octal, decimal and hexadecimal in every direction, and Roman numerals (BigInt; no library needed).',
  tools: [...baseTools, ...romanTools],
};
