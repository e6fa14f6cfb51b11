/**
 * The catalogue: the union of the families' rows, as plain data. The site, the search index, the
 * API and Parooty all read this one list.
 */
import { FAMILIES } from './families';
import type { ToolRow } from './types';

export const CATALOGUE: readonly ToolRow[] = FAMILIES.flatMap((family) => family.tools);

const byId = new Map(CATALOGUE.map((tool) => [tool.id, tool]));

/** A catalogue tool by id, or undefined. */
export function findTool(id: string): ToolRow | undefined {
  return byId.get(id);
}

export { toolPath } from './toolPath';

/** What a list or a search result needs of a tool (no fields, params or examples). */
export interface ToolSummary {
  id: string;
  name: string;
  description: string;
  category: ToolRow['category'];
  keywords: readonly string[];
  family: string;
  pro: boolean;
}

export function summaryOf(tool: ToolRow): ToolSummary {
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    category: tool.category,
    keywords: tool.keywords,
    family: tool.family,
    pro: tool.pro,
  };
}
