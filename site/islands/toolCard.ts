import { RelatedTools, ToolCard, ToolGrid } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

// The tool card, its grid and "More like this", drawn by the server only: used without a client:*
// directive, they add no script to a page. The offline-drawn tool page and /tools' browser draw
// the same components in the browser.
export const ToolCardStatic = rendersWithReact(ToolCard);
export const ToolGridStatic = rendersWithReact(ToolGrid);
export const RelatedToolsStatic = rendersWithReact(RelatedTools);
