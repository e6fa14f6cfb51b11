import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { comparesSizes, moved, previewed, sizeChange, sizeLabel, zipOf } from './fileList';

describe('the file list helpers', () => {
  it('moves an item, clamped to the list', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('says sizes and their change', () => {
    expect([sizeLabel(512), sizeLabel(860_160), sizeLabel(1_258_291)]).toEqual(['512 bytes', '840 KB', '1.2 MB']);
    expect([sizeChange(1000, 650), sizeChange(1000, 1040), sizeChange(10, 10)]).toEqual(['−35 %', '+4 %', 'same size']);
  });

  it('zips results, keeping two files of one name apart', () => {
    const file = (name: string, byte: number) => ({ name, type: 'application/pdf', bytes: new Uint8Array([byte]) });
    const zip = unzipSync(zipOf([file('a.pdf', 1), file('a.pdf', 2), file('b.pdf', 3)]));
    expect(Object.fromEntries(Object.entries(zip).map(([k, v]) => [k, [...v]]))).toEqual({
      'a.pdf': [1],
      'a (2).pdf': [2],
      'b.pdf': [3],
    });
  });

  it('previews the images a browser draws, and nothing else', () => {
    expect(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'].map(previewed)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['application/pdf', 'application/zip', 'image/svg+xml', ''].map(previewed)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('before/after sizes', () => {
  // The types the real engines give: PDF → JPG writes JPEGs from a PDF, Compress PDF a PDF.
  it('are compared for Compress PDF (a PDF from a PDF), not for PDF → JPG (images from a PDF)', async () => {
    const { pdf } = await import('../../families/pdf/definitions');
    const { makePdf } = await import('../../families/pdf/fixtures');
    const { run } = await import('../../families/pdf/fileRun');
    const { fixedContext, valuesFor } = await import('../../run');
    const compress = pdf.tools.find((t) => t.id === 'compress-pdf')!;
    const chosen = await makePdf('report.pdf', 3);
    const result = await run(compress, [chosen], valuesFor(compress, {}), fixedContext(), () => {});
    if (!result.ok) throw new Error(result.error);
    expect(
      comparesSizes(
        [chosen.type],
        result.files.map((f) => f.type),
      ),
    ).toBe(true);
    // PDF → JPG draws pages with OffscreenCanvas (Chromium only): its result's files are JPEGs.
    expect(comparesSizes(['application/pdf'], ['image/jpeg', 'image/jpeg', 'image/jpeg'])).toBe(false);
    expect(comparesSizes(['application/pdf'], [])).toBe(false);
  });
});
