/**
 * A colour palette from an image: a box cut in the manner of Heckbert's median cut, over a sample of
 * its opaque pixels. The box with the widest channel range is split at the middle of that range
 * (not at its median pixel, so two flat colours in a 70/30 image stay two colours) until there are
 * as many boxes as colours asked for; each colour is its box's mean, with the share it stands for.
 */

export interface Swatch {
  hex: string;
  /** Share of the sampled pixels, 0–1. */
  share: number;
}

/** At most this many pixels are sampled: the palette of a 12-megapixel photo needs no more. */
const SAMPLE = 100_000;

export function palette(image: ImageData, count: number): Swatch[] {
  const total = image.width * image.height;
  const step = Math.max(1, Math.floor(total / SAMPLE));
  const pixels: number[][] = [];
  for (let p = 0; p < total; p += step) {
    const i = p * 4;
    if (image.data[i + 3]! < 128) continue;
    pixels.push([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!]);
  }
  if (pixels.length === 0) return [];
  let boxes = [pixels];
  while (boxes.length < count) {
    let widest = -1;
    let channel = 0;
    let at = -1;
    for (const [b, box] of boxes.entries()) {
      if (box.length < 2) continue;
      for (let c = 0; c < 3; c++) {
        let lo = 255;
        let hi = 0;
        for (const px of box) {
          lo = Math.min(lo, px[c]!);
          hi = Math.max(hi, px[c]!);
        }
        if (hi - lo > widest) [widest, channel, at] = [hi - lo, c, b];
      }
    }
    if (at < 0 || widest === 0) break;
    const box = boxes[at]!.sort((a, b) => a[channel]! - b[channel]!);
    const middle = (box[0]![channel]! + box[box.length - 1]![channel]!) / 2;
    const half = box.findIndex((px) => px[channel]! > middle);
    boxes = [...boxes.slice(0, at), box.slice(0, half), box.slice(half), ...boxes.slice(at + 1)];
  }
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return boxes
    .map((box) => {
      const sum = [0, 1, 2].map((c) => box.reduce((s, px) => s + px[c]!, 0) / box.length);
      return { hex: `#${sum.map(hex).join('')}`, share: box.length / pixels.length };
    })
    .sort((a, b) => b.share - a.share || (a.hex < b.hex ? -1 : 1));
}
