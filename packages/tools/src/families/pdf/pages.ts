/** Page operations on one PDF: split, extract, delete, reorder, reverse, duplicate, insert blanks, rotate. */
import { degrees, PDFDocument } from 'pdf-lib';
import { save, stem } from './load';
import { type Made, type PageOp, pagesOf, plural } from './op';
import { parseRanges } from './ranges';

const create = () => PDFDocument.create({ updateMetadata: false });

async function one(loaded: Parameters<PageOp>[0], indexes: number[], suffix: string, text: string): Promise<Made> {
  const doc = await pagesOf(loaded.doc, indexes, create);
  return { files: [await save(doc, `${stem(loaded.file.name)}-${suffix}.pdf`)], text };
}

export const split: PageOp = async (loaded, values, onProgress) => {
  const { doc, file } = loaded;
  const count = doc.getPageCount();
  let groups: number[][];
  if (values.mode === 'ranges') {
    const texts = (values.ranges ?? '').split(';').filter((t) => t.trim() !== '');
    if (texts.length === 0) return 'Write the ranges to split at, one part per semicolon, such as 1-3; 4-6.';
    groups = [];
    for (const text of texts) {
      const pages = parseRanges(text, count, file.name);
      if (typeof pages === 'string') return pages;
      groups.push(pages);
    }
  } else {
    const raw = values.mode === 'every-n' ? (values.every ?? '').trim() : '1';
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < 1 || n > 10_000) return 'Enter how many pages each part has: a whole number from 1.';
    groups = [];
    for (let start = 0; start < count; start += n)
      groups.push(Array.from({ length: Math.min(n, count - start) }, (_, i) => start + i));
  }
  const files = [];
  for (const [i, pages] of groups.entries()) {
    const part = await pagesOf(doc, pages, create);
    const label = pages.length === 1 ? `p${pages[0]! + 1}` : `p${pages[0]! + 1}-${pages[pages.length - 1]! + 1}`;
    files.push(await save(part, `${stem(file.name)}-${label}.pdf`));
    onProgress((i + 1) / groups.length);
  }
  return { files, text: `Split ${file.name} into ${plural(files.length, 'PDF')}.` };
};

export const extract: PageOp = async (loaded, values) => {
  const pages = parseRanges(values.pages ?? '', loaded.doc.getPageCount(), loaded.file.name);
  if (typeof pages === 'string') return pages;
  return one(loaded, pages, 'extract', `Extracted ${plural(pages.length, 'page')} into a new PDF.`);
};

export const remove: PageOp = async (loaded, values) => {
  const count = loaded.doc.getPageCount();
  if ((values.pages ?? '').trim() === '') return 'Name the pages to delete, such as 2 or 3-5.';
  const gone = parseRanges(values.pages ?? '', count, loaded.file.name);
  if (typeof gone === 'string') return gone;
  const kept = Array.from({ length: count }, (_, i) => i).filter((i) => !gone.includes(i));
  if (kept.length === 0) return 'That deletes every page: a PDF needs at least one. Keep a page.';
  return one(
    loaded,
    kept,
    'deleted',
    `Deleted ${plural(count - kept.length, 'page')}; ${plural(kept.length, 'page')} left.`,
  );
};

export const reorder: PageOp = async (loaded, values) => {
  const count = loaded.doc.getPageCount();
  if ((values.order ?? '').trim() === '')
    return `Write the new order of the pages, such as ${count > 1 ? `${count}, 1-${count - 1}` : '1'}.`;
  const order = parseRanges(values.order ?? '', count, loaded.file.name);
  if (typeof order === 'string') return order;
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !order.includes(i));
  if (missing.length > 0 || order.length !== count)
    return `List every page once: ${missing.length > 0 ? `page ${missing[0]! + 1} is missing` : 'a page is listed twice'} (${loaded.file.name} has ${plural(count, 'page')}).`;
  return one(
    loaded,
    order,
    'reordered',
    `Put ${plural(count, 'page')} in the order ${order.map((i) => i + 1).join(', ')}.`,
  );
};

export const reverse: PageOp = async (loaded) => {
  const count = loaded.doc.getPageCount();
  const order = Array.from({ length: count }, (_, i) => count - 1 - i);
  return one(loaded, order, 'reversed', `Reversed ${plural(count, 'page')}: the last page is now first.`);
};

export const duplicate: PageOp = async (loaded, values) => {
  const count = loaded.doc.getPageCount();
  const chosen = parseRanges(values.pages ?? '', count, loaded.file.name);
  if (typeof chosen === 'string') return chosen;
  const copies = Number(values.copies);
  if (!Number.isInteger(copies) || copies < 1 || copies > 100) return 'Enter how many extra copies: 1 to 100.';
  const order = Array.from({ length: count }, (_, i) => i).flatMap((i) =>
    chosen.includes(i) ? Array.from({ length: copies + 1 }, () => i) : [i],
  );
  return one(
    loaded,
    order,
    'duplicated',
    `Now ${plural(order.length, 'page')}: ${plural(new Set(chosen).size, 'page')} copied ${plural(copies, 'time')}.`,
  );
};

export const insertBlank: PageOp = async (loaded, values) => {
  const { doc, file } = loaded;
  const count = doc.getPageCount();
  const raw = (values.after ?? '').trim();
  const after = raw === '0' ? [] : parseRanges(raw === '' ? String(count) : raw, count, file.name);
  if (typeof after === 'string') return after;
  const positions = raw === '0' ? [0] : [...new Set(after.map((i) => i + 1))];
  const blanks = Number(values.count);
  if (!Number.isInteger(blanks) || blanks < 1 || blanks > 100) return 'Enter how many blank pages: 1 to 100.';
  for (const at of positions.sort((a, b) => b - a)) {
    const { width, height } = doc.getPage(Math.min(at, count - 1)).getSize();
    for (let i = 0; i < blanks; i++) doc.insertPage(at, [width, height]);
  }
  const added = positions.length * blanks;
  return {
    files: [await save(doc, `${stem(file.name)}-blanks.pdf`)],
    text: `Added ${plural(added, 'blank page')}; now ${plural(count + added, 'page')}.`,
  };
};

export const rotate: PageOp = async (loaded, values) => {
  const { doc, file } = loaded;
  const angle = Number(values.angle);
  if (![90, 180, 270].includes(angle)) return 'Choose a turn of 90, 180 or 270 degrees.';
  const pages = parseRanges(values.pages ?? '', doc.getPageCount(), file.name);
  if (typeof pages === 'string') return pages;
  for (const index of new Set(pages)) {
    const page = doc.getPage(index);
    page.setRotation(degrees((((page.getRotation().angle + angle) % 360) + 360) % 360));
  }
  return {
    files: [await save(doc, `${stem(file.name)}-rotated.pdf`)],
    text: `Turned ${plural(new Set(pages).size, 'page')} ${angle}° clockwise.`,
  };
};
