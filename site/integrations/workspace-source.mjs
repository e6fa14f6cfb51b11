// Inside this repository the site, Storybook and Vitest compile @perch/ui (and any workspace
// package that opts in) from its TypeScript source, never from a package build: its "exports"
// name the source under the `perch-source` condition, ahead of `types`/`default` (dist/, what
// other teams install). This Vite plugin adds that condition in front of every environment's
// defaults; tsconfig.json's `customConditions` does the same for the type checker.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const SOURCE_CONDITION = 'perch-source';

/** @returns {import('vite').Plugin} */
export function workspaceSource() {
  return {
    name: 'perch:workspace-source',
    configEnvironment(name, config) {
      const defaults =
        name === 'client' || config.consumer === 'client' ? defaultClientConditions : defaultServerConditions;
      const conditions = config.resolve?.conditions ?? defaults;
      return { resolve: { conditions: [SOURCE_CONDITION, ...conditions.filter((c) => c !== SOURCE_CONDITION)] } };
    },
  };
}
