/**
 * The codecs' WebAssembly as Perch serves it: Vite copies each file out of its npm package into the
 * build (`?url`), and the worker compiles it from this origin. Never a CDN.
 */
import avifDec from '@jsquash/avif/codec/dec/avif_dec.wasm?url';
import avifEnc from '@jsquash/avif/codec/enc/avif_enc.wasm?url';
import jpegDec from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?url';
import jpegEnc from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url';
import png from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?url';
import resize from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?url';
import webpDec from '@jsquash/webp/codec/dec/webp_dec.wasm?url';
import webpEnc from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url';
import resvg from '@resvg/resvg-wasm/index_bg.wasm?url';
import heif from 'libheif-js/libheif-wasm/libheif.wasm?url';
import zxingReader from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { WasmName } from './codecs';

type WasmSource = (name: WasmName) => Promise<WebAssembly.Module>;

const URLS: Readonly<Record<WasmName, string>> = {
  png,
  jpegDec,
  jpegEnc,
  webpDec,
  webpEnc,
  avifDec,
  avifEnc,
  resize,
  heif,
  resvg,
  zxingReader,
};

export const browserWasm: WasmSource = async (name) => {
  const response = await fetch(URLS[name]);
  if (!response.ok) throw new Error(`${URLS[name]}: ${response.status}`);
  // Compiled from the response itself, Chromium keeps the compiled (and, once hot, optimised)
  // code beside the cached file, so a new worker or a later visit neither compiles it again nor
  // starts on unoptimised code; it needs the application/wasm type, which Perch serves.
  if (response.headers.get('content-type')?.startsWith('application/wasm'))
    return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
};
