/** text, readability: the code of the rows in rows.ts beside it. */
import { formatFixed } from '../../../format';
import type { Figure, ToolResult } from '../../../types';
import { fail, ok, textEngine, textOperations, type Op } from '../shared/result';
import { sentences, words } from '../shared/words';
import { syllables } from '../shared/syllables';
interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
  /** Words of three or more syllables. */
  polysyllables: number;
  /** Letters and digits. */
  letters: number;
}

export function textStats(input: string): TextStats {
  const list = words(input);
  const counts = list.map(syllables);
  return {
    words: list.length,
    sentences: Math.max(1, sentences(input).length),
    syllables: counts.reduce((a, b) => a + b, 0),
    polysyllables: counts.filter((c) => c >= 3).length,
    letters: list.join('').replace(/[^\p{L}\p{N}]/gu, '').length,
  };
}

/** The published formulas. */
export const READABILITY = {
  /** Flesch (1948). */
  flesch: (s: TextStats) => 206.835 - 1.015 * (s.words / s.sentences) - 84.6 * (s.syllables / s.words),
  /** Kincaid et al. (1975). */
  fleschKincaid: (s: TextStats) => 0.39 * (s.words / s.sentences) + 11.8 * (s.syllables / s.words) - 15.59,
  /** Gunning (1952), complex words counted as words of three or more syllables. */
  gunningFog: (s: TextStats) => 0.4 * (s.words / s.sentences + (100 * s.polysyllables) / s.words),
  /** McLaughlin (1969). */
  smog: (s: TextStats) => 1.043 * Math.sqrt((s.polysyllables * 30) / s.sentences) + 3.1291,
  /** Coleman and Liau (1975): L letters and S sentences per 100 words. */
  colemanLiau: (s: TextStats) =>
    0.0588 * ((100 * s.letters) / s.words) - 0.296 * ((100 * s.sentences) / s.words) - 15.8,
  /** Senter and Smith (1967). */
  ari: (s: TextStats) => 4.71 * (s.letters / s.words) + 0.5 * (s.words / s.sentences) - 21.43,
} as const;

/** Flesch's own bands for reading ease. */
export function fleschBand(score: number): string {
  if (score >= 90) return 'very easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly easy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

const MEASURE_LABELS: Record<keyof typeof READABILITY, string> = {
  flesch: 'Flesch reading ease',
  fleschKincaid: 'Flesch–Kincaid grade level',
  gunningFog: 'Gunning fog index',
  smog: 'SMOG grade',
  colemanLiau: 'Coleman–Liau index',
  ari: 'Automated readability index',
};

function readability(input: string, measure: string): ToolResult {
  const stats = textStats(input);
  if (stats.words === 0) return fail('Enter some text with words and sentences to score, such as a paragraph.');
  const statFigures: Figure[] = [
    { label: 'Words', value: String(stats.words) },
    { label: 'Sentences', value: String(stats.sentences) },
    { label: 'Syllables', value: String(stats.syllables) },
    { label: 'Words of 3+ syllables', value: String(stats.polysyllables) },
    { label: 'Letters and digits', value: String(stats.letters) },
  ];
  const scores = Object.fromEntries(Object.entries(READABILITY).map(([k, f]) => [k, f(stats)])) as Record<
    keyof typeof READABILITY,
    number
  >;
  if (measure === 'all') {
    const figures = (Object.keys(READABILITY) as (keyof typeof READABILITY)[]).map((k) => ({
      label: MEASURE_LABELS[k],
      value: formatFixed(scores[k], 1),
    }));
    return ok(
      `Flesch reading ease: ${formatFixed(scores.flesch, 1)} (${fleschBand(scores.flesch)}); grade level about ${formatFixed(scores.fleschKincaid, 1)}`,
      [...figures, ...statFigures],
    );
  }
  if (!(measure in READABILITY)) return fail('This tool is not set up correctly.');
  const key = measure as keyof typeof READABILITY;
  const value = formatFixed(scores[key], 1);
  return ok(
    key === 'flesch'
      ? `${MEASURE_LABELS[key]}: ${value} (${fleschBand(scores.flesch)})`
      : `${MEASURE_LABELS[key]}: ${value}`,
    statFigures,
  );
}

/** Every row runs the same formulas; its `measure` says which to give. */
const byMeasure: Op = ({ input = '' }, _c, params) => readability(input, params.measure ?? '');

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'flesch-reading-ease': byMeasure,
  'flesch-kincaid-grade-level': byMeasure,
  'gunning-fog-index': byMeasure,
  'smog-index': byMeasure,
  'coleman-liau-index': byMeasure,
  'automated-readability-index': byMeasure,
  'readability-checker': byMeasure,
});

export const run = textEngine(operations);
