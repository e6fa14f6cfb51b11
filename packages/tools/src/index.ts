// @perch/tools — the catalogue. Categories first; the tool families land with the catalogue issue.
export { TOOL_CATEGORIES, TOOL_CATEGORY_IDS, type ToolCategoryId } from './categories';
