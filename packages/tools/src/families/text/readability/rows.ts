/** text, readability formulas: the rows (data). Their code is run.ts beside them. */
import { type Row, FOX, topicRows } from '../spec';

const READABILITY = [
  {
    id: 'flesch-reading-ease',
    op: 'flesch',
    name: 'Flesch Reading Ease Calculator',
    description: 'Score how easy text is to read with the Flesch reading ease formula (0–100, higher is easier).',
    keywords: ['flesch reading ease score', 'readability score', 'flesch test', 'reading ease', 'flesch formula'],
    output: 'Flesch reading ease: 94.3 (very easy)',
  },
  {
    id: 'flesch-kincaid-grade-level',
    op: 'fleschKincaid',
    name: 'Flesch–Kincaid Grade Level Calculator',
    description: 'Find the US school grade needed to read text with the Flesch–Kincaid grade level formula.',
    keywords: [
      'flesch kincaid',
      'fk grade level',
      'reading grade level',
      'grade level checker',
      'flesch-kincaid readability',
    ],
    output: 'Flesch–Kincaid grade level: 2.3',
  },
  {
    id: 'gunning-fog-index',
    op: 'gunningFog',
    name: 'Gunning Fog Index Calculator',
    description: 'Estimate the years of schooling needed to read text with the Gunning fog index.',
    keywords: ['fog index', 'gunning fog', 'fog readability', 'fog score'],
    output: 'Gunning fog index: 3.6',
  },
  {
    id: 'smog-index',
    op: 'smog',
    name: 'SMOG Readability Calculator',
    description: 'Grade text with McLaughlin’s SMOG formula (simple measure of gobbledygook).',
    keywords: ['smog index', 'smog grade', 'smog formula', 'simple measure of gobbledygook'],
    output: 'SMOG grade: 3.1',
  },
  {
    id: 'coleman-liau-index',
    op: 'colemanLiau',
    name: 'Coleman–Liau Index Calculator',
    description: 'Grade text with the Coleman–Liau index, from letters and sentences per 100 words.',
    keywords: ['coleman liau', 'cli readability', 'coleman-liau grade', 'readability index'],
    output: 'Coleman–Liau index: 3.8',
  },
  {
    id: 'automated-readability-index',
    op: 'ari',
    name: 'Automated Readability Index Calculator',
    description:
      'Grade text with the automated readability index (ARI), from characters per word and words per sentence.',
    keywords: ['ari readability', 'automated readability index', 'ari score', 'ari grade level'],
    output: 'Automated readability index: 1.4',
  },
] as const;

export const rows: readonly Row[] = [
  ...READABILITY.map(
    (r): Row => ({
      id: r.id,
      params: { measure: r.op },
      name: r.name,
      description: r.description,
      keywords: r.keywords,
      examples: [{ input: { input: FOX }, output: r.output }],
    }),
  ),
  {
    id: 'readability-checker',
    params: { measure: 'all' },
    name: 'Readability Score Checker',
    description:
      'Score text with six readability formulas at once: Flesch, Flesch–Kincaid, Gunning fog, SMOG, Coleman–Liau and ARI.',
    keywords: ['readability test', 'readability score', 'reading level checker', 'text readability', 'hemingway score'],
    pro: true,
    examples: [{ input: { input: FOX }, output: 'Flesch reading ease: 94.3 (very easy); grade level about 2.3' }],
  },
];

export const topic = topicRows(70, rows);
