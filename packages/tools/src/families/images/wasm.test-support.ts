/** The codecs' WebAssembly read from node_modules, for Node's tests and the bench. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type WasmSource, WASM_FILES } from './codecs';

const require = createRequire(import.meta.url);

export const nodeWasm: WasmSource = async (name) =>
  WebAssembly.compile(await readFile(require.resolve(WASM_FILES[name])));

/** SVG → PNG's font, read from node_modules. */
export const nodeFont = async () =>
  new Uint8Array(await readFile(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf')));
