/** Operations that change an image's pixels or format: convert, compress, resize, crop, turn, flip. */
import { encode } from './codecs';
import { FORMATS } from './formats';
import { sizeText } from './load';
import { dimensions, type Made, outputCodec, type PixelOp, save, whole } from './op';
import { type Codec, resize as resizePixels } from './codecs';
import { centredBox, crop as cropPixels, flip as flipPixels, onWhite, rotate as rotatePixels } from './pixels';

const sizes = (before: number, after: number) => [
  { label: 'Before', value: sizeText(before) },
  { label: 'After', value: sizeText(after) },
  { label: 'Change', value: `${after <= before ? '−' : '+'}${Math.abs(Math.round((1 - after / before) * 100))} %` },
];

/** Convert to the row's `to` format at the chosen quality (lossy formats). */
export const convert: PixelOp = async (loaded, values, params) => {
  const to = params.to as Codec;
  const quality = whole(values.quality ?? '80', 1, 100);
  if (quality === null) return 'Enter a quality from 1 to 100.';
  const file = await save(loaded.image, to, loaded.file.name, '', quality);
  return {
    files: [file],
    text: `Converted ${loaded.file.name} (${dimensions(loaded.image)}) to ${file.name}.`,
    figures: sizes(loaded.file.bytes.length, file.bytes.length),
  };
};

/** The lossy format a compressed file is written in: its own, or WebP for PNG and BMP (it keeps transparency). */
const lossy = (loaded: Parameters<PixelOp>[0], choice = 'same'): Codec =>
  choice !== 'same'
    ? (choice as Codec)
    : loaded.format.id === 'jpeg' || loaded.format.id === 'avif'
      ? loaded.format.id
      : 'webp';

export const compress: PixelOp = async (loaded, values) => {
  const quality = whole(values.quality, 1, 100);
  if (quality === null) return 'Enter a quality from 1 to 100.';
  const file = await save(
    loaded.image,
    lossy(loaded, values.format),
    loaded.file.name,
    'compressed',
    quality,
    'smallest',
  );
  return {
    files: [file],
    text: `Compressed ${loaded.file.name} at quality ${quality}.`,
    figures: [...sizes(loaded.file.bytes.length, file.bytes.length), { label: 'Quality', value: String(quality) }],
  };
};

/** The highest quality whose file fits the target: a binary search, about 7 encodes. */
export const compressToSize: PixelOp = async (loaded, values) => {
  const kb = whole(values.targetKb, 1, 100_000);
  if (kb === null) return 'Enter the size to fit under, in KB: a whole number from 1.';
  const codec = lossy(loaded, values.format);
  const limit = kb * 1024;
  let [lo, hi] = [1, 100];
  let best: { quality: number; bytes: Uint8Array } | null = null;
  const flat = codec === 'jpeg' ? onWhite(loaded.image) : loaded.image;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const bytes = await encode(codec, codec === 'jpeg' ? flat : loaded.image, mid);
    if (bytes.length <= limit) {
      best = { quality: mid, bytes };
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (!best)
    return `${loaded.file.name} cannot get under ${kb} KB at ${dimensions(loaded.image)}, even at quality 1: make it smaller with Resize Image first.`;
  const format = FORMATS[codec];
  const name = `${loaded.file.name.replace(/\.[a-z0-9]{2,5}$/i, '')}-${kb}kb.${format.ext}`;
  return {
    files: [{ name, type: format.mime, bytes: best.bytes }],
    text: `Compressed ${loaded.file.name} to under ${kb} KB, at quality ${best.quality}.`,
    figures: [
      ...sizes(loaded.file.bytes.length, best.bytes.length),
      { label: 'Quality chosen', value: String(best.quality) },
    ],
  };
};

/** The largest side an image may be resized to. */
export const MAX_SIDE = 16_384;

export const resize: PixelOp = async (loaded, values) => {
  const { width: w0, height: h0 } = loaded.image;
  const keep = values.keepAspect !== 'false';
  let w: number | null;
  let h: number | null;
  if (values.unit === 'percent') {
    const p = whole(values.percent, 1, 1000);
    if (p === null) return 'Enter a percentage from 1 to 1000.';
    [w, h] = [Math.max(1, Math.round((w0 * p) / 100)), Math.max(1, Math.round((h0 * p) / 100))];
  } else {
    const empty = (s?: string) => (s ?? '').trim() === '';
    w = empty(values.width) ? null : whole(values.width, 1, MAX_SIDE);
    h = empty(values.height) ? null : whole(values.height, 1, MAX_SIDE);
    if ((!empty(values.width) && w === null) || (!empty(values.height) && h === null))
      return `Enter the width and height in pixels, from 1 to ${MAX_SIDE.toLocaleString('en')}.`;
    if (w === null && h === null) return 'Enter a width, a height, or both.';
    if (keep || w === null || h === null) {
      // Fit inside the box given, keeping the shape.
      const scale = Math.min(w === null ? Infinity : w / w0, h === null ? Infinity : h / h0);
      [w, h] = [Math.max(1, Math.round(w0 * scale)), Math.max(1, Math.round(h0 * scale))];
    }
  }
  if (w > MAX_SIDE || h > MAX_SIDE)
    return `That is ${w} × ${h} pixels: the largest side is ${MAX_SIDE.toLocaleString('en')}.`;
  const image = w === w0 && h === h0 ? loaded.image : await resizePixels(loaded.image, w, h);
  const file = await save(image, outputCodec(loaded), loaded.file.name, `${w}x${h}`);
  return { files: [file], text: `Resized ${loaded.file.name} from ${dimensions(loaded.image)} to ${w} × ${h}.` };
};

const ASPECTS: Readonly<Record<string, number>> = {
  '1:1': 1,
  '4:3': 4 / 3,
  '3:2': 3 / 2,
  '16:9': 16 / 9,
  '9:16': 9 / 16,
  '4:5': 4 / 5,
};

export const crop: PixelOp = async (loaded, values) => {
  const { width, height } = loaded.image;
  let box: { x: number; y: number; width: number; height: number };
  const aspect = ASPECTS[values.aspect ?? ''];
  if (aspect) box = centredBox(width, height, aspect);
  else {
    const [x, y, w, h] = [
      whole(values.x, 0, width - 1),
      whole(values.y, 0, height - 1),
      whole(values.width, 1, width),
      whole(values.height, 1, height),
    ];
    if (x === null || y === null || w === null || h === null)
      return `Enter a box inside the image: x and y from 0, width and height from 1 (it is ${width} × ${height}).`;
    if (x + w > width || y + h > height)
      return `That box runs past the edge: ${loaded.file.name} is ${width} × ${height} pixels.`;
    box = { x, y, width: w, height: h };
  }
  const file = await save(cropPixels(loaded.image, box), outputCodec(loaded), loaded.file.name, 'cropped');
  return { files: [file], text: `Cropped ${loaded.file.name} to ${box.width} × ${box.height}.` };
};

export const rotate: PixelOp = async (loaded, values) => {
  const angle = Number(values.angle) as 90 | 180 | 270;
  if (![90, 180, 270].includes(angle)) return 'Choose 90, 180 or 270 degrees.';
  const image = rotatePixels(loaded.image, angle);
  const file = await save(image, outputCodec(loaded), loaded.file.name, `rotated-${angle}`);
  return { files: [file], text: `Rotated ${loaded.file.name} ${angle}° clockwise; it is now ${dimensions(image)}.` };
};

export const flip: PixelOp = async (loaded, values) => {
  const direction = values.direction === 'vertical' ? 'vertical' : 'horizontal';
  const file = await save(flipPixels(loaded.image, direction), outputCodec(loaded), loaded.file.name, 'flipped');
  return {
    files: [file],
    text: `Flipped ${loaded.file.name} ${direction === 'horizontal' ? 'left to right' : 'top to bottom'}.`,
  };
};

export type { Made };
