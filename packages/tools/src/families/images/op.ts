import type { ToolFile } from '../../fileTypes';
import type { Figure } from '../../types';
import { type Codec, type Effort, encode } from './codecs';
import { FORMATS } from './formats';
import { type Checked, type Loaded, stem } from './load';
import { hasTransparency, onWhite } from './pixels';

export type Values = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string>>;

/** What one file's operation made. */
export interface Made {
  files: ToolFile[];
  /** One sentence on it. */
  text: string;
  figures?: Figure[];
  swatches?: string[];
  /** Text read from the image (OCR), shown with Copy. */
  output?: string;
}

/** An operation on one decoded image: what it made, or a sentence saying why not. */
export type PixelOp = (loaded: Loaded, values: Values, params: Params) => Promise<Made | string>;
/** An operation that reads the file itself, in a format the codecs do not decode (SVG, every frame of a GIF). */
export type FileOp = (file: ToolFile, values: Values, params: Params) => Promise<Made | string>;
/** An operation on one file's bytes, without decoding its pixels (metadata, Base64). */
export type ByteOp = (checked: Checked, values: Values, params: Params) => Promise<Made | string>;

/** Quality an edited JPEG, WebP or AVIF is saved at: visually the same as the original. */
export const SAVE_QUALITY = 90;

/** An edited image is saved in its own format; BMP (no encoder) as PNG, and JPEG as PNG where it has transparency. */
export function outputCodec(loaded: Pick<Loaded, 'format'>, image?: ImageData): Codec {
  const id = loaded.format.id;
  if (id === 'bmp' || id === 'gif' || id === 'heic') return 'png';
  if (id === 'jpeg' && image && hasTransparency(image)) return 'png';
  return id;
}

/**
 * Encodes an image as a file named after the original ("photo-resized.webp"): quickly, as an
 * edited photo is saved, unless the tool is about the smallest file (Compress).
 */
export async function save(
  image: ImageData,
  codec: Codec,
  original: string,
  suffix: string,
  quality = SAVE_QUALITY,
  effort: Effort = 'quick',
): Promise<ToolFile> {
  const format = FORMATS[codec];
  const bytes = await encode(codec, codec === 'jpeg' ? onWhite(image) : image, quality, effort);
  return { name: `${stem(original)}${suffix ? `-${suffix}` : ''}.${format.ext}`, type: format.mime, bytes };
}

export const dimensions = (image: { width: number; height: number }) => `${image.width} × ${image.height}`;

/** A whole number from a field, within limits, or null. */
export function whole(raw: string | undefined, min: number, max: number): number | null {
  const text = (raw ?? '').trim();
  if (!/^-?\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}
