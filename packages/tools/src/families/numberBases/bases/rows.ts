/** numberBases, bases: every pair of binary, octal, decimal and hexadecimal: the rows (data, a table). Their code is run.ts beside them. */
import type { ToolRow } from '../../../types';

export const NUMBER_BASES = [
  { id: 'binary', name: 'Binary', radix: 2, example: '101010', aliases: ['bin', 'base 2', 'base2'] },
  { id: 'octal', name: 'Octal', radix: 8, example: '52', aliases: ['oct', 'base 8', 'base8'] },
  { id: 'decimal', name: 'Decimal', radix: 10, example: '42', aliases: ['dec', 'base 10', 'number', 'denary'] },
  { id: 'hexadecimal', name: 'Hex', radix: 16, example: '2a', aliases: ['hex', 'base 16', 'base16', 'hexadecimal'] },
] as const;

export type NumberBase = (typeof NUMBER_BASES)[number];

/** 42 in each base, as the engine prints it. */
const FORTY_TWO: Record<NumberBase['id'], string> = { binary: '101010', octal: '52', decimal: '42', hexadecimal: '2A' };

export const rows: ToolRow[] = NUMBER_BASES.flatMap((from) =>
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
      topic: 'bases',
      kind: 'text',
      params: { operation: 'base', from: String(from.radix), to: String(to.radix) },
      fields: [{ name: 'input', label: `${from.name} number`, type: 'text', placeholder: from.example }],
      pro: false,
      examples: [{ input: { input: from.example }, output: FORTY_TWO[to.id] }],
    }),
  ),
);

export const topic = { order: 10, rows };
