import { withErrorBoundary } from '@perch/ui';
import { WishlistButton } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

/** The wishlist star (/app/{id}, /wishlist). Its own module, so its own chunk. */
export const WishlistButtonIsland = rendersWithReact(withErrorBoundary(WishlistButton));
