import type { ExampleFile } from '../fileTypes';

/** An example's file as a reader scans it: "report.pdf (3 pages)", "photo.jpg (64 × 48 px, with EXIF and GPS)". */
export function exampleFileLabel(file: ExampleFile): string {
  const facts = [
    file.pages !== undefined && `${file.pages} page${file.pages === 1 ? '' : 's'}`,
    file.width !== undefined && file.height !== undefined && `${file.width} × ${file.height} px`,
    file.exif && 'with EXIF and GPS',
  ].filter(Boolean);
  return facts.length > 0 ? `${file.name} (${facts.join(', ')})` : file.name;
}
