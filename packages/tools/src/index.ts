// @perch/tools — the catalogue: categories, then tool families as data. The text tools are the
// first family; the catalogue issue adds the rest.
export { TOOL_CATEGORIES, TOOL_CATEGORY_IDS, type ToolCategoryId } from './categories';
export { countWords, findTool, readingMinutes, sentenceCase, slugify, TEXT_TOOLS, titleCase, toolPath, type TextTool, type ToolOutput } from './textTools';
