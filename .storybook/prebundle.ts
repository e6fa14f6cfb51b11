/**
 * What stories import, pre-bundled by Vite before a run (Storybook, and the visual test in
 * vitest.config.ts), so Vite never discovers a dependency mid-run and reloads the browser under a
 * running test (flaky "failed to find the current suite" errors).
 */
export const STORY_DEPENDENCIES = [
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
  '@sinonjs/fake-timers',
];
