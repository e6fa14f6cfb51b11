// @perch/tools — the catalogue: categories, the data model, the rows of every family, search and
// the number format. Engines load lazily (families/engines.ts); React pieces are in ./workspace.
export { TOOL_CATEGORIES, TOOL_CATEGORY_IDS, type ToolCategoryId } from './categories';
export { CATALOGUE, findTool, summaryOf, toolPath, type ToolSummary } from './catalogue';
export { FAMILIES } from './families';
export { formatFixed, formatNumber, parseNumber } from './format';
export { TOOL_REQUEST_STATUS_LABELS } from './requests/statusLabels';
export {
  givenValues,
  sharedLink,
  sharedValues,
  SHARED_LINK_MAX_LENGTH,
  SUBMITTED_RUN_COOKIE,
  SUBMITTED_RUN_MAX_AGE_S,
} from './sharedLink';
export {
  DEFAULT_TOOL_SORT,
  orderTools,
  POPULAR_PICKS,
  popularityRank,
  TOOL_SORT_LABELS,
  TOOL_SORT_RULES,
  TOOL_SORTS,
  toolSortOf,
  type ToolOrdering,
  type ToolSort,
} from './browse/order';
export { exampleParts, linkResult } from './linkResult';
export { currencyForLocale, localeFromAcceptLanguage } from './money/currency';
export { RELATED_COUNT, relatedTools, type RelatedTool } from './related';
export { defaultValues, fixedContext, platformContext, runTool, valuesFor } from './run';
export { browserTool, NEEDS_AI_SERVICE, NEEDS_AI_SERVICE_TITLE, needsAiService } from './browse/marks';
export { gapFor, searchGapFor, toolRequestHref, TOOL_REQUEST_PATH, type Gap, type RowWords } from './gaps';
export {
  CLOSE_MATCHES,
  createSearchIndex,
  loadSearchIndex,
  searchHonestly,
  searchTools,
  serialiseSearchIndex,
  type HonestResults,
  type SearchHit,
  type SearchQuery,
} from './search';
export {
  RENDERER_KINDS,
  type Engine,
  type FamilyDefinition,
  type Field,
  type FieldOption,
  type Figure,
  type RendererKind,
  type ToolContext,
  type ToolExample,
  type ToolResult,
  type ToolRow,
} from './types';
