/**
 * Many patterns tried as one. No imports: the catalogue search in the browser uses it too (gaps.ts).
 */

/**
 * One pattern that matches a text exactly when one of `patterns` does: their alternation, with
 * those anchored at the start tried only there. Most texts match none of a list, and one pass over
 * the text says so (Parooty's 125 late phrasings tried one by one cost 6.5 µs a question, as one
 * 2.8). Patterns whose flags differ (`g` aside) or that refer back to a group (its number would
 * change) are not joined: the pattern returned then matches everything.
 */
export function anyOf(patterns: readonly RegExp[]): RegExp | null {
  if (patterns.length === 0) return null;
  const flags = patterns[0]!.flags.replace('g', '');
  if (patterns.some((p) => p.flags.replace('g', '') !== flags || /\\[1-9]|\\k<|\(\?<[A-Za-z]/.test(p.source)))
    return EVERYTHING;
  const anchored = patterns.filter((p) => p.source.startsWith('^') && !hasTopLevelBar(p.source));
  const rest = patterns.filter((p) => !anchored.includes(p));
  const parts = [
    ...(anchored.length > 0 ? [`^(?:${anchored.map((p) => p.source.slice(1)).join('|')})`] : []),
    ...rest.map((p) => `(?:${p.source})`),
  ];
  return new RegExp(parts.join('|'), flags);
}

const EVERYTHING = /(?:)/;

/** Whether a pattern's source has an alternative at its top level (`^a|b` is anchored only on its left). */
function hasTopLevelBar(source: string): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}
