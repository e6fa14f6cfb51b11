/** webDev, regular expressions: testing (with the safety analyser in safety.ts) and escaping: the code of the rows in rows.ts beside it. */
import type { ToolResult } from '../../../types';
import { fail, ok, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';
import { backtrackingRisk } from './safety';

const MAX_PATTERN = 1000;
const MAX_TEXT = 100_000;
const MAX_MATCHES = 500;
function buildRegex(pattern: string, flags: string): RegExp | string {
  if (pattern === '') return 'Enter a regular expression, such as \\d+.';
  if (pattern.length > MAX_PATTERN) return 'That pattern is too long: up to 1,000 characters.';
  const f = flags.trim();
  if (!/^[dgimsuyv]*$/.test(f)) return 'Flags are letters from d, g, i, m, s, u, v and y, such as gi.';
  if (new Set(f).size !== f.length) return 'Each flag can appear only once.';
  if (f.includes('u') && f.includes('v')) return 'Use the u flag or the v flag, not both.';
  const risk = backtrackingRisk(pattern, f);
  if (risk === 'nested')
    return 'This pattern repeats a group that itself repeats freely, like (a+)+, which can take forever on some text. Rewrite it without the nested repetition.';
  if (risk === 'alternation')
    return 'This pattern repeats a group whose alternatives can match the same text, like (\\w|\\d)+ or (a|aa)*, which can take forever on some text. Rewrite it so the alternatives cannot overlap, such as \\w+.';
  try {
    return new RegExp(pattern, f);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split(': ').pop() ?? '').slice(0, 120) : '';
    return `This is not a valid JavaScript regular expression${reason ? ` (${reason})` : ''}. Check brackets and escapes.`;
  }
}

function testRegex(values: Values): ToolResult {
  const regex = buildRegex(values.pattern ?? '', values.flags ?? '');
  if (typeof regex === 'string') return fail(regex);
  const text = values.input ?? '';
  if (text.length > MAX_TEXT) return fail('That text is too long to test against: up to 100,000 characters.');
  const matches: RegExpExecArray[] = [];
  if (regex.global || regex.sticky) {
    regex.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = regex.exec(text)) !== null && matches.length < MAX_MATCHES) {
      matches.push(m);
      if (m[0] === '')
        regex.lastIndex =
          m.index +
          (regex.unicode || regex.flags.includes('v')
            ? Math.max(1, String.fromCodePoint(text.codePointAt(m.index) ?? 0).length)
            : 1);
      if (!regex.global) break;
    }
  } else {
    const m = regex.exec(text);
    if (m) matches.push(m);
  }
  if (matches.length === 0) return ok('No matches.', [{ label: 'Matches', value: '0' }]);
  const lines: string[] = [];
  matches.forEach((m, n) => {
    lines.push(`Match ${n + 1} at ${m.index}: ${JSON.stringify(m[0])}`);
    for (let g = 1; g < m.length; g++)
      lines.push(`  Group ${g}: ${m[g] === undefined ? '(no match)' : JSON.stringify(m[g])}`);
    for (const [name, value] of Object.entries(m.groups ?? {}))
      lines.push(`  Group “${name}”: ${value === undefined ? '(no match)' : JSON.stringify(value)}`);
  });
  const more = matches.length === MAX_MATCHES ? ` (the first ${MAX_MATCHES})` : '';
  const note = regex.global ? '' : '\n(Only the first match: add the g flag to find them all.)';
  return ok(`${matches.length} ${matches.length === 1 ? 'match' : 'matches'}${more}\n${lines.join('\n')}${note}`, [
    { label: 'Matches', value: String(matches.length) },
  ]);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'regex-tester': (_input, values) => testRegex(values),
  'regex-escape': (input) => ok(input.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
