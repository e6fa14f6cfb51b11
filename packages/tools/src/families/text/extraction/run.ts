/** text, extraction: the code of the rows in rows.ts beside it. */
import type { ToolResult } from '../../../types';
import { ok, textEngine, textOperations } from '../shared/result';
/**
 * A number as written: digits with optional thousands commas, a decimal part or a bare one (.5),
 * and an exponent (1.5e3). A + or − before it is a sign only when no letter or digit comes just
 * before, so "pages 10-12" gives 10 and 12 and "-.25" stays negative.
 */
const NUMBER =
  /(?:(?<![\p{L}\p{N}])[-+\u2212])?(?:\d+(?:,\d{3})*(?:\.\d+)?|(?<![\p{L}\p{N}.])\.\d+)(?:[eE][-+]?\d+)?/gu;

/**
 * An e-mail address: a local part of RFC 5322's atom characters (so user+mailbox/department=shipping
 * stays whole) and any letters (RFC 6531: 用户, θσερ), dots inside; then a domain of letters, marks
 * and digits, or an address literal ([127.0.0.1], [IPv6:…]). A match starts only where a local part
 * can start, and bounded parts (RFC 5321: 64 characters before the @, labels of 63) keep the
 * search linear on any text.
 */
const EMAIL =
  /(?<![\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-])[\p{L}\p{M}\p{N}!#$%&*+/=?^_`{|}~-](?:[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]|\.(?!\.)){0,63}(?<!\.)@(?:[\p{L}\p{M}\p{N}-]{1,63}(?:\.[\p{L}\p{M}\p{N}-]{1,63}){0,8}\.[\p{L}\p{M}]{2,24}(?![\p{L}\p{M}\p{N}-])|\[(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\]|\[IPv6:[0-9A-Fa-f:.]{2,45}\])/gu;

function trimUrl(url: string): string {
  let u = url.replace(/[.,;:!?]+$/, '');
  // A closing bracket belongs to the link only when the link opened one.
  while (/[)\]]$/.test(u) && (u.match(/[([]/g)?.length ?? 0) < (u.match(/[)\]]/g)?.length ?? 0))
    u = u.slice(0, -1).replace(/[.,;:!?]+$/, '');
  return u;
}

function listOrNone(found: readonly string[], what: string, unique = true): ToolResult {
  const list = unique ? [...new Set(found)] : [...found];
  if (list.length === 0) return ok(`No ${what} found.`, [{ label: 'Found', value: '0' }]);
  return ok(list.join('\n'), [{ label: 'Found', value: String(list.length) }]);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'extract-emails': ({ input = '' }) => listOrNone(input.match(EMAIL) ?? [], 'e-mail addresses'),
  'extract-urls': ({ input = '' }) =>
    listOrNone(
      (input.match(/\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu) ?? [])
        .map(trimUrl)
        .filter((u) => /[\p{L}\p{N}]\.[\p{L}\p{N}]|\/\/[\p{L}\p{N}]/u.test(u)),
      'web links',
    ),
  'extract-numbers': ({ input = '' }) => listOrNone(input.match(NUMBER) ?? [], 'numbers', false),
});

export const run = textEngine(operations);
