import { Toaster, withErrorBoundary } from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/**
 * The toasts of a signed-in page (Base layout, and Clerk's sign-in pages).
 * Its own module, so its own chunk: a page loads only the islands it hydrates (one module
 * holding every island made each signed-in page load them all, 35 KB gz, by its load event).
 */
export const ToasterIsland = rendersWithReact(withErrorBoundary(Toaster));
