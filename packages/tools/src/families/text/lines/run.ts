/** text, line operations: the code of the rows in rows.ts beside it. */
import type { ToolContext } from '../../../types';
import {
  checked,
  codeOrder,
  collator,
  fail,
  ok,
  textEngine,
  textOperations,
  type Op,
  unescapeDelimiter,
  wholeNumber,
} from '../shared/result';
import { frequencies, graphemeCount, splitLines } from '../shared/words';
/**
 * A line number: digits, then . ) ] or : followed by a space, a tab or the line's end, or a hyphen
 * and a space, or just spaces or a tab. "1.5 kg" and "3.14 is pi" start with decimals, not numbers.
 */
const LINE_NUMBER = /^\s*\d+(?:[.):\]](?:\s+|$)|-\s+|\s+)/;

function shuffle<T>(list: T[], context: ToolContext): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(context.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function wrapLine(line: string, width: number): string {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/).filter(Boolean)) {
    if (current === '') current = word;
    else if ([...current].length + 1 + [...word].length <= width) current += ` ${word}`;
    else {
      out.push(current);
      current = word;
    }
  }
  out.push(current);
  return out.join('\n');
}

/** The four sorting rows differ only in their `order`. */
const sortLines: Op = ({ input = '' }, _c, params) => {
  const all = splitLines(input);
  const order = params.order;
  if (order === 'length') {
    // Length as seen: 👍🏽 and é (decomposed) are one character each. Array sort is stable, so ties keep their order.
    const keyed = all.map((line) => ({ line, length: graphemeCount(line) }));
    return ok(
      keyed
        .sort((a, b) => a.length - b.length)
        .map((k) => k.line)
        .join('\n'),
    );
  }
  const c = collator(order === 'natural');
  const sorted = [...all].sort((a, b) => c.compare(a, b) || codeOrder(a, b));
  return ok((order === 'za' ? sorted.reverse() : sorted).join('\n'));
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'sort-lines-alphabetically': sortLines,
  'sort-lines-reverse-alphabetically': sortLines,
  'natural-sort-lines': sortLines,
  'sort-lines-by-length': sortLines,
  'reverse-lines': ({ input = '' }) => ok(splitLines(input).reverse().join('\n')),
  'shuffle-lines': ({ input = '' }, context) => ok(shuffle(splitLines(input), context).join('\n')),
  'remove-duplicate-lines': ({ input = '', ignoreCase }) => {
    const all = splitLines(input);
    const seen = new Set<string>();
    const kept = all.filter((l) => {
      const key = checked(ignoreCase) ? l.toLowerCase() : l;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return ok(kept.join('\n'), [
      { label: 'Lines kept', value: String(kept.length) },
      { label: 'Duplicates removed', value: String(all.length - kept.length) },
    ]);
  },
  'find-duplicate-lines': ({ input = '' }) => {
    const counts = frequencies(splitLines(input));
    const dupes = [...counts].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]);
    if (dupes.length === 0) return ok('No line appears more than once.');
    return ok(dupes.map(([l, n]) => `${l}: ${n}`).join('\n'), [
      { label: 'Lines with duplicates', value: String(dupes.length) },
    ]);
  },
  'remove-empty-lines': ({ input = '' }) =>
    ok(
      splitLines(input)
        .filter((l) => l.trim() !== '')
        .join('\n'),
    ),
  'trim-lines': ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) => l.trim())
        .join('\n'),
    ),
  'add-line-numbers': ({ input = '', start, separator = '' }) => {
    const first = wholeNumber(start, 'the first number', -1_000_000_000, 1_000_000_000, 1);
    if (typeof first === 'string') return fail(first);
    return ok(
      splitLines(input)
        .map((l, i) => `${first + i}${separator}${l}`)
        .join('\n'),
    );
  },
  'remove-line-numbers': ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) => l.replace(LINE_NUMBER, ''))
        .join('\n'),
    ),
  'add-prefix-suffix-to-lines': ({ input = '', prefix = '', suffix = '' }) =>
    ok(
      splitLines(input)
        .map((l) => `${prefix}${l}${suffix}`)
        .join('\n'),
    ),
  'join-lines': ({ input = '', separator = '' }) =>
    ok(
      splitLines(input)
        .filter((l) => l.trim() !== '')
        .join(unescapeDelimiter(separator)),
    ),
  'split-text': ({ input = '', delimiter = '', trim }) => {
    if (delimiter === '') return fail('Enter the delimiter to split at, such as a comma.');
    const parts = input.split(unescapeDelimiter(delimiter));
    return ok((checked(trim) ? parts.map((p) => p.trim()) : parts).join('\n'));
  },
  'remove-line-breaks': ({ input = '', keepParagraphs }) => {
    const normal = input.replace(/\r\n?/g, '\n');
    const join = (s: string) =>
      s
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .join(' ');
    if (checked(keepParagraphs))
      return ok(
        normal
          .split(/\n\s*\n/)
          .map(join)
          .filter(Boolean)
          .join('\n\n'),
      );
    return ok(join(normal));
  },
  'filter-lines': ({ input = '', contains = '', mode = 'keep', ignoreCase }) => {
    if (contains === '') return fail('Enter the text to look for in each line.');
    const needle = checked(ignoreCase) ? contains.toLowerCase() : contains;
    const has = (l: string) => (checked(ignoreCase) ? l.toLowerCase() : l).includes(needle);
    const kept = splitLines(input).filter((l) => (mode === 'remove' ? !has(l) : has(l)));
    return ok(kept.join('\n'), [{ label: 'Lines kept', value: String(kept.length) }]);
  },
  'word-wrap': ({ input = '', width }) => {
    const w = wholeNumber(width, 'the line width', 1, 1000, 40);
    if (typeof w === 'string') return fail(w);
    return ok(
      splitLines(input)
        .map((line) => wrapLine(line, w))
        .join('\n'),
    );
  },
  'tabs-to-spaces': ({ input = '', width }) => {
    const w = wholeNumber(width, 'the tab width', 1, 16, 4);
    if (typeof w === 'string') return fail(w);
    return ok(
      input
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => {
          let out = '';
          for (const ch of line) out += ch === '\t' ? ' '.repeat(w - ([...out].length % w)) : ch;
          return out;
        })
        .join('\n'),
    );
  },
  'spaces-to-tabs': ({ input = '', width }) => {
    const w = wholeNumber(width, 'the tab width', 1, 16, 4);
    if (typeof w === 'string') return fail(w);
    return ok(
      input
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => {
          const lead = line.match(/^ */)![0].length;
          return '\t'.repeat(Math.floor(lead / w)) + line.slice(lead - (lead % w));
        })
        .join('\n'),
    );
  },
});

export const run = textEngine(operations);
