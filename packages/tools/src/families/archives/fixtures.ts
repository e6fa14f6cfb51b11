/**
 * Files the Archives family's tests, stories and bench make for themselves. An example file's
 * `pages` is how many parts it has: lines of text in a .txt, files in a .zip (each a few lines),
 * and a .gz is a gzipped text of that many lines.
 */
import { gzipSync, strToU8, zipSync } from 'fflate';
import type { ExampleFile, ToolFile } from '../../fileTypes';

export const textOf = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `${name} line ${i + 1}: the quick brown fox jumps over the lazy dog.`).join(
    '\n',
  );

export function makeText(name: string, lines: number): ToolFile {
  return { name, type: 'text/plain', bytes: strToU8(textOf(name, lines)) };
}

/** A ZIP of `count` text files (notes-1.txt …), dated 2026-01-02 10:30. */
export function makeZip(name: string, count: number): ToolFile {
  const entries = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`notes-${i + 1}.txt`, strToU8(textOf(`notes-${i + 1}.txt`, 20))]),
  );
  return { name, type: 'application/zip', bytes: zipSync(entries, { mtime: new Date(Date.UTC(2026, 0, 2, 10, 30)) }) };
}

export function makeExampleFiles(files: readonly ExampleFile[]): Promise<ToolFile[]> {
  return Promise.resolve(
    files.map((f) => {
      // An archive example's `pages` is its count: files in a ZIP, lines in a text.
      const count = f.pages ?? 1;
      if (/\.zip$/i.test(f.name)) return makeZip(f.name, count);
      if (/\.gz$/i.test(f.name)) {
        const inner = f.name.replace(/\.gz$/i, '');
        return {
          name: f.name,
          type: 'application/gzip',
          bytes: gzipSync(strToU8(textOf(inner, count)), { mtime: 0 }),
        };
      }
      return makeText(f.name, count);
    }),
  );
}
