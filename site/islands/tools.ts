import { withErrorBoundary } from '@perch/ui';
import { ToolBrowser } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

/** /tools' search and grid. Each catalogue island has its own module, so its own chunk. */
export const ToolBrowserIsland = rendersWithReact(withErrorBoundary(ToolBrowser));
