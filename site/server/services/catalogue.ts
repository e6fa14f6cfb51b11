import { z } from 'zod';
import {
  CATALOGUE,
  TOOL_CATEGORY_IDS,
  createSearchIndex,
  findTool,
  orderTools,
  searchHonestly,
  summaryOf,
  toolRequestHref,
  toolPath,
  type ToolOrdering,
  type ToolRow,
} from '@perch/tools';

/** GET /api/tools: the query string. */
export const toolListSchema = z.strictObject({
  q: z.string().max(200, 'q must be at most 200 characters').optional().default(''),
  category: z.enum(TOOL_CATEGORY_IDS, `category must be one of ${TOOL_CATEGORY_IDS.join(', ')}`).optional(),
  page: z.coerce
    .number('page must be a whole number from 1')
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page must be at most 10000')
    .optional()
    .default(1),
  pageSize: z.coerce
    .number('pageSize must be a whole number from 1 to 100')
    .int('pageSize must be a whole number from 1 to 100')
    .min(1, 'pageSize must be a whole number from 1 to 100')
    .max(100, 'pageSize must be a whole number from 1 to 100')
    .optional()
    .default(24),
});
export type ToolListQuery = z.infer<typeof toolListSchema>;

/** A tool as the API and the lists show it. */
export interface PublicTool {
  id: string;
  name: string;
  description: string;
  category: string;
  tags: readonly string[];
  pro: boolean;
  url: string;
}

export function publicTool(
  tool: Pick<ToolRow, 'id' | 'name' | 'description' | 'category' | 'keywords' | 'pro'>,
): PublicTool {
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    category: tool.category,
    tags: tool.keywords,
    pro: tool.pro,
    url: toolPath(tool.id),
  };
}

// The catalogue is the same for every request and every instance: built once per process from
// the package's data (a cache of static data, not state).
let index: ReturnType<typeof createSearchIndex> | undefined;
function searchIndex() {
  index ??= createSearchIndex(CATALOGUE.map(summaryOf));
  return index;
}

/** The tools' names, as the browser has them: the honest search decides from the same list on both sides. */
let nameRows: Array<{ id: string; name: string; keywords: readonly string[] }> | undefined;
function names() {
  nameRows ??= CATALOGUE.map(({ id, name }) => ({ id, name, keywords: [] }));
  return nameRows;
}

/** A search for something Perch lacks: what is missing, and the request for it, filled in. */
export interface SearchGap {
  /** "a currency converter with exchange rates": for "Perch doesn't have … yet". */
  tool: string;
  /** /app-request with the name and description filled in. */
  requestUrl: string;
}

/**
 * Catalogue tools for a query and/or category, one page of them: best match first when q is given,
 * else in catalogue order — or, with an `ordering` (the /tools page), in the order its sort says.
 * The search is honest (searchHonestly): a query for an operation no tool does finds nothing and
 * says what is missing (`gap`); one whose words no tool has whole finds nothing and offers the
 * near misses (`close`); a fragment or a misspelling never stands before a whole match.
 */
export function listTools(
  { q, category, page, pageSize }: ToolListQuery,
  ordering?: Omit<ToolOrdering, 'searching'>,
): {
  items: PublicTool[];
  total: number;
  page: number;
  pageSize: number;
  gap: SearchGap | null;
  close: PublicTool[];
} {
  const searching = q.trim() !== '';
  type Found = Pick<ToolRow, 'id' | 'name' | 'description' | 'category' | 'keywords' | 'pro'>;
  const order = (tools: Found[]) => (ordering ? orderTools(tools, { ...ordering, searching }) : tools);
  let matches: Found[];
  let gap: SearchGap | null = null;
  let close: PublicTool[] = [];
  if (searching) {
    const honest = searchHonestly(searchIndex(), { q, category, limit: 10_000 }, names());
    const tools = (hits: typeof honest.hits) => hits.map((hit) => findTool(hit.id)!);
    // Whole matches keep their place before the rest whatever the sort.
    matches = [
      ...order(tools(honest.hits.filter((h) => h.whole))),
      ...order(tools(honest.hits.filter((h) => !h.whole))),
    ];
    close = tools(honest.close).map(publicTool);
    if (honest.gap) gap = { tool: honest.gap.tool, requestUrl: toolRequestHref(honest.gap.requestName, q).url };
  } else {
    matches = order(CATALOGUE.filter((t) => !category || t.category === category));
  }
  const start = (page - 1) * pageSize;
  return {
    items: matches.slice(start, start + pageSize).map(publicTool),
    total: matches.length,
    page,
    pageSize,
    gap,
    close,
  };
}

/** Whether a search finds no tool: 'gap' (an operation Perch lacks), 'none' (no tool has its words whole), or null (it finds tools). */
export function searchVerdict(q: string): 'gap' | 'none' | null {
  const honest = searchHonestly(searchIndex(), { q, limit: 1 }, names());
  return honest.gap ? 'gap' : honest.hits.length === 0 ? 'none' : null;
}

export const catalogueSize = (): number => CATALOGUE.length;
