import { withErrorBoundary } from '@perch/ui';
import { ToolBrowser, ToolWorkspace, WishlistButton } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

/** The catalogue's islands (/tools, /app/{id}, /wishlist): their own module, so only those pages load them. */
export const ToolBrowserIsland = rendersWithReact(withErrorBoundary(ToolBrowser));
export const ToolWorkspaceIsland = rendersWithReact(withErrorBoundary(ToolWorkspace));
export const WishlistButtonIsland = rendersWithReact(withErrorBoundary(WishlistButton));
