import { ProfilePanel, withErrorBoundary } from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/**
 * The profile editor (/profile).
 * Its own module, so its own chunk: a page loads only the islands it hydrates (one module
 * holding every island made each signed-in page load them all, 35 KB gz, by its load event).
 */
export const ProfilePanelIsland = rendersWithReact(withErrorBoundary(ProfilePanel));
