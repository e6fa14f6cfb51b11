import { isWellFormed } from '../bytes';
import { encodingEngine, fail, ok } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

/** C-style escapes: backslash, quotes, the named control characters, \xHH for other controls. */
function backslashEscape(text: string): string {
  const named: Record<string, string> = {
    '\\': '\\\\',
    '"': '\\"',
    "'": "\\'",
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f',
    '\v': '\\v',
    '\0': '\\0',
  };
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the escaper's job
    /[\\"'\u0000-\u001f\u007f]/g,
    (ch) => named[ch] ?? `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}

function backslashUnescape(text: string): string | null {
  const simple: Record<string, string> = {
    n: '\n',
    r: '\r',
    t: '\t',
    b: '\b',
    f: '\f',
    v: '\v',
    a: '\x07',
    '\\': '\\',
    '"': '"',
    "'": "'",
    '/': '/',
  };
  const out = text.replace(
    // An octal escape is one to three octal digits, as in C, Python and JavaScript's legacy
    // strings: \0, \01, \012 and \12 are all octal; three digits stop at \377 (one byte).
    /\\(?:u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([0-3][0-7]{0,2}|[4-7][0-7]?)|([\s\S]))/g,
    (match, braces?: string, u4?: string, x2?: string, octal?: string, other?: string) => {
      if (braces !== undefined) {
        const cp = parseInt(braces, 16);
        return cp > 0x10ffff ? match : String.fromCodePoint(cp);
      }
      if (u4 !== undefined) return String.fromCharCode(parseInt(u4, 16));
      if (x2 !== undefined) return String.fromCharCode(parseInt(x2, 16));
      if (octal !== undefined) return String.fromCharCode(parseInt(octal, 8));
      return simple[other!] ?? other!;
    },
  );
  return isWellFormed(out) ? out : null;
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'json-escape': (input) => ok(JSON.stringify(input).slice(1, -1)),
  'json-unescape': (input) => {
    const body = /^".*"$/s.test(input) && input.length >= 2 ? input.slice(1, -1) : input;
    const literal = `"${body.replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;
    try {
      const out = JSON.parse(literal) as string;
      // JSON.parse accepts a lone \ud83d; like the other unescapers, refuse half a pair.
      return isWellFormed(out)
        ? ok(out)
        : fail(
            'The escapes leave half of a surrogate pair on its own: check that each \\uD8xx is followed by its \\uDCxx partner.',
          );
    } catch {
      if (/(^|[^\\])(\\\\)*"/.test(body))
        return fail('The text has a " that is not escaped: inside a JSON string every quote is written \\".');
      return fail('The text has an escape JSON does not know. JSON uses \\n, \\t, \\", \\\\, \\/ and \\uXXXX.');
    }
  },
  'backslash-escape': (input) => ok(backslashEscape(input)),
  'backslash-unescape': (input) => {
    const out = backslashUnescape(input);
    return out === null
      ? fail(
          'The escapes leave half of a surrogate pair on its own: check that each \\uD8xx is followed by its \\uDCxx partner.',
        )
      : ok(out);
  },
} satisfies Operations<typeof rows>;

export const run = encodingEngine(operations);
