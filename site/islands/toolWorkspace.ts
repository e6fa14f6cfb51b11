import { withErrorBoundary } from '@perch/ui';
import { ToolWorkspace } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

/** A tool page's workspace (/app/{id}), its family's engine loaded by the component. Its own module, so its own chunk. */
export const ToolWorkspaceIsland = rendersWithReact(withErrorBoundary(ToolWorkspace));
