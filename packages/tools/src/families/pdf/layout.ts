/** Pages laid out anew: resized to a paper size, or several to a sheet (N-up). */
import { PDFDocument } from 'pdf-lib';
import { save, stem } from './load';
import { type PageOp, plural } from './op';

export const PAPER: Readonly<Record<string, readonly [number, number]>> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

/** The page as seen (its rotation applied): width and height. */
function seen(page: ReturnType<PDFDocument['getPage']>): [number, number] {
  const { width, height } = page.getSize();
  return page.getRotation().angle % 180 === 0 ? [width, height] : [height, width];
}

export const resize: PageOp = async ({ doc, file }, values, onProgress) => {
  const paper = PAPER[values.size ?? ''];
  if (!paper) return 'Choose A4 or Letter.';
  const out = await PDFDocument.create({ updateMetadata: false });
  const pages = doc.getPages();
  const embedded = await out.embedPages(pages);
  for (const [i, page] of embedded.entries()) {
    const [w, h] = seen(pages[i]!);
    // Keep each page's orientation: a landscape page goes on a landscape sheet.
    const [pw, ph] = w > h ? [paper[1], paper[0]] : [paper[0], paper[1]];
    const scale = Math.min(pw / page.width, ph / page.height);
    const sheet = out.addPage([pw, ph]);
    sheet.drawPage(page, {
      x: (pw - page.width * scale) / 2,
      y: (ph - page.height * scale) / 2,
      width: page.width * scale,
      height: page.height * scale,
    });
    onProgress((i + 1) / embedded.length);
  }
  const name = values.size === 'a4' ? 'A4' : 'Letter';
  return {
    files: [await save(out, `${stem(file.name)}-${values.size}.pdf`)],
    text: `Resized ${plural(pages.length, 'page')} to ${name}.`,
  };
};

export const nUp: PageOp = async ({ doc, file }, values, onProgress) => {
  const per = Number(values.perSheet);
  if (per !== 2 && per !== 4) return 'Choose 2 or 4 pages a sheet.';
  const [a, b] = PAPER.a4!;
  // 2-up: two portrait pages side by side on a landscape sheet; 4-up: a 2 × 2 grid on portrait.
  const [sw, sh, cols, rows] = per === 2 ? [b, a, 2, 1] : [a, b, 2, 2];
  const out = await PDFDocument.create({ updateMetadata: false });
  const embedded = await out.embedPages(doc.getPages());
  const cellW = sw / cols;
  const cellH = sh / rows;
  const gap = 12;
  let sheet = out.addPage([sw, sh]);
  for (const [i, page] of embedded.entries()) {
    if (i > 0 && i % per === 0) sheet = out.addPage([sw, sh]);
    const slot = i % per;
    const col = slot % cols;
    const row = Math.floor(slot / cols);
    const scale = Math.min((cellW - 2 * gap) / page.width, (cellH - 2 * gap) / page.height);
    const w = page.width * scale;
    const h = page.height * scale;
    sheet.drawPage(page, {
      x: col * cellW + (cellW - w) / 2,
      y: sh - (row + 1) * cellH + (cellH - h) / 2,
      width: w,
      height: h,
    });
    onProgress((i + 1) / embedded.length);
  }
  return {
    files: [await save(out, `${stem(file.name)}-${per}-up.pdf`)],
    text: `Put ${plural(embedded.length, 'page')} on ${plural(out.getPageCount(), 'sheet')}, ${per} a sheet.`,
  };
};
