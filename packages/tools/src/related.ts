/**
 * "More like this" over the catalogue (the tool page, on the server). The rule itself is in
 * relatedness.ts, shared with the tool page drawn on the device from /catalogue/tools.json.
 */
import { CATALOGUE } from './catalogue';
import { RELATED_COUNT, type RelatedTool, relatedAmong } from './relatedness';
import type { ToolRow } from './types';

export { FEATURE_WEIGHTS, featuresOf, RELATED_COUNT, type RelatedTool, vectorise } from './relatedness';

/**
 * The `count` catalogue tools most like the tool with this id, most alike first (ties in
 * catalogue order), never the tool itself, only tools with something in common. Unknown id: none.
 */
export function relatedTools(id: string, count = RELATED_COUNT): RelatedTool<ToolRow>[] {
  return relatedAmong(CATALOGUE, id, count);
}
