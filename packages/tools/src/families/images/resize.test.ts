import { beforeAll, describe, expect, it } from 'vitest';
import { lanczos, resize, setWasmSource } from './codecs';
import { testPicture } from './fixtures';
import { difference, halve } from './pixels';
import { nodeWasm } from './wasm.test-support';

beforeAll(() => setWasmSource(nodeWasm));

/** The test picture with grain, so it has detail a poor filter would alias, as a photo does. */
function grainy(width: number, height: number): ImageData {
  const picture = testPicture(width, height);
  for (let i = 0, seed = 7; i < picture.data.length; i++)
    if (i % 4 !== 3) picture.data[i]! += ((seed = (seed * 48271) % 2147483647) % 17) - 8;
  return picture;
}

const rgba = (width: number, height: number, values: readonly number[]) =>
  new ImageData(new Uint8ClampedArray(values), width, height);

const pixel = (image: ImageData, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4).slice(0, 4),
];

describe('halve', () => {
  it('makes each pixel the rounded mean of its 2 × 2 block, dropping an odd edge', () => {
    const image = rgba(
      3,
      2,
      [10, 20, 30, 255, 11, 21, 31, 255, 99, 99, 99, 255, 12, 22, 32, 255, 13, 23, 33, 255, 99, 99, 99, 255],
    );
    const half = halve(image);
    expect([half.width, half.height]).toEqual([1, 1]);
    expect(pixel(half, 0, 0)).toEqual([12, 22, 32, 255]);
  });

  it('weighs colour by alpha: a transparent pixel’s colour does not bleed in', () => {
    const image = rgba(2, 2, [255, 0, 0, 255, 0, 255, 0, 0, 255, 0, 0, 255, 0, 255, 0, 0]);
    expect(pixel(halve(image), 0, 0)).toEqual([255, 0, 0, 128]);
    expect(pixel(halve(rgba(2, 2, new Array(16).fill(0))), 0, 0)).toEqual([0, 0, 0, 0]);
  });

  it('leaves a half-transparent block of one colour that colour (no rounding drift)', () => {
    for (const value of [0, 1, 100, 101, 254, 255])
      expect(pixel(halve(rgba(2, 2, new Array(4).fill([value, value, value, 100]).flat())), 0, 0)).toEqual([
        value,
        value,
        value,
        100,
      ]);
    // Half-way means round as the opaque path does: 10, 11, 11, 11 at equal alpha → 10.75 → 11.
    const mixed = rgba(2, 2, [10, 0, 0, 60, 11, 0, 0, 60, 11, 0, 0, 60, 11, 0, 0, 60]);
    expect(pixel(halve(mixed), 0, 0)).toEqual([11, 0, 0, 60]);
  });
});

describe('resize', () => {
  it('halves first on a big reduction, and differs from Lanczos alone by about 1 level in 255', async () => {
    const photo = grainy(1600, 1200);
    const [quick, direct] = [await resize(photo, 768, 576), await lanczos(photo, 768, 576)];
    expect([quick.width, quick.height]).toEqual([768, 576]);
    const { meanAbs, psnr } = difference(quick, direct);
    console.log(
      `two-step vs Lanczos alone, 1600 × 1200 → 768 × 576: mean |Δ| ${meanAbs.toFixed(2)}, PSNR ${psnr.toFixed(1)} dB`,
    );
    expect(meanAbs).toBeLessThan(1.5);
    expect(psnr).toBeGreaterThan(40);
  });

  it('leaves a reduction under 2× to Lanczos alone, and enlarges with it', async () => {
    const photo = grainy(300, 200);
    expect(difference(await resize(photo, 200, 133), await lanczos(photo, 200, 133)).psnr).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(difference(await resize(photo, 600, 400), await lanczos(photo, 600, 400)).psnr).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('keeps a transparent image’s edges clean', async () => {
    // An opaque red square in the middle of a transparent (green-coloured) field.
    const values: number[] = [];
    for (let y = 0; y < 400; y++)
      for (let x = 0; x < 400; x++)
        values.push(...(x >= 100 && x < 300 && y >= 100 && y < 300 ? [255, 0, 0, 255] : [0, 255, 0, 0]));
    const image = rgba(400, 400, values);
    const small = await resize(image, 100, 100);
    expect(pixel(small, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(pixel(small, 5, 5)[3]).toBe(0);
    // No green in any pixel that shows (alpha > 0).
    for (let i = 0; i < small.data.length; i += 4)
      if (small.data[i + 3]! > 0) expect(small.data[i + 1]).toBeLessThan(8);
  });
});
