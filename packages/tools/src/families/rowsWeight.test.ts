/**
 * The rows are data: pages, /tools and the on-device Parooty bundle them. A rows module that imports
 * an engine's module for a constant drags the engine's library in with it (pdf-lib and fflate were in
 * Parooty's offline chunk that way: 302 KB gzipped). This walks every family's rows modules and the
 * modules they import (values, not types) and names any engine library reached.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** What only an engine needs: codecs, PDF, archive and OCR libraries. */
const ENGINE_LIBRARIES =
  /^(?:pdf-lib|pdfjs-dist|fflate|@jsquash\/|exifr|gifenc|gifuct-js|libheif-js|zxing-wasm|@resvg\/|tesseract\.js|nspell|retext|dictionary-|uplot|diff$)/;

function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  return null;
}

/** The engine libraries `entry` reaches through its value imports, with the path that reaches each. */
function librariesReached(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (ENGINE_LIBRARIES.test(specifier)) found.push([...trail, specifier].join(' → '));
      const next = resolve(file, specifier);
      if (next) walk(next, [...trail, path.relative(HERE, next)]);
    }
  };
  walk(entry, [path.relative(HERE, entry)]);
  return found;
}

const ROWS = Object.keys(import.meta.glob(['./*/definitions.ts', './*/*/rows.ts', './*/rows/*.ts'])).map((p) =>
  path.join(HERE, p),
);

describe('rows are data', () => {
  it('no family’s rows import an engine library, directly or through a module they take a constant from', () => {
    expect(ROWS.length).toBeGreaterThan(40);
    expect(ROWS.flatMap(librariesReached)).toEqual([]);
  });
});
