// `npm run build -w packages/ui`: the published package in dist/ — ES modules that mirror
// src/ (one file per module, so a bundler keeps only what an app imports), one extracted
// styles.css, and .d.ts files from tsc (tsconfig.build.json). React, react-dom and every
// dependency stay external: an app brings its own copy, installed from package.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externals = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** The package's entry points (package.json "exports"), by output name. */
export const entries = {
  index: src('index.ts'),
  'offline/index': src('offline/index.ts'),
  'plans/index': src('plans/index.ts'),
  'metrics/index': src('metrics/index.ts'),
  'analytics/index': src('analytics/index.ts'),
  'components/TopNav/dismissMenus': src('components/TopNav/dismissMenus.ts'),
  'stores/toasts': src('stores/toasts.ts'),
  'theme/tokens': src('theme/tokens.ts'),
};

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Production JSX whatever NODE_ENV the build runs under (Vitest sets "test").
  oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    // An app minifies; readable output keeps stack traces and reviews honest.
    minify: false,
    target: 'es2022',
    // All component styles in one file: `import '@perch/ui/styles.css'`.
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'styles' },
    rolldownOptions: {
      external: (id) => externals.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
