import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceSource } from '../scripts/workspace-source.mjs';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Storybook does not read Astro's Vite config: the styles' compiler is added here too.
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), workspaceSource(), vanillaExtractPlugin()];
    // Pre-bundle what stories import, so Vite never discovers a dependency mid-run and reloads
    // the browser under a running test (flaky "failed to find the current suite" errors).
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'storybook/test',
        'storybook/theming',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@radix-ui/react-toast',
        '@radix-ui/react-tooltip',
        'nanostores',
        '@nanostores/react',
      ],
    };
    return viteConfig;
  },
};

export default config;
