/**
 * PDFs the tests, the stories and the bench make for themselves with pdf-lib: A4 pages, each with
 * its number written on it, and a title and author (so metadata tools have something to show).
 * The file worker makes some too, to warm its engines before a first run (warm.ts).
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import type { ExampleFile, ToolFile } from '../../fileTypes';
import { PDF_TYPE } from './load';

export async function makePdf(
  name: string,
  pages: number,
  size: [number, number] = [595.28, 841.89],
): Promise<ToolFile> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Test ${name}`);
  doc.setAuthor('Perch tests');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage(size);
    page.drawText(`${name} page ${i}`, { x: 72, y: size[1] - 96, size: 28, font });
  }
  // Without object streams, as many PDF writers still save: Compress PDF's lossless re-save has work to do.
  return { name, type: PDF_TYPE, bytes: await doc.save({ useObjectStreams: false }) };
}

export function makeExampleFiles(files: readonly ExampleFile[]): Promise<ToolFile[]> {
  return Promise.all(files.map((f) => makePdf(f.name, f.pages ?? 1)));
}

/** The words drawn on each page (as makePdf writes them: "a.pdf page 2"), read back from its content streams. */
export async function pageLabels(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const latin1 = new TextDecoder('latin1');
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const text = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => latin1.decode(decodePDFRawStream(s).decode()))
      .join('\n');
    const hex = /<([0-9A-F]+)> Tj/.exec(text)?.[1] ?? '';
    return String.fromCharCode(...(hex.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));
  });
}
