import { withErrorBoundary } from '@perch/ui';
import { ToolWorkspace, WishlistButton } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

/** The tool pages' islands (/app/{id}, /wishlist): their own module, so only those pages load them. */
export const ToolWorkspaceIsland = rendersWithReact(withErrorBoundary(ToolWorkspace));
export const WishlistButtonIsland = rendersWithReact(withErrorBoundary(WishlistButton));
