/**
 * Layer 3: ranked retrieval over the catalogue's names, keywords, descriptions and categories.
 * The catalogue search (search.ts: MiniSearch, BM25, Porter stemming, spellings, synonyms) does the
 * ranking; this layer makes a chatty question look like a search first — conversational filler
 * dropped ("is there something that can help me…"), phrases people use rewritten into the words
 * the catalogue uses ("tl;dr" → summary), and words that name a category ("AI tools", "something
 * for my finances") turned into a category preference instead of search terms.
 */
import type MiniSearch from 'minisearch';
import { CATALOGUE, findTool, summaryOf } from '../catalogue';
import type { ToolCategoryId } from '../categories';
import { createSearchIndex, normaliseTerm, searchTools, tokenize } from '../search';
import type { ToolRow } from '../types';

/** Words of conversation that say nothing about which tool: dropped before searching. */
export const FILLER_WORDS = new Set(
  (
    "i i'm im i've ive me my mine myself we our us you your yours it it's its is are was were be been being am do does did doing done " +
    "can could would should will shall may might must there here something anything someone somebody thing things stuff some any " +
    'help helps helper need needs needed want wants wanted wanna like looking look find finding trying try way ways how what whats ' +
    "what's which who where when why please pls plz thanks thank hey hi hello parooty tool tools app apps website site online free quick " +
    'quickly easy easily just really very so also too a an the this that these those to of for in on at by with from into about and or ' +
    "but if then than as get got give gives show tell let lets let's know work out up use using used have has having don't dont no idea " +
    'says say said mean means meaning sent boss big much many each every one ones own kind exactly right now today good best simple ' +
    'thing program programs possible able whether else other another stuff am gonna going go'
  ).split(' '),
);

/** Phrases people type, written the way the catalogue words them. Applied in order, on lower case. */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\btl;?dr\b/g, ' summary '],
  [/\bmain points\b|\bgist\b|\bsum up\b|\bboil down\b|\bcondense\b|\bshorten\b/g, ' summary '],
  [/\bkey (?:topics|words|terms|phrases)\b|\bmain (?:topics|keywords|words)\b/g, ' keywords '],
  [/\ball caps\b|\bcapital letters\b|\bupper case\b|\bcaps lock\b|\bshouting\b/g, ' uppercase '],
  [/\blower case\b|\bsmall letters\b/g, ' lowercase '],
  [/\bcamelcase\b/g, ' camel case '],
  [/\bpretty[- ]?print\b|\bprettify\b|\bbeautify\b|\bindent\b/g, ' format '],
  [/\bjson web tokens?\b|\bjwts?\b|\bbearer tokens?\b/g, ' jwt '],
  [/\bcolou?r codes?\b/g, ' color '],
  [/\bspreadsheets?\b/g, ' csv '],
  [/\btime ?zones?\b/g, ' timezone '],
  [/\bgo to bed\b|\bbedtime\b|\bwake up\b|\bfall asleep\b/g, ' sleep '],
  [/\blose weight\b|\bweight loss\b|\bdiet\b/g, ' calorie '],
  [/\bhome loan\b/g, ' mortgage '],
  [/\bcar finance\b|\bauto loan\b/g, ' car loan '],
  [/\bpay ?off\b/g, ' payoff '],
  [/\bword count\b/g, ' word counter '],
  [/\btyres?\b|\btires?\b/g, ' '],
  [/\bguid\b/g, ' uuid '],
  [/\bregular expressions?\b|\bregexp?\b/g, ' regex '],
  [/\bcolou?r blind\b|\bwcag\b|\breadable on\b/g, ' contrast '],
  [/\bprint(?:ing)?\b/g, ' cmyk '],
  [/\bgrades?\b/g, ' weighted average '],
  [/\bsurvey\b/g, ' sample size '],
  [/\bhow old\b/g, ' age '],
  [/\bfile size\b/g, ' data storage '],
  [/\bbirthday\b/g, ' age '],
  [/\bpercent(?:age)? off\b/g, ' discount '],
  [/\bon sale\b/g, ' discount '],
  [/\bhourly (?:rate|wage|pay)\b/g, ' hourly salary '],
  [/\b(?:yearly|annual) salary\b/g, ' salary '],
  [/\bmessy\b|\bugly\b|\bunreadable\b/g, ' format '],
];

/** Words that name a category: "AI tools", "tools for developers", "something for my finances". */
const CATEGORY_WORDS: Readonly<Record<string, ToolCategoryId>> = {
  ai: 'ai', 'a.i.': 'ai', artificial: 'ai', intelligence: 'ai', smart: 'ai',
  developer: 'developer', developers: 'developer', dev: 'developer', devs: 'developer', programmer: 'developer', programmers: 'developer', programming: 'developer', coding: 'developer', coder: 'developer', coders: 'developer', engineers: 'developer',
  finance: 'finance', finances: 'finance', financial: 'finance', money: 'finance', budget: 'finance', budgeting: 'finance',
  health: 'health', fitness: 'health', healthy: 'health', workout: 'health',
  design: 'design', designer: 'design', designers: 'design',
  writing: 'writing', writer: 'writing', writers: 'writing',
  marketing: 'marketing', marketers: 'marketing',
  maths: 'maths', math: 'maths', mathematics: 'maths',
  productivity: 'productivity', productive: 'productivity',
};

/** The words of a query in lower case, phrases rewritten (kept apart from the filler so tests can see it). */
export function rewrite(query: string): string {
  let text = ` ${query.toLowerCase().replace(/[’‘]/g, "'")} `;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}

export interface SearchPlan {
  /** What goes to the catalogue search. */
  terms: string[];
  /** Categories the query names. */
  categories: ToolCategoryId[];
}

/** Splits a query into search terms and named categories; filler is dropped. */
export function planQuery(query: string): SearchPlan {
  const words = rewrite(query)
    .split(/[^\p{L}\p{N}'.#+%/-]+/u)
    .map((w) => w.replace(/^[.'/-]+|[.'/-]+$/g, ''))
    .filter((w) => w !== '');
  const categories: ToolCategoryId[] = [];
  const terms: string[] = [];
  for (const word of words) {
    const category = CATEGORY_WORDS[word];
    if (category) {
      if (!categories.includes(category)) categories.push(category);
    } else if (!FILLER_WORDS.has(word)) {
      terms.push(word);
    }
  }
  return { terms, categories };
}

let index: MiniSearch | undefined;
/** The catalogue's index, built on first use (tens of milliseconds) and kept. */
export function catalogueIndex(): MiniSearch {
  index ??= createSearchIndex(CATALOGUE.map(summaryOf)) as unknown as MiniSearch;
  return index;
}

export interface Ranked {
  tool: ToolRow;
  score: number;
  /** Share of the query's meaningful words that the tool's own words cover, 0..1. */
  coverage: number;
}

/** How much a tool in a category the query names outranks one outside it. */
const CATEGORY_BOOST = 2;
/** How many a search looks at before reranking. */
const POOL = 40;

/** Catalogue tools for a query, best first. */
export function retrieve(query: string, n = 10): Ranked[] {
  const plan = planQuery(query.slice(0, 500));
  const terms = plan.terms.slice(0, 24);
  const ranked: Ranked[] = [];
  if (terms.length > 0) {
    const hits = searchTools(catalogueIndex() as never, { q: terms.join(' '), limit: POOL });
    for (const hit of hits) {
      const tool = findTool(hit.id);
      if (!tool) continue;
      const boost = plan.categories.includes(tool.category) ? CATEGORY_BOOST : 1;
      ranked.push({ tool, score: hit.score * boost, coverage: coverageOf(tool, terms) });
    }
    ranked.sort((a, b) => b.score - a.score);
  }
  // The query only names a category ("AI tools"), or nothing in it matched: the category's tools.
  if (plan.categories.length > 0 && (ranked.length === 0 || terms.length === 0)) {
    const seen = new Set(ranked.map((r) => r.tool.id));
    for (const category of plan.categories) {
      for (const tool of CATALOGUE) {
        if (tool.category === category && !seen.has(tool.id) && !tool.pro) {
          seen.add(tool.id);
          ranked.push({ tool, score: 1, coverage: 1 });
        }
      }
    }
  }
  return ranked.slice(0, n);
}

const toolTermsCache = new Map<string, ReadonlySet<string>>();
/** A tool's words in the index's form (name, keywords, description, category). */
function toolTerms(tool: ToolRow): ReadonlySet<string> {
  let terms = toolTermsCache.get(tool.id);
  if (!terms) {
    const text = [tool.name, tool.keywords.join(' '), tool.description, tool.category].join(' ');
    terms = new Set(tokenize(text).map((t) => normaliseTerm(t)).filter((t): t is string => t !== null));
    toolTermsCache.set(tool.id, terms);
  }
  return terms;
}

/** The share of query words found among the tool's words (a prefix or a one-letter slip counts). */
export function coverageOf(tool: ToolRow, terms: readonly string[]): number {
  const own = toolTerms(tool);
  const words = terms.map((t) => normaliseTerm(t)).filter((t): t is string => t !== null && !/^\d+([.,]\d+)?$/.test(t));
  if (words.length === 0) return 0;
  let found = 0;
  for (const word of words) {
    if (own.has(word)) found++;
    else if (word.length >= 3 && [...own].some((t) => t.startsWith(word) || (word.length >= 5 && t.length >= 4 && word.startsWith(t)) || oneEditApart(t, word))) found += 0.8;
  }
  return found / words.length;
}

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a.length < 5 || b.length < 5) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}
