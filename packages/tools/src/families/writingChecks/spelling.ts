/**
 * The spelling checker: every word of the text looked up in an English Hunspell dictionary with
 * nspell, each unknown one a finding with nspell's suggestions. Words that are not prose are left
 * alone: web and e-mail addresses, words with digits, all-capital abbreviations (NASA, PDF).
 */
import nspell from 'nspell';
import type { TextFinding } from '../../types';
import type { Dictionary } from './dictionary';

/** Suggestions shown for one word: nspell's best first. */
export const MAX_SUGGESTIONS = 4;

/** What the checker asks of a speller (nspell's API), so tests can see exactly what it looks up. */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

export const spellerFrom = (dictionary: Dictionary): Speller => nspell(dictionary);

// A word: letters (any script, with their marks), inner apostrophes and hyphens joining letters.
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
// Spans that are not prose: addresses, handles, words glued to digits or underscores.
const NOT_PROSE = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|[\p{L}\p{N}_]*[\p{N}_][\p{L}\p{N}_]*/gu;

/** Two neighbouring letters swapped ("teh" → "the"): the commonest slip of the fingers. */
function isSwap(word: string, candidate: string): boolean {
  if (word.length !== candidate.length) return false;
  const differ = [...word].flatMap((c, i) => (c === candidate[i] ? [] : [i]));
  return differ.length === 2 && differ[1] === differ[0]! + 1 && word[differ[0]!] === candidate[differ[1]!];
}

/**
 * nspell lists the words one edit away in dictionary order ("teh": ten, eh, meh, tea, … the).
 * Ranked here by how people slip: a swap of two letters first, then words that keep the first
 * letter, each group in nspell's order; abbreviations are offered only for an abbreviation.
 */
export function rankSuggestions(word: string, suggestions: readonly string[]): string[] {
  const lower = word.toLowerCase();
  const rank = (s: string) => (isSwap(lower, s.toLowerCase()) ? 0 : s[0]?.toLowerCase() === lower[0] ? 1 : 2);
  return suggestions
    .filter((s) => s.length === 1 || s !== s.toUpperCase() || word === word.toUpperCase())
    .map((s, i) => ({ s, i, r: rank(s) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ s }) => s);
}

function proseMask(text: string): boolean[] {
  const skip = new Array<boolean>(text.length).fill(false);
  for (const m of text.matchAll(NOT_PROSE)) for (let i = m.index; i < m.index + m[0].length; i++) skip[i] = true;
  return skip;
}

/** The misspelt words of `text`, in order, with where they are and what to put instead. */
export function checkSpelling(text: string, speller: Speller): TextFinding[] {
  const skip = proseMask(text);
  const cache = new Map<string, TextFinding['suggestions'] | null>();
  const findings: TextFinding[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    if (skip[m.index]) continue;
    if (word.length > 1 && word === word.toUpperCase()) continue;
    // The dictionary spells the apostrophe straight ("don't"); typed text often has a curly one.
    const plain = word.replaceAll('’', "'");
    let suggestions = cache.get(plain);
    if (suggestions === undefined) {
      suggestions = speller.correct(plain)
        ? null
        : rankSuggestions(plain, speller.suggest(plain))
            .slice(0, MAX_SUGGESTIONS)
            .map((s) => (word.includes('’') ? s.replaceAll("'", '’') : s));
      cache.set(plain, suggestions);
    }
    if (suggestions === null) continue;
    findings.push({
      start: m.index,
      end: m.index + word.length,
      rule: 'spelling',
      message:
        suggestions.length > 0
          ? `“${word}” is not in the English dictionary. Did you mean ${suggestions.map((s) => `“${s}”`).join(', ')}?`
          : `“${word}” is not in the English dictionary, and no word close to it is.`,
      suggestions,
    });
  }
  return findings;
}
