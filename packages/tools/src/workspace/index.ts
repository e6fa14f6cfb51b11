// @perch/tools/workspace — the React side of the catalogue: a tool's page body, the /tools browser
// and the wishlist and favourite buttons, the tool card.
export {
  ToolBrowser,
  TOOL_PAGE_SIZE,
  type BrowserTool,
  type SearchFile,
  type ToolBrowserProps,
} from '../browse/ToolBrowser';
export {
  TOOL_CARD_ACTION_PLACES,
  TOOL_GRID_LAYOUTS,
  ToolCard,
  ToolGrid,
  type ToolCardProps,
  type ToolGridProps,
} from '../browse/ToolCard';
export { RelatedTools, type RelatedToolsProps } from './RelatedTools';
export { ToolWorkspace, type ToolWorkspaceProps } from './ToolWorkspace';
export { ToolShell, type ToolShellProps } from './ToolShell';
export type { ToolRowsFile } from './shellState';
export { ExampleSummary } from './ExampleSummary';
export { FirstMoney } from '../money/useMoney';
export { takeSubmittedRun } from './submittedRun';
export {
  FAVOURITES_TEXT,
  FavouriteButton,
  ToolListButton,
  WISHLIST_TEXT,
  WishlistButton,
  type FavouriteButtonProps,
  type ToolList,
  type ToolListButtonProps,
  type WishlistButtonProps,
} from './ToolListButton';
export {
  checkToolRequest,
  TOOL_REQUEST_LIMITS,
  TOOL_REQUEST_STATUS_LABELS,
  TOOL_REQUEST_TEXT,
  ToolRequests,
  type ToolRequestItem,
  type ToolRequestsProps,
} from '../requests/ToolRequests';
