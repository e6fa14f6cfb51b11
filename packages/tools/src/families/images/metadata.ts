/**
 * An image's metadata: read with exifr (camera, date, GPS), and removed byte by byte without
 * re-encoding the picture (JPEG segments, PNG chunks, WebP chunks), so nothing of the image itself
 * changes. Colour profiles are kept: they carry no personal data and the colours depend on them.
 */
import exifr from 'exifr';
import type { Figure } from '../../types';
import type { FormatId } from './formats';

export interface Gps {
  latitude: number;
  longitude: number;
}

/** The GPS position written in the file, or null. */
export async function gpsOf(bytes: Uint8Array): Promise<Gps | null> {
  try {
    const gps = await exifr.gps(bytes);
    return gps && Number.isFinite(gps.latitude) && Number.isFinite(gps.longitude) ? gps : null;
  } catch {
    return null;
  }
}

export const gpsText = ({ latitude, longitude }: Gps) => `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** EXIF's "2024:05:01 10:30:00" as "2024-05-01 10:30:00" (as written: EXIF dates carry no time zone). */
const exifDate = (raw: unknown) =>
  typeof raw === 'string' ? raw.replace(/^(\d{4}):(\d{2}):(\d{2})/, '$1-$2-$3').trim() : null;

/** The facts people look for in a photo's EXIF, as figures (empty when it has none). */
export async function exifFigures(bytes: Uint8Array): Promise<Figure[]> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(bytes, { reviveValues: false, translateValues: false, gps: false, xmp: false });
  } catch {
    tags = undefined;
  }
  const figures: Figure[] = [];
  const add = (label: string, value: unknown) => {
    if (value !== undefined && value !== null && String(value).trim() !== '')
      figures.push({ label, value: String(value).trim() });
  };
  if (tags) {
    add('Camera', [tags.Make, tags.Model].filter((x) => typeof x === 'string' && x.trim()).join(' ') || undefined);
    add('Lens', tags.LensModel);
    add('Taken', exifDate(tags.DateTimeOriginal) ?? exifDate(tags.DateTime));
    if (typeof tags.ExposureTime === 'number')
      add('Exposure', tags.ExposureTime < 1 ? `1/${Math.round(1 / tags.ExposureTime)} s` : `${tags.ExposureTime} s`);
    if (typeof tags.FNumber === 'number') add('Aperture', `f/${tags.FNumber}`);
    add('ISO', tags.ISO);
    add('Software', tags.Software);
  }
  const gps = await gpsOf(bytes);
  if (gps) figures.push({ label: 'GPS', value: gpsText(gps) });
  return figures;
}

export interface Stripped {
  bytes: Uint8Array;
  /** What was removed, by kind ("EXIF", "XMP", "comment", "text"). */
  removed: string[];
}

/** The file without its metadata, or null for a format this cannot strip in place. */
export function stripMetadata(format: FormatId, bytes: Uint8Array): Stripped | null {
  if (format === 'jpeg') return stripJpeg(bytes);
  if (format === 'png') return stripPng(bytes);
  if (format === 'webp') return stripWebp(bytes);
  return null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const join = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

function stripJpeg(bytes: Uint8Array): Stripped {
  const parts = [bytes.subarray(0, 2)];
  const removed: string[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda) break;
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    const kind =
      marker === 0xe1
        ? ascii(bytes, at + 4, at + 8) === 'Exif'
          ? 'EXIF'
          : 'XMP'
        : marker === 0xed
          ? 'IPTC'
          : marker === 0xfe
            ? 'comment'
            : null;
    if (kind) removed.push(kind);
    else parts.push(bytes.subarray(at, end));
    at = end;
  }
  parts.push(bytes.subarray(at));
  return { bytes: join(parts), removed };
}

const PNG_METADATA: Readonly<Record<string, string>> = {
  tEXt: 'text',
  zTXt: 'text',
  iTXt: 'text',
  eXIf: 'EXIF',
  tIME: 'date',
};

function stripPng(bytes: Uint8Array): Stripped {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = [bytes.subarray(0, 8)];
  const removed: string[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const type = ascii(bytes, at + 4, at + 8);
    const end = at + 12 + v.getUint32(at);
    const kind = PNG_METADATA[type];
    if (kind) removed.push(kind);
    else parts.push(bytes.subarray(at, end));
    at = end;
  }
  return { bytes: join(parts), removed };
}

function stripWebp(bytes: Uint8Array): Stripped {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  const removed: string[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, at + 4);
    const size = v.getUint32(at + 4, true);
    const end = Math.min(bytes.length, at + 8 + size + (size & 1));
    if (type === 'EXIF' || type === 'XMP ') removed.push(type.trim());
    else if (type === 'VP8X') {
      const chunk = bytes.slice(at, end);
      chunk[8] = chunk[8]! & ~0x0c; // the EXIF and XMP flags
      parts.push(chunk);
    } else parts.push(bytes.subarray(at, end));
    at = end;
  }
  const body = join(parts);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return { bytes: out, removed };
}
