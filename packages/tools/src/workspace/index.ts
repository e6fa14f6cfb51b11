// @perch/tools/workspace — the React side of the catalogue: a tool's page body and the wishlist button.
export { ToolWorkspace, type ToolWorkspaceProps } from './ToolWorkspace';
export { WISHLIST_TEXT, WishlistButton, type WishlistButtonProps } from './WishlistButton';
