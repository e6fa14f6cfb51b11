/** text, comparison: the code of the rows in rows.ts beside it. */
import { diffArrays, diffWords } from 'diff';
import type { Figure } from '../../../types';
import { removeAccents } from '../shared/accents';
import { fail, ok, textEngine, textOperations } from '../shared/result';
import { graphemes, splitLines } from '../shared/words';
/**
 * Most changes (added plus removed tokens) a diff searches for. Myers's diff, as jsdiff runs it, costs
 * about the square of this whatever the text's length: 1,000 keeps a run to a fraction of a second.
 */
const MAX_EDITS = 1000;

/**
 * Line-by-line diff as blocks of kept (' '), removed ('-') and added ('+') lines. Lines shared at the
 * start and end are set aside first; if the rest needs more than MAX_EDITS changes, it is given as
 * all removed then all added (still a true diff, not the shortest) and `exact` is false.
 */
function lineBlocks(
  a: readonly string[],
  b: readonly string[],
): { blocks: Array<{ mark: ' ' | '-' | '+'; lines: string[] }>; exact: boolean } {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const blocks: Array<{ mark: ' ' | '-' | '+'; lines: string[] }> = [];
  const push = (mark: ' ' | '-' | '+', lines: string[]) => {
    if (lines.length) blocks.push({ mark, lines });
  };
  push(' ', a.slice(0, head));
  const parts = diffArrays(midA, midB, { maxEditLength: MAX_EDITS });
  if (parts) for (const p of parts) push(p.added ? '+' : p.removed ? '-' : ' ', p.value);
  else {
    push('-', midA);
    push('+', midB);
  }
  push(' ', a.slice(a.length - tail));
  return { blocks, exact: parts !== undefined };
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'text-diff': ({ original = '', changed = '' }) => {
    if (original === '' && changed === '') return fail('Enter the original text and the changed text to compare.');
    const { blocks, exact } = lineBlocks(splitLines(original), splitLines(changed));
    const out: string[] = [];
    let added = 0;
    let removed = 0;
    for (const { mark, lines } of blocks) {
      if (mark === '+') added += lines.length;
      if (mark === '-') removed += lines.length;
      for (const l of lines) out.push(`${mark} ${l}`);
    }
    const figures: Figure[] = [
      { label: 'Lines added', value: String(added) },
      { label: 'Lines removed', value: String(removed) },
    ];
    if (!exact)
      figures.push({
        label: 'Note',
        value: `The texts are too different to line up quickly (more than ${MAX_EDITS.toLocaleString('en')} changes), so the lines that differ are shown all removed, then all added`,
      });
    return ok(out.join('\n'), figures);
  },
  'word-diff': ({ original = '', changed = '' }) => {
    if (original === '' && changed === '') return fail('Enter the original text and the changed text to compare.');
    const parts = diffWords(original, changed, { maxEditLength: MAX_EDITS });
    if (parts)
      return ok(parts.map((p) => (p.added ? `{+${p.value}+}` : p.removed ? `[-${p.value}-]` : p.value)).join(''));
    // Too many changes to line up word by word in good time: mark whole lines instead, and say so.
    const { blocks } = lineBlocks(splitLines(original), splitLines(changed));
    const out = blocks.map(({ mark, lines }) =>
      mark === '+' ? `{+${lines.join('\n')}+}` : mark === '-' ? `[-${lines.join('\n')}-]` : lines.join('\n'),
    );
    return ok(out.join('\n'), [
      {
        label: 'Note',
        value: `The texts are too different to compare word by word quickly (more than ${MAX_EDITS.toLocaleString('en')} changes), so whole lines are marked instead`,
      },
    ]);
  },
  'palindrome-checker': ({ input = '' }) => {
    const letters = graphemes(removeAccents(input).toLowerCase()).filter((g) => /[\p{L}\p{N}]/u.test(g));
    if (letters.length === 0) return fail('Enter a word or sentence to check, such as “racecar”.');
    const yes = letters.join('') === [...letters].reverse().join('');
    return ok(yes ? 'Yes: a palindrome' : 'No: not a palindrome', [
      { label: 'Letters and digits compared', value: letters.join('') },
    ]);
  },
  'anagram-checker': ({ first = '', second = '' }) => {
    const key = (s: string) =>
      graphemes(removeAccents(s).toLowerCase())
        .filter((g) => /[\p{L}\p{N}]/u.test(g))
        .sort()
        .join('');
    if (key(first) === '' || key(second) === '')
      return fail('Enter two words or phrases to compare, such as “listen” and “silent”.');
    return ok(key(first) === key(second) ? 'Yes: anagrams' : 'No: not anagrams', [
      { label: 'First, letters sorted', value: key(first) },
      { label: 'Second, letters sorted', value: key(second) },
    ]);
  },
});

export const run = textEngine(operations);
