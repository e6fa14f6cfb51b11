/**
 * Squoosh's codecs (@jsquash/*) behind one door: decode any of PNG, JPEG, WebP and AVIF to RGBA,
 * encode RGBA to them, and resize. Their WebAssembly comes from a `WasmSource`: in the browser the
 * files Perch serves from the npm packages (wasmUrls.ts, Vite `?url`, the default), in Node's tests
 * and the bench the same files read from node_modules (`setWasmSource`). Nothing comes from a CDN.
 *
 * The AVIF and WebP encoders and the resizer are started from their one build Perch loads (the
 * Emscripten or wasm-bindgen glue), not from @jsquash's `encode.js` / `index.js`: those import
 * every build they might choose at run time (AVIF's threaded one with its worker, WebP's
 * non-SIMD one, the hqx and Magic Kernel resizers), and the bundler emitted each build's
 * WebAssembly although none is ever loaded (4 files, 3.97 MB of the build's 10.2 MB of wasm).
 */
import avifEncoder from '@jsquash/avif/codec/enc/avif_enc.js';
import * as avifDec from '@jsquash/avif/decode.js';
import { defaultOptions as avifDefaults } from '@jsquash/avif/meta.js';
import { initEmscriptenModule } from '@jsquash/avif/utils.js';
import * as jpegDec from '@jsquash/jpeg/decode.js';
import * as jpegEnc from '@jsquash/jpeg/encode.js';
import * as pngDec from '@jsquash/png/decode.js';
import * as pngEnc from '@jsquash/png/encode.js';
import initResize, { resize as resizeRgba } from '@jsquash/resize/lib/resize/pkg/squoosh_resize.js';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import * as webpDec from '@jsquash/webp/decode.js';
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta.js';
import { halve } from './pixels';
import { browserWasm } from './wasmUrls';

/** The WebAssembly files the codecs need, by name, as paths inside node_modules. */
export const WASM_FILES = {
  png: '@jsquash/png/codec/pkg/squoosh_png_bg.wasm',
  jpegDec: '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm',
  jpegEnc: '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm',
  webpDec: '@jsquash/webp/codec/dec/webp_dec.wasm',
  // The SIMD build: @jsquash/webp picks its SIMD glue wherever SIMD runs (every current browser, Node).
  webpEnc: '@jsquash/webp/codec/enc/webp_enc_simd.wasm',
  avifDec: '@jsquash/avif/codec/dec/avif_dec.wasm',
  // The single-threaded build: pages are not cross-origin isolated, so the threaded one cannot run.
  avifEnc: '@jsquash/avif/codec/enc/avif_enc.wasm',
  resize: '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm',
  // The readers and renderers beside the codecs: libheif (HEIC), resvg (SVG), ZXing's reader build.
  heif: 'libheif-js/libheif-wasm/libheif.wasm',
  resvg: '@resvg/resvg-wasm/index_bg.wasm',
  zxingReader: 'zxing-wasm/reader/zxing_reader.wasm',
} as const;
export type WasmName = keyof typeof WASM_FILES;
export type WasmSource = (name: WasmName) => Promise<WebAssembly.Module>;

/** Node has no ImageData; the codecs make and read them, so a plain one stands in there. */
if (typeof globalThis.ImageData === 'undefined') {
  (globalThis as { ImageData: unknown }).ImageData = class {
    readonly colorSpace = 'srgb';
    data: Uint8ClampedArray;
    width: number;
    height: number;
    constructor(data: Uint8ClampedArray | number, width: number, height?: number) {
      if (typeof data === 'number') {
        this.width = data;
        this.height = width;
        this.data = new Uint8ClampedArray(data * width * 4);
      } else {
        this.data = data;
        this.width = width;
        this.height = height ?? data.length / 4 / width;
      }
    }
  };
}

/** The browser's WebAssembly unless a test or the bench gave its own first (setWasmSource). */
let source: WasmSource = browserWasm;
const modules = new Map<WasmName, Promise<WebAssembly.Module>>();
const ready = new Map<string, Promise<unknown>>();

/** Where the WebAssembly comes from (set once by the worker, the tests or the bench). */
export function setWasmSource(next: WasmSource): void {
  source = next;
  modules.clear();
  ready.clear();
}

/** A WebAssembly module from the current source, compiled once. */
export function wasm(name: WasmName): Promise<WebAssembly.Module> {
  let found = modules.get(name);
  if (!found) {
    found = source(name);
    modules.set(name, found);
  }
  return found;
}

/** Emscripten's own printing goes nowhere: a damaged file is reported in words, not in the console. */
const QUIET = { print: () => {}, printErr: () => {} };

type Init = (module: WebAssembly.Module, options?: object) => unknown;
/** Starts a codec once (again after it failed: a codec that aborted keeps its broken state). */
function started(key: string, name: WasmName, init: Init): Promise<unknown> {
  let found = ready.get(key);
  if (!found) {
    found = wasm(name).then((module) => init(module, QUIET));
    ready.set(key, found);
  }
  return found;
}

async function guarded<T>(key: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    ready.delete(key);
    throw error;
  }
}

export type Codec = 'png' | 'jpeg' | 'webp' | 'avif';

/** An Emscripten encoder once started: RGBA in, the file's bytes out (null when it failed). */
interface EmscriptenEncoder {
  encode(data: BufferSource, width: number, height: number, options: object): Uint8Array | null;
}

/** Decodes an image's bytes to RGBA; throws when the file is damaged. */
export function decode(codec: Codec, bytes: Uint8Array): Promise<ImageData> {
  const buffer = bytes.slice().buffer as ArrayBuffer;
  return guarded(`${codec}Dec`, async () => {
    if (codec === 'png') {
      await started('pngDec', 'png', (m) => pngDec.init(m));
      return pngDec.decode(buffer);
    }
    if (codec === 'jpeg') {
      await started('jpegDec', 'jpegDec', jpegDec.init as Init);
      return jpegDec.default(buffer);
    }
    if (codec === 'webp') {
      await started('webpDec', 'webpDec', webpDec.init as Init);
      return webpDec.default(buffer);
    }
    await started('avifDec', 'avifDec', avifDec.init as Init);
    const image = await avifDec.default(buffer);
    if (!image) throw new Error('not an AVIF image');
    return image as ImageData;
  });
}

/**
 * How hard the JPEG encoder works. 'smallest' is mozjpeg's default (progressive, with its scans
 * searched for the smallest file): what Compress asks for. 'quick' writes a baseline JPEG, as
 * ImageMagick and cameras do: half the time (a 1920 × 1440 photo at quality 90: 1,030 → 470 ms in
 * Node), and on the bench's photo even 1% smaller.
 */
export type Effort = 'smallest' | 'quick';

/** Encodes RGBA; `quality` (1–100) is for the lossy codecs. */
export async function encode(
  codec: Codec,
  image: ImageData,
  quality = 80,
  effort: Effort = 'smallest',
): Promise<Uint8Array> {
  const q = Math.max(1, Math.min(100, Math.round(quality)));
  const out = await guarded(`${codec}Enc`, async () => {
    if (codec === 'png') {
      await started('pngDec', 'png', (m) => pngDec.init(m));
      return pngEnc.default(image);
    }
    if (codec === 'jpeg') {
      await started('jpegEnc', 'jpegEnc', jpegEnc.init as Init);
      return jpegEnc.default(image, { quality: q, ...(effort === 'quick' ? { progressive: false } : {}) });
    }
    if (codec === 'webp') {
      const module = (await started('webpEnc', 'webpEnc', (m, o) =>
        initEmscriptenModule(webpEncoder, m, o),
      )) as EmscriptenEncoder;
      const out = module.encode(image.data, image.width, image.height, { ...webpDefaults, quality: q });
      if (!out) throw new Error('WebP encoding failed');
      return out.buffer;
    }
    const module = (await started('avifEnc', 'avifEnc', (m, o) =>
      initEmscriptenModule(avifEncoder, m, o),
    )) as EmscriptenEncoder;
    const out = module.encode(new Uint8Array(image.data.buffer), image.width, image.height, {
      ...avifDefaults,
      quality: q,
    });
    if (!out) throw new Error('AVIF encoding failed');
    return out.buffer;
  });
  return new Uint8Array(out);
}

const LANCZOS3 = 3;

/**
 * Resizes RGBA with the Lanczos filter (Squoosh's default). A reduction of more than 2× first
 * halves the image with a 2 × 2 box (pixels.ts `halve`) until less than 2× is left, then Lanczos
 * does the rest: a 12-megapixel photo to 1920 px wide read 12 M pixels through a 12-tap Lanczos
 * window, and now reads 3 M pixels through a 6-tap one (in Node, about 600 → 55 + 250 ms; the result
 * differs from Lanczos alone by about 1 level in 255: PSNR 46 dB, resize.test.ts).
 */
export async function resize(image: ImageData, width: number, height: number): Promise<ImageData> {
  let source = image;
  while (source.width >= 2 * width && source.height >= 2 * height) source = halve(source);
  return lanczos(source, width, height);
}

/** Squoosh's Lanczos3 resizer, in one step. */
export async function lanczos(image: ImageData, width: number, height: number): Promise<ImageData> {
  return guarded('resize', async () => {
    await started('resize', 'resize', (m) => initResize(m));
    // Squoosh's resizer: method 3 is Lanczos3; premultiplied alpha, sRGB (not linear) as Squoosh does.
    const out = resizeRgba(
      new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength),
      image.width,
      image.height,
      width,
      height,
      LANCZOS3,
      true,
      false,
    );
    return new ImageData(
      new Uint8ClampedArray(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength),
      width,
      height,
    );
  });
}
