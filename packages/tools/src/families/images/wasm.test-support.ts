/** The codecs' WebAssembly read from node_modules, for Node's tests and the bench. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type WasmSource, WASM_FILES } from './codecs';
import type { CanvasMaker } from './fixtures';

const require = createRequire(import.meta.url);

export const nodeWasm: WasmSource = async (name) =>
  WebAssembly.compile(await readFile(require.resolve(WASM_FILES[name])));

/** SVG → PNG's font, read from node_modules. */
export const nodeFont = async () =>
  new Uint8Array(await readFile(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf')));

/** tesseract.js's files from node_modules (its Node worker, its core, the English model): nothing is fetched. */
export const nodeOcrPaths = async () => ({
  workerPath: require.resolve('tesseract.js/src/worker-script/node/index.js'),
  corePath: require.resolve('tesseract.js-core/tesseract-core-simd-lstm.wasm.js'),
  langPath: path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int'),
});

/**
 * Node's stand-in for OffscreenCanvas (text pictures for OCR): @napi-rs/canvas, pdf.js's own
 * canvas in Node, with the Liberation Sans that pdfjs-dist ships, so no system font is needed.
 */
export async function nodeCanvas(): Promise<CanvasMaker> {
  const { createCanvas, GlobalFonts } = await import('@napi-rs/canvas');
  GlobalFonts.registerFromPath(
    require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
    'Liberation Sans',
  );
  return (width, height) => createCanvas(width, height) as unknown as ReturnType<CanvasMaker>;
}
