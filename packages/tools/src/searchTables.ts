/**
 * MiniSearch's own scoring of a query tree, run over flat tables built once per index.
 *
 * `MiniSearch#search` builds, for every document a query touches, a result object with the query
 * terms it matched, a `match` object per field, a copy of its stored fields, and then sorts them
 * all. A search for "bake conversion cups grams" touches 713 of the catalogue's 1,292 tools (the
 * synonym "convert" is in most of them) and cost 1.4 ms, most of it those objects; Parooty's
 * questions averaged 155 µs of MiniSearch each. The catalogue index never changes once built, so
 * each term's BM25 score in each field of each document is worked out once here, and a query adds
 * those numbers into typed arrays: the same additions, in the same order, so every score is the
 * same double MiniSearch computes (`searchTables.test.ts` compares the two on every word of the
 * catalogue and on the evaluation questions).
 *
 * What a match records is reduced to what the catalogue search reads: per document, which of the
 * query's words it matched as a query term (MiniSearch's `queryTerms`), which it matched as a whole
 * word of its own (a key of `match`), and whether one of its matched words starts with a given
 * word (the last word, while it is being typed). Anything outside that (fuzzy terms, a term the
 * tokenizer splits, a term boost) returns null, and the caller
 * asks MiniSearch itself.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';

/** MiniSearch's default weight of a prefix match (its `defaultSearchOptions.weights.prefix`). */
const PREFIX_WEIGHT = 0.375;

/** A term's postings in one field: documents (short ids) and each one's BM25 score for it. */
interface Postings {
  docs: Int32Array;
  raw: Float64Array;
}

interface Tables {
  params: Bm25;
  /** Field name → MiniSearch's field id. */
  fieldIds: Readonly<Record<string, number>>;
  allFields: readonly string[];
  /** Term → its postings by field id (null where the field lacks it). */
  terms: Map<string, ReadonlyArray<Postings | null>>;
  /** Every term, in code-unit order, and each one's place in MiniSearch's own iteration order. */
  sorted: readonly string[];
  rank: Map<string, number>;
  /** By short id: the external id and the stored fields. */
  ids: string[];
  stored: Array<Record<string, unknown>>;
}

/** The hits of one search, best first: parallel arrays, each `count` long. */
export interface TableHits {
  count: number;
  /** Int32s per hit in `query` and `whole`: a bit per query word. */
  stride: number;
  ids: string[];
  stored: Array<Record<string, unknown>>;
  /** The score MiniSearch gives (its quality factor included). */
  score: Float64Array;
  /** Bit i of hit h's row (from h × stride): the query's word i matched as a query term (MiniSearch's `queryTerms`). */
  query: Int32Array;
  /** Bit i: the query's word i is one of the words matched (a key of `match`). */
  whole: Int32Array;
  /** 1: one of the words matched starts with the probe. */
  starts: Uint8Array;
}

/** Empty hits for a query of `words` words, to fill. */
export function emptyHits(count: number, words: number): TableHits {
  const stride = Math.max(1, Math.ceil(words / 32));
  return {
    count,
    stride,
    ids: new Array(count),
    stored: new Array(count),
    score: new Float64Array(count),
    query: new Int32Array(count * stride),
    whole: new Int32Array(count * stride),
    starts: new Uint8Array(count),
  };
}

export interface Bm25 {
  k: number;
  b: number;
  d: number;
}

type Index = MiniSearch<never>;
const tablesOf = new WeakMap<object, Tables>();

/** MiniSearch's BM25+ (its `calcBM25Score`, the same expression). */
function bm25(
  termFreq: number,
  matchingCount: number,
  totalCount: number,
  fieldLength: number,
  avgFieldLength: number,
  { k, b, d }: Bm25,
): number {
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
}

interface IndexJson {
  documentCount: number;
  documentIds: Record<string, string>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, Record<string, unknown>>;
  index: Array<[string, Record<string, Record<string, number>>]>;
}

/** The tables for an index and a BM25 setting, built from its public JSON form on first use. */
function tablesFor(index: Index, params: Bm25): Tables {
  let tables = tablesOf.get(index);
  if (tables) return tables;
  const json = index.toJSON() as unknown as IndexJson;
  const ids: string[] = [];
  const stored: Array<Record<string, unknown>> = [];
  for (const [short, id] of Object.entries(json.documentIds)) {
    ids[Number(short)] = id;
    stored[Number(short)] = json.storedFields[short] ?? {};
  }
  const fieldCount = Object.keys(json.fieldIds).length;
  const terms = new Map<string, Array<Postings | null>>();
  const rank = new Map<string, number>();
  for (const [term, byField] of json.index) {
    const postings: Array<Postings | null> = new Array(fieldCount).fill(null);
    for (const [field, freqs] of Object.entries(byField)) {
      const fieldId = Number(field);
      const docs = Object.keys(freqs);
      const list: Postings = { docs: new Int32Array(docs.length), raw: new Float64Array(docs.length) };
      docs.forEach((doc, i) => {
        list.docs[i] = Number(doc);
        list.raw[i] = bm25(
          freqs[doc]!,
          docs.length,
          json.documentCount,
          json.fieldLength[doc]![fieldId]!,
          json.averageFieldLength[fieldId]!,
          params,
        );
      });
      postings[fieldId] = list;
    }
    rank.set(term, rank.size);
    terms.set(term, postings);
  }
  tables = {
    params,
    fieldIds: json.fieldIds,
    allFields: Object.keys(json.fieldIds),
    terms,
    sorted: [...terms.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    rank,
    ids,
    stored,
  };
  tablesOf.set(index, tables);
  return tables;
}

/** The terms that start with `prefix` (itself excluded), in the order MiniSearch's `atPrefix` visits them. */
function withPrefix(tables: Tables, prefix: string): string[] {
  const { sorted, rank } = tables;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++)
    if (sorted[i] !== prefix) found.push(sorted[i]!);
  // Its radix tree visits a node's children newest first: the order of the index's own iteration.
  return found.length > 1 ? found.sort((a, b) => rank.get(a)! - rank.get(b)!) : found;
}

/** Partial results of one node of the query tree: touched documents, dense by short id. */
interface Partial {
  docs: number[];
  present: Uint8Array;
  score: Float64Array;
  /** By short id × stride, as in {@link TableHits}. */
  query: Int32Array;
  whole: Int32Array;
  starts: Uint8Array;
}

/** Scratch arrays for the tree's nodes, reused: a search allocates only its answer. */
const pools = new WeakMap<Tables, Map<number, Partial[]>>();
function take(run: Run): Partial {
  const { tables, stride } = run;
  let byStride = pools.get(tables);
  if (!byStride) pools.set(tables, (byStride = new Map()));
  let pool = byStride.get(stride);
  if (!pool) byStride.set(stride, (pool = []));
  const n = tables.ids.length;
  const part = pool.pop() ?? {
    docs: [],
    present: new Uint8Array(n),
    score: new Float64Array(n),
    query: new Int32Array(n * stride),
    whole: new Int32Array(n * stride),
    starts: new Uint8Array(n),
  };
  run.taken.push(part);
  return part;
}
function giveBack(run: Run): void {
  const pool = pools.get(run.tables)!.get(run.stride)!;
  for (const p of run.taken) {
    for (const d of p.docs) {
      p.present[d] = 0;
      p.score[d] = 0;
      p.starts[d] = 0;
      for (let s = d * run.stride; s < (d + 1) * run.stride; s++) {
        p.query[s] = 0;
        p.whole[s] = 0;
      }
    }
    p.docs.length = 0;
    if (pool.length < 16) pool.push(p);
  }
}

/** Signals a query this module does not reproduce: the caller asks MiniSearch. */
class Unsupported extends Error {}

interface Run {
  tables: Tables;
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | string[] | null | undefined | false;
  /** The query's words, each a bit: word i is bit i % 32 of a row's Int32 i / 32. */
  bits: Map<string, number>;
  stride: number;
  probe: string | undefined;
  taken: Partial[];
  /** Each `fields`/`boost` pair the leaves used, with its field ids and boosts. */
  fields: Array<{ names: readonly string[]; boost: object; weights: readonly FieldWeight[] }>;
}

type Node = string | { combineWith?: string; queries: Node[]; [option: string]: unknown };

function node(run: Run, query: Node, options: Record<string, unknown>): Partial {
  if (typeof query !== 'string') {
    const merged = { ...options, ...query, queries: undefined };
    const parts = query.queries.map((sub) => node(run, sub, merged));
    return combine(run, parts, merged.combineWith as string | undefined);
  }
  const tokenize = (options.tokenize as Run['tokenize'] | undefined) ?? run.tokenize;
  const processTerm = (options.processTerm as Run['processTerm'] | undefined) ?? run.processTerm;
  if (!itself(tokenize(query), processTerm, query)) throw new Unsupported();
  return leaf(run, query, options);
}

/** Whether MiniSearch's handling of a term (tokenize, then processTerm on each token) gives back the term itself, one term. */
function itself(tokens: readonly string[], processTerm: Run['processTerm'], query: string): boolean {
  // The common case without building arrays: one token that processTerm keeps as it is.
  if (tokens.length === 1 && query !== '') {
    const term = processTerm(tokens[0]!);
    if (typeof term === 'string' || !term) return term === query;
  }
  const terms = tokens.flatMap((t) => processTerm(t)).filter((t) => !!t);
  return terms.length === 1 && terms[0] === query;
}

/** One term: its own postings, then each longer term it is a prefix of (MiniSearch's `executeQuerySpec`). */
function leaf(run: Run, term: string, options: Record<string, unknown>): Partial {
  const fuzzy = typeof options.fuzzy === 'function' ? options.fuzzy(term, 0, [term]) : options.fuzzy || false;
  const prefix = typeof options.prefix === 'function' ? options.prefix(term, 0, [term]) : options.prefix === true;
  const bit = run.bits.get(term);
  if (
    fuzzy ||
    options.boostTerm != null ||
    options.boostDocument != null ||
    options.weights != null ||
    bit === undefined
  )
    throw new Unsupported();
  const { tables } = run;
  const querySlot = bit >>> 5;
  const queryBit = 1 << (bit & 31);
  const fields = fieldsOf(run, options);
  const out = take(run);
  addTerm(run, out, fields, term, 1, querySlot, queryBit);
  if (prefix) {
    for (const derived of withPrefix(tables, term)) {
      const distance = derived.length - term.length;
      addTerm(
        run,
        out,
        fields,
        derived,
        (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * distance),
        querySlot,
        queryBit,
      );
    }
  }
  return out;
}

interface FieldWeight {
  id: number;
  boost: number;
}

/** The fields a leaf searches and their boosts, worked out once per search for each `fields`/`boost` pair (a search's leaves share them). */
function fieldsOf(run: Run, options: Record<string, unknown>): readonly FieldWeight[] {
  const names = (options.fields as string[] | undefined) ?? run.tables.allFields;
  const boost = (options.boost ?? NO_BOOST) as Record<string, number>;
  for (const known of run.fields) if (known.names === names && known.boost === boost) return known.weights;
  const weights = names.map((field) => ({
    id: run.tables.fieldIds[field]!,
    boost: (Object.hasOwn(boost, field) ? boost[field] : undefined) || 1,
  }));
  run.fields.push({ names, boost, weights });
  return weights;
}
const NO_BOOST: Record<string, number> = {};

/** One term's postings in the leaf's fields, added into `out` (the term's score times `weight`). */
function addTerm(
  run: Run,
  out: Partial,
  fields: readonly FieldWeight[],
  derived: string,
  weight: number,
  querySlot: number,
  queryBit: number,
): void {
  const postings = run.tables.terms.get(derived);
  if (!postings) return;
  const { stride } = run;
  const own = run.bits.get(derived);
  const wholeSlot = own === undefined ? -1 : own >>> 5;
  const wholeBit = own === undefined ? 0 : 1 << (own & 31);
  const starts = run.probe !== undefined && derived.startsWith(run.probe) ? 1 : 0;
  for (let f = 0; f < fields.length; f++) {
    const field = fields[f]!;
    const list = postings[field.id];
    if (!list) continue;
    const w = weight * field.boost;
    const { docs, raw } = list;
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i]!;
      if (out.present[d] === 0) {
        out.present[d] = 1;
        out.docs.push(d);
        out.score[d] = w * raw[i]!;
      } else out.score[d] = out.score[d]! + w * raw[i]!;
      const row = d * stride;
      out.query[row + querySlot]! |= queryBit;
      if (wholeSlot >= 0) out.whole[row + wholeSlot]! |= wholeBit;
      if (starts) out.starts[d] = 1;
    }
  }
}

/** MiniSearch's `combineResults`: a left fold with OR (union, scores added) or AND (both, scores added). */
function combine(run: Run, parts: Partial[], combineWith = 'OR'): Partial {
  const operator = combineWith.toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw new Unsupported();
  if (parts.length === 0) return take(run);
  const { stride } = run;
  let a = parts[0]!;
  for (let p = 1; p < parts.length; p++) {
    const b = parts[p]!;
    const into = operator === 'or' ? a : take(run);
    for (const d of b.docs) {
      const row = d * stride;
      if (a.present[d] === 0) {
        // OR takes a document only one side found as it is; AND drops it.
        if (operator === 'and') continue;
        into.present[d] = 1;
        into.docs.push(d);
        into.score[d] = b.score[d]!;
        into.starts[d] = b.starts[d]!;
        for (let s = row; s < row + stride; s++) {
          into.query[s] = b.query[s]!;
          into.whole[s] = b.whole[s]!;
        }
        continue;
      }
      if (into !== a) {
        into.present[d] = 1;
        into.docs.push(d);
      }
      into.score[d] = a.score[d]! + b.score[d]!;
      into.starts[d] = a.starts[d]! | b.starts[d]!;
      for (let s = row; s < row + stride; s++) {
        into.query[s] = a.query[s]! | b.query[s]!;
        into.whole[s] = a.whole[s]! | b.whole[s]!;
      }
    }
    a = into;
  }
  return a;
}

/**
 * The indexes of `scores`, highest score first (equal scores in any order: the catalogue search
 * breaks ties by id). A typed array sorts natively; each score then finds its place by binary
 * search, several times faster than sorting indexes with a comparator over hundreds of hits.
 */
function bestFirst(scores: Float64Array): Int32Array {
  const n = scores.length;
  const sorted = scores.slice().sort();
  const taken = new Int32Array(n);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const score = scores[i]!;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < score) lo = mid + 1;
      else hi = mid;
    }
    order[n - 1 - (lo + taken[lo]!++)] = i;
  }
  return order;
}

const popcount = (x: number) => {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
};

/**
 * The query tree's hits as MiniSearch scores them (`index.search(query, options)`), best first,
 * or null when the query uses something this module does not reproduce. `words` are the query's
 * words, in the bits' order (every term of the tree must be one of them); `probe`, when given,
 * marks (`starts`) a hit that matched a word starting with it. `filter` reads the
 * stored fields.
 */
export function searchTables(
  index: MiniSearch<never> | MiniSearch<object>,
  /** The index's own `tokenize` and `processTerm` (MiniSearch applies them to each term of the tree); it must have no `searchOptions` of its own. */
  indexOptions: Pick<Run, 'tokenize' | 'processTerm'>,
  query: Node,
  options: SearchOptions & { bm25: Bm25 },
  words: readonly string[],
  probe?: string,
  filter?: (stored: Record<string, unknown>) => boolean,
): TableHits | null {
  const tables = tablesFor(index as unknown as Index, options.bm25);
  const { k, b, d } = tables.params;
  if (options.bm25.k !== k || options.bm25.b !== b || options.bm25.d !== d) return null;
  const stride = Math.max(1, Math.ceil(words.length / 32));
  const run: Run = {
    tables,
    ...indexOptions,
    bits: new Map(words.map((w, i) => [w, i])),
    stride,
    probe,
    taken: [],
    fields: [],
  };
  try {
    const all = node(run, query, options as Record<string, unknown>);
    const keep = filter ? all.docs.filter((doc) => filter(tables.stored[doc]!)) : all.docs;
    const count = keep.length;
    // MiniSearch multiplies a score by the number of query terms matched.
    const final = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const doc = keep[i]!;
      let terms = 0;
      for (let s = doc * stride; s < (doc + 1) * stride; s++) terms += popcount(all.query[s]!);
      final[i] = all.score[doc]! * (terms || 1);
    }
    const order = bestFirst(final);
    const hits = emptyHits(count, words.length);
    for (let i = 0; i < count; i++) {
      const j = order[i]!;
      const doc = keep[j]!;
      hits.ids[i] = tables.ids[doc]!;
      hits.stored[i] = tables.stored[doc]!;
      hits.score[i] = final[j]!;
      hits.starts[i] = all.starts[doc]!;
      for (let s = 0; s < stride; s++) {
        hits.query[i * stride + s] = all.query[doc * stride + s]!;
        hits.whole[i * stride + s] = all.whole[doc * stride + s]!;
      }
    }
    return hits;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  } finally {
    giveBack(run);
  }
}
