/**
 * "More like this": the tools that do what a tool does. The rule over any list of rows, so the
 * server (over the catalogue, related.ts) and a page drawn on the device (over /catalogue/tools.json)
 * use the same function. Each tool is a bag of features — its
 * family, its category, its preset values (the quantity and units of a conversion, the operation of
 * a calculator), the names of its fields (principal, rate, term…) and the words of its name,
 * keywords and description (stemmed and spelled as search does) — weighted by TF-IDF, so a feature
 * most tools share (a field called "value", the word "convert") counts for little and a rare one
 * ("mortgage", the quantity "length") for much. Neighbours are the tools with the highest cosine
 * similarity, ties in catalogue order, so the list is the same on every server and every render.
 */
import { normaliseTerm, tokenize } from './search';
import type { ToolRow } from './types';

/** How many neighbours "More like this" shows. */
export const RELATED_COUNT = 4;

/**
 * How much each kind of feature weighs before IDF. What a tool does (its presets and fields) and
 * what it is called weigh most; the family and category are a broad hint that separates equals.
 */
export const FEATURE_WEIGHTS = {
  family: 1,
  category: 1,
  param: 3,
  field: 2,
  name: 2,
  keyword: 1,
  description: 1,
} as const;

type Features = Map<string, number>;

function add(features: Features, key: string, weight: number) {
  features.set(key, (features.get(key) ?? 0) + weight);
}

function words(features: Features, text: string, weight: number) {
  for (const token of tokenize(text)) {
    const term = normaliseTerm(token);
    if (term) add(features, `w:${term}`, weight);
  }
}

/** A tool's raw feature counts (before IDF). */
export function featuresOf(
  tool: Pick<ToolRow, 'family' | 'category' | 'params' | 'fields' | 'name' | 'keywords' | 'description'>,
): Features {
  const features: Features = new Map();
  add(features, `family:${tool.family}`, FEATURE_WEIGHTS.family);
  add(features, `category:${tool.category}`, FEATURE_WEIGHTS.category);
  // The values, not the keys: "km" as the unit converted from or to is the same kilometre.
  for (const value of Object.values(tool.params)) add(features, `param:${value.toLowerCase()}`, FEATURE_WEIGHTS.param);
  for (const field of tool.fields) add(features, `field:${field.name.toLowerCase()}`, FEATURE_WEIGHTS.field);
  words(features, tool.name, FEATURE_WEIGHTS.name);
  words(features, tool.keywords.join(' '), FEATURE_WEIGHTS.keyword);
  words(features, tool.description, FEATURE_WEIGHTS.description);
  return features;
}

interface Vectors {
  /** Unit-length TF-IDF vectors, one per tool, in the list's order. */
  byIndex: Array<Map<string, number>>;
  position: Map<string, number>;
}

// A list of rows is static data: its vectors are worked out once per list, on first use.
const vectorsOf = new WeakMap<readonly RelatedRow[], Vectors>();

/** What the rule reads of a row. */
export type RelatedRow = Pick<
  ToolRow,
  'id' | 'family' | 'category' | 'params' | 'fields' | 'name' | 'keywords' | 'description'
>;
/** TF-IDF vectors over a list of tools (exported for tests on small catalogues). */
export function vectorise(tools: readonly Parameters<typeof featuresOf>[0][]): Array<Map<string, number>> {
  const raw = tools.map(featuresOf);
  const documents = new Map<string, number>();
  for (const features of raw) for (const key of features.keys()) documents.set(key, (documents.get(key) ?? 0) + 1);
  return raw.map((features) => {
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [key, count] of features) {
      // Smoothed IDF: a feature every tool has still counts a little, never negatively.
      const weight = count * Math.log(1 + tools.length / documents.get(key)!);
      vector.set(key, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [key, weight] of vector) vector.set(key, weight / norm);
    return vector;
  });
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [key, weight] of small) sum += weight * (large.get(key) ?? 0);
  return sum;
}

/** A neighbour and how alike the two are (cosine similarity, 0 to 1). */
export interface RelatedTool<Row = ToolRow> {
  tool: Row;
  score: number;
}

/**
 * The `count` tools of `tools` most like the one with this id, most alike first (ties in the
 * list's order), never the tool itself, only tools with something in common. Unknown id: none.
 */
export function relatedAmong<Row extends RelatedRow>(
  tools: readonly Row[],
  id: string,
  count = RELATED_COUNT,
): RelatedTool<Row>[] {
  let vectors = vectorsOf.get(tools);
  if (!vectors) {
    vectors = { byIndex: vectorise(tools), position: new Map(tools.map((t, i) => [t.id, i])) };
    vectorsOf.set(tools, vectors);
  }
  const { byIndex, position } = vectors;
  const own = position.get(id);
  if (own === undefined || count <= 0) return [];
  const mine = byIndex[own]!;
  const scored: Array<{ index: number; score: number }> = [];
  byIndex.forEach((other, index) => {
    if (index === own) return;
    const score = cosine(mine, other);
    if (score > 0) scored.push({ index, score });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, count).map(({ index, score }) => ({ tool: tools[index]!, score }));
}
