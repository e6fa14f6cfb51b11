/** Images → an animated GIF with gifenc: each frame quantised to its own 256-colour palette. */
import * as gifenc from 'gifenc';
import { resize } from './codecs';
import type { Loaded } from './load';
import { type Made, type Values, whole } from './op';

/**
 * gifenc's functions: named in its ES build (browsers, Vitest; its `default` there is GIFEncoder),
 * on `default` where Node loads its CommonJS build (the bench).
 */
const lib: typeof gifenc =
  'quantize' in gifenc && typeof gifenc.quantize === 'function'
    ? gifenc
    : (gifenc as unknown as { default: typeof gifenc }).default;
const { applyPalette, GIFEncoder, quantize } = lib;
(gifenc as typeof gifenc & { default?: typeof gifenc }).default ?? gifenc;

export async function makeGif(
  frames: readonly Loaded[],
  values: Values,
  onProgress: (f: number) => void,
): Promise<Made | string> {
  const delay = whole(values.delay, 20, 10_000);
  const maxWidth = whole(values.width, 16, 2048);
  if (delay === null) return 'Enter the time each frame shows, in milliseconds: from 20 to 10000.';
  if (maxWidth === null) return 'Enter the GIF’s width in pixels: from 16 to 2048.';
  if (frames.length < 2) return 'Add at least 2 images: one for each frame.';
  const first = frames[0]!.image;
  const width = Math.min(maxWidth, first.width);
  const height = Math.max(1, Math.round((first.height * width) / first.width));
  const gif = GIFEncoder();
  for (const [i, frame] of frames.entries()) {
    // Every frame takes the first one's size: a GIF has one canvas.
    const image =
      frame.image.width === width && frame.image.height === height
        ? frame.image
        : await resize(frame.image, width, height);
    const palette = quantize(image.data, 256, { format: 'rgba4444', oneBitAlpha: true });
    const index = applyPalette(image.data, palette, 'rgba4444');
    gif.writeFrame(index, width, height, { palette, delay, repeat: 0, transparent: true });
    onProgress((i + 1) / frames.length);
  }
  gif.finish();
  return {
    files: [{ name: 'animation.gif', type: 'image/gif', bytes: gif.bytes() }],
    text: `Made an animated GIF of ${frames.length} frames, ${width} × ${height}, ${delay / 1000} s each.`,
  };
}
