import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { FileToolResult, ToolFile } from '../../fileTypes';
import { fixedContext, valuesFor } from '../../run';
import { pdf } from './definitions';
import { makeExampleFiles, makePdf, pageLabels } from './fixtures';
import { MAX_PDF_BYTES } from './load';
import { parseRanges } from './ranges';
import { DRAWING_OPS, run } from './fileRun';
import { NO_CANVAS } from './render';

const tool = (id: string) => pdf.tools.find((t) => t.id === id)!;
const go = (id: string, files: ToolFile[], given: Record<string, string> = {}, progress: number[] = []) =>
  run(tool(id), files, valuesFor(tool(id), given), fixedContext(), (f) => progress.push(f));
const pageCount = async (file: ToolFile) => (await PDFDocument.load(file.bytes)).getPageCount();
const ok = (r: FileToolResult) => {
  if (!r.ok) throw new Error(r.error);
  return r;
};
const labels = (file: ToolFile) => pageLabels(file.bytes);

describe('every PDF tool', () => {
  it.each(pdf.tools.flatMap((t) => t.examples.map((e, i) => [`${t.id} #${i + 1}`, t, e] as const)))(
    '%s: its example gives exactly its output',
    async (_, row, example) => {
      const files = await makeExampleFiles(example.files ?? []);
      const result = await run(row, files, valuesFor(row, example.input), fixedContext(), () => {});
      // Node has no OffscreenCanvas: a drawing tool says so here, and its example runs in Chromium (FileTool stories).
      if (DRAWING_OPS.has(row.params.op!))
        return expect(result).toEqual(expect.objectContaining({ ok: false, error: NO_CANVAS }));
      expect(result).toEqual(expect.objectContaining({ ok: true, text: example.output }));
      for (const file of result.ok ? result.files : [])
        if (file.type === 'application/pdf') expect(await pageCount(file)).toBeGreaterThan(0);
    },
  );

  it('is a file tool in the PDF category with a stated size limit, and has no engine-less op', () => {
    for (const row of pdf.tools) {
      expect(row.kind).toBe('file');
      expect(row.category).toBe('pdf');
      expect(row.accept?.maxBytes).toBe(MAX_PDF_BYTES);
    }
  });
});

describe('page operations', () => {
  it('merges in the order given, with each file’s range', async () => {
    const result = ok(await go('merge-pdfs', [await makePdf('a', 3), await makePdf('b', 2)], { ranges: '3, 1; 2' }));
    expect(await labels(result.files[0]!)).toEqual(['a page 3', 'a page 1', 'b page 2']);
  });

  it('splits every page, by ranges and every N pages, naming the parts', async () => {
    const file = await makePdf('r.pdf', 5);
    const progress: number[] = [];
    const every = ok(await go('split-pdf', [file], {}, progress));
    expect(every.files.map((f) => f.name)).toEqual(['r-p1.pdf', 'r-p2.pdf', 'r-p3.pdf', 'r-p4.pdf', 'r-p5.pdf']);
    expect(progress.at(-1)).toBe(1);
    const byN = ok(await go('split-pdf', [file], { mode: 'every-n', every: '2' }));
    expect(await Promise.all(byN.files.map(pageCount))).toEqual([2, 2, 1]);
    expect(byN.files.map((f) => f.name)).toEqual(['r-p1-2.pdf', 'r-p3-4.pdf', 'r-p5.pdf']);
  });

  it('deletes, reorders, reverses, duplicates and inserts blanks where asked', async () => {
    const file = await makePdf('d', 3);
    expect(await labels(ok(await go('delete-pdf-pages', [file], { pages: '2' })).files[0]!)).toEqual([
      'd page 1',
      'd page 3',
    ]);
    expect(await labels(ok(await go('reorder-pdf-pages', [file], { order: '2, 3, 1' })).files[0]!)).toEqual([
      'd page 2',
      'd page 3',
      'd page 1',
    ]);
    expect(await labels(ok(await go('reverse-pdf', [file])).files[0]!)).toEqual(['d page 3', 'd page 2', 'd page 1']);
    expect(await labels(ok(await go('duplicate-pdf-pages', [file], { pages: '2', copies: '1' })).files[0]!)).toEqual([
      'd page 1',
      'd page 2',
      'd page 2',
      'd page 3',
    ]);
    expect(await labels(ok(await go('insert-blank-pdf-pages', [file], { after: '0' })).files[0]!)).toEqual([
      '',
      'd page 1',
      'd page 2',
      'd page 3',
    ]);
  });

  it('makes the same bytes from the same input, stamping no date or producer of its own', async () => {
    const file = await makePdf('same.pdf', 2);
    const [one, two] = [ok(await go('split-pdf', [file])), ok(await go('split-pdf', [file]))];
    expect(one.files.map((f) => [...f.bytes])).toEqual(two.files.map((f) => [...f.bytes]));
    const merged = await PDFDocument.load(ok(await go('merge-pdfs', [file, file])).files[0]!.bytes, {
      updateMetadata: false,
    });
    expect([merged.getProducer(), merged.getCreationDate()]).toEqual([undefined, undefined]);
  });

  it('rotates only the pages named', async () => {
    const result = ok(await go('rotate-pdf', [await makePdf('s', 3)], { angle: '270', pages: '1, 3' }));
    const doc = await PDFDocument.load(result.files[0]!.bytes);
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([270, 0, 270]);
  });

  it('resizes to Letter and puts 4 pages on a sheet', async () => {
    const resized = ok(await go('resize-pdf-pages', [await makePdf('a4', 1)], { size: 'letter' }));
    expect((await PDFDocument.load(resized.files[0]!.bytes)).getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const sheets = ok(await go('pdf-n-up', [await makePdf('n', 5)], { perSheet: '2' }));
    expect(await pageCount(sheets.files[0]!)).toBe(3);
  });

  it('shows, edits and removes document information', async () => {
    const file = await makePdf('m.pdf', 1);
    const seen = ok(await go('view-pdf-metadata', [file]));
    expect(seen.figures).toContainEqual({ label: 'Title', value: 'Test m.pdf' });
    const edited = ok(await go('edit-pdf-metadata', [file], { title: 'New', keywords: 'a, b' }));
    const doc = await PDFDocument.load(edited.files[0]!.bytes);
    expect([doc.getTitle(), doc.getAuthor(), doc.getKeywords()]).toEqual(['New', 'Perch tests', 'a b']);
    const clean = ok(await go('remove-pdf-metadata', [file]));
    const bare = await PDFDocument.load(clean.files[0]!.bytes, { updateMetadata: false });
    expect([bare.getTitle(), bare.getAuthor(), bare.getProducer()]).toEqual([undefined, undefined, undefined]);
  });
});

describe('bad input gets a clear message and the rest of the batch is kept', () => {
  it('reads page ranges strictly', () => {
    expect(parseRanges('1-3, 5, 7-', 8, 'x.pdf')).toEqual([0, 1, 2, 4, 6, 7]);
    expect(parseRanges('3-1', 5, 'x.pdf')).toBe('“3-1” runs backwards: write the smaller page first, such as 1-3.');
    expect(parseRanges('9', 5, 'x.pdf')).toBe('Page 9 is past the end: x.pdf has 5 pages.');
    expect(parseRanges('two', 5, 'x.pdf')).toMatch(/is not a page or a range/);
  });

  it('names a wrong type, a truncated PDF and a file over the limit, and still does the good one', async () => {
    const good = await makePdf('good.pdf', 2);
    const text: ToolFile = { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('hello') };
    const cut: ToolFile = { ...good, name: 'cut.pdf', bytes: good.bytes.slice(0, good.bytes.length >> 1) };
    const huge: ToolFile = { name: 'huge.pdf', type: 'application/pdf', bytes: new Uint8Array(MAX_PDF_BYTES + 1) };
    const result = ok(await go('rotate-pdf', [text, good, cut, huge]));
    expect(result.files.map((f) => f.name)).toEqual(['good-rotated.pdf']);
    expect(result.problems).toEqual([
      { name: 'notes.txt', error: 'notes.txt is not a PDF (it does not start as one). Choose a PDF file.' },
      {
        name: 'cut.pdf',
        error: 'cut.pdf is damaged or cut short (it has no end), so it cannot be read. Download it again and retry.',
      },
      { name: 'huge.pdf', error: 'huge.pdf is 100.0 MB: the limit is 100 MB a file.' },
    ]);
  });

  it('says a range past the end names the file and its pages', async () => {
    const result = await go('extract-pdf-pages', [await makePdf('five.pdf', 5)], { pages: '9' });
    expect(result).toEqual(
      expect.objectContaining({ ok: false, error: 'Page 9 is past the end: five.pdf has 5 pages.' }),
    );
    const backwards = await go('delete-pdf-pages', [await makePdf('five.pdf', 5)], { pages: '3-1' });
    expect(backwards.ok || backwards.error).toBe('“3-1” runs backwards: write the smaller page first, such as 1-3.');
  });

  it('says an encrypted PDF is encrypted, and the info tool still describes it', async () => {
    const encrypted = await encryptedPdf();
    const result = await go('split-pdf', [encrypted]);
    expect(result.ok || result.error).toBe(
      'locked.pdf is encrypted (password protected), and Perch cannot open encrypted PDFs. Remove the password in the app that made it, then try again.',
    );
    const info = ok(await go('pdf-info', [encrypted]));
    expect(info.figures).toContainEqual({ label: 'Encrypted', value: 'Yes (password protected)' });
  });

  it('merge names the file that cannot be merged and makes nothing', async () => {
    const result = await go('merge-pdfs', [
      await makePdf('a.pdf', 1),
      { name: 'b.png', type: 'image/png', bytes: new Uint8Array(8) },
    ]);
    expect(result.ok).toBe(false);
    expect(result.ok || result.error).toMatch(/^1 file could not be merged: b\.png is not a PDF/);
  });
});

/** A PDF whose trailer names an /Encrypt dictionary, as a password-protected file does. */
async function encryptedPdf(): Promise<ToolFile> {
  const base = await makePdf('locked.pdf', 1);
  const doc = await PDFDocument.load(base.bytes);
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -4 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return { ...base, bytes: await doc.save({ useObjectStreams: false }) };
}
