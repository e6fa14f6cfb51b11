/**
 * GIF → PNG frames: gifuct-js parses the GIF and decompresses each frame's patch (its rectangle,
 * with transparent pixels at alpha 0); Perch composes them on the GIF's canvas as a viewer does,
 * honouring each frame's disposal: 0/1 leave it, 2 clears its rectangle to transparent before the
 * next frame, 3 restores the canvas as it was before it. Every composed frame is saved as a PNG.
 */
import { decompressFrames, type ParsedFrame, parseGIF } from 'gifuct-js';
import { encode } from './codecs';
import { MAX_PIXELS, MAX_PIXELS_LABEL } from './limits';
import { sizeText, stem } from './load';
import type { FileOp } from './op';

/** The most frames one GIF is split into, and the most pixels of all of them together. */
export const MAX_GIF_FRAMES = 1000;
export const MAX_GIF_TOTAL_PIXELS = 4 * MAX_PIXELS;

/** The frames as a viewer shows them: full-canvas RGBA, one per frame, disposal applied. */
export function composeFrames(width: number, height: number, frames: readonly ParsedFrame[]): ImageData[] {
  const canvas = new Uint8ClampedArray(width * height * 4);
  const out: ImageData[] = [];
  let previous: ParsedFrame | null = null;
  let saved: Uint8ClampedArray | null = null;
  for (const frame of frames) {
    if (previous?.disposalType === 2) clear(canvas, width, height, previous.dims);
    else if (previous?.disposalType === 3 && saved) canvas.set(saved);
    saved = frame.disposalType === 3 ? canvas.slice() : null;
    draw(canvas, width, height, frame);
    out.push(new ImageData(canvas.slice(), width, height));
    previous = frame;
  }
  return out;
}

type Dims = ParsedFrame['dims'];

function clear(canvas: Uint8ClampedArray, width: number, height: number, dims: Dims): void {
  for (let y = Math.max(0, dims.top); y < Math.min(height, dims.top + dims.height); y++)
    canvas.fill(0, (y * width + Math.max(0, dims.left)) * 4, (y * width + Math.min(width, dims.left + dims.width)) * 4);
}

/** Draws a frame's patch over the canvas: its transparent pixels leave what is beneath. */
function draw(canvas: Uint8ClampedArray, width: number, height: number, frame: ParsedFrame): void {
  const { dims, patch } = frame;
  for (let y = 0; y < dims.height; y++) {
    const cy = dims.top + y;
    if (cy < 0 || cy >= height) continue;
    for (let x = 0; x < dims.width; x++) {
      const cx = dims.left + x;
      const from = (y * dims.width + x) * 4;
      if (cx < 0 || cx >= width || patch[from + 3] === 0) continue;
      canvas.set(patch.subarray(from, from + 4), (cy * width + cx) * 4);
    }
  }
}

const pad = (n: number, of: number) => String(n).padStart(Math.max(3, String(of).length), '0');

export const gifFrames: FileOp = async (file) => {
  const { name, bytes } = file;
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== 'GIF8') return `${name} is not a GIF. Choose a .gif file.`;
  let frames: ParsedFrame[];
  let width: number;
  let height: number;
  try {
    const parsed = parseGIF(bytes.slice().buffer as ArrayBuffer);
    ({ width, height } = parsed.lsd);
    const count = parsed.frames.filter((f) => 'image' in f).length;
    if (count > MAX_GIF_FRAMES)
      return `${name} has ${count.toLocaleString('en')} frames: the limit is ${MAX_GIF_FRAMES.toLocaleString('en')}.`;
    if (width * height > MAX_PIXELS) return `${name} is ${width} × ${height} pixels: the limit is ${MAX_PIXELS_LABEL}.`;
    if (width * height * count > MAX_GIF_TOTAL_PIXELS)
      return `${name} has ${count} frames of ${width} × ${height}: ${sizeText(width * height * count * 4)} of pixels is more than this tab can hold. Split a shorter GIF.`;
    frames = decompressFrames(parsed, true);
  } catch {
    return `${name} cannot be read as a GIF: it is damaged.`;
  }
  if (frames.length === 0 || !(width > 0 && height > 0))
    return `${name} cannot be read as a GIF: it is damaged or has no frames.`;
  const composed = composeFrames(width, height, frames);
  const files = [];
  for (const [i, image] of composed.entries())
    files.push({
      name: `${stem(name)}-frame-${pad(i + 1, composed.length)}.png`,
      type: 'image/png',
      bytes: await encode('png', image),
    });
  const delays = frames.map((f) => f.delay);
  const total = delays.reduce((a, b) => a + b, 0);
  return {
    files,
    text: `Split ${name} into ${files.length} ${files.length === 1 ? 'frame' : 'frames'} of ${width} × ${height}.`,
    figures: [
      { label: 'Frames', value: String(files.length) },
      { label: 'Length', value: `${(total / 1000).toLocaleString('en', { maximumFractionDigits: 2 })} s` },
    ],
  };
};
