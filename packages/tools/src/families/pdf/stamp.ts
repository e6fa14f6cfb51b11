/** Marks drawn on pages: page numbers and a text watermark (pdf-lib, Helvetica). */
import { degrees, rgb, StandardFonts } from 'pdf-lib';
import { save, stem } from './load';
import { type PageOp, plural } from './op';
import { parseRanges } from './ranges';

const MARGIN = 28;

export const pageNumbers: PageOp = async ({ doc, file }, values) => {
  const count = doc.getPageCount();
  const start = Number(values.start);
  if (!Number.isInteger(start) || start < 0 || start > 100_000) return 'Enter the first number: a whole number from 0.';
  const pages = parseRanges(values.pages ?? '', count, file.name);
  if (typeof pages === 'string') return pages;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = 10;
  const format = values.format ?? 'n';
  const position = values.position ?? 'bottom-center';
  const total = start + count - 1;
  for (const index of new Set(pages)) {
    const page = doc.getPage(index);
    const n = start + index;
    const label = format === 'page-n-of' ? `Page ${n} of ${total}` : format === 'page-n' ? `Page ${n}` : `${n}`;
    const width = font.widthOfTextAtSize(label, size);
    const { width: w, height: h } = page.getSize();
    const x = position.endsWith('right') ? w - MARGIN - width : position.endsWith('left') ? MARGIN : (w - width) / 2;
    const y = position.startsWith('top') ? h - MARGIN - size : MARGIN;
    page.drawText(label, { x, y, size, font, color: rgb(0.2, 0.2, 0.2) });
  }
  return {
    files: [await save(doc, `${stem(file.name)}-numbered.pdf`)],
    text: `Numbered ${plural(new Set(pages).size, 'page')}, from ${start + (pages[0] ?? 0)}.`,
  };
};

export const watermark: PageOp = async ({ doc, file }, values) => {
  const text = (values.text ?? '').trim();
  if (text === '') return 'Write the watermark text, such as DRAFT.';
  if (text.length > 200) return 'Keep the watermark to 200 characters.';
  const opacity = Number(values.opacity);
  if (!Number.isFinite(opacity) || opacity < 1 || opacity > 100) return 'Enter an opacity from 1 to 100 %.';
  const angle = Number(values.angle);
  if (!Number.isFinite(angle) || angle < -180 || angle > 180) return 'Enter an angle from -180 to 180 degrees.';
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  // Helvetica is WinAnsi: a character outside it is named rather than dropped.
  const unknown = [...text].find((ch) => {
    try {
      font.encodeText(ch);
      return false;
    } catch {
      return true;
    }
  });
  if (unknown)
    return `“${unknown}” cannot be written in the watermark's font: use Latin letters, digits and punctuation.`;
  for (const page of doc.getPages()) {
    const { width: w, height: h } = page.getSize();
    const size = Math.min(120, (Math.min(w, h) * 1.1) / Math.max(4, text.length) / 0.6);
    const textWidth = font.widthOfTextAtSize(text, size);
    const rad = (angle * Math.PI) / 180;
    // Centre the text: its baseline starts half its width back along the angle from the page's middle.
    const x = w / 2 - (Math.cos(rad) * textWidth) / 2 + (Math.sin(rad) * size) / 3;
    const y = h / 2 - (Math.sin(rad) * textWidth) / 2 - (Math.cos(rad) * size) / 3;
    page.drawText(text, {
      x,
      y,
      size,
      font,
      color: rgb(0.5, 0.5, 0.5),
      opacity: opacity / 100,
      rotate: degrees(angle),
    });
  }
  return {
    files: [await save(doc, `${stem(file.name)}-watermarked.pdf`)],
    text: `Wrote “${text}” across ${plural(doc.getPageCount(), 'page')}.`,
  };
};
