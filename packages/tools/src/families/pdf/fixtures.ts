/**
 * PDFs the tests, the stories and the bench make for themselves with pdf-lib: A4 pages, each with
 * its number written on it, and a title and author (so metadata tools have something to show).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
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
  return { name, type: PDF_TYPE, bytes: await doc.save() };
}

export function makeExampleFiles(files: readonly ExampleFile[]): Promise<ToolFile[]> {
  return Promise.all(files.map((f) => makePdf(f.name, f.pages)));
}
