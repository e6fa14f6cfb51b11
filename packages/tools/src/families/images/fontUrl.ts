/**
 * The one font SVG → PNG draws text with, as Perch serves it: Liberation Sans from pdf.js's npm
 * package (Vite `?url`, the same file pdf.js's standard fonts use), fetched by the file worker.
 */
import sans from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';

export async function browserFont(): Promise<Uint8Array> {
  const response = await fetch(sans);
  if (!response.ok) throw new Error(`${sans}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
