import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { FileToolResult, ToolFile } from '../../fileTypes';
import { fixedContext, valuesFor } from '../../run';
import { pdf } from './definitions';
import { run } from './fileRun';
import { makePdf, pageLabels } from './fixtures';
import { NO_CANVAS } from './render';
import { pageHeading } from './text';

const tool = (id: string) => pdf.tools.find((t) => t.id === id)!;
const go = (id: string, files: ToolFile[], given: Record<string, string> = {}) =>
  run(tool(id), files, valuesFor(tool(id), given), fixedContext(), () => {});
const ok = (r: FileToolResult) => {
  if (!r.ok) throw new Error(r.error);
  return r;
};
const utf8 = (file: ToolFile) => new TextDecoder().decode(file.bytes);

describe('PDF to text (pdf.js, in Node)', () => {
  it('writes each page’s text under its heading into a .txt named after the PDF', async () => {
    const result = ok(await go('pdf-to-text', [await makePdf('report.pdf', 2)]));
    expect(result.files.map((f) => [f.name, f.type])).toEqual([['report.txt', 'text/plain;charset=utf-8']]);
    expect(utf8(result.files[0]!)).toBe(
      `${pageHeading(1)}\nreport.pdf page 1\n\n${pageHeading(2)}\nreport.pdf page 2\n`,
    );
    expect(result.figures).toEqual([
      { label: 'Pages', value: '2' },
      { label: 'Words', value: '6' },
    ]);
  });

  it('says when a PDF has no text (a scan), and names pages without any', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const blank: ToolFile = { name: 'scan.pdf', type: 'application/pdf', bytes: await doc.save() };
    const result = ok(await go('pdf-to-text', [blank]));
    expect(result.text).toBe('scan.pdf has no text to read: its pages may be scanned images.');
    expect(result.figures).toContainEqual({ label: 'Pages without text', value: '1' });
  });

  it('refuses a damaged file by name and still reads the good one', async () => {
    const cut: ToolFile = {
      name: 'cut.pdf',
      type: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj'),
    };
    const result = ok(await go('pdf-to-text', [cut, await makePdf('good.pdf', 1)]));
    expect(result.files.map((f) => f.name)).toEqual(['good.txt']);
    expect(result.problems?.[0]?.error).toMatch(/^cut\.pdf is damaged or cut short/);
  });
});

describe('comparing two PDFs’ text', () => {
  it('lists lines only in the first with "-" and only in the second with "+"', async () => {
    const result = ok(await go('compare-pdfs', [await makePdf('old.pdf', 1), await makePdf('new.pdf', 1)]));
    expect(result.text).toBe('1 line only in old.pdf, 1 line only in new.pdf.');
    expect(utf8(result.files[0]!)).toBe('--- old.pdf\n+++ new.pdf\n- old.pdf page 1\n+ new.pdf page 1\n');
  });

  it('says when the text is the same, and asks for exactly two files', async () => {
    const a = await makePdf('same.pdf', 2);
    expect(ok(await go('compare-pdfs', [a, { ...a, name: 'copy.pdf' }])).text).toBe(
      'same.pdf and copy.pdf have the same text.',
    );
    const one = await go('compare-pdfs', [a]);
    expect(one.ok || one.error).toBe('Add exactly two PDFs to compare: the older one first.');
  });
});

describe('compress and the drawing tools', () => {
  it('re-saves losslessly with object streams: smaller, same pages, before and after named', async () => {
    const file = await makePdf('big.pdf', 20);
    const result = ok(await go('compress-pdf', [file]));
    const out = result.files[0]!;
    expect(out.name).toBe('big-compressed.pdf');
    expect(out.bytes.length).toBeLessThan(file.bytes.length);
    expect(await pageLabels(out.bytes)).toEqual(await pageLabels(file.bytes));
    expect(result.figures?.map((f) => f.label)).toEqual(['Before', 'After', 'Method']);
  });

  it('checks DPI and quality before drawing, and in Node (no OffscreenCanvas) says drawing needs a browser', async () => {
    const file = await makePdf('a.pdf', 1);
    const bad = await go('compress-pdf', [file], { mode: 'lossy', dpi: '5000' });
    expect(bad.ok || bad.error).toBe('Choose a DPI from 36 to 600, such as 150.');
    const badQ = await go('pdf-to-jpg', [file], { quality: '0' });
    expect(badQ.ok || badQ.error).toBe('Choose a quality from 1 to 100, such as 75.');
    const lossy = await go('compress-pdf', [file], { mode: 'lossy' });
    expect(lossy.ok || lossy.error).toBe(NO_CANVAS);
  });

  it('PDF info names the fonts', async () => {
    const result = ok(await go('pdf-info', [await makePdf('f.pdf', 2)]));
    expect(result.figures).toContainEqual({ label: 'Fonts', value: 'Helvetica' });
  });
});
