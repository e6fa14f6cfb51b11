/**
 * Catalogue search (MiniSearch): prefix and fuzzy matching, Porter stemming, British/American
 * spellings folded together, stop-words dropped and a synonym table, with names weighing most.
 * One module serves the /tools page (in the browser, from a prebuilt index), the API and Parooty.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { TOOL_CATEGORIES, type ToolCategoryId } from './categories';
import type { ToolSummary } from './catalogue';
import { searchGapFor, type Gap, type RowWords } from './gaps';
import { emptyHits, searchTables, type TableHits } from './searchTables';

/** A match: the tool's id (its card comes from the caller's list) and how well it matched. */
export interface SearchHit {
  id: string;
  score: number;
  /**
   * Every word of the query is one of the tool's own words or a synonym of it (the last word may
   * also be the start of one, as it may still be being typed). A hit that is not whole matched a
   * fragment of a word, a misspelling, or only some of the words ("currency" → Current…): it may
   * fill out a list but never stand first (see {@link searchHonestly}).
   */
  whole: boolean;
}

interface SearchDocument extends ToolSummary {
  categoryLabel: string;
}

/** Words that carry no meaning for finding a tool. */
export const STOP_WORDS = new Set(
  'a an and are as at be by can for from get how i in into is it me my of on or please show some that the this to tool tools use want what which with you your online free app apps calculator calculate calc'.split(
    ' ',
  ),
);

/** British spellings and common variants, written the one way the index uses. */
const SPELLINGS: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  metre: 'meter',
  metres: 'meters',
  litre: 'liter',
  litres: 'liters',
  centimetre: 'centimeter',
  centimetres: 'centimeters',
  millimetre: 'millimeter',
  millimetres: 'millimeters',
  kilometre: 'kilometer',
  kilometres: 'kilometers',
  millilitre: 'milliliter',
  millilitres: 'milliliters',
  centre: 'center',
  grey: 'gray',
  summarise: 'summarize',
  summarised: 'summarized',
  summariser: 'summarizer',
  capitalise: 'capitalize',
  normalise: 'normalize',
  optimise: 'optimize',
  analyse: 'analyze',
  organise: 'organize',
  minimise: 'minimize',
  maximise: 'maximize',
  randomise: 'randomize',
  visualise: 'visualize',
  greyscale: 'grayscale',
  favourite: 'favorite',
  behaviour: 'behavior',
  gramme: 'gram',
  grammes: 'grams',
  tonne: 'ton',
  tonnes: 'tons',
  maths: 'math',
  programme: 'program',
  catalogue: 'catalog',
  licence: 'license',
  defence: 'defense',
  fibre: 'fiber',
  calibre: 'caliber',
  cheque: 'check',
  jewellery: 'jewelry',
  aluminium: 'aluminum',
  feet: 'foot',
  inches: 'inch',
  mice: 'mouse',
};

/**
 * Other words for the same need. A query word also finds what its synonyms find (expanded at
 * search time only, so the index stays small). Keys and values are plain lower-case words.
 */
export const SYNONYMS: Record<string, readonly string[]> = {
  checksum: ['hash', 'digest'],
  hash: ['checksum', 'digest'],
  digest: ['hash'],
  hashing: ['hash'],
  summary: ['summarize', 'tldr'],
  summarize: ['summary'],
  tldr: ['summary', 'summarize'],
  shorten: ['summary'],
  convert: ['converter', 'conversion'],
  converter: ['convert'],
  conversion: ['convert'],
  translate: ['convert'],
  // A selfie is a photo: "mirror a selfie" is the image tools' flip, not the mirror (Atbash) cipher.
  selfie: ['photo'],
  // A photo is an image: "extract text from a photo" is OCR, not the text extractors.
  photo: ['image'],
  guid: ['uuid'],
  uuid: ['guid'],
  regexp: ['regex'],
  regex: ['regular', 'expression', 'regexp'],
  yml: ['yaml'],
  md: ['markdown'],
  js: ['javascript'],
  ts: ['typescript'],
  py: ['python'],
  epoch: ['unix', 'timestamp'],
  timestamp: ['unix', 'epoch'],
  // "time zone" is also indexed as "timezone" (see JOINED_WORDS); "zone" alone is a heart-rate zone.
  tz: ['timezone'],
  km: ['kilometer'],
  mi: ['mile'],
  kg: ['kilogram'],
  lb: ['pound'],
  lbs: ['pound'],
  oz: ['ounce'],
  ft: ['foot'],
  cm: ['centimeter'],
  mm: ['millimeter'],
  ml: ['milliliter'],
  tsp: ['teaspoon'],
  tbsp: ['tablespoon'],
  mph: ['mile', 'hour'],
  kph: ['kilometer', 'hour'],
  kmh: ['kilometer', 'hour'],
  c: ['celsius'],
  f: ['fahrenheit'],
  celcius: ['celsius'],
  farenheit: ['fahrenheit'],
  gb: ['gigabyte'],
  mb: ['megabyte'],
  kb: ['kilobyte'],
  tb: ['terabyte'],
  hex: ['hexadecimal'],
  bin: ['binary'],
  dec: ['decimal'],
  pwd: ['password'],
  pass: ['password'],
  passcode: ['pin'],
  tax: ['vat'],
  vat: ['tax'],
  gst: ['tax'],
  emi: ['loan'],
  mortgage: ['loan'],
  interest: ['loan', 'savings'],
  bmi: ['body', 'mass'],
  weight: ['mass'],
  mass: ['weight'],
  calories: ['calorie', 'kcal'],
  count: ['counter'],
  counter: ['count'],
  words: ['word'],
  letters: ['character'],
  chars: ['character'],
  case: ['uppercase', 'lowercase'],
  caps: ['uppercase'],
  capital: ['uppercase'],
  small: ['lowercase'],
  beautify: ['format', 'formatter', 'pretty'],
  prettify: ['format', 'formatter', 'pretty'],
  pretty: ['format'],
  format: ['formatter'],
  formatter: ['format'],
  minify: ['minifier', 'compress'],
  compress: ['minify'],
  encode: ['encoder'],
  encoder: ['encode'],
  decode: ['decoder'],
  decoder: ['decode'],
  decrypt: ['decode'],
  random: ['generator', 'generate'],
  generate: ['generator'],
  generator: ['generate'],
  make: ['generate'],
  create: ['generate'],
  ai: ['summarize', 'keyword', 'readability', 'extract'],
  smart: ['ai'],
  productivity: ['productivity'],
  color: ['colour'],
  palette: ['color'],
  contrast: ['wcag', 'accessibility'],
  accessible: ['contrast'],
  diff: ['compare', 'difference'],
  compare: ['diff', 'difference'],
  difference: ['diff', 'between'],
  age: ['birthday', 'born'],
  birthday: ['age'],
  duration: ['between', 'time'],
  days: ['day'],
  percent: ['percentage'],
  percentage: ['percent'],
  '%': ['percent'],
};

/**
 * Words worked out so far, each cache holding at most this many. Stemming was the largest part of
 * a search's own cost, and the same few thousand words come back on every query; any text may be
 * searched, so a cache that fills is emptied and starts again rather than growing.
 */
export const TERM_CACHE_LIMIT = 20_000;

/** `work` on a word, worked out once per word while the cache lasts (see {@link TERM_CACHE_LIMIT}). */
export function remembered<T>(work: (word: string) => T): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    let found = cache.get(word);
    if (found === undefined && !cache.has(word)) {
      found = work(word);
      if (cache.size >= TERM_CACHE_LIMIT) cache.clear();
      cache.set(word, found);
    }
    return found as T;
  };
}

/**
 * The entry of a word table for this word, if the table has one of its own: a table is an object,
 * and a question's "constructor" or "__proto__" must not find what every object inherits.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, word: string): T | undefined {
  return Object.hasOwn(table, word) ? table[word] : undefined;
}

/** One word as the index holds it: lower case, one spelling, stemmed. Null for a stop-word. */
export const normaliseTerm: (term: string) => string | null = remembered((term) => {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower) || lower === '') return null;
  const spelled = ownEntry(SPELLINGS, lower) ?? lower;
  return /^[a-z]+$/.test(spelled) && spelled.length > 3 ? stemmer(spelled) : spelled;
});

/** A query word: its own form plus its synonyms' forms (one shared, frozen list per word). */
export const queryTerms: (term: string) => readonly string[] | null = remembered((term) => {
  const lower = term.toLowerCase();
  const own = normaliseTerm(lower);
  const extra = (ownEntry(SYNONYMS, ownEntry(SPELLINGS, lower) ?? lower) ?? [])
    .map((t) => normaliseTerm(t))
    .filter((t): t is string => t !== null);
  const all = [...new Set([...(own ? [own] : []), ...extra])];
  return all.length > 0 ? Object.freeze(all) : null;
});

/** Stored with each entry: the category (for the filter) and the name (for word order). */
const STORE_FIELDS = ['category', 'name'] as const;

const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['name', 'keywords', 'description', 'categoryLabel'],
  tokenize: (text) => tokenize(text),
  storeFields: [...STORE_FIELDS],
  // Keywords are an array; MiniSearch reads fields as text.
  extractField: (document, field) => {
    const value = (document as unknown as Record<string, unknown>)[field];
    return Array.isArray(value) ? value.join(' ') : (value as string);
  },
  processTerm: (term) => normaliseTerm(term),
};

const splitWords = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Words written both apart and joined: "time zone" is also indexed as "timezone", so either finds the other. */
const JOINED_WORDS = new Set(['timezone', 'timezones', 'timestamp', 'timestamps', 'datetime', 'username', 'filename']);

/**
 * Words, plus the joined form of a name and its number ("SHA-256", "sha 256", "Base 64", "UTF-8"
 * also give "sha256", "base64", "utf8"; "SHA3-512" gives "sha3512"), so either way of writing it
 * finds the other, and the number still tells SHA3-512 from SHA3-256.
 */
export function tokenize(text: string, joinWords = true): string[] {
  const words = splitWords(text).filter((t) => t !== '');
  // Indexed both ways; a query keeps its own words ("time zone" must find both words, as typed).
  for (let i = 1; joinWords && i < words.length; i++) {
    const joined = `${words[i - 1]}${words[i]}`.toLowerCase();
    if (JOINED_WORDS.has(joined) && !words.includes(joined)) words.push(joined);
  }
  for (const match of text.matchAll(/\b([a-z][a-z0-9]*)[\s-]?(\d{1,4})\b/gi)) {
    const joined = `${match[1]}${match[2]}`.toLowerCase();
    if (!words.includes(joined)) words.push(joined);
  }
  return words;
}

/**
 * The query as MiniSearch's query tree: one group per word, holding the word's own form (found
 * by prefix, and by fuzzy match when `fuzzy`) and its synonyms (found as whole words), any of which
 * may match; the groups joined by `combineWith`. Bare numbers are dropped when there are words
 * ("convert 5 km to miles" looks for the tool, not for "5").
 */
export function queryTree(query: string, combineWith: 'AND' | 'OR', fuzzy: boolean) {
  return treeOf(queryTokens(query), combineWith, fuzzy);
}

/** A query's words as {@link queryTree} reads them (a search builds up to three trees from the same words). */
const queryTokens = (query: string) => tokenize(query, false).filter((t) => t !== '');

function treeOf(tokens: readonly string[], combineWith: 'AND' | 'OR', fuzzy: boolean) {
  let words = tokens.filter((t) => !/^\d+(?:[.,]\d+)?$/.test(t));
  // Widening to any word, a last word of one or two letters is one still being typed ("qr co"):
  // on its own it is a prefix of hundreds of names, which would bury the few that matched.
  if (combineWith === 'OR' && words.length > 1 && words[words.length - 1]!.length <= SHORT_WORD)
    words = words.slice(0, -1);
  const groups = (words.length > 0 ? words : tokens)
    .map((t) => queryTerms(t))
    .filter((g): g is readonly string[] => g !== null);
  return {
    combineWith,
    groups,
    queries: groups.map(([own, ...synonyms]) => ({
      combineWith: 'OR' as const,
      queries: [
        // A word of one or two letters is a prefix of hundreds of words in descriptions; while
        // it is being typed it is looked for where it tells most, in names and keywords.
        {
          combineWith: 'OR' as const,
          queries: [own!],
          fuzzy: fuzzy ? FUZZY : false,
          ...(own!.length <= SHORT_WORD ? { fields: SHORT_WORD_FIELDS } : {}),
        },
        ...(synonyms.length > 0
          ? [{ combineWith: 'OR' as const, queries: synonyms, prefix: false, fuzzy: false }]
          : []),
      ],
    })),
  };
}

/** Words this short are matched in names and keywords only. */
const SHORT_WORD = 2;
const SHORT_WORD_FIELDS = ['name', 'keywords'];

/** A misspelling is forgiven only in words of 5 letters or more, and only one edit (two cost too much on a large index). */
const FUZZY = (term: string) => (term.length >= 5 ? 0.2 : false);

/** Name matches weigh most, then keywords; prefixes from the second letter. */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 4, keywords: 2.5, description: 1, categoryLabel: 0.5 },
  prefix: (term) => term.length >= 2,
  fuzzy: false,
  maxFuzzy: 1,
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
};

const categoryLabels = new Map<string, string>(TOOL_CATEGORIES.map((c) => [c.id, c.label]));

/**
 * Indexes searched through flat tables (searchTables.ts): those built here, which serve many
 * searches (the server's API and Parooty, in Node or on the device). Building the tables costs
 * 45–190 ms once on the 2-core machine (MiniSearch's JSON form, then every posting), so the /tools
 * page's prebuilt index ({@link loadSearchIndex}), searched a few times a visit, keeps MiniSearch's
 * own search.
 */
const WITH_TABLES = new WeakSet<object>();

/** Builds the index over these tools. */
export function createSearchIndex(tools: readonly ToolSummary[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(tools.map((tool) => ({ ...tool, categoryLabel: categoryLabels.get(tool.category) ?? tool.category })));
  for (const tool of tools) nameWords(tool.name);
  WITH_TABLES.add(index);
  return index;
}

/** The index as JSON, to ship prebuilt. */
export function serialiseSearchIndex(index: MiniSearch<SearchDocument>): string {
  return JSON.stringify(index);
}

/** A prebuilt index, as {@link serialiseSearchIndex} wrote it. */
export function loadSearchIndex(json: string): MiniSearch<SearchDocument> {
  const index = MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS);
  // Names are prepared while the index loads, not on the first keystrokes.
  for (const hit of index.search(MiniSearch.wildcard)) nameWords(hit.name as string);
  return index;
}

export interface SearchQuery {
  q: string;
  category?: ToolCategoryId | undefined;
  /** Default 50. */
  limit?: number;
  /**
   * Whether a pass forgives misspellings (default true). Parooty corrects spelling itself, against
   * the catalogue's words, and skips this pass: on a long question it costs more than the rest.
   */
  fuzzy?: boolean;
}

/**
 * Tools for a query, best first. Every word must match (AND); when that finds fewer than a
 * handful, tools matching some of the words follow (OR), so a long or chatty query still finds.
 */
export function searchTools(
  index: MiniSearch<SearchDocument>,
  { q, category, limit = 50, fuzzy = true }: SearchQuery,
): SearchHit[] {
  const query = q.trim().slice(0, 200);
  if (query === '') return [];
  const filter = category ? (hit: SearchResult) => hit.category === category : undefined;
  // The tree's terms are already in the index's form.
  const options: SearchOptions = {
    ...SEARCH_OPTIONS,
    processTerm: (term: string) => term,
    ...(filter ? { filter } : {}),
  };
  const tokens = queryTokens(query);
  const exact = treeOf(tokens, 'AND', false);
  if (exact.groups.length === 0) return [];
  // What a hit records: which of these words it matched (see searchTables.ts).
  const words = [...new Set(exact.groups.flat())];
  // A last word followed by a space is finished: it must be whole too.
  const typing = !/\s$/.test(query);
  const probe = typing ? exact.groups.at(-1)![0] : undefined;
  const masks = groupMasks(exact.groups, words);
  const storedFilter = category ? (stored: Record<string, unknown>) => stored.category === category : undefined;
  const tables = WITH_TABLES.has(index);
  const run = (tree: ReturnType<typeof queryTree>): Picked =>
    allOf(
      (tables
        ? searchTables(index, INDEX_OPTIONS_FOR_TABLES, tree, options as TablesOptions, words, probe, storedFilter)
        : null) ?? fromResults(index.search(tree, options), words, probe),
    );
  // Cheapest first: every word by prefix; then with misspellings forgiven; then any of the words.
  // Each pass runs only while fewer than a handful were found, so most keystrokes pay for one.
  const any = exact.groups.length > 1 ? treeOf(tokens, 'OR', false) : null;
  // When the widest pass has the same words, it is run once and the every-word pass read from it:
  // a tool found by every word scores the same either way (MiniSearch adds the words' scores).
  const sameWords = any !== null && any.groups.length === exact.groups.length && !sharesTerms(exact.groups);
  let anyHits: Picked | null = null;
  const anyResults = () => (anyHits ??= run(any!));
  const passes: Array<() => Picked | null> = [
    () => (sameWords ? pick(anyResults(), (hits, i) => matchesEvery(hits, i, masks)) : run(exact)),
    () => (fuzzy ? run(treeOf(tokens, 'AND', true)) : null),
    () => (any ? anyResults() : null),
  ];
  const found: SearchHit[] = [];
  const seen = new Set<string>();
  let matched = 0;
  for (const pass of passes) {
    if (matched >= ENOUGH) break;
    const results = pass();
    if (!results) continue;
    const fresh = seen.size === 0 ? results : pick(results, (hits, i) => !seen.has(hits.ids[i]!));
    matched += fresh.count;
    // What was found is remembered only for a pass that will follow (most searches stop after one).
    if (matched < ENOUGH)
      for (let k = 0; k < fresh.count; k++) seen.add(fresh.hits.ids[fresh.rows ? fresh.rows[k]! : k]!);
    if (found.length < limit) found.push(...best(fresh, limit - found.length, exact.groups, masks, typing));
  }
  return found;
}

type TablesOptions = Parameters<typeof searchTables>[3];
/** The index's own term handling, as MiniSearch applies it to each word of a query tree (those words come back on every query: remembered). */
export const INDEX_OPTIONS_FOR_TABLES = {
  tokenize: remembered((word: string) => Object.freeze(INDEX_OPTIONS.tokenize!(word)) as string[]),
  processTerm: INDEX_OPTIONS.processTerm!,
};

/** Per word group, its words' bits among `words` (a row of {@link TableHits.query} and `whole`). */
function groupMasks(groups: readonly (readonly string[])[], words: readonly string[]): Int32Array[] {
  const stride = Math.max(1, Math.ceil(words.length / 32));
  return groups.map((group) => {
    const mask = new Int32Array(stride);
    for (const term of group) {
      const bit = words.indexOf(term);
      mask[bit >>> 5]! |= 1 << (bit & 31);
    }
    return mask;
  });
}

/** Whether row `i` of these bits shares a bit with the mask. */
function overlaps(bits: Int32Array, i: number, mask: Int32Array): boolean {
  const row = i * mask.length;
  for (let s = 0; s < mask.length; s++) if ((bits[row + s]! & mask[s]!) !== 0) return true;
  return false;
}

/** MiniSearch's own results, recorded as searchTables records them (for the searches it does not reproduce: fuzzy ones). */
function fromResults(results: readonly SearchResult[], words: readonly string[], probe: string | undefined): TableHits {
  const hits = emptyHits(results.length, words.length);
  const { stride } = hits;
  results.forEach((hit, i) => {
    hits.ids[i] = hit.id as string;
    hits.stored[i] = hit;
    hits.score[i] = hit.score;
    words.forEach((word, bit) => {
      const slot = i * stride + (bit >>> 5);
      if (hit.queryTerms.includes(word)) hits.query[slot]! |= 1 << (bit & 31);
      if (hit.terms.includes(word)) hits.whole[slot]! |= 1 << (bit & 31);
    });
    if (probe !== undefined && hit.terms.some((term) => term.startsWith(probe))) hits.starts[i] = 1;
  });
  return hits;
}

/** Some of a pass's hits, in their order: `rows` are their places in `hits` (null: every one). */
interface Picked {
  hits: TableHits;
  rows: Int32Array | null;
  count: number;
}

const allOf = (hits: TableHits): Picked => ({ hits, rows: null, count: hits.count });

/** The picked hits for which `keep` holds, in their order (their rows only: the hits are not copied). */
function pick(from: Picked, keep: (hits: TableHits, i: number) => boolean): Picked {
  const rows = new Int32Array(from.count);
  let n = 0;
  for (let k = 0; k < from.count; k++) {
    const i = from.rows ? from.rows[k]! : k;
    if (keep(from.hits, i)) rows[n++] = i;
  }
  return n === from.count ? from : { hits: from.hits, rows: rows.subarray(0, n), count: n };
}

const byScoreThenId = (a: SearchHit, b: SearchHit) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The `count` best of a pass's results once names are weighed in, best first (equal scores by id).
 * The results are best first already, so once even the largest name bonus could not lift the next
 * one above the last kept, the rest are not weighed: a short word matches hundreds.
 */
function best(
  picked: Picked,
  count: number,
  groups: readonly (readonly string[])[],
  masks: readonly Int32Array[],
  typing: boolean,
): SearchHit[] {
  const { hits: results, rows } = picked;
  const kept: SearchHit[] = [];
  for (let k = 0; k < picked.count; k++) {
    const i = rows ? rows[k]! : k;
    const score = results.score[i]!;
    if (kept.length === count && score * MAX_NAME_BONUS < kept[count - 1]!.score) break;
    const id = results.ids[i]!;
    const weighed = score * nameBonus(results.stored[i]!.name as string, groups);
    // Not better than the last kept (equal scores by id): the hit is not written out at all.
    if (kept.length === count) {
      const last = kept[count - 1]!;
      if (weighed < last.score || (weighed === last.score && id >= last.id)) continue;
    }
    const scored = { id, score: weighed, whole: isWhole(results, i, masks, typing) };
    // Until `count` are kept their order is not read: they are sorted once, when the list fills
    // or at the end (most passes find fewer than `count`), rather than each put in its place.
    if (kept.length < count) {
      kept.push(scored);
      if (kept.length === count) kept.sort(byScoreThenId);
      continue;
    }
    let at = kept.length;
    while (at > 0 && byScoreThenId(scored, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, scored);
    kept.pop();
  }
  if (kept.length < count) kept.sort(byScoreThenId);
  return kept;
}

/** Whether every word group found one of its own forms whole in the tool (the last one, while typed, as a prefix too). */
function isWhole(hits: TableHits, i: number, masks: readonly Int32Array[], typing: boolean): boolean {
  for (let g = 0; g < masks.length; g++)
    if (!overlaps(hits.whole, i, masks[g]!) && !(typing && g === masks.length - 1 && hits.starts[i] === 1))
      return false;
  return true;
}

/** Whether a word's form (or a synonym's) stands in more than one of the query's word groups. */
function sharesTerms(groups: readonly (readonly string[])[]): boolean {
  const all = groups.flat();
  return new Set(all).size !== all.length;
}

/** Whether a result matched every word group (each group's terms are its own: see sharesTerms). */
function matchesEvery(hits: TableHits, i: number, masks: readonly Int32Array[]): boolean {
  for (let g = 0; g < masks.length; g++) if (!overlaps(hits.query, i, masks[g]!)) return false;
  return true;
}

/** Found this many, a search stops widening. */
const ENOUGH = 5;

/** How much a name that has the query's words in the query's order outranks one that has them in another. */
const ORDER_BONUS = 1.5;
/** How much a name that starts with the query's first word outranks one that has it further on. */
const START_BONUS = 1.3;

/**
 * Names that read like the query rank first: "percentage" is the Percentage Calculator before the
 * Discount Percentage one, and "sha256" the SHA-256 generator before HMAC-SHA256.
 */
function nameBonus(name: string, groups: readonly (readonly string[])[]): number {
  const { words, ordered } = nameWords(name);
  const first = words[0];
  const starts = first !== undefined && groups.length > 0 && fits(groups[0]!, first);
  // The name is the query and nothing more ("vat" → VAT Calculator, "mortgage" → Mortgage Calculator).
  const exact = words.length === groups.length && wordsInGroups(words, groups);
  return (namesInOrder(ordered, groups) ? ORDER_BONUS : 1) * (starts ? START_BONUS : 1) * (exact ? EXACT_BONUS : 1);
}

/** Whether each name word is one of its group's terms (in a plain loop: this runs for every hit of every search). */
function wordsInGroups(words: readonly string[], groups: readonly (readonly string[])[]): boolean {
  for (let i = 0; i < words.length; i++) if (!groups[i]!.includes(words[i]!)) return false;
  return true;
}

/** Whether a name's word and one of a group's terms is the start of the other (plain loops: this runs for every hit of every search). */
function fits(terms: readonly string[], word: string): boolean {
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    if (word.startsWith(term) || term.startsWith(word)) return true;
  }
  return false;
}

interface NameWords {
  /** The name's words in the index's form, without the generic ones ("calculator"). */
  words: readonly string[];
  /** Every word of the name in the index's form, joined forms included ("sha256"), in order. */
  ordered: readonly string[];
}

/**
 * A name's words in the index's form, worked out once per name: a short prefix such as "co"
 * matches hundreds of tools, and stemming each of their names on every keystroke cost more than
 * the search itself.
 */
const nameWordsCache = new Map<string, NameWords>();
function nameWords(name: string): NameWords {
  let found = nameWordsCache.get(name);
  if (!found) {
    const words = splitWords(name)
      .map((w) => normaliseTerm(w))
      .filter((w): w is string => w !== null && !GENERIC_NAME_WORDS.has(w));
    const ordered = tokenize(name, false)
      .map((w) => normaliseTerm(w))
      .filter((w): w is string => w !== null);
    found = { words, ordered };
    nameWordsCache.set(name, found);
  }
  return found;
}

/** How much a name that is exactly the query (but for words like "calculator") outranks the rest. */
const EXACT_BONUS = 3;
/** The most a name can multiply a score by (see nameBonus). */
const MAX_NAME_BONUS = ORDER_BONUS * START_BONUS * EXACT_BONUS;
/** Words most names end with, which say nothing about which tool it is. */
const GENERIC_NAME_WORDS = new Set(
  ['calculator', 'converter', 'generator', 'checker', 'formatter', 'tool', 'finder', 'counter'].map(
    (w) => normaliseTerm(w)!,
  ),
);

/**
 * Whether the name holds every query word, in the query's order: "miles to km" is the Miles to
 * Kilometres converter before the Kilometres to Miles one, which has the same words.
 */
function namesInOrder(words: readonly string[], groups: readonly (readonly string[])[]): boolean {
  if (groups.length < 2) return false;
  let from = 0;
  for (let g = 0; g < groups.length; g++) {
    const terms = groups[g]!;
    let at = from;
    while (at < words.length && !fits(terms, words[at]!)) at++;
    if (at === words.length) return false;
    from = at + 1;
  }
  return true;
}

/** What an honest search shows: the tools that fit, else what is close, and what Perch lacks. */
export interface HonestResults {
  /** Whole matches first, then the rest; empty when nothing fits the words (see {@link SearchHit.whole}). */
  hits: SearchHit[];
  /** When nothing fits: the best of the near misses (a misspelling, a fragment), to offer as "close". */
  close: SearchHit[];
  /** The operation the query asks for that no tool does ("pdf", "currency"): the page says "No tool for … yet". */
  gap: Gap | null;
}

/** How many near misses an empty result offers. */
export const CLOSE_MATCHES = 4;

/**
 * The /tools search, honest: a query for something Perch lacks finds nothing (and says what is
 * missing) rather than a tool that mentions the word; a fragment or a misspelling never stands
 * first. `rows` are the tools' names (the same list on the server and in the browser, so both
 * draw the same page).
 */
export function searchHonestly(
  index: MiniSearch<SearchDocument>,
  query: SearchQuery,
  rows: readonly RowWords[],
): HonestResults {
  const gap = query.q.trim() === '' ? null : searchGapFor(query.q, rows);
  if (gap) return { hits: [], close: [], gap };
  const found = searchTools(index, query);
  const whole = found.filter((hit) => hit.whole);
  if (whole.length === 0) return { hits: [], close: found.slice(0, CLOSE_MATCHES), gap: null };
  return { hits: [...whole, ...found.filter((hit) => !hit.whole)], close: [], gap: null };
}
