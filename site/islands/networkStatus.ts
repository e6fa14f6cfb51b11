import { NetworkStatus, withErrorBoundary } from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/**
 * The online/offline indicator of a signed-in page (Base layout), hydrated on the first
 * interaction or when the connection changes (Base.astro).
 * Its own module, so its own chunk: a page loads only the islands it hydrates (one module
 * holding every island made each signed-in page load them all, 35 KB gz, by its load event).
 */
export const NetworkStatusIsland = rendersWithReact(withErrorBoundary(NetworkStatus));
