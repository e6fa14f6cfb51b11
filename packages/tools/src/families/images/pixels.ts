/** Pixel operations on RGBA (no canvas, so they run the same in a worker and in Node's tests). */

const blank = (width: number, height: number) =>
  new ImageData(new Uint8ClampedArray(width * height * 4), width, height);

/** Each pixel mapped by `f` (r, g, b, a in; written back in place on a copy). */
function mapPixels(image: ImageData, f: (px: Uint8ClampedArray, i: number) => void): ImageData {
  const out = new ImageData(new Uint8ClampedArray(image.data), image.width, image.height);
  for (let i = 0; i < out.data.length; i += 4) f(out.data, i);
  return out;
}

/** Rec. 709 luma, as most photo editors weigh it. */
export const greyscale = (image: ImageData) =>
  mapPixels(image, (d, i) => {
    const y = 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
    d[i] = d[i + 1] = d[i + 2] = y;
  });

export const invert = (image: ImageData) =>
  mapPixels(image, (d, i) => {
    d[i] = 255 - d[i]!;
    d[i + 1] = 255 - d[i + 1]!;
    d[i + 2] = 255 - d[i + 2]!;
  });

/** Brightness and contrast from −100 to 100 each (0 leaves the image as it is). */
export function brightnessContrast(image: ImageData, brightness: number, contrast: number): ImageData {
  const shift = (brightness / 100) * 255;
  const c = (contrast / 100) * 255;
  const factor = (259 * (c + 255)) / (255 * (259 - c));
  const table = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) table[v] = factor * (v + shift - 128) + 128;
  return mapPixels(image, (d, i) => {
    d[i] = table[d[i]!]!;
    d[i + 1] = table[d[i + 1]!]!;
    d[i + 2] = table[d[i + 2]!]!;
  });
}

/** Turns clockwise by 90, 180 or 270 degrees. */
export function rotate(image: ImageData, degrees: 90 | 180 | 270): ImageData {
  const { width: w, height: h } = image;
  const out = degrees === 180 ? blank(w, h) : blank(h, w);
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const dst = new Uint32Array(out.data.buffer);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = src[y * w + x]!;
      if (degrees === 90) dst[x * h + (h - 1 - y)] = p;
      else if (degrees === 270) dst[(w - 1 - x) * h + y] = p;
      else dst[(h - 1 - y) * w + (w - 1 - x)] = p;
    }
  return out;
}

/** Mirrors left to right (horizontal) or top to bottom (vertical). */
export function flip(image: ImageData, direction: 'horizontal' | 'vertical'): ImageData {
  const { width: w, height: h } = image;
  const out = blank(w, h);
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const dst = new Uint32Array(out.data.buffer);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      dst[y * w + x] = direction === 'horizontal' ? src[y * w + (w - 1 - x)]! : src[(h - 1 - y) * w + x]!;
  return out;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function crop(image: ImageData, box: Box): ImageData {
  const out = blank(box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * image.width + box.x) * 4;
    out.data.set(image.data.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return out;
}

/** The largest box of this aspect (width ÷ height) centred in the image. */
export function centredBox(width: number, height: number, aspect: number): Box {
  const w = Math.min(width, Math.round(height * aspect));
  const h = Math.min(height, Math.round(w / aspect));
  return { x: Math.floor((width - w) / 2), y: Math.floor((height - h) / 2), width: w, height: h };
}

/**
 * Makes the corners outside a rounded rectangle of this radius transparent, edges antialiased by
 * each pixel's distance to the arc. A radius of half the shorter side on a square is a circle.
 */
export function roundCorners(image: ImageData, radius: number): ImageData {
  const { width: w, height: h } = image;
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  return mapPixels(image, (d, i) => {
    const p = i / 4;
    const x = (p % w) + 0.5;
    const y = Math.floor(p / w) + 0.5;
    const cx = Math.min(Math.max(x, r), w - r);
    const cy = Math.min(Math.max(y, r), h - r);
    if (cx === x || cy === y) return;
    const cover = Math.max(0, Math.min(1, r - Math.hypot(x - cx, y - cy) + 0.5));
    d[i + 3] = d[i + 3]! * cover;
  });
}

/** Draws the image over white (JPEG has no transparency: clear pixels would turn black). */
export const onWhite = (image: ImageData) =>
  mapPixels(image, (d, i) => {
    const a = d[i + 3]! / 255;
    if (a === 1) return;
    for (let c = 0; c < 3; c++) d[i + c] = d[i + c]! * a + 255 * (1 - a);
    d[i + 3] = 255;
  });

export const hasTransparency = (image: ImageData) => {
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i]! < 255) return true;
  return false;
};

/** Centres an image on a transparent square canvas of side `size` (the image already fits). */
export function padToSquare(image: ImageData, size: number): ImageData {
  const out = blank(size, size);
  const x0 = Math.floor((size - image.width) / 2);
  const y0 = Math.floor((size - image.height) / 2);
  for (let y = 0; y < image.height; y++)
    out.data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), ((y0 + y) * size + x0) * 4);
  return out;
}

/**
 * Half the width and height (odd edges dropped), each pixel the mean of a 2 × 2 block, weighted by
 * alpha so a transparent pixel's colour does not bleed into its neighbours. A box filter: the
 * cheap first step of a big reduction (libvips and pillow's `reduce` do the same before their
 * final Lanczos), a quarter of the pixels for the Lanczos after it to read.
 */
export function halve(image: ImageData): ImageData {
  const width = image.width >> 1;
  const height = image.height >> 1;
  const out = blank(width, height);
  const src = image.data;
  const dst = out.data;
  const row = image.width * 4;
  for (let y = 0; y < height; y++) {
    let i = 2 * y * row;
    let o = y * width * 4;
    for (let x = 0; x < width; x++, i += 8, o += 4) {
      const j = i + row;
      const a0 = src[i + 3]!;
      const a1 = src[i + 7]!;
      const a2 = src[j + 3]!;
      const a3 = src[j + 7]!;
      const alpha = a0 + a1 + a2 + a3;
      if (alpha === 1020) {
        // Opaque (every photo): a plain mean, rounded.
        dst[o] = (src[i]! + src[i + 4]! + src[j]! + src[j + 4]! + 2) >> 2;
        dst[o + 1] = (src[i + 1]! + src[i + 5]! + src[j + 1]! + src[j + 5]! + 2) >> 2;
        dst[o + 2] = (src[i + 2]! + src[i + 6]! + src[j + 2]! + src[j + 6]! + 2) >> 2;
        dst[o + 3] = 255;
      } else if (alpha > 0) {
        for (let c = 0; c < 3; c++)
          // Rounded half up, as the opaque path (a rounding term added before the division would
          // be rounded again by the clamped array: every colour drifted up by half a level).
          dst[o + c] = Math.round(
            (src[i + c]! * a0 + src[i + 4 + c]! * a1 + src[j + c]! * a2 + src[j + 4 + c]! * a3) / alpha,
          );
        dst[o + 3] = (alpha + 2) >> 2;
      }
    }
  }
  return out;
}

/** How far apart two images of one size are: mean absolute difference per channel (0–255) and PSNR in dB. */
export function difference(a: ImageData, b: ImageData): { meanAbs: number; psnr: number } {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`sizes differ: ${a.width} × ${a.height} and ${b.width} × ${b.height}`);
  let abs = 0;
  let squares = 0;
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4)
    for (let c = 0; c < 3; c++) {
      const d = a.data[i + c]! - b.data[i + c]!;
      abs += Math.abs(d);
      squares += d * d;
      n++;
    }
  const mse = squares / n;
  return { meanAbs: abs / n, psnr: mse === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / mse) };
}
