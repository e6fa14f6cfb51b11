/**
 * Tools that draw pages (pdf.js on an OffscreenCanvas): PDF → JPG/PNG/WebP per page, greyscale,
 * and compress — lossless by re-saving with object streams (pdf-lib), lossy by redrawing each page
 * as a JPEG at a DPI and quality. Before/after sizes are figures.
 */
import { PDFDocument } from 'pdf-lib';
import type { ToolFile } from '../../fileTypes';
import { SAVE_OPTIONS, sizeText, stem } from './load';
import { type PageOp, plural, type Values } from './op';
import { withPdf } from './pdfjs';
import { parseRanges } from './ranges';
import {
  canDraw,
  DRAWING_OPTIONS,
  type DrawOptions,
  drawPage,
  type ImageType,
  MAX_DPI,
  MIN_DPI,
  NO_CANVAS,
  PageCanvas,
} from './render';

const EXTENSIONS: Readonly<Record<ImageType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A DPI field's value, or a sentence saying what is wrong. */
export function readDpi(values: Values): number | string {
  const raw = (values.dpi ?? '').trim();
  const dpi = Number(raw);
  if (!/^\d+$/.test(raw) || dpi < MIN_DPI || dpi > MAX_DPI)
    return `Choose a DPI from ${MIN_DPI} to ${MAX_DPI}, such as 150.`;
  return dpi;
}

/** A quality field's value (1–100) as 0–1, or a sentence. */
export function readQuality(values: Values): number | string {
  const raw = (values.quality ?? '').trim();
  const q = Number(raw);
  if (!/^\d+$/.test(raw) || q < 1 || q > 100) return 'Choose a quality from 1 to 100, such as 75.';
  return q / 100;
}

const change = (before: number, after: number) =>
  `${sizeText(before)} → ${sizeText(after)} (${after <= before ? '−' : '+'}${Math.abs(Math.round(((after - before) / before) * 100))} %)`;

export const toImages: PageOp = async ({ file, doc }, values, onProgress) => {
  const type = (values.format ?? 'image/jpeg') as ImageType;
  const ext = EXTENSIONS[type];
  if (!ext) return 'Choose JPG, PNG or WebP.';
  const dpi = readDpi(values);
  if (typeof dpi === 'string') return dpi;
  const quality = type === 'image/png' ? 1 : readQuality(values);
  if (typeof quality === 'string') return quality;
  const pages = parseRanges(values.pages ?? '', doc.getPageCount(), file.name);
  if (typeof pages === 'string') return pages;
  const unique = [...new Set(pages)];
  if (!canDraw()) return NO_CANVAS;
  return withPdf(
    file.bytes,
    async (pdf) => {
      const files: ToolFile[] = [];
      let size = '';
      const surface = new PageCanvas();
      try {
        for (const [i, index] of unique.entries()) {
          const drawn = await drawPage(pdf, index + 1, { dpi, type, quality }, surface);
          if (typeof drawn === 'string') return drawn;
          size ||= `${drawn.width} × ${drawn.height} px`;
          files.push({ name: `${stem(file.name)}-p${index + 1}.${ext}`, type, bytes: drawn.bytes });
          onProgress((i + 1) / unique.length);
        }
      } finally {
        surface.free();
      }
      return {
        files,
        text: `Drew ${plural(files.length, 'page')} as ${ext.toUpperCase()} at ${dpi} DPI.`,
        figures: [
          { label: 'Images', value: String(files.length) },
          { label: 'First page', value: size },
        ],
      };
    },
    DRAWING_OPTIONS,
  );
};

/** Each page redrawn as a JPEG on a page of the same size in points. */
async function redraw(
  file: ToolFile,
  options: DrawOptions,
  onProgress: (f: number) => void,
): Promise<Uint8Array | string> {
  return withPdf(
    file.bytes,
    async (pdf) => {
      const out = await PDFDocument.create({ updateMetadata: false });
      const surface = new PageCanvas();
      try {
        for (let n = 1; n <= pdf.numPages; n++) {
          const drawn = await drawPage(pdf, n, options, surface);
          if (typeof drawn === 'string') return drawn;
          const { width, height } = (await pdf.getPage(n)).getViewport({ scale: 1 });
          const image = await out.embedJpg(drawn.bytes);
          out.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
          onProgress(n / pdf.numPages);
        }
      } finally {
        surface.free();
      }
      return out.save(SAVE_OPTIONS);
    },
    DRAWING_OPTIONS,
  );
}

export const greyscale: PageOp = async ({ file }, values, onProgress) => {
  const dpi = readDpi(values);
  if (typeof dpi === 'string') return dpi;
  if (!canDraw()) return NO_CANVAS;
  const bytes = await redraw(file, { dpi, type: 'image/jpeg', quality: 0.85, grey: true }, onProgress);
  if (typeof bytes === 'string') return bytes;
  return {
    files: [{ name: `${stem(file.name)}-grey.pdf`, type: 'application/pdf', bytes }],
    text: `Made ${file.name} greyscale at ${dpi} DPI.`,
    figures: [{ label: 'Size', value: change(file.bytes.length, bytes.length) }],
  };
};

export const compress: PageOp = async ({ file, doc }, values, onProgress) => {
  const before = file.bytes.length;
  let bytes: Uint8Array;
  let how: string;
  if (values.mode === 'lossy') {
    const dpi = readDpi(values);
    if (typeof dpi === 'string') return dpi;
    const quality = readQuality(values);
    if (typeof quality === 'string') return quality;
    if (!canDraw()) return NO_CANVAS;
    const drawn = await redraw(file, { dpi, type: 'image/jpeg', quality }, onProgress);
    if (typeof drawn === 'string') return drawn;
    bytes = drawn;
    how = `pages redrawn at ${dpi} DPI, JPEG quality ${Math.round(quality * 100)}`;
  } else {
    bytes = await doc.save(SAVE_OPTIONS);
    how = 'lossless re-save with object streams';
    onProgress(1);
  }
  const figures = [
    { label: 'Before', value: sizeText(before) },
    { label: 'After', value: sizeText(Math.min(before, bytes.length)) },
    { label: 'Method', value: how },
  ];
  // Never hand back a bigger file as "compressed": keep the original and say so.
  if (bytes.length >= before)
    return {
      files: [{ ...file, name: `${stem(file.name)}-compressed.pdf` }],
      text: `${file.name} is already as small as this makes it (${sizeText(before)}); the file is unchanged.`,
      figures,
    };
  return {
    files: [{ name: `${stem(file.name)}-compressed.pdf`, type: 'application/pdf', bytes }],
    text: `Compressed ${file.name} from ${sizeText(before)} to ${sizeText(bytes.length)} (−${Math.round(((before - bytes.length) / before) * 100)} %).`,
    figures,
  };
};
