/**
 * HEIC and HEIF photos (an iPhone's default) decoded to RGBA by libheif-js (libheif with its HEVC
 * decoder, libde265, compiled to WebAssembly). Its WebAssembly comes from the same source as the
 * codecs' (Perch's own files in the browser, node_modules in Node's tests), never a CDN.
 */
// libheif-js's Emscripten glue (CommonJS); its generated types describe the C API, not the JS one.
import libheifFactory from 'libheif-js/libheif-wasm/libheif.js';
import { wasm } from './codecs';

interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (out: unknown) => void): void;
  free(): void;
}
interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}

let started: Promise<Libheif> | null = null;

/**
 * Starts libheif once. Its module is instantiated synchronously inside the factory, so its
 * exports exist when its JavaScript half finishes; Emscripten fills in the options object itself.
 */
function libheif(): Promise<Libheif> {
  started ??= wasm('heif').then(
    (module) =>
      new Promise<Libheif>((resolve) => {
        const options = {
          print: () => {},
          printErr: () => {},
          instantiateWasm(
            imports: WebAssembly.Imports,
            done: (i: WebAssembly.Instance, m: WebAssembly.Module) => void,
          ) {
            const instance = new WebAssembly.Instance(module, imports);
            done(instance, module);
            return instance.exports;
          },
          onRuntimeInitialized: () => resolve(options as unknown as Libheif),
        };
        (libheifFactory as unknown as (options: object) => unknown)(options);
      }),
  );
  return started;
}

/** libheif reports a damaged file with console.log; Perch says it in words instead. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = log;
  }
}

/** The HEIC's primary (first) image as RGBA, or why not ("it is damaged"). */
export async function decodeHeic(bytes: Uint8Array): Promise<ImageData | string> {
  const lib = await libheif();
  return quietly(async () => {
    const images = new lib.HeifDecoder().decode(bytes);
    const first = images[0];
    if (!first) return 'it is damaged';
    const [width, height] = [first.get_width(), first.get_height()];
    const data = new Uint8ClampedArray(width * height * 4);
    const out = await new Promise<unknown>((resolve) => first.display({ data, width, height }, resolve));
    for (const image of images) image.free();
    return out ? new ImageData(data, width, height) : 'its picture is damaged';
  });
}
