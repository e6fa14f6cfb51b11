/**
 * Reading a PDF with pdf-lib, with every way it can fail said plainly: not a PDF, over the size
 * limit, encrypted, damaged or cut short. A failure names the file, so the rest of a batch goes on.
 */
import { PDFDocument, ParseSpeeds, type SaveOptions } from 'pdf-lib';
import type { FileProblem, ToolFile } from '../../fileTypes';

import { MAX_PDF_BYTES, MAX_PDF_LABEL } from './limits';

export { MAX_PDF_BYTES, MAX_PDF_LABEL };

export const PDF_TYPE = 'application/pdf';

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** "report.pdf" → "report". */
export function stem(name: string): string {
  return name.replace(/\.pdf$/i, '') || 'document';
}

/** A size in words: "1.2 MB", "840 KB", "512 bytes". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface Loaded {
  file: ToolFile;
  doc: PDFDocument;
}

/** Checks a file's size and signature before parsing. */
export function checkFile(file: ToolFile): string | null {
  if (file.bytes.length > MAX_PDF_BYTES)
    return `${file.name} is ${sizeText(file.bytes.length)}: the limit is ${MAX_PDF_LABEL} a file.`;
  if (!ascii(file.bytes.subarray(0, 1024)).includes('%PDF-'))
    return `${file.name} is not a PDF (it does not start as one). Choose a PDF file.`;
  if (!ascii(file.bytes.subarray(Math.max(0, file.bytes.length - 2048))).includes('%%EOF'))
    return `${file.name} is damaged or cut short (it has no end), so it cannot be read. Download it again and retry.`;
  return null;
}

/**
 * Loads one PDF, or says why not. `allowEncrypted` reads an encrypted file's structure (for the
 * info tool), never its content.
 */
export async function loadPdf(file: ToolFile, allowEncrypted = false): Promise<Loaded | FileProblem> {
  const bad = checkFile(file);
  if (bad) return { name: file.name, error: bad };
  try {
    const doc = await PDFDocument.load(file.bytes, {
      // Read the structure even when encrypted, then say so: pdf-lib's own error is for developers.
      ignoreEncryption: true,
      // Parse in one go: pdf-lib's default stops every 100 objects for a setTimeout(0), which a
      // browser clamps to 4 ms after five nested timers. The engine runs in the file worker, where
      // nothing else waits for the thread (Cancel terminates the worker).
      parseSpeed: ParseSpeeds.Fastest,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    if (doc.isEncrypted && !allowEncrypted) return { name: file.name, error: encrypted(file.name) };
    if (doc.getPageCount() === 0)
      return { name: file.name, error: `${file.name} has no pages that can be read: it may be damaged.` };
    return { file, doc };
  } catch {
    return { name: file.name, error: `${file.name} is damaged, so it cannot be read as a PDF.` };
  }
}

function encrypted(name: string): string {
  return `${name} is encrypted (password protected), and Perch cannot open encrypted PDFs. Remove the password in the app that made it, then try again.`;
}

export const isProblem = (x: Loaded | FileProblem): x is FileProblem => 'error' in x;

/**
 * How every engine writes a PDF: with object streams (smaller, and pdf-lib's default), in one go.
 * pdf-lib's default yields to the event loop every 50 objects with a setTimeout(0), clamped to
 * 4 ms in a browser: a 1,000-page merge spent about as long waiting as writing.
 */
export const SAVE_OPTIONS: SaveOptions = { useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY };

/** Saves a document as a PDF file. */
export async function save(doc: PDFDocument, name: string): Promise<ToolFile> {
  return { name, type: PDF_TYPE, bytes: await doc.save(SAVE_OPTIONS) };
}
