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
  // The file worker's image engine (stories/ImageExamples.stories.tsx): reached only through the
  // worker's lazy engine imports, which Vite's first scan misses; found mid-run, they reloaded the
  // page and every example's worker failed (2026-11-27).
  '@jsquash/avif/codec/enc/avif_enc.js',
  '@jsquash/avif/decode.js',
  '@jsquash/avif/meta.js',
  '@jsquash/avif/utils.js',
  '@jsquash/jpeg/decode.js',
  '@jsquash/jpeg/encode.js',
  '@jsquash/png/decode.js',
  '@jsquash/png/encode.js',
  '@jsquash/resize/lib/resize/pkg/squoosh_resize.js',
  '@jsquash/webp/codec/enc/webp_enc_simd.js',
  '@jsquash/webp/decode.js',
  '@jsquash/webp/meta.js',
  'gifenc',
  'gifuct-js',
  'exifr',
  '@resvg/resvg-wasm',
  'libheif-js/libheif-wasm/libheif.js',
  'zxing-wasm/reader',
  'tesseract.js',
];
