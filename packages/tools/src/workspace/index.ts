// @perch/tools/workspace — the React side of the catalogue: a tool's page body, the /tools browser
// and the wishlist button.
export { ToolBrowser, TOOL_PAGE_SIZE, type BrowserTool, type SearchFile, type ToolBrowserProps } from '../browse/ToolBrowser';
export { sharedValues, ToolWorkspace, type ToolWorkspaceProps } from './ToolWorkspace';
export { WISHLIST_TEXT, WishlistButton, type WishlistButtonProps } from './WishlistButton';
