import { withErrorBoundary } from '@perch/ui';
import { ToolRequests } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

/** /app-request's island: its own module, so the page does not load the catalogue's islands. */
export const ToolRequestsIsland = rendersWithReact(withErrorBoundary(ToolRequests));
