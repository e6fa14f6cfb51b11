/** webDev, strings for code and markup: HTML to text, JavaScript string escapes: the code of the rows in rows.ts beside it. */
import he from 'he';
import type { ToolResult } from '../../../types';
import { ok, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'noscript', 'template']);
const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'ul',
  'ol',
  'table',
]);

/**
 * The text of some HTML, tags removed: comments and declarations go, script, style, noscript and
 * template go with their content, <br> and the ends of block elements become line breaks, and a >
 * inside a quoted attribute does not end a tag. A single left-to-right scan (no backtracking
 * regular expression), so hostile input such as thousands of unclosed <a " takes linear time.
 */
function htmlText(html: string): string {
  const n = html.length;
  // tagEnd[p]: where a tag whose attributes are read from p ends (the index of its >), or -1 when
  // it never ends (no >, or a quote left open). Computed right to left, once.
  const tagEnd = new Int32Array(n + 1);
  tagEnd[n] = -1;
  let nextDouble = -1;
  let nextSingle = -1;
  for (let p = n - 1; p >= 0; p--) {
    const ch = html[p];
    if (ch === '>') tagEnd[p] = p;
    else if (ch === '"' || ch === "'") {
      const close = ch === '"' ? nextDouble : nextSingle;
      tagEnd[p] = close < 0 ? -1 : tagEnd[close + 1]!;
      if (ch === '"') nextDouble = p;
      else nextSingle = p;
    } else tagEnd[p] = tagEnd[p + 1]!;
  }
  // Searches only move forward, so each remembers its last answer: every character is looked at
  // a bounded number of times however many unclosed comments or scripts there are.
  const found = new Map<string, { from: number; at: number }>();
  const search = (key: string, from: number, find: (from: number) => number): number => {
    const last = found.get(key);
    if (last && last.from <= from && (last.at === -1 || last.at >= from)) return last.at;
    const at = find(from);
    found.set(key, { from, at });
    return at;
  };
  const indexOf = (needle: string, from: number) => search(needle, from, (f) => html.indexOf(needle, f));
  const closingTag = (name: string, from: number): { start: number; end: number } | null => {
    const pattern = new RegExp(`</${name}\\s*>`, 'gi');
    const start = search(`</${name}`, from, (f) => {
      pattern.lastIndex = f;
      return pattern.exec(html)?.index ?? -1;
    });
    if (start < 0) return null;
    pattern.lastIndex = start;
    return { start, end: start + pattern.exec(html)![0].length };
  };
  const out: string[] = [];
  let i = 0;
  while (i < n) {
    const p = html.indexOf('<', i);
    if (p < 0) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, p));
    if (html.startsWith('<!--', p)) {
      const end = indexOf('-->', p + 4);
      if (end >= 0) {
        i = end + 3;
        continue;
      }
    }
    const closing = html[p + 1] === '/';
    const nameStart = p + (closing ? 2 : 1);
    if (/[a-zA-Z]/.test(html[nameStart] ?? '')) {
      const end = tagEnd[nameStart + 1]!;
      if (end < 0) {
        out.push('<');
        i = p + 1;
        continue;
      }
      let nameEnd = nameStart + 1;
      while (nameEnd < end && /[a-zA-Z0-9-]/.test(html[nameEnd]!)) nameEnd++;
      const name = html.slice(nameStart, nameEnd).toLowerCase();
      i = end + 1;
      if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
        const close = closingTag(name, i);
        if (close) i = close.end;
      } else if (name === 'br' || (closing && BLOCK_ELEMENTS.has(name))) out.push('\n');
      continue;
    }
    if (html[p + 1] === '!') {
      const end = indexOf('>', p + 2);
      if (end >= 0) {
        i = end + 1;
        continue;
      }
    }
    out.push('<');
    i = p + 1;
  }
  return out.join('');
}

/** The line without the spaces and tabs at its end (a loop: /[ \t]+$/ is quadratic on long runs). */
function trimLineEnd(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  return line.slice(0, end);
}

function stripTags(input: string, values: Values): ToolResult {
  const stripped = htmlText(input);
  const decoded = values.decode === 'false' ? stripped : he.decode(stripped);
  return ok(
    decoded
      .split('\n')
      .map(trimLineEnd)
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  );
}

function jsString(input: string, values: Values): ToolResult {
  const quote = values.quote === 'double' ? '"' : values.quote === 'backtick' ? '`' : "'";
  const named: Record<string, string> = {
    '\\': '\\\\',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f',
    '\v': '\\v',
    '\u2028': '\\u2028',
    '\u2029': '\\u2029',
  };
  let out = '';
  let previous = '';
  for (const ch of input) {
    const code = ch.codePointAt(0)!;
    if (named[ch]) out += named[ch];
    else if (ch === quote) out += `\\${ch}`;
    else if (quote === '`' && ch === '{' && previous === '$') out = `${out.slice(0, -1)}\\\${`;
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code >= 0xd800 && code <= 0xdfff) out += `\\u${code.toString(16)}`;
    else out += ch;
    previous = ch;
  }
  return ok(`${quote}${out}${quote}`);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'html-tag-stripper': (input, values) => stripTags(input, values),
  'javascript-string-escape': (input, values) => jsString(input, values),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
