/**
 * Image tools that run on the device: Squoosh's codecs (@jsquash/png, jpeg, webp, avif, resize)
 * decode, encode and resize in a module Web Worker, exifr reads EXIF and gifenc writes GIFs, so
 * no image leaves the device. Each tool is a row; its `op` preset names its operation (fileRun.ts).
 *
 * HEIC photos are read by libheif-js, SVGs drawn by resvg, GIF frames read by gifuct-js, QR codes and
 * barcodes read by zxing-wasm and English text by tesseract.js (OCR), all in the same worker. The
 * rows live by topic in rows/.
 *
 * Pro: everything a person needs to get one photo ready (conversions, compress at a quality,
 * resize, crop, rotate, flip, removing metadata, viewing EXIF, Base64 both ways, greyscale,
 * invert, OCR) is free; the designer's and batch finishing tools (compress to a target size, favicon
 * set, palette, brightness and contrast, rounded corners, circle crop, animated GIF) are Pro.
 * HEIC → JPG/PNG, SVG → PNG, GIF → frames, reading codes and the text watermark are free, like the
 * other conversions and readers: each is what a person reaches for with one photo in hand.
 */
import type { FamilyDefinition } from '../../types';
import { CONVERT } from './rows/convert';
import { EDIT } from './rows/edit';
import { INSPECT } from './rows/inspect';
import { row } from './rows/kit';
import { LOOKS } from './rows/looks';

export const images: FamilyDefinition = {
  id: 'images',
  summary:
    'Image tools (convert among PNG, JPEG, WebP and AVIF, HEIC to JPG or PNG, SVG to PNG, GIF to PNG frames, BMP to PNG, compress, resize, crop, rotate, flip, remove metadata, EXIF, Base64, palette, read QR codes and barcodes, favicon set, greyscale, invert, brightness and contrast, rounded corners, circle crop, animated GIF, text watermark, OCR of English text with tesseract.js), run in a Web Worker with Squoosh’s codecs so no image leaves the device.',
  tools: [...CONVERT, ...EDIT, ...INSPECT, ...LOOKS].map(row),
};
