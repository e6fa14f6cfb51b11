// The repo's TypeScript, loaded in Node through Vite (`vite.ssrLoadModule('/packages/…')`), as the
// site's build sees it: for the scripts that bench, profile or score code that is not built on its
// own (the recommender, the file engines). Close it when done.
import { createServer } from 'vite';
import { workspaceSource } from '../site/integrations/workspace-source.mjs';
import { ROOT } from './server-process.mjs';

/** A Vite server with no HTTP, no HMR and no dependency scan: only ssrLoadModule. */
export const sourceServer = () =>
  createServer({
    root: ROOT,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    plugins: [workspaceSource()],
    optimizeDeps: { noDiscovery: true, include: [] },
  });
