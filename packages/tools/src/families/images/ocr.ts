/**
 * OCR, image → text in English, with tesseract.js (Apache-2.0): Tesseract's LSTM engine compiled
 * to WebAssembly, in a worker of its own started from the file worker. Its worker script, its core
 * (with the WebAssembly inside) and the English model (`@tesseract.js-data/eng`, best_int) are
 * Perch's own build files in the browser (ocrUrls.ts) and the package files in Node's tests
 * (`setOcrPaths`): never a CDN. Nothing is cached by tesseract.js itself (`cacheMethod: 'none'`):
 * the service worker keeps the files after the first use, as it does the codecs.
 */
import type { ToolFile } from '../../fileTypes';
import { encode } from './codecs';
import { type Checked, loadImage, isProblem, stem } from './load';
import type { ByteOp } from './op';

/** Where tesseract.js finds its three files. Every path is set, so it never falls back to its CDN defaults. */
export interface OcrPaths {
  workerPath: string;
  corePath: string;
  /** A folder holding `eng.traineddata.gz` (tesseract.js appends the name). */
  langPath: string;
}

let paths: () => Promise<OcrPaths> = async () => (await import('./ocrUrls')).browserOcrPaths();

/** Where the OCR files come from (Node's tests and the bench give the package files). */
export function setOcrPaths(next: () => Promise<OcrPaths>): void {
  paths = next;
}

/** The formats Tesseract's image reader (Leptonica) opens from bytes; WebP and AVIF are decoded first. */
const READ_DIRECTLY = new Set(['png', 'jpeg', 'bmp']);

const TEXT_TYPE = 'text/plain;charset=utf-8';

export interface Recognised {
  text: string;
  /** Mean confidence over the words, 0–100. */
  confidence: number;
}

/** Reads the English text in an image's bytes (PNG, JPEG or BMP). */
export async function recognise(bytes: Uint8Array): Promise<Recognised> {
  const { createWorker, OEM } = await import('tesseract.js');
  const { workerPath, corePath, langPath } = await paths();
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath,
    corePath,
    langPath,
    gzip: true,
    cacheMethod: 'none',
    // A blob: worker would need `worker-src blob:`; the file worker's CSP allows this origin only.
    workerBlobURL: false,
    errorHandler: () => {},
  });
  try {
    // Bytes are read as they are in both of its builds; its types name Node's Buffer only.
    const { data } = await worker.recognize(bytes as unknown as Parameters<typeof worker.recognize>[0]);
    return { text: data.text.replace(/[ \t]+\n/g, '\n').trim(), confidence: data.confidence };
  } finally {
    await worker.terminate();
  }
}

const count = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

async function readable(checked: Checked): Promise<Uint8Array | string> {
  if (READ_DIRECTLY.has(checked.format.id)) return checked.file.bytes;
  const loaded = await loadImage(checked.file);
  if (isProblem(loaded)) return loaded.error;
  return encode('png', loaded.image);
}

/** Image → text: the text (shown with Copy, and as a .txt), its words and lines, and the mean confidence. */
export const ocr: ByteOp = async (checked) => {
  const { file } = checked;
  const bytes = await readable(checked);
  if (typeof bytes === 'string') return bytes;
  const { text, confidence } = await recognise(bytes);
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words === 0)
    return {
      files: [],
      text: `Found no text in ${file.name}. OCR reads printed English; a photo of text works best straight, sharp and well lit.`,
      output: '',
    };
  const lines = text.split('\n').filter((l) => l.trim() !== '').length;
  const out: ToolFile = {
    name: `${stem(file.name)}.txt`,
    type: TEXT_TYPE,
    bytes: new TextEncoder().encode(`${text}\n`),
  };
  return {
    files: [out],
    text: `Read ${count(words, 'word')} in ${count(lines, 'line')} from ${file.name}.`,
    output: text,
    figures: [{ label: 'Mean confidence', value: `${Math.round(confidence)} %` }],
  };
};
