/**
 * The order of the catalogue on /tools: "For you" (the person's interests first, most used first
 * within them), "Popular" (most used by everyone), "A–Z". Pure, and the same on the server (the
 * page drawn for the URL) and in the browser (search as you type), so both draw the same list.
 */
import type { ToolCategoryId } from '../categories';

/** The sorts, in the order the control offers them. The first is the default (left out of URLs). */
export const TOOL_SORTS = ['for-you', 'popular', 'name'] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];
export const DEFAULT_TOOL_SORT: ToolSort = 'for-you';

/** What the control says. With words in the search box the default is the best match first. */
export const TOOL_SORT_LABELS: Record<ToolSort, { browsing: string; searching: string }> = {
  'for-you': { browsing: 'For you', searching: 'Best match' },
  popular: { browsing: 'Popular', searching: 'Popular' },
  name: { browsing: 'A–Z', searching: 'A–Z' },
};

/** One line under the control: how the list is ordered. */
export const TOOL_SORT_RULES: Record<ToolSort, { browsing: string; searching: string }> = {
  'for-you': {
    browsing: 'Your interests first, then everything else; most used first within each.',
    searching: 'Closest matches to your words first.',
  },
  popular: {
    browsing: 'Most used by people on Perch over the last 30 days; then our picks of everyday tools.',
    searching: 'Matches most used by people on Perch over the last 30 days first.',
  },
  name: { browsing: 'By name, A to Z.', searching: 'Matches by name, A to Z.' },
};

/** "For you" for someone who picked no interests: what it is, and how to make it theirs. */
export const FOR_YOU_WITHOUT_INTERESTS = 'Most used first. Pick your interests to see their tools first.';

/** A sort from a URL parameter: anything unknown is the default (a link never breaks the page). */
export function toolSortOf(value: string | null | undefined): ToolSort {
  return (TOOL_SORTS as readonly string[]).includes(value ?? '') ? (value as ToolSort) : DEFAULT_TOOL_SORT;
}

/**
 * Everyday tools in the order "Popular" shows them before anyone has used anything, and after the
 * used ones when usage ties or runs out: the first things people look for in each area (a
 * stated, reviewed list; the catalogue test checks every id exists).
 */
export const POPULAR_PICKS: readonly string[] = [
  'word-counter',
  'json-formatter',
  'percentage-calculator',
  'kilometres-to-miles',
  'password-generator',
  'mortgage-calculator',
  'celsius-to-fahrenheit',
  'qr-code-generator',
  'time-zone-converter',
  'loan-calculator',
  'case-converter',
  'uuid-generator',
  'text-summarizer',
  'bmi-calculator',
  'days-between-dates',
  'age-calculator',
  'base64-encode',
  'tip-calculator',
  'hex-to-rgb',
  'csv-to-json',
  'compound-interest-calculator',
  'unix-timestamp-to-date',
  'pomodoro-planner',
  'colour-contrast-checker',
  'sha256-hash-generator',
  'pounds-to-kilograms',
  'discount-calculator',
  'slug-generator',
];

/** What orders a list besides the tools themselves. */
export interface ToolOrdering {
  sort: ToolSort;
  /** The person's interests (onboarding); none for someone who picked none. */
  interests: readonly ToolCategoryId[];
  /** Tool ids by use across everyone, most used first (only tools used at all). */
  popular: readonly string[];
  /**
   * Whether the list is search results in best-match order: "For you" then keeps that order
   * (a closer match beats an interest).
   */
  searching?: boolean;
}

/**
 * Each tool's place by popularity: used tools by use, then the picks, then the rest (Infinity, so
 * a stable sort keeps them in the order given).
 */
export function popularityRank(popular: readonly string[]): (id: string) => number {
  const rank = new Map<string, number>();
  for (const id of popular) if (!rank.has(id)) rank.set(id, rank.size);
  for (const id of POPULAR_PICKS) if (!rank.has(id)) rank.set(id, rank.size);
  return (id) => rank.get(id) ?? Number.POSITIVE_INFINITY;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The tools in the order the sort says. Stable: tools the rule cannot tell apart stay in the
 * order given (the catalogue's, or best match first), so the same input is the same list.
 */
export function orderTools<T extends { id: string; name: string; category: string }>(
  tools: readonly T[],
  { sort, interests, popular, searching = false }: ToolOrdering,
): T[] {
  const list = [...tools];
  if (sort === 'name') return list.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  const rank = popularityRank(popular);
  const byPopularity = (a: T, b: T) => {
    const ra = rank(a.id);
    const rb = rank(b.id);
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  };
  if (sort === 'popular') return list.sort(byPopularity);
  if (searching) return list;
  const liked = new Set<string>(interests);
  return list.sort((a, b) => Number(liked.has(b.category)) - Number(liked.has(a.category)) || byPopularity(a, b));
}
