/**
 * The rows' own phrasings (`ask.says` on a catalogue row): compiled once from the catalogue, and
 * read against a question. This module holds the language they are written in (the shared pieces
 * `{num}`, `{money}`, `{percent}`, `{list}`, `{date}`, the readers, the whole-match parsers); what
 * a tool is called and which fields a phrasing fills live on the tool's row.
 */
import { CATALOGUE, findTool } from '../catalogue';
import type { AskKind, AskPhrase, AskReader, ToolRow } from '../types';
import type { Match } from './types';
import { anyOf } from '../anyOf';

/** How sure a parsed intent is: it named the tool's inputs. */
export const SURE = 0.96;
/** An intent that named the tool but only some of its inputs. */
export const FAIRLY_SURE = 0.9;

export const NUM = String.raw`(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\.\d+)`;
export const num = (text: string) => text.replace(/,(?=\d{3}\b)/g, '');
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const MONEY = String.raw`[$£€¥₹]?\s?${NUM}(?:\s?(?:dollars?|pounds?|euros?|bucks|usd|gbp|eur)\b)?`;
const PERCENT = String.raw`${NUM}\s*(?:%|percent|per cent|pct)`;
const LIST = String.raw`(-?\d+(?:\.\d+)?(?:\s*(?:,|;|\s|and)\s*-?\d+(?:\.\d+)?){1,})`;
const DATE = String.raw`(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})`;
const PIECES: Readonly<Record<string, string>> = { num: NUM, money: MONEY, percent: PERCENT, list: LIST, date: DATE };

/**
 * A direct intent's match. At {@link SURE} it named the tool's inputs (`complete`: result.ts may
 * run the tool); `asked` is those inputs as a noun phrase ("5 km"), for "{asked} is {result}".
 */
export function match(
  id: string,
  values: Record<string, string>,
  why: string,
  confidence = SURE,
  asked?: string,
): Match | null {
  const tool = findTool(id);
  if (!tool) return null;
  const names = new Set(tool.fields.map((f) => f.name));
  const own = Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
  return {
    id,
    values: own,
    why,
    confidence,
    ...(confidence >= SURE ? { complete: true } : {}),
    ...(asked ? { asked } : {}),
  };
}

/** Text as a result sentence names it: quoted when short, "your text" when long. */
export const quote = (text: string) => (text.length <= 40 && !/\n/.test(text) ? `“${text}”` : 'your text');

/** Text the person quoted or wrote after "of": quotes stripped. */
export function textValue(raw: string): string {
  const t = raw.trim().replace(/[?]+$/, '').trim();
  const quoted = /^(["'“‘`])([\s\S]*)(["'”’`])$/.exec(t);
  return quoted ? quoted[2]! : t;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** An ISO date (YYYY-MM-DD) from "2024-1-5", "5 January 2024" or "January 5th, 2024"; null if no such day. */
export function isoDate(text: string): string | null {
  const t = text.toLowerCase().trim();
  let y: number, m: number, d: number;
  let parts = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (parts) [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  else if ((parts = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/.exec(t)))
    [y, m, d] = [Number(parts[3]), MONTHS.indexOf(parts[2]!.slice(0, 3)) + 1, Number(parts[1])];
  else if ((parts = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(t)))
    [y, m, d] = [Number(parts[3]), MONTHS.indexOf(parts[1]!.slice(0, 3)) + 1, Number(parts[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** "3pm", "3:30 p.m.", "15:00", "noon" → "15:00". */
export function clock24(text: string): string | null {
  const t = text.toLowerCase().replace(/\./g, '').replace(/\s+/g, '');
  if (t === 'noon') return '12:00';
  if (t === 'midnight') return '00:00';
  const m = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(t);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  if (minute > 59 || hour > 23 || (m[3] && (hour < 1 || hour > 12))) return null;
  if (m[3] === 'pm' && hour < 12) hour += 12;
  if (m[3] === 'am' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "1", "3", "-4" → "x² + 3x − 4 = 0". */
function equation(a: string, b: string, c: string): string {
  const term = (k: string, x: string, first: boolean) => {
    const n = Number(k);
    if (n === 0) return '';
    const size = Math.abs(n) === 1 && x !== '' ? '' : String(Math.abs(n));
    const sign = n < 0 ? (first ? '−' : ' − ') : first ? '' : ' + ';
    return `${sign}${size}${x}`;
  };
  return `${term(a, 'x²', true)}${term(b, 'x', false)}${term(c, '', false)} = 0`;
}

const ROMAN_VALID = /^M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/i;

/** Whole-match parsers: values (and words for the sentences) from a match, or null when it does not read. */
const READERS: Readonly<Record<AskReader, (m: RegExpExecArray, question: string) => Record<string, string> | null>> = {
  // "x^2 + 3x - 4 = 0" → a, b, c (and the equation as written back).
  quadratic: (m) => {
    const coefficient = (raw: string | undefined, sign = '+') =>
      `${sign === '-' ? '-' : ''}${raw === undefined || raw === '' ? '1' : raw}`.replace(/^--/, '');
    const a = m[1] === '' ? '1' : m[1] === '-' ? '-1' : m[1]!;
    const b = m[2] ? coefficient(m[3], m[2]) : '0';
    const c = m[4] ? `${m[4] === '-' ? '-' : ''}${m[5]}` : '0';
    return { a, b, c, equation: equation(a, b, c) };
  },
  // Two measurements in either order: the one in kilograms is the weight, the other the height (in cm).
  bmi: (m) => {
    const parts = [
      [m[1]!, m[2]!.toLowerCase()],
      [m[3]!, m[4]!.toLowerCase()],
    ] as const;
    const weight = parts.find(([, u]) => u.startsWith('k'));
    const height = parts.find(([, u]) => !u.startsWith('k'));
    if (!weight || !height) return null;
    const cm = height[1] === 'm' ? String(Number(height[0]) * 100) : height[0];
    return { weight: num(weight[0]), height: num(cm), kg: weight[0], cm };
  },
  // "from 9 to 5:30": a working day, so an end before the start without am/pm is in the afternoon.
  clockSpan: (m) => {
    const start = clock24(m[1]!.includes(':') || /[ap]m/i.test(m[1]!) ? m[1]! : `${m[1]}:00`);
    let end = clock24(m[2]!.includes(':') || /[ap]m/i.test(m[2]!) ? m[2]! : `${m[2]}:00`);
    if (!start || !end) return null;
    if (end <= start && !/[ap]m/i.test(m[2]!) && Number(end.slice(0, 2)) < 12)
      end = `${String(Number(end.slice(0, 2)) + 12).padStart(2, '0')}${end.slice(2)}`;
    return { start, end };
  },
  // A Roman numeral of two letters or more, in capitals or named as a number ("what does xiv mean").
  romanNumeral: (m, question) => {
    const numeral = m[1]!;
    if (!ROMAN_VALID.test(numeral) || numeral.length < 2) return null;
    if (numeral !== numeral.toUpperCase() && !/roman|number|mean/i.test(question)) return null;
    return { input: numeral.toUpperCase() };
  },
};

/** A group's reader: null means the phrasing does not read (no such date, empty text). */
const READ: Readonly<Record<string, (raw: string) => string | null>> = {
  num,
  text: (raw) => textValue(raw) || null,
  unquote: textValue,
  date: isoDate,
  list: (raw) => (raw.match(/-?\d+(?:\.\d+)?/g) ?? []).join(', '),
  upper: (raw) => raw.toUpperCase(),
  lower: (raw) => raw.toLowerCase(),
  nodots: (raw) => raw.replace(/\./g, ''),
  squash: (raw) => raw.replace(/\s+/g, ''),
  measure: (raw) => (/^d/i.test(raw) ? 'diameter' : 'radius'),
  stampUnit: (raw) => (raw.length === 13 ? 'milliseconds' : 'seconds'),
};

/** "num:$1|$4" → the first of groups 1 and 4 that matched, read as a number; undefined if none did. */
function filledValue(
  spec: string,
  m: RegExpExecArray,
  filled?: Readonly<Record<string, string>>,
): string | null | undefined {
  const reader = /^(\w+):(?=\$|[a-z])/i.exec(spec);
  const ref = reader ? spec.slice(reader[0].length) : spec;
  let raw: string | undefined;
  if (/^\$\d+(?:\|\$\d+)*$/.test(ref)) {
    raw = ref
      .split('|')
      .map((g) => m[Number(g.slice(1))])
      .find((v) => v !== undefined);
  } else if (filled && reader) raw = filled[ref];
  else return spec;
  if (raw === undefined) return undefined;
  if (!reader) return raw;
  const read = READ[reader[1]!];
  if (reader[1] === 'quote') return quote(raw);
  return read ? read(raw) : raw;
}

/** `{field}`, `{$2}`, `{quote:field}`, `{upper:$2}` in a sentence. */
function sentence(template: string, m: RegExpExecArray, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^{}]+)\}/g, (_, spec: string) => {
    if (/^\w+$/.test(spec)) return values[spec] ?? '';
    return filledValue(spec, m, values) ?? '';
  });
}

interface Phrase {
  tool: ToolRow;
  phrase: AskPhrase;
  pattern: RegExp;
}

const compile = (source: string) =>
  new RegExp(
    source.replace(/\{(num|money|percent|list|date)\}/g, (_, piece: string) => PIECES[piece]!),
    'iu',
  );

let phrases: readonly Phrase[] | undefined;
/** Every row's phrasings, in catalogue order, compiled on first use. */
function allPhrases(): readonly Phrase[] {
  phrases ??= CATALOGUE.flatMap((tool) =>
    (tool.ask?.says ?? []).map((phrase) => ({ tool, phrase, pattern: compile(phrase.pattern) })),
  );
  return phrases;
}
/** A list of phrasings, and one pattern per question form that matches where any of them does. */
interface PhraseList {
  phrases: readonly Phrase[];
  /** Matches the question in lower case wherever one of the phrasings read on it matches (null: none is). */
  onLower: RegExp | null;
  /** The same for the phrasings read on the question as typed (`cased`). */
  onText: RegExp | null;
}

let earlyList: PhraseList | undefined;
let lateList: PhraseList | undefined;
/** The phrasings read before the other layers (`early`), split once rather than on every question. */
function earlyPhrases(): PhraseList {
  earlyList ??= phraseList(allPhrases().filter((p) => Boolean(p.phrase.early)));
  return earlyList;
}
/** The rest, read after them. */
function latePhrases(): PhraseList {
  lateList ??= phraseList(allPhrases().filter((p) => !p.phrase.early));
  return lateList;
}

function phraseList(phrases: readonly Phrase[]): PhraseList {
  return {
    phrases,
    onLower: anyOf(phrases.filter((p) => !p.phrase.cased).map((p) => p.pattern)),
    onText: anyOf(phrases.filter((p) => p.phrase.cased).map((p) => p.pattern)),
  };
}

/** One phrasing read against the question: its match and how much of the question it read; null when it does not read. */
function read({ tool, phrase, pattern }: Phrase, lower: string, text: string): { found: Match; length: number } | null {
  const question = phrase.cased ? text : lower;
  const m = pattern.exec(question);
  if (!m) return null;
  const values: Record<string, string> = {};
  if (phrase.read) {
    const parsed = READERS[phrase.read](m, question);
    if (!parsed) return null;
    Object.assign(values, parsed);
  }
  for (const [field, spec] of Object.entries(phrase.fill ?? {})) {
    const value = filledValue(spec, m);
    if (value === null) return null;
    if (value !== undefined) values[field] = value;
  }
  const found = match(
    tool.id,
    values,
    sentence(phrase.why, m, values),
    phrase.partly ? FAIRLY_SURE : SURE,
    phrase.asked ? sentence(phrase.asked, m, values) : undefined,
  );
  return found ? { found, length: m[0].length } : null;
}

/**
 * The rows whose phrasings match the question (the `early` ones, or the rest): the phrasing that
 * read more of the question first ("geometric mean of 2 8" before "mean of 2 8"), then in
 * catalogue order.
 */
export function phraseMatches(lower: string, text: string, early: boolean): Match[] {
  const list = early ? earlyPhrases() : latePhrases();
  if (!list.onLower?.test(lower) && !list.onText?.test(text)) return [];
  const found: { found: Match; length: number }[] = [];
  for (const p of list.phrases) {
    const m = read(p, lower, text);
    if (m) found.push(m);
  }
  return found.sort((a, b) => b.length - a.length).map((m) => m.found);
}

const byKind = new Map<AskKind, readonly ToolRow[]>();
/** The rows that answer a kind of request (`ask.for`), best first. */
export function rowsFor(kind: AskKind): readonly ToolRow[] {
  let rows = byKind.get(kind);
  if (!rows) {
    rows = CATALOGUE.filter((t) => t.ask?.for?.[kind] !== undefined).sort(
      (a, b) => a.ask!.for![kind]! - b.ask!.for![kind]!,
    );
    byKind.set(kind, rows);
  }
  return rows;
}
