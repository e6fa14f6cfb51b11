/**
 * Reading an image, with every way it can fail said plainly and naming the file: not an image, a
 * format this tool does not read, over the size limit, too many pixels to decode in the tab's
 * memory (checked from the header, before decoding), or damaged. The rest of a batch goes on.
 */
import type { FileProblem, ToolFile } from '../../fileTypes';
import { decodeBmp } from './bmp';
import { decode } from './codecs';
import { decodeHeic } from './heic';
import { FORMATS, type FormatId, headerSize, type ImageFormat, type Size, sniff } from './formats';
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL, MAX_PIXELS, MAX_PIXELS_LABEL } from './limits';

/** What the image tools read: the codecs' four, HEIC (libheif) and BMP. */
const READABLE = new Set<FormatId>(['png', 'jpeg', 'webp', 'avif', 'heic', 'bmp']);
export const READABLE_LABEL = 'PNG, JPEG, WebP, AVIF, HEIC or BMP';

/** A size in words: "1.2 MB", "840 KB", "512 bytes". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "photo.final.jpg" → "photo.final". */
export function stem(name: string): string {
  return name.replace(/\.[a-z0-9]{2,5}$/i, '') || 'image';
}

export interface Checked {
  file: ToolFile;
  format: ImageFormat;
  size: Size;
}

export interface Loaded extends Checked {
  image: ImageData;
}

export const isProblem = (x: object): x is FileProblem => 'error' in x;

/** Checks a file's size, type and pixels without decoding it. */
export function checkImage(file: ToolFile, readable: ReadonlySet<FormatId> = READABLE): Checked | FileProblem {
  const { name, bytes } = file;
  const problem = (error: string): FileProblem => ({ name, error });
  if (bytes.length > MAX_IMAGE_BYTES)
    return problem(`${name} is ${sizeText(bytes.length)}: the limit is ${MAX_IMAGE_LABEL} a file.`);
  const id = sniff(bytes);
  if (!id || !readable.has(id))
    return problem(
      `${name} is not an image this tool reads${id ? ` (it is a ${FORMATS[id].label})` : ''}. Choose a ${READABLE_LABEL} file.`,
    );
  const format = FORMATS[id];
  const size = headerSize(id, bytes);
  if (!size) return problem(`${name} is damaged, so it cannot be read as a ${format.label}.`);
  const pixels = size.width * size.height;
  if (pixels > MAX_PIXELS)
    return problem(
      `${name} is ${size.width.toLocaleString('en')} × ${size.height.toLocaleString('en')} pixels (${Math.round(pixels / 1e6)} megapixels): the limit is ${MAX_PIXELS_LABEL}, as a bigger image may not fit in this tab’s memory.`,
    );
  return { file, format, size };
}

/** Loads one image as RGBA, or says why not. */
export async function loadImage(file: ToolFile): Promise<Loaded | FileProblem> {
  const checked = checkImage(file);
  if (isProblem(checked)) return checked;
  const damaged = (why = 'it is damaged') => ({
    name: file.name,
    error: `${file.name} cannot be read as a ${checked.format.label}: ${why}.`,
  });
  if (checked.format.id === 'bmp') {
    const image = decodeBmp(file.bytes);
    return typeof image === 'string' ? damaged(image) : { ...checked, image };
  }
  if (checked.format.id === 'heic') {
    const image = await decodeHeic(file.bytes).catch(() => 'it is damaged');
    // A phone's HEIC is a grid of tiles: the decoded picture, not the first tile's header, is its size.
    return typeof image === 'string'
      ? damaged(image)
      : { ...checked, size: { width: image.width, height: image.height }, image };
  }
  try {
    const image = await decode(checked.format.id as 'png', file.bytes);
    if (image.width !== checked.size.width || image.height !== checked.size.height) return damaged();
    return { ...checked, image };
  } catch {
    return damaged();
  }
}
