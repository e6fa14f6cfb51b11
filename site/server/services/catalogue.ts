import { z } from 'zod';
import {
  CATALOGUE,
  TOOL_CATEGORY_IDS,
  createSearchIndex,
  findTool,
  orderTools,
  searchTools,
  summaryOf,
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

/**
 * Catalogue tools for a query and/or category, one page of them: best match first when q is given,
 * else in catalogue order — or, with an `ordering` (the /tools page), in the order its sort says.
 */
export function listTools(
  { q, category, page, pageSize }: ToolListQuery,
  ordering?: Omit<ToolOrdering, 'searching'>,
): {
  items: PublicTool[];
  total: number;
  page: number;
  pageSize: number;
} {
  const searching = q.trim() !== '';
  const found: Array<Pick<ToolRow, 'id' | 'name' | 'description' | 'category' | 'keywords' | 'pro'>> = searching
    ? searchTools(searchIndex(), { q, category, limit: 10_000 }).map((hit) => findTool(hit.id)!)
    : CATALOGUE.filter((t) => !category || t.category === category);
  const matches = ordering ? orderTools(found, { ...ordering, searching }) : found;
  const start = (page - 1) * pageSize;
  return { items: matches.slice(start, start + pageSize).map(publicTool), total: matches.length, page, pageSize };
}

export const catalogueSize = (): number => CATALOGUE.length;
