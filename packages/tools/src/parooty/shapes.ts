/**
 * Layer 2: pasted data recognised by its shape. A JWT, JSON, a UUID, a hex colour, a Unix
 * timestamp, CSV, YAML, XML, a URL, an IP address, Base64, a URL-encoded string, a digest, a cron
 * expression or binary → the tools that work on it, with the data filled in where the tool takes
 * text. Each test is cheap and anchored, so ordinary sentences are never mistaken for data.
 */
import type { AskKind } from '../types';
import { rowsFor } from './phrases';
import type { Match } from './types';
import { toolClause } from './voice';

/** How much room a URL gives pasted data (longer data still gets its tools, without the prefill). */
export const MAX_PREFILL = 1_500;

const CONFIDENT = 0.88;
const LIKELY = 0.75;

/** The kind of data found (the rows that take it name it in `ask.for`), why, and how sure. */
type Found = readonly [kind: AskKind, why: string, confidence: number];

/** The longest token that looks like data inside a sentence ("what does aGVsbG8= mean"). */
function tokens(text: string): string[] {
  return text
    .split(/\s+/)
    .map((t) => t.replace(/^["'`(<[]+|["'`)>\],.?!:;]+$/g, ''))
    .filter((t) => t !== '');
}

function isJson(text: string): boolean {
  const t = text.trim();
  if (!/^[[{]/.test(t) || !/[\]}]$/.test(t)) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

/** Looks like JSON but does not parse: still JSON tools (the validator says where it breaks). */
function isBrokenJson(text: string): boolean {
  const t = text.trim();
  return /^\{\s*"[^"]+"\s*:/.test(t) || /^\[\s*\{\s*"/.test(t);
}

const JWT = /^eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*\d{1,3}\s*,?\s*\d{1,3}\s*,?\s*\d{1,3}\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;
const HSL = /^hsla?\(\s*[\d.]+(?:deg)?\s*,?\s*[\d.]+%\s*,?\s*[\d.]+%\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;
const URL_LIKE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const CIDR = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\/(?:3[0-2]|[12]?\d)$/;
const IPV6 =
  /^(?:[0-9a-f]{1,4}:){2,7}[0-9a-f]{0,4}$|^::(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4}$|^(?:[0-9a-f]{1,4}:){1,6}:(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,5})?$/i;
const DIGEST = /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$/i;
const CRON = /^(?:[\d*/,-]+|\*)(?:\s+(?:[\d*/,?LW#-]+|[A-Z]{3}(?:-[A-Z]{3})?)){4,5}$/i;
const BINARY = /^(?:[01]{8}\s+)+[01]{8}$/;
const URL_ENCODED = /%[0-9a-f]{2}/i;
const TIMESTAMP = /^(?:1\d{9}|1\d{12}|[2-3]\d{9})$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]{16,}$/;
const PLAIN_WORD = /^[a-z]+$/;

/** Base64 whose bytes are mostly readable text: an English word or a hex digest is not Base64. */
function isBase64Text(token: string): boolean {
  if (token.length < 8 || token.length % 4 !== 0 || !BASE64.test(token)) return false;
  if (!/[A-Z]/.test(token) || !/[a-z]/.test(token)) return false;
  if (!/[0-9+/=]/.test(token) && token.length < 16) return false;
  try {
    const bytes = atob(token);
    let printable = 0;
    for (const ch of bytes) {
      const code = ch.charCodeAt(0);
      if ((code >= 32 && code < 127) || code === 10 || code === 13 || code === 9 || code >= 0xc2) printable++;
    }
    return printable / bytes.length > 0.9;
  } catch {
    return false;
  }
}

/** Several lines with the same number (≥ 1) of commas or tabs outside quotes. */
function delimited(text: string, separator: ',' | '\t'): boolean {
  if (!text.includes('\n')) return false;
  const lines = text
    .trim()
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  if (lines.length < 2) return false;
  const counts = lines.map((line) => line.replace(/"[^"]*"/g, '').split(separator).length - 1);
  return counts[0]! >= 1 && counts.every((c) => c === counts[0]);
}

function isYaml(text: string): boolean {
  if (!text.includes('\n')) return false;
  const lines = text
    .trim()
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  if (lines.length < 2) return false;
  const yamlish = lines.filter((l) => /^\s*(?:- )?[\w"'.-]+:(?:\s|$)/.test(l) || /^\s*- \S/.test(l));
  return yamlish.length === lines.length && lines.some((l) => /:\s*\S/.test(l) || /:\s*$/.test(l));
}

function isXml(text: string): boolean {
  const t = text.trim();
  return /^<(?:\?xml|[A-Za-z][\w:.-]*)[^>]*>/.test(t) && /<\/[A-Za-z][\w:.-]*>\s*$|\/>\s*$|\?>\s*$/.test(t);
}

const HTML_TAG = /<\/?(?:html|head|body|div|span|p|a|br|img|ul|ol|li|table|tr|td|h[1-6]|strong|em|b|i)\b/i;

/** What the whole message (or one token of it) looks like, with the tools for it. */
function classify(text: string): { found: Found; data: string } | null {
  const whole = text.trim();
  if (JWT.test(whole)) return { found: ['jwt', 'your text is a JSON Web Token', CONFIDENT], data: whole };
  if (isJson(whole))
    return {
      found: ['json', 'your text is JSON', CONFIDENT],
      data: whole,
    };
  if (isBrokenJson(whole)) return { found: ['brokenJson', 'your text looks like JSON', LIKELY], data: whole };
  if (isXml(whole)) {
    if (HTML_TAG.test(whole))
      return {
        found: ['html', 'your text is HTML', LIKELY],
        data: whole,
      };
    return { found: ['xml', 'your text is XML', CONFIDENT], data: whole };
  }
  if (delimited(whole, '\t')) return { found: ['tsv', 'your text is tab-separated data', LIKELY], data: whole };
  if (delimited(whole, ','))
    return {
      found: ['csv', 'your text is CSV', CONFIDENT],
      data: whole,
    };
  if (isYaml(whole)) return { found: ['yaml', 'your text is YAML', LIKELY], data: whole };
  if (CRON.test(whole) && /\*/.test(whole))
    return { found: ['cron', 'your text is a cron schedule', CONFIDENT], data: whole };
  if (BINARY.test(whole)) return { found: ['binary', 'your text is binary', CONFIDENT], data: whole };

  if (/&(?:[a-z]{2,8}|#\d{2,6}|#x[0-9a-f]{2,5});/i.test(whole) && !/\s{2,}/.test(whole)) {
    return {
      found: ['htmlEntities', 'your text has HTML entities in it', LIKELY],
      data: whole.replace(/^.*?(?=\S*&)/, '').replace(/\s+(?:back\s+)?(?:to|into)\s+\S+$/i, ''),
    };
  }
  const bytes = /(?:^|\s)((?:[01]{8}\s+)+[01]{8})(?=\s|$)/.exec(whole);
  if (bytes) return { found: ['binary', 'those are binary bytes', CONFIDENT], data: bytes[1]! };

  // One token of data inside a sentence: the longest that is recognised.
  const candidates = tokens(whole).sort((a, b) => b.length - a.length);
  for (const token of candidates) {
    // A plain word (lower-case letters, shorter than a digest) is none of the kinds below.
    if (token.length < 32 && PLAIN_WORD.test(token)) continue;
    if (JWT.test(token)) return { found: ['jwt', 'that is a JSON Web Token', CONFIDENT], data: token };
    if (UUID.test(token)) return { found: ['uuid', 'that is a UUID', CONFIDENT], data: token };
    if (URL_LIKE.test(token)) return { found: ['url', 'that is a URL', CONFIDENT], data: token };
    if (CIDR.test(token))
      return {
        found: ['cidr', 'that is a network in CIDR notation', CONFIDENT],
        data: token,
      };
    if (IPV4.test(token))
      return {
        found: ['ipv4', 'that is an IPv4 address', CONFIDENT],
        data: token,
      };
    if (IPV6.test(token) && token.includes(':') && /[0-9a-f]{2}/i.test(token))
      return {
        found: ['ipv6', 'that is an IPv6 address', LIKELY],
        data: token,
      };
    if (HEX_COLOUR.test(token))
      return {
        found: ['hexColour', 'that is a hex colour', CONFIDENT],
        data: token.length === 4 ? expandShortHex(token) : token,
      };
    if (DIGEST.test(token)) return { found: ['digest', 'that looks like a hash digest', LIKELY], data: token };
    if (TIMESTAMP.test(token)) return { found: ['timestamp', 'that looks like a Unix timestamp', LIKELY], data: token };
    if (URL_ENCODED.test(token) && !/\s/.test(token))
      return { found: ['urlEncoded', 'that is URL-encoded text', CONFIDENT], data: token };
    if (isBase64Text(token)) return { found: ['base64', 'that is Base64-encoded text', CONFIDENT], data: token };
  }
  if (RGB.test(whole)) return { found: ['rgb', 'that is an RGB colour', CONFIDENT], data: whole };
  if (HSL.test(whole)) return { found: ['hsl', 'that is an HSL colour', CONFIDENT], data: whole };
  const long = candidates[0];
  if (
    long &&
    long.length >= 24 &&
    BASE64URL.test(long) &&
    /[A-Z]/.test(long) &&
    /[a-z]/.test(long) &&
    /\d/.test(long) &&
    candidates.length <= 3
  ) {
    return {
      found: ['base64url', 'that looks like Base64 (URL-safe)', LIKELY - 0.1],
      data: long,
    };
  }
  return null;
}

function expandShortHex(hex: string): string {
  return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
}

/** The tools for the data in a message, best first, or [] when nothing in it looks like data. */
export function shapeMatches(text: string): Match[] {
  if (text.length > 20_000) return [];
  const hit = classify(text);
  if (!hit) return [];
  const [kind, why, confidence] = hit.found;
  const prefill = hit.data.length <= MAX_PREFILL;
  // A 13-digit timestamp counts milliseconds.
  const extra: Record<string, string> =
    TIMESTAMP.test(hit.data) && hit.data.length === 13 ? { unit: 'milliseconds' } : {};
  return rowsFor(kind).map((tool, i) => ({
    id: tool.id,
    ...(prefill ? { values: { input: hit.data, ...extra } } : {}),
    why: `${toolClause(tool)}; ${why}${prefill ? ', so I have pasted it in' : ''}`,
    confidence: Math.max(0.3, confidence - i * 0.05),
  }));
}
