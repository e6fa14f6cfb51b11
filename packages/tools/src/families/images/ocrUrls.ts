/**
 * tesseract.js's files as Perch serves them: Vite copies each out of its npm package into the build
 * (`?url`, named by hash), and OCR loads them from this origin. Never a CDN.
 * - the worker script tesseract.js starts (a classic worker, from `dist/worker.min.js`);
 * - the core: the SIMD, LSTM-only build with its WebAssembly inside (every current browser has
 *   WebAssembly SIMD; the LSTM engine is the one `OEM.LSTM_ONLY` runs);
 * - the English model, best_int (2.9 MB gzipped; LSTM only, as the core).
 */
import eng from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import core from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import worker from 'tesseract.js/dist/worker.min.js?url';
import type { OcrPaths } from './ocr';

const absolute = (url: string) => new URL(url, self.location.href).href;

export function browserOcrPaths(): OcrPaths {
  return {
    workerPath: absolute(worker),
    corePath: absolute(core),
    // tesseract.js fetches `${langPath}/eng.traineddata.gz`; Perch's copy is named by its hash, so
    // the folder given is the file itself followed by `#`: the appended name becomes a fragment,
    // which fetch() never sends, and the request is for exactly the built file.
    langPath: `${absolute(eng)}#`,
  };
}
