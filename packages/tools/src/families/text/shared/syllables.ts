/** Syllables in an English word, by a documented rule of thumb. */

/**
 * Syllables in an English word, by a documented rule of thumb (English spelling has no exact
 * rule): letters a–z only; words of up to three letters have one; otherwise count the groups of
 * vowels (a e i o u, and y when not first), less one for a silent final e (but not after a
 * consonant + l, as in "table"), less one for a final -ed not after t or d ("jumped"); at least one.
 */
export function syllables(word: string): number {
  const w = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  if (w === '') return 0;
  if (w.length <= 3) return 1;
  // A first y is a consonant (yes, yellow).
  let count = (w.startsWith('y') ? w.slice(1) : w).match(/[aeiouy]+/g)?.length ?? 0;
  if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) count--;
  else if (/[^aeiouytd]ed$/.test(w)) count--;
  return Math.max(1, count);
}
