/**
 * The image formats Perch reads and writes, told apart by their first bytes (never by the file's
 * name), and each one's width and height read from its header before anything is decoded, so an
 * image too large for the tab's memory is named, not opened.
 */
import type { Codec } from './codecs';

export type FormatId = Codec | 'bmp' | 'gif' | 'heic';

export interface ImageFormat {
  id: FormatId;
  /** "JPEG". */
  label: string;
  mime: string;
  /** The extension Perch writes ("jpg"). */
  ext: string;
}

export const FORMATS: Readonly<Record<FormatId, ImageFormat>> = {
  png: { id: 'png', label: 'PNG', mime: 'image/png', ext: 'png' },
  jpeg: { id: 'jpeg', label: 'JPEG', mime: 'image/jpeg', ext: 'jpg' },
  webp: { id: 'webp', label: 'WebP', mime: 'image/webp', ext: 'webp' },
  avif: { id: 'avif', label: 'AVIF', mime: 'image/avif', ext: 'avif' },
  bmp: { id: 'bmp', label: 'BMP', mime: 'image/bmp', ext: 'bmp' },
  gif: { id: 'gif', label: 'GIF', mime: 'image/gif', ext: 'gif' },
  heic: { id: 'heic', label: 'HEIC', mime: 'image/heic', ext: 'heic' },
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Which format the bytes are, or null. */
export function sniff(bytes: Uint8Array): FormatId | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brands = ascii(bytes, 8, Math.min(bytes.length, 8 + 32));
    if (/avi[fs]/.test(brands)) return 'avif';
    if (/hei[cxsm]|hev[cx]|mif1/.test(brands)) return 'heic';
  }
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length > 26) return 'bmp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  return null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export interface Size {
  width: number;
  height: number;
}

/** The image's width and height from its header, or null when the header is damaged. */
export function headerSize(format: FormatId, bytes: Uint8Array): Size | null {
  try {
    const size = read(format, bytes, view(bytes));
    return size && size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}

function read(format: FormatId, bytes: Uint8Array, v: DataView): Size | null {
  if (format === 'png')
    return ascii(bytes, 12, 16) === 'IHDR' ? { width: v.getUint32(16), height: v.getUint32(20) } : null;
  if (format === 'jpeg') return jpegSize(bytes, v);
  if (format === 'webp') return webpSize(bytes, v);
  if (format === 'bmp') return { width: Math.abs(v.getInt32(18, true)), height: Math.abs(v.getInt32(22, true)) };
  if (format === 'gif') return { width: v.getUint16(6, true), height: v.getUint16(8, true) };
  // AVIF and HEIC: the first image spatial extents box ('ispe') holds the size.
  for (let i = 4; i + 16 <= bytes.length && i < 64 * 1024; i++)
    if (bytes[i] === 0x69 && ascii(bytes, i, i + 4) === 'ispe')
      return { width: v.getUint32(i + 8), height: v.getUint32(i + 12) };
  return null;
}

/** Walks the JPEG's segments to its start-of-frame (any SOFn but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array, v: DataView): Size | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = v.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { width: v.getUint16(at + 7), height: v.getUint16(at + 5) };
    if (marker === 0xda || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array, v: DataView): Size | null {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8X')
    return { width: 1 + (v.getUint32(24, true) & 0xffffff), height: 1 + (v.getUint32(27, true) & 0xffffff) };
  if (chunk === 'VP8L') {
    const bits = v.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  return null;
}
