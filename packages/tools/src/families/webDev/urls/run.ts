/** webDev, URLs and query strings: the code of the rows in rows.ts beside it. */
import type { Figure, ToolResult } from '../../../types';
import { unsafeIntegers, utf8Bytes, utf8Text } from '../../encoding/bytes';
import { fail, ok, quote, tooBig, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

function parseUrl(input: string): { url: URL; assumed: boolean } | string {
  const s = input.trim();
  if (s === '') return 'Enter a URL, such as https://example.com/path?q=1.';
  // A bare host and port, such as localhost:3000 or example.com:8080, also parses as a URL whose
  // scheme is the host name; read it as the host and port people mean (an opaque scheme such as
  // tel: or urn: is never localhost, dotted or an IPv4 address).
  const hostPort = s.match(/^([a-z0-9.-]+):(\d{1,5})(?:[/?#]|$)/i);
  if (hostPort && (/^localhost$/i.test(hostPort[1]!) || hostPort[1]!.includes('.'))) {
    try {
      return { url: new URL(`https://${s}`), assumed: true };
    } catch {
      // fall through to the general reading
    }
  }
  try {
    return { url: new URL(s), assumed: false };
  } catch {
    if (/^[\w.-]+\.[a-z]{2,}(?:[:/?#]|$)/i.test(s)) {
      try {
        return { url: new URL(`https://${s}`), assumed: true };
      } catch {
        // fall through to the sentence below
      }
    }
    return 'This is not a complete URL. Include the scheme, such as https://example.com/page.';
  }
}

const DEFAULT_PORTS: Record<string, string> = {
  'http:': '80',
  'https:': '443',
  'ws:': '80',
  'wss:': '443',
  'ftp:': '21',
};

function urlParts(input: string): ToolResult {
  const parsed = parseUrl(input);
  if (typeof parsed === 'string') return fail(parsed);
  const { url, assumed } = parsed;
  const parts: Figure[] = [{ label: 'Scheme', value: url.protocol.replace(/:$/, '') }];
  // The URL parser accepts malformed escapes such as %zz in the user name and password, which
  // decodeURIComponent rejects: show those as written.
  let undecodable = false;
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      undecodable = true;
      return text;
    }
  };
  if (url.username) parts.push({ label: 'Username', value: decoded(url.username) });
  if (url.password) parts.push({ label: 'Password', value: decoded(url.password) });
  if (url.hostname) parts.push({ label: 'Host', value: url.hostname });
  const port = url.port || DEFAULT_PORTS[url.protocol];
  if (port) parts.push({ label: 'Port', value: url.port ? url.port : `${port} (default)` });
  parts.push({ label: 'Path', value: url.pathname });
  if (url.search) parts.push({ label: 'Query', value: url.search.slice(1) });
  for (const [key, value] of url.searchParams) parts.push({ label: `Parameter ${key}`, value });
  if (url.hash) parts.push({ label: 'Fragment', value: url.hash.slice(1) });
  if (url.origin !== 'null') parts.push({ label: 'Origin', value: url.origin });
  if (assumed) parts.push({ label: 'Note', value: 'No scheme was given, so https:// was assumed' });
  if (undecodable)
    parts.push({
      label: 'Encoding note',
      value: 'The user name or password has a % that is not a valid percent-escape, so it is shown as written',
    });
  return ok(parts.map((p) => `${p.label}: ${p.value}`).join('\n'), parts);
}

/**
 * One name or value of application/x-www-form-urlencoded text, decoded as URLSearchParams does
 * (+ is a space, %XX a byte, the bytes UTF-8), except that bytes which are not UTF-8 are not
 * turned into �: the raw text is kept and the caller says so.
 */
function formDecode(raw: string): { text: string; valid: boolean } {
  const spaced = raw.replace(/\+/g, ' ');
  if (!spaced.includes('%')) return { text: spaced, valid: true };
  const bytes: number[] = [];
  for (let i = 0; i < spaced.length; i++) {
    if (spaced[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(spaced.slice(i + 1, i + 3))) {
      bytes.push(parseInt(spaced.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const ch = String.fromCodePoint(spaced.codePointAt(i)!);
      bytes.push(...utf8Bytes(ch));
      i += ch.length - 1;
    }
  }
  const text = utf8Text(Uint8Array.from(bytes));
  return text === null ? { text: raw, valid: false } : { text, valid: true };
}

function queryToJson(input: string): ToolResult {
  let s = input.trim();
  if (s === '') return fail('Enter a query string, such as a=1&b=2, or a URL with one.');
  const question = s.indexOf('?');
  if (question >= 0) s = s.slice(question + 1);
  s = s.replace(/#.*$/s, '');
  // A prototype-free object: keys such as constructor or __proto__ are ordinary keys here, never
  // inherited members (and never a way to change Object.prototype).
  const out = Object.create(null) as Record<string, string | string[]>;
  const undecodable: string[] = [];
  for (const piece of s.split('&')) {
    if (piece === '') continue;
    const equals = piece.indexOf('=');
    const name = formDecode(equals >= 0 ? piece.slice(0, equals) : piece);
    const value = formDecode(equals >= 0 ? piece.slice(equals + 1) : '');
    for (const part of [name, value]) if (!part.valid && !undecodable.includes(part.text)) undecodable.push(part.text);
    const key = name.text;
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    if (existing === undefined) out[key] = value.text;
    else if (Array.isArray(existing)) existing.push(value.text);
    else out[key] = [existing, value.text];
  }
  if (Object.keys(out).length === 0)
    return fail('There are no parameters in this query string. Write them as key=value joined by &.');
  const figures: Figure[] = undecodable.length
    ? [
        {
          label: 'Note',
          value: `${undecodable.map(quote).join(', ')} ${undecodable.length === 1 ? 'is' : 'are'} not valid UTF-8 percent-encoding, so the raw text is kept`,
        },
      ]
    : [];
  return ok(JSON.stringify(out, null, 2), figures.length ? figures : undefined);
}

function jsonToQuery(input: string, values: Values): ToolResult {
  if (input.trim() === '') return fail('Enter a JSON object, such as {"q": "perch tools", "page": 2}.');
  let data: unknown;
  try {
    data = JSON.parse(input);
  } catch {
    return fail('This is not valid JSON. Check the quotes, commas and braces.');
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return fail('Enter a JSON object (in braces), such as {"q": "perch tools", "page": 2}.');
  const unsafe = unsafeIntegers(input);
  if (unsafe.length) return fail(tooBig(unsafe[0]!));
  const plus = values.spaces === 'plus';
  const encode = (text: string) =>
    plus ? new URLSearchParams([['', text]]).toString().slice(1) : encodeURIComponent(text);
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item !== null && typeof item === 'object')
        return fail(`“${key}” holds a nested object, which has no standard query-string form. Flatten it first.`);
      pairs.push(`${encode(key)}=${item === null ? '' : encode(String(item))}`);
    }
  }
  return ok(pairs.join('&'));
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'url-parser': (input) => urlParts(input),
  'query-string-to-json': (input) => queryToJson(input),
  'json-to-query-string': (input, values) => jsonToQuery(input, values),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
