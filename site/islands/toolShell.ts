import { withErrorBoundary } from '@perch/ui';
import { ToolShell } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

/** The tool-page shell (/app/offline-shell): any tool drawn offline from the rows on the device. Its own chunk. */
export const ToolShellIsland = rendersWithReact(withErrorBoundary(ToolShell));
