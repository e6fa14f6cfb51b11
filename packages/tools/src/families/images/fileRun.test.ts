import { beforeAll, describe, expect, it } from 'vitest';
import type { FileToolResult, ToolFile } from '../../fileTypes';
import { fixedContext, valuesFor } from '../../run';
import { decode, setWasmSource } from './codecs';
import { images } from './definitions';
import { icoSizes } from './favicon';
import { run } from './fileRun';
import { EXAMPLE_EXIF, makeExampleFiles, makeImage, setCanvasMaker, testPicture, withExif } from './fixtures';
import { type FormatId, headerSize, sniff } from './formats';
import { MAX_IMAGE_BYTES } from './limits';
import { gpsOf } from './metadata';
import { setFontSource } from './svg';
import { setOcrPaths } from './ocr';
import { nodeCanvas, nodeFont, nodeOcrPaths, nodeWasm } from './wasm.test-support';

beforeAll(async () => {
  setWasmSource(nodeWasm);
  setFontSource(nodeFont);
  setOcrPaths(nodeOcrPaths);
  setCanvasMaker(await nodeCanvas());
});

const tool = (id: string) => images.tools.find((t) => t.id === id)!;
const go = (id: string, files: ToolFile[], given: Record<string, string> = {}) =>
  run(tool(id), files, valuesFor(tool(id), given), fixedContext(), () => {});
const ok = (r: FileToolResult) => {
  if (!r.ok) throw new Error(r.error);
  return r;
};
/** What a made file really is: its format by its bytes, and its pixels. */
const facts = (file: ToolFile) => {
  const format = sniff(file.bytes) as FormatId;
  return { format, ...headerSize(format, file.bytes)! };
};
const pixels = async (file: ToolFile) => decode(sniff(file.bytes) as 'png', file.bytes);

describe('every image tool', () => {
  // The watermark's glyphs are drawn by the browser (OffscreenCanvas): its example runs in Chromium
  // with every other image example (stories/ImageExamples.stories.tsx); its geometry and pixels are
  // tested here (watermark.test.ts).
  const inNode = images.tools.filter((t) => t.params.op !== 'watermark');
  it.each(inNode.flatMap((t) => t.examples.map((e, i) => [`${t.id} #${i + 1}`, t, e] as const)))(
    '%s: its example gives exactly its output',
    async (_, row, example) => {
      const files = await makeExampleFiles(example.files ?? []);
      const result = await run(row, files, valuesFor(row, example.input), fixedContext(), () => {});
      expect(result).toEqual(expect.objectContaining({ ok: true, text: example.output }));
    },
  );

  it('is a file tool in the Images category with a stated size limit', () => {
    expect(images.tools.length).toBeGreaterThanOrEqual(30);
    for (const row of images.tools) {
      expect([row.kind, row.category, row.accept?.maxBytes]).toEqual(['file', 'images', MAX_IMAGE_BYTES]);
    }
  });
});

describe('conversions write the format they name', () => {
  it.each([
    ['png-to-webp', 'photo.png', 'webp'],
    ['png-to-jpg', 'photo.png', 'jpeg'],
    ['jpg-to-avif', 'photo.jpg', 'avif'],
    ['avif-to-png', 'photo.avif', 'png'],
    ['webp-to-jpg', 'photo.webp', 'jpeg'],
    ['bmp-to-png', 'photo.bmp', 'png'],
  ])('%s', async (id, name, format) => {
    const result = ok(await go(id, [await makeImage(name)]));
    expect(facts(result.files[0]!)).toEqual({ format, width: 64, height: 48 });
    expect(result.files[0]!.type).toBe(`image/${format}`);
  });

  it('keeps the picture: PNG → BMP → PNG is pixel for pixel, and a lossy round trip stays close', async () => {
    const png = ok(await go('bmp-to-png', [await makeImage('p.bmp')])).files[0]!;
    expect([...(await pixels(png)).data]).toEqual([...testPicture(64, 48).data]);
    const webp = ok(await go('png-to-webp', [png], { quality: '90' })).files[0]!;
    const back = await pixels(webp);
    const original = testPicture(64, 48).data;
    let error = 0;
    for (let i = 0; i < original.length; i++) error += Math.abs(back.data[i]! - original[i]!);
    expect(error / original.length).toBeLessThan(6);
  });
});

describe('compress, resize, crop, rotate, flip', () => {
  it('compresses to a target size with the highest quality that fits, and says when nothing fits', async () => {
    const photo = await makeImage('big.jpg', 400, 300);
    const result = ok(await go('compress-image-to-size', [photo], { targetKb: '8' }));
    const quality = Number(result.figures!.find((f) => f.label === 'Quality chosen')!.value);
    expect(result.files[0]!.bytes.length).toBeLessThanOrEqual(8 * 1024);
    const oneUp = ok(await go('compress-image', [photo], { quality: String(quality + 1) })).files[0]!;
    expect(oneUp.bytes.length).toBeGreaterThan(8 * 1024);
    // Noise does not compress: 400 × 300 of it is over 1 KB at any quality.
    const noise = testPicture(400, 300);
    for (let i = 0, seed = 1; i < noise.data.length; i++)
      if (i % 4 !== 3) noise.data[i] = (seed = (seed * 48271) % 2147483647) & 0xff;
    const { encode } = await import('./codecs');
    const noisy = { name: 'noise.png', type: 'image/png', bytes: await encode('png', noise) };
    const tooSmall = await go('compress-image-to-size', [noisy], { targetKb: '1' });
    expect(tooSmall.ok || tooSmall.error).toBe(
      'noise.png cannot get under 1 KB at 400 × 300, even at quality 1: make it smaller with Resize Image first.',
    );
  });

  it('resizes by pixels with and without the shape kept, and by percentage', async () => {
    const photo = await makeImage('p.png');
    expect(facts(ok(await go('resize-image', [photo], { width: '10', height: '30' })).files[0]!)).toEqual({
      format: 'png',
      width: 10,
      height: 8,
    });
    const free = ok(await go('resize-image', [photo], { width: '10', height: '30', keepAspect: 'false' })).files[0]!;
    expect(facts(free)).toEqual({ format: 'png', width: 10, height: 30 });
    const bad = await go('resize-image', [photo], { width: '0' });
    expect(bad.ok || bad.error).toBe('Enter the width and height in pixels, from 1 to 16,384.');
  });

  it('crops the centre to a shape, or a box, and refuses a box past the edge', async () => {
    const photo = await makeImage('p.png');
    const box = ok(await go('crop-image', [photo], { aspect: 'box', x: '0', y: '0', width: '2', height: '1' }))
      .files[0]!;
    const original = testPicture(64, 48).data;
    expect([...(await pixels(box)).data]).toEqual([...original.subarray(0, 8)]);
    const past = await go('crop-image', [photo], { aspect: 'box', x: '60', y: '0', width: '10', height: '10' });
    expect(past.ok || past.error).toBe('That box runs past the edge: p.png is 64 × 48 pixels.');
  });

  it('rotates and flips pixel for pixel', async () => {
    const photo = await makeImage('p.png', 3, 2);
    const src = await pixels(photo);
    const at = (image: ImageData, x: number, y: number) => [
      ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
    ];
    const turned = await pixels(ok(await go('rotate-image', [photo], { angle: '90' })).files[0]!);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    // Clockwise: the top-left pixel goes to the top-right.
    expect(at(turned, 1, 0)).toEqual(at(src, 0, 0));
    const flipped = await pixels(ok(await go('flip-image', [photo])).files[0]!);
    expect(at(flipped, 2, 0)).toEqual(at(src, 0, 0));
  });
});

describe('metadata', () => {
  it('removes EXIF and names the GPS it had, leaving the image bytes as they were', async () => {
    const photo = await makeImage('photo.jpg', 64, 48, true);
    expect(await gpsOf(photo.bytes)).toEqual({
      latitude: expect.closeTo(EXAMPLE_EXIF.latitude, 4),
      longitude: expect.closeTo(EXAMPLE_EXIF.longitude, 4),
    });
    const clean = ok(await go('remove-image-metadata', [photo])).files[0]!;
    expect(await gpsOf(clean.bytes)).toBeNull();
    expect([...clean.bytes]).toEqual([...(await makeImage('photo.jpg')).bytes]);
    const again = ok(await go('remove-image-metadata', [clean]));
    expect(again.text).toBe('photo-clean.jpg had no metadata to remove.');
  });

  it('shows the camera, date and place as figures, and says when there is no EXIF', async () => {
    const result = ok(await go('view-exif', [await makeImage('photo.jpg', 64, 48, true)]));
    expect(result.figures).toEqual([
      { label: 'Camera', value: 'Perch Test Camera' },
      { label: 'Taken', value: '2024-05-01 10:30:00' },
      { label: 'GPS', value: '51.50070, -0.12460' },
    ]);
    expect(ok(await go('view-exif', [await makeImage('plain.png')])).text).toBe('plain.png has no EXIF data.');
  });
});

describe('Base64, palette, favicon, looks, GIF', () => {
  it('turns an image into a data URI and back into the same bytes', async () => {
    const png = await makeImage('dot.png', 4, 4);
    const uri = ok(await go('image-to-base64', [png])).files[0]!;
    expect(new TextDecoder().decode(uri.bytes)).toMatch(/^data:image\/png;base64,iVBOR/);
    const back = ok(await go('base64-to-image', [{ ...uri, name: 'dot.txt' }])).files[0]!;
    expect([back.name, [...back.bytes]]).toEqual(['dot.png', [...png.bytes]]);
    const junk = await go('base64-to-image', [
      { name: 'x.txt', type: 'text/plain', bytes: new TextEncoder().encode('not base64!') },
    ]);
    expect(junk.ok || junk.error).toMatch(/^x\.txt does not hold Base64/);
  });

  it('finds a two-colour image’s two colours with their shares, as swatches', async () => {
    const data = new Uint8ClampedArray(10 * 10 * 4);
    for (let i = 0; i < 100; i++) data.set(i < 70 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
    const { encode } = await import('./codecs');
    const file = { name: 'flag.png', type: 'image/png', bytes: await encode('png', new ImageData(data, 10, 10)) };
    const result = ok(await go('image-colour-palette', [file], { colours: '2' }));
    expect(result.swatches).toEqual(['#ff0000', '#0000ff']);
    expect(result.figures).toEqual([
      { label: '#ff0000', value: '70 %' },
      { label: '#0000ff', value: '30 %' },
    ]);
  });

  it('makes a favicon set: a real ICO of 16, 32 and 48, square PNGs, and the link tags', async () => {
    const result = ok(await go('favicon-generator', [await makeImage('logo.png', 100, 50)]));
    const byName = Object.fromEntries(result.files.map((f) => [f.name, f]));
    expect(icoSizes(byName['favicon.ico']!.bytes)).toEqual([16, 32, 48]);
    expect(facts(byName['apple-touch-icon.png']!)).toEqual({ format: 'png', width: 180, height: 180 });
    expect(facts(byName['android-chrome-512x512.png']!)).toEqual({ format: 'png', width: 512, height: 512 });
    expect(new TextDecoder().decode(byName['favicon-tags.html']!.bytes)).toContain('<link rel="apple-touch-icon"');
  });

  it('greyscales, inverts, and cuts a circle with transparent corners', async () => {
    const photo = await makeImage('p.png');
    const grey = await pixels(ok(await go('greyscale-image', [photo])).files[0]!);
    expect(grey.data[0]).toBe(grey.data[1]);
    const inv = await pixels(ok(await go('invert-image', [photo])).files[0]!);
    expect(inv.data[2]).toBe(255 - testPicture(64, 48).data[2]!);
    const circle = ok(await go('circle-crop-image', [await makeImage('p.jpg')])).files[0]!;
    const round = await pixels(circle);
    expect([facts(circle).format, round.width, round.data[3], round.data[(24 * 48 + 24) * 4 + 3]]).toEqual([
      'png',
      48,
      0,
      255,
    ]);
  });

  it('makes an animated GIF with one frame per image', async () => {
    const result = ok(await go('images-to-gif', [await makeImage('a.png'), await makeImage('b.png', 32, 32)]));
    const gif = result.files[0]!.bytes;
    expect(new TextDecoder().decode(gif.subarray(0, 6))).toBe('GIF89a');
    // Each frame starts with an image descriptor (0x2C) after its graphic control extension.
    const frames = [...gif].filter((b, i) => b === 0x21 && gif[i + 1] === 0xf9).length;
    expect(frames).toBe(2);
  });
});

describe('bad input gets a clear sentence naming the file, and the rest of the batch is done', () => {
  it('names a wrong type, a damaged HEIC, a corrupt JPEG, too many pixels and a file over the limit', async () => {
    const good = await makeImage('good.png');
    const jpeg = await makeImage('ok.jpg', 64, 48);
    const garbage = jpeg.bytes.slice();
    for (let i = 200; i < garbage.length - 2; i++) garbage[i] = (i * 7919) & 0xff;
    const huge = good.bytes.slice();
    new DataView(huge.buffer).setUint32(16, 20_000);
    new DataView(huge.buffer).setUint32(20, 20_000);
    const heic = new Uint8Array(64);
    heic.set(new TextEncoder().encode('\0\0\0\x18ftypheic\0\0\0\0mif1heic'));
    const files: ToolFile[] = [
      { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('hello') },
      good,
      { name: 'broken.jpg', type: 'image/jpeg', bytes: garbage },
      { name: 'huge.png', type: 'image/png', bytes: huge },
      { name: 'iphone.heic', type: 'image/heic', bytes: heic },
      { name: 'big.png', type: 'image/png', bytes: new Uint8Array(MAX_IMAGE_BYTES + 1) },
      jpeg,
    ];
    const result = ok(await go('png-to-webp', files));
    expect(result.files.map((f) => f.name)).toEqual(['good.webp', 'ok.webp']);
    expect(result.problems).toEqual([
      {
        name: 'notes.txt',
        error: 'notes.txt is not an image this tool reads. Choose a PNG, JPEG, WebP, AVIF, HEIC or BMP file.',
      },
      { name: 'broken.jpg', error: 'broken.jpg cannot be read as a JPEG: it is damaged.' },
      {
        name: 'huge.png',
        error:
          'huge.png is 20,000 × 20,000 pixels (400 megapixels): the limit is 50 megapixels, as a bigger image may not fit in this tab’s memory.',
      },
      { name: 'iphone.heic', error: 'iphone.heic is damaged, so it cannot be read as a HEIC.' },
      { name: 'big.png', error: 'big.png is 50.0 MB: the limit is 50 MB a file.' },
    ]);
  });

  it('a codec that failed on a damaged file still decodes the next one', async () => {
    const jpeg = await makeImage('ok.jpg');
    const garbage = jpeg.bytes.slice();
    for (let i = 200; i < garbage.length - 2; i++) garbage[i] = (i * 7919) & 0xff;
    for (const _ of [1, 2]) await go('jpg-to-png', [{ ...jpeg, name: 'bad.jpg', bytes: garbage }]);
    expect(ok(await go('jpg-to-png', [jpeg])).files).toHaveLength(1);
  });

  it('the EXIF writer the tests use writes what exifr reads', async () => {
    const bytes = withExif((await makeImage('x.jpg')).bytes);
    expect(await gpsOf(bytes)).not.toBeNull();
  });
});
