/**
 * The regex tester's safety analyser: refuses patterns whose backtracking could take exponential
 * time (nested quantifiers over overlapping characters, alternations whose branches start alike),
 * before the browser runs them. Pure; run.ts beside it asks it.
 */

/**
 * The characters a part of a pattern can start with: ASCII as bits of a 128-bit mask, and a
 * flag for "something beyond ASCII" (any such character counts as the same one, to err on the
 * side of refusing).
 */
interface FirstChars {
  ascii: bigint;
  other: boolean;
}

interface Atom {
  quantified: boolean;
  loose: boolean;
  /** What its first character can be, whether it can match nothing, and whether it holds an alternation whose branches can start alike. */
  first: FirstChars;
  nullable: boolean;
  ambiguous: boolean;
}

const ASCII_ALL = (1n << 128n) - 1n;
const charBits = (from: number, to = from): bigint =>
  from > 127 ? 0n : ((1n << BigInt(Math.min(to, 127) - from + 1)) - 1n) << BigInt(from);
const DIGITS = charBits(48, 57);
const WORD = DIGITS | charBits(65, 90) | charBits(97, 122) | charBits(95);
const SPACE = charBits(9, 13) | charBits(32);
const NOTHING: FirstChars = { ascii: 0n, other: false };
const ANYTHING: FirstChars = { ascii: ASCII_ALL, other: true };
const CLASS_ESCAPES: Record<string, FirstChars> = {
  d: { ascii: DIGITS, other: false },
  D: { ascii: ASCII_ALL ^ DIGITS, other: true },
  w: { ascii: WORD, other: false },
  W: { ascii: ASCII_ALL ^ WORD, other: true },
  s: { ascii: SPACE, other: true },
  S: { ascii: ASCII_ALL ^ SPACE, other: true },
};
const CONTROL_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };

const single = (code: number): FirstChars =>
  code < 128 ? { ascii: charBits(code), other: false } : { ascii: 0n, other: true };
const union = (a: FirstChars, b: FirstChars): FirstChars => ({ ascii: a.ascii | b.ascii, other: a.other || b.other });

/** Both cases of every ASCII letter in the mask, for the i flag. */
function caseFolded(bits: bigint): bigint {
  const upper = (bits >> 65n) & charBits(0, 25);
  const lower = (bits >> 97n) & charBits(0, 25);
  const letters = upper | lower;
  return bits | (letters << 65n) | (letters << 97n);
}

/**
 * A guard against catastrophic backtracking, which no synchronous engine can time out. It refuses
 * a group repeated without bound when one repetition can match the same text in more than one
 * way, which makes the number of tries double with each character:
 * - every part of a branch is itself optional or repeated, such as (a+)+, (\d+,?)* or (\s*\w+)*;
 * - or it holds an alternation whose branches can match the same text: for plain words exactly
 *   (Sardinas–Patterson: (a|aa)+ is refused, (ab|ac)+ and (jpg|jpeg)+ pass), otherwise when they
 *   can start with the same character, such as (\w|\d)+ or (\s| )+ (conservatively: (\d|1x)+,
 *   which start alike but then differ, is refused too).
 * Patterns like (\w+\.)+, (a|b)+ or (https?|ftp)://, where each repetition has one way to match,
 * pass.
 */
export function nestedRepetition(pattern: string, flags = ''): boolean {
  return backtrackingRisk(pattern, flags) !== null;
}

/**
 * Whether a set of words is uniquely decodable (Sardinas–Patterson): no text made of them can be
 * split into them in two ways. (ab|ac)+, (jpg|jpeg)+ or (Mr|Mrs)+ repeat such a set, so each
 * repetition has one way to match; (a|aa)+ does not ("aaa" is a·aa, aa·a or a·a·a).
 */
export function uniquelyDecodable(words: readonly string[]): boolean {
  const code = new Set(words);
  if (code.size !== words.length || code.has('')) return false;
  const tails = (from: Iterable<string>, into: Iterable<string>) => {
    const found = new Set<string>();
    for (const u of from) for (const v of into) if (v !== u && v.startsWith(u)) found.add(v.slice(u.length));
    return found;
  };
  const seen = new Set<string>();
  let current = tails(code, code);
  while (current.size > 0) {
    for (const tail of current) if (code.has(tail)) return false;
    const next = new Set([...tails(code, current), ...tails(current, code)].filter((t) => !seen.has(t)));
    for (const t of next) seen.add(t);
    current = next;
  }
  return true;
}

/** The alternatives of a group's source ("ab|ac") as plain words, or null when one is more than literal characters. */
function literalAlternatives(source: string, fold: boolean): string[] | null {
  const words: string[] = [];
  for (const branch of source.split('|')) {
    if (!/^(?:[^\\()[\]{}*+?.|^$]|\\[^dDwWsSbBpPkuxc0-9])*$/.test(branch)) return null;
    const word = branch.replace(/\\(.)/g, '$1');
    words.push(fold ? word.toLowerCase() : word);
  }
  return words;
}

/** Which kind of runaway repetition the pattern has, if any (see nestedRepetition). */
export function backtrackingRisk(pattern: string, flags: string): 'nested' | 'alternation' | null {
  const stack: Atom[][][] = [[[]]];
  const lookaround: boolean[] = [false];
  /** Where each open group's alternatives start in the pattern. */
  const opened: number[] = [0];
  const fold = flags.includes('i');
  const nested = flags.includes('v');
  let i = 0;
  const quantifier = (): string => {
    const m = pattern.slice(i).match(/^(?:[*+?]|\{\d+(?:,\d*)?\})\??/);
    if (!m) return '';
    i += m[0].length;
    return m[0];
  };
  const repeatsUnbounded = (q: string) =>
    /^[*+]|^\{\d+,\}|^\{\d+,\d*\}/.test(q) && !/^\{(\d+),\1\}/.test(q) && !/^\{\d+,[01]\}/.test(q);
  const optional = (q: string) => /^[?*]|^\{0[,}]/.test(q);
  const push = (atom: Atom) => {
    const branches = stack[stack.length - 1]!;
    branches[branches.length - 1]!.push(atom);
  };
  const pushQuantified = (first: FirstChars, zeroWidth = false) => {
    const q = quantifier();
    push({
      quantified: q !== '',
      loose: /^[*+]|^\{\d+,/.test(q),
      first,
      nullable: zeroWidth || optional(q),
      ambiguous: false,
    });
  };
  /** Reads the escape at i (the backslash) and returns what it matches; inClass reads \b as backspace. */
  const readEscape = (inClass: boolean): FirstChars | 'zero-width' => {
    const e = pattern[i + 1] ?? '';
    i += 2;
    if (CLASS_ESCAPES[e]) return CLASS_ESCAPES[e]!;
    if (e === 'b' || e === 'B') return inClass ? single(8) : 'zero-width';
    if (Object.hasOwn(CONTROL_ESCAPES, e) && !/^\d/.test(pattern.slice(i))) return single(CONTROL_ESCAPES[e]!);
    if (e === 'x' && /^[0-9a-f]{2}/i.test(pattern.slice(i, i + 2))) {
      i += 2;
      return single(parseInt(pattern.slice(i - 2, i), 16));
    }
    if (e === 'u') {
      const m = pattern.slice(i).match(/^(?:[0-9a-f]{4}|\{[0-9a-f]+\})/i);
      if (m) {
        i += m[0].length;
        return single(parseInt(m[0].replace(/[{}]/g, ''), 16));
      }
    }
    if (e === 'c' && /^[a-z]/i.test(pattern[i] ?? '')) {
      i++;
      return single(pattern.charCodeAt(i - 1) % 32);
    }
    if (e === 'p' || e === 'P' || e === 'k') {
      const m = pattern.slice(i).match(/^(?:\{[^}]*\}|<[^>]*>)/);
      if (m) i += m[0].length;
      return ANYTHING;
    }
    if (/^[1-9]$/.test(e)) {
      while (/^\d$/.test(pattern[i] ?? '')) i++;
      return ANYTHING;
    }
    return e === '' ? NOTHING : single(e.codePointAt(0)!);
  };
  /** Reads the character class at i (the opening bracket). */
  const characterClass = (): FirstChars => {
    i++;
    const negated = pattern[i] === '^';
    if (negated) i++;
    let set: FirstChars = NOTHING;
    let depth = 0;
    let previous = -1;
    while (i < pattern.length && (pattern[i] !== ']' || depth > 0)) {
      const ch = pattern[i]!;
      if (nested && ch === '[') {
        // Set operations of the v flag: take the class as able to start with anything.
        depth++;
        set = ANYTHING;
        i++;
      } else if (nested && ch === ']') {
        depth--;
        i++;
      } else if (ch === '\\') {
        const read = readEscape(true);
        const member = read === 'zero-width' ? NOTHING : read;
        previous = member.other || member.ascii === 0n ? -1 : member.ascii.toString(2).length - 1;
        if (member.ascii & (member.ascii - 1n)) previous = -1;
        set = union(set, member);
      } else if (ch === '-' && previous >= 0 && i + 1 < pattern.length && pattern[i + 1] !== ']') {
        i++;
        let end: number;
        if (pattern[i] === '\\') {
          const read = readEscape(true);
          end = read === 'zero-width' || read.other || read.ascii === 0n ? 0x10ffff : read.ascii.toString(2).length - 1;
        } else {
          end = pattern.codePointAt(i)!;
          i += end > 0xffff ? 2 : 1;
        }
        set = union(set, { ascii: charBits(previous, Math.max(previous, end)), other: end > 127 });
        previous = -1;
      } else {
        const code = pattern.codePointAt(i)!;
        i += code > 0xffff ? 2 : 1;
        set = union(set, single(code));
        previous = code < 128 ? code : -1;
      }
    }
    i++;
    return negated ? { ascii: ASCII_ALL ^ (fold ? caseFolded(set.ascii) : set.ascii), other: true } : set;
  };
  const overlaps = (a: FirstChars, b: FirstChars) =>
    (a.other && b.other) || (fold ? caseFolded(a.ascii) & caseFolded(b.ascii) : a.ascii & b.ascii) !== 0n;
  const branchFirst = (atoms: Atom[]): FirstChars => {
    let first = NOTHING;
    for (const atom of atoms) {
      first = union(first, atom.first);
      if (!atom.nullable) break;
    }
    return first;
  };
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      const read = readEscape(false);
      if (read === 'zero-width') pushQuantified(NOTHING, true);
      else pushQuantified(read);
    } else if (ch === '[') {
      pushQuantified(characterClass());
    } else if (ch === '(') {
      i++;
      let around = false;
      if (pattern[i] === '?') {
        const m = pattern.slice(i).match(/^\?(?:[:=!]|<[=!]|<[^>]*>|[a-z-]*:)/i);
        around = m !== null && /^\?(?:[=!]|<[=!])/.test(m[0]);
        i += m ? m[0].length : 1;
      }
      stack.push([[]]);
      lookaround.push(around);
      opened.push(i);
    } else if (ch === ')') {
      const source = pattern.slice(opened.length > 1 ? opened.pop()! : 0, i);
      i++;
      const branches = stack.length > 1 ? stack.pop()! : [[]];
      const around = lookaround.length > 1 ? lookaround.pop()! : false;
      const q = quantifier();
      const looseBranch = branches.some(
        (atoms) => atoms.length > 0 && atoms.every((a) => a.quantified || a.loose) && atoms.some((a) => a.loose),
      );
      if (looseBranch && repeatsUnbounded(q)) return 'nested';
      const firsts = branches.map(branchFirst);
      // Literal alternatives are decided exactly; others by their first characters (erring towards refusing).
      const words = branches.length > 1 ? literalAlternatives(source, fold) : null;
      const alike = words
        ? !uniquelyDecodable(words)
        : firsts.some((a, x) => firsts.some((b, y) => y > x && overlaps(a, b)));
      const ambiguous = alike || branches.some((atoms) => atoms.some((a) => a.ambiguous));
      if (ambiguous && repeatsUnbounded(q)) return 'alternation';
      const nullable = around || optional(q) || branches.some((atoms) => atoms.every((a) => a.nullable));
      push({
        quantified: q !== '',
        loose: looseBranch || /^[*+]|^\{\d+,/.test(q),
        first: around ? NOTHING : firsts.reduce(union, NOTHING),
        nullable,
        ambiguous,
      });
    } else if (ch === '|') {
      i++;
      stack[stack.length - 1]!.push([]);
    } else if (ch === '^' || ch === '$') {
      i++;
    } else if (ch === '.') {
      i++;
      pushQuantified({ ascii: ASCII_ALL ^ charBits(10) ^ charBits(13), other: true });
    } else {
      const code = pattern.codePointAt(i)!;
      i += code > 0xffff ? 2 : 1;
      pushQuantified(single(code));
    }
  }
  return null;
}
