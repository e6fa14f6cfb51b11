/**
 * Unit conversion: one general converter per quantity (any pair, picked from lists), and a
 * curated list of the pairs people search for by name, both ways ("kilometres to miles",
 * "miles to kilometres"), generated from the unit table. Exact BigInt fractions; no library is
 * needed. Every example output is the value GNU Units 2.22 gives, rounded to 6 significant
 * digits (examples.ts).
 */
import type { Field, FamilyDefinition, ToolRow } from '../../types';
import { UNIT_EXAMPLES } from './examples';
import { PAIRS } from './pairs';
import { QUANTITIES, UNITS, unitById, type QuantityId, type Unit } from './table';

/** Quantities whose tools are for specialists: their pairs are Pro. */
const PRO_QUANTITIES: ReadonlySet<QuantityId> = new Set([
  'force',
  'torque',
  'density',
  'flow',
  'illuminance',
  'dataRate',
]);

const SMALL_WORDS = new Set(['of', 'per', 'to', 'and']);

function titleOf(unit: Unit): string {
  if (unit.title) return unit.title;
  return unit.plural
    .split(' ')
    .map((word) =>
      SMALL_WORDS.has(word) || /^[A-Z]/.test(word)
        ? word
        : word.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase()),
    )
    .join(' ');
}

const slugOf = (unit: Unit): string =>
  unit.slug ??
  unit.plural
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "kilometres (km)", or just "psi" where the name is the symbol. */
const named = (unit: Unit): string =>
  unit.plural.toLowerCase() === unit.symbol.toLowerCase() ? unit.plural : `${unit.plural} (${unit.symbol})`;

export const pairId = (from: Unit, to: Unit): string => `${slugOf(from)}-to-${slugOf(to)}`;

function pairKeywords(from: Unit, to: Unit, name: string, extra: readonly string[] = []): string[] {
  const words = [
    ...extra,
    `${from.abbr} to ${to.abbr}`,
    from.us || to.us ? `${from.us ?? from.plural} to ${to.us ?? to.plural}` : `${from.plural} to ${to.plural}`,
    `${from.abbr} in ${to.plural}`,
    `convert ${from.plural} to ${to.plural}`,
    ...(from.aliases?.[0] ? [`${from.aliases[0]} to ${to.abbr}`] : []),
    ...(to.aliases?.[0] ? [`${from.abbr} to ${to.aliases[0]}`] : []),
    `${from.singular} to ${to.singular}`,
  ];
  const seen = new Set([name.toLowerCase()]);
  return words.filter((word) => !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase())).slice(0, 8);
}

const valueField = (unit: Unit): Field => ({
  name: 'value',
  label: `Value in ${unit.plural}`,
  type: 'number',
  step: 'any',
  default: '1',
  placeholder: unit.typical ?? '1',
});

function examplesFor(id: string, build: (value: string) => Record<string, string>) {
  return (UNIT_EXAMPLES[id] ?? []).map(([value, output]) => ({ input: build(value), output }));
}

function pairTool(from: Unit, to: Unit, name: string | undefined, keywords: readonly string[] | undefined): ToolRow {
  const id = pairId(from, to);
  const toolName = name ?? `${titleOf(from)} to ${titleOf(to)} Converter`;
  return {
    id,
    name: toolName,
    description: `Convert ${named(from)} to ${named(to)}.`.replace(/^./, (c) => c.toUpperCase()),
    category: 'units',
    keywords: pairKeywords(from, to, toolName, keywords),
    family: 'units',
    kind: 'convert',
    params: { quantity: from.quantity, from: from.id, to: to.id },
    fields: [valueField(from)],
    pro: PRO_QUANTITIES.has(from.quantity),
    examples: examplesFor(id, (value) => ({ value })),
  };
}

function must(id: string): Unit {
  const unit = unitById(id);
  if (!unit) throw new Error(`units: no unit ${id}`);
  return unit;
}

const pairTools: ToolRow[] = Object.values(PAIRS).flatMap((pairs) =>
  pairs.flatMap(([fromId, toId, options = {}]) => {
    const from = must(fromId);
    const to = must(toId);
    const there = pairTool(from, to, options.name, options.keywords);
    return options.oneWay ? [there] : [there, pairTool(to, from, options.reverseName, options.reverseKeywords)];
  }),
);

const converterTools: ToolRow[] = QUANTITIES.map((quantity): ToolRow => {
  const units = UNITS.filter((unit) => unit.quantity === quantity.id);
  const options = units.map((unit) => ({ value: unit.id, label: `${titleOf(unit)} (${unit.symbol})` }));
  const names = units.map((unit) => unit.plural);
  return {
    id: quantity.converterId,
    name: `${quantity.name} Converter`,
    description: `Convert between any two ${quantity.name.toLowerCase().replace(/ unit$/, '')} units: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`,
    category: 'units',
    keywords: quantity.keywords,
    family: 'units',
    kind: 'convert',
    params: { quantity: quantity.id },
    fields: [
      { name: 'value', label: 'Value', type: 'number', step: 'any', default: '1' },
      { name: 'from', label: 'From', type: 'select', options, default: quantity.from },
      { name: 'to', label: 'To', type: 'select', options, default: quantity.to },
    ],
    pro: false,
    examples: examplesFor(quantity.converterId, (value) => ({ value })),
  };
});

const formTools: ToolRow[] = [
  {
    id: 'feet-and-inches-to-cm',
    ask: {
      says: [
        {
          pattern: String.raw`(\d)\s*(?:ft|feet|foot|')\s*(\d{1,2}(?:\.\d+)?)\s*(?:in|inches|inch|"|'')?\s*(?:to|in|into|as)\s*(?:cm|centimet(?:re|er)s?)\b`,
          fill: { feet: '$1', inches: '$2' },
          why: 'converts {$1} ft {$2} in to centimetres, already filled in',
          asked: '{$1} ft {$2} in',
          early: true,
        },
      ],
    },
    name: 'Feet and Inches to Centimetres (Height)',
    description: 'Convert a height in feet and inches, such as 5 ft 10 in, to centimetres.',
    category: 'units',
    keywords: [
      'height in cm',
      'feet inches to cm',
      "5'10 in cm",
      'ft and in to cm',
      'height converter',
      'feet and inches to centimeters',
    ],
    family: 'units',
    kind: 'form',
    params: { operation: 'height-to-cm' },
    fields: [
      { name: 'feet', label: 'Feet', type: 'number', step: 'any', min: 0, default: '5' },
      { name: 'inches', label: 'Inches', type: 'number', step: 'any', min: 0, default: '10' },
    ],
    pro: false,
    examples: [
      { input: { feet: '5', inches: '10' }, output: '177.8 cm' },
      { input: { feet: '6', inches: '0' }, output: '182.88 cm' },
    ],
  },
  {
    id: 'cm-to-feet-and-inches',
    ask: {
      says: [
        {
          pattern: String.raw`(\d{2,3}(?:\.\d+)?)\s*(?:cm|centimet(?:re|er)s?)\s*(?:to|in|into|as)\s*(?:feet and inches|ft and in|feet & inches|ft\/in|ft in|feet inches)\b`,
          fill: { value: '$1' },
          why: 'converts {$1} cm to feet and inches, already filled in',
          asked: '{$1} cm',
          early: true,
        },
      ],
    },
    name: 'Centimetres to Feet and Inches (Height)',
    description: 'Convert a height in centimetres to feet and inches, such as 180 cm to 5 ft 10.9 in.',
    category: 'units',
    keywords: [
      'cm to feet and inches',
      'height in feet',
      'cm to ft in',
      '180 cm in feet',
      'centimeters to feet and inches',
      'height converter',
    ],
    family: 'units',
    kind: 'form',
    params: { operation: 'cm-to-height' },
    fields: [{ name: 'value', label: 'Height in centimetres', type: 'number', step: 'any', min: 0, default: '180' }],
    pro: false,
    examples: [
      { input: { value: '180' }, output: '5 ft 10.8661 in' },
      { input: { value: '182.88' }, output: '6 ft 0 in' },
    ],
  },
  {
    id: 'stone-and-pounds-to-kg',
    name: 'Stone and Pounds to Kilograms',
    description: 'Convert a weight in stone and pounds, such as 11 st 4 lb, to kilograms.',
    category: 'units',
    keywords: ['stone to kg', 'st lb to kg', 'stones and pounds to kilos', 'body weight stone to kg', 'weight in kg'],
    family: 'units',
    kind: 'form',
    params: { operation: 'stone-to-kg' },
    fields: [
      { name: 'stone', label: 'Stone', type: 'number', step: 'any', min: 0, default: '11' },
      { name: 'pounds', label: 'Pounds', type: 'number', step: 'any', min: 0, default: '4' },
    ],
    pro: false,
    examples: [
      { input: { stone: '11', pounds: '4' }, output: '71.6676 kg' },
      { input: { stone: '10', pounds: '0' }, output: '63.5029 kg' },
    ],
  },
  {
    id: 'kg-to-stone-and-pounds',
    name: 'Kilograms to Stone and Pounds',
    description: 'Convert a weight in kilograms to stone and pounds, such as 70 kg to 11 st 0.3 lb.',
    category: 'units',
    keywords: [
      'kg to stone and pounds',
      'kg to st lb',
      'kilos to stones',
      'weight in stone',
      'body weight kg to stone',
    ],
    family: 'units',
    kind: 'form',
    params: { operation: 'kg-to-stone' },
    fields: [{ name: 'value', label: 'Weight in kilograms', type: 'number', step: 'any', min: 0, default: '70' }],
    pro: false,
    examples: [
      { input: { value: '70' }, output: '11 st 0.3 lb' },
      { input: { value: '69.85' }, output: '11 st 0 lb' },
      { input: { value: '63.5029318' }, output: '10 st 0 lb' },
    ],
  },
];

export const units: FamilyDefinition = {
  order: 80,
  id: 'units',
  summary:
    'Length, weight, volume (US and UK units named apart), area, speed, temperature, pressure, energy, power, data size and rate, time, fuel economy, angle, frequency, force, torque, density, flow and illuminance: a converter per quantity and the pairs people search for, with exact NIST/SI factors held as BigInt fractions (no library needed).',
  tools: [...converterTools, ...pairTools, ...formTools],
};
