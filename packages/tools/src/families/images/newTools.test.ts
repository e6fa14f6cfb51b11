// HEIC → JPEG/PNG, SVG → PNG, GIF → PNG frames and reading QR codes and barcodes, in Node, on files
// the tests make (the HEIC is the one real sample in heicSample.ts; no library writes HEIC).
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import type { FileToolResult, ToolFile } from '../../fileTypes';
import { run as runGenerator } from '../generators/qr/run';
import { toPageResult } from '../../workers/pageResult';
import { fixedContext, valuesFor } from '../../run';
import { decode, encode, setWasmSource } from './codecs';
import { images } from './definitions';
import { run } from './fileRun';
import { makeExampleFiles, makeImage, testGif } from './fixtures';
import { headerSize, sniff } from './formats';
import { heicSample } from './heicSample';
import { setFontSource } from './svg';
import { nodeFont, nodeWasm } from './wasm.test-support';

beforeAll(async () => {
  setWasmSource(nodeWasm);
  setFontSource(nodeFont);
  // ZXing's writer build makes the test barcodes; the reader under test never sees it.
  const wasmBinary = await readFile(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
  await prepareWriter({ overrides: { wasmBinary: wasmBinary.buffer as ArrayBuffer }, fireImmediately: true });
});

const tool = (id: string) => images.tools.find((t) => t.id === id)!;
const go = (id: string, files: ToolFile[], given: Record<string, string> = {}) =>
  run(tool(id), files, valuesFor(tool(id), given), fixedContext(), () => {});
const ok = (r: FileToolResult) => {
  if (!r.ok) throw new Error(r.error);
  return r;
};
const pixel = (image: ImageData, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
];
const png = async (file: ToolFile) => decode('png', file.bytes);

describe('HEIC and HEIF photos', () => {
  it('converts a real HEIC to a JPEG and a PNG with its picture: orange at the top, blue at the foot, the navy disc in the middle', async () => {
    const heic = { name: 'IMG_0001.HEIC', type: 'image/heic', bytes: heicSample() };
    const jpg = ok(await go('heic-to-jpg', [heic])).files[0]!;
    expect([jpg.name, sniff(jpg.bytes), headerSize('jpeg', jpg.bytes)]).toEqual([
      'IMG_0001.jpg',
      'jpeg',
      { width: 64, height: 48 },
    ]);
    const image = await png(ok(await go('heic-to-png', [heic])).files[0]!);
    const [r, g, b] = pixel(image, 1, 1);
    expect([r! > 220, g! > 100 && g! < 150, b! < 100]).toEqual([true, true, true]);
    const [fr, , fb] = pixel(image, 1, 46);
    expect([fr! < 60, fb! > 160]).toEqual([true, true]);
    const [dr, dg, db] = pixel(image, 32, 24);
    expect([dr! < 50, dg! < 60, db! > 60 && db! < 130]).toEqual([true, true, true]);
  });

  it('every image tool now reads HEIC: a HEIC resized, and its EXIF-free copy made by conversion', async () => {
    const heic = { name: 'p.heic', type: 'image/heic', bytes: heicSample() };
    expect(ok(await go('resize-image', [heic], { width: '32' })).text).toBe('Resized p.heic from 64 × 48 to 32 × 24.');
    const strip = await go('remove-image-metadata', [heic]);
    expect(strip.ok || strip.error).toBe(
      'p.heic is a HEIC photo: convert it with HEIC to JPG, which writes no metadata, or with HEIC to PNG.',
    );
  });

  it('names a truncated HEIC and still converts the good one of the batch', async () => {
    const good = { name: 'good.heic', type: 'image/heic', bytes: heicSample() };
    const cut = { name: 'cut.heic', type: 'image/heic', bytes: heicSample().subarray(0, 600) };
    const result = ok(await go('heic-to-jpg', [cut, good]));
    expect(result.files.map((f) => f.name)).toEqual(['good.jpg']);
    expect(result.problems).toEqual([
      { name: 'cut.heic', error: 'cut.heic cannot be read as a HEIC: its picture is damaged.' },
    ]);
  });
});

describe('SVG to PNG', () => {
  const svg = (name: string, text: string): ToolFile => ({
    name,
    type: 'image/svg+xml',
    bytes: new TextEncoder().encode(text),
  });
  const square =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="5" height="5" fill="#f00"/></svg>';

  it('draws at its own size, at a scale, or at a width with its shape kept', async () => {
    const one = await png(ok(await go('svg-to-png', [svg('a.svg', square)])).files[0]!);
    expect([one.width, one.height, pixel(one, 1, 1), pixel(one, 8, 1)]).toEqual([
      10,
      5,
      [255, 0, 0, 255],
      [0, 0, 0, 0],
    ]);
    const twice = await png(ok(await go('svg-to-png', [svg('a.svg', square)], { scale: '3' })).files[0]!);
    expect([twice.width, twice.height]).toEqual([30, 15]);
    const wide = ok(await go('svg-to-png', [svg('a.svg', square)], { width: '100' }));
    expect(wide.text).toBe('Drew a.svg as a.png, 100 × 50.');
  });

  it('draws text in Liberation Sans whatever font it names, and says so', async () => {
    const words =
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="30"><text x="2" y="24" font-family="Arial" font-size="24">Hi</text></svg>';
    const result = ok(await go('svg-to-png', [svg('t.svg', words)]));
    const image = await png(result.files[0]!);
    let inked = 0;
    for (let i = 3; i < image.data.length; i += 4) if (image.data[i]! > 128) inked++;
    expect(inked).toBeGreaterThan(50);
    expect(result.figures).toEqual([{ label: 'Text', value: 'Drawn in Liberation Sans, whatever font the SVG names' }]);
  });

  it('names a file that is not an SVG, a broken SVG and one too large to draw; the good one is done', async () => {
    const result = ok(
      await go(
        'svg-to-png',
        [
          svg('notes.svg', 'hello'),
          svg('broken.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect'),
          svg('huge.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"/>'),
          svg('fine.svg', square),
        ],
        { scale: '2' },
      ),
    );
    expect(result.files.map((f) => f.name)).toEqual(['fine.png']);
    expect(result.problems?.map((p) => p.error)).toEqual([
      'notes.svg is not an SVG image. Choose an .svg file.',
      'broken.svg cannot be read as an SVG: the root node was opened but never closed.',
      'huge.svg would be 18,000 × 18,000 pixels: the limit is 16,384 a side and 50 megapixels. Choose a smaller width.',
    ]);
  });
});

describe('GIF to PNG frames', () => {
  it('composes every frame as a viewer shows it, honouring disposal, and zips them all', async () => {
    const gif = { name: 'dance.gif', type: 'image/gif', bytes: testGif(8, 8) };
    const result = ok(await go('gif-to-png-frames', [gif]));
    expect(result.files.map((f) => f.name)).toEqual([
      'dance-frame-001.png',
      'dance-frame-002.png',
      'dance-frame-003.png',
    ]);
    const [one, two, three] = await Promise.all(result.files.map(png));
    const red = [255, 0, 0, 255];
    const green = [0, 200, 0, 255];
    const blue = [0, 0, 255, 255];
    expect([pixel(one!, 0, 0), pixel(one!, 4, 4)]).toEqual([red, red]);
    // Frame 1 was kept (disposal 1): red shows through frame 2's transparent edge.
    expect([pixel(two!, 0, 0), pixel(two!, 4, 4)]).toEqual([red, green]);
    // Frame 2 was cleared to transparent (disposal 2) before frame 3 drew its top half.
    expect([pixel(three!, 0, 0), pixel(three!, 4, 6), pixel(three!, 0, 6)]).toEqual([blue, [0, 0, 0, 0], [0, 0, 0, 0]]);
    expect(result.figures).toEqual([
      { label: 'Frames', value: '3' },
      { label: 'Length', value: '0.3 s' },
    ]);
    const page = toPageResult(result);
    if (!page.ok || !page.archive) throw new Error('no archive');
    const zipped = unzipSync(new Uint8Array(await page.archive.arrayBuffer()));
    expect(Object.keys(zipped)).toEqual(result.files.map((f) => f.name));
  });

  it('names a PNG given as a GIF and a damaged GIF; the good one is done', async () => {
    const good = { name: 'ok.gif', type: 'image/gif', bytes: testGif(4, 4) };
    const broken = { ...good, name: 'broken.gif', bytes: good.bytes.subarray(0, 40) };
    const notGif = await makeImage('photo.png');
    const result = ok(await go('gif-to-png-frames', [notGif, broken, good]));
    expect(result.files).toHaveLength(3);
    expect(result.problems?.map((p) => p.error)).toEqual([
      'photo.png is not a GIF. Choose a .gif file.',
      'broken.gif cannot be read as a GIF: it is damaged or has no frames.',
    ]);
  });
});

describe('reading QR codes and barcodes', () => {
  it('reads back what the catalogue’s own QR generator made (its SVG drawn by SVG to PNG)', async () => {
    const qr = await runGenerator(
      { id: 'qr-code-generator', params: {} } as never,
      { input: 'https://perch.tools/app/read-qr-code-from-image?x=1', level: 'M' },
      fixedContext(),
    );
    if (!qr.ok || !('svg' in qr)) throw new Error('no QR');
    const svgFile = { name: 'qr.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode(qr.svg as string) };
    const pngFile = { ...ok(await go('svg-to-png', [svgFile], { width: '330' })).files[0]!, name: 'qr.png' };
    const result = ok(await go('read-qr-code-from-image', [pngFile]));
    expect(result.text).toBe('Found 1 code in qr.png: QR Code “https://perch.tools/app/read-qr-code-from-image?x=1”.');
    expect(result.figures).toHaveLength(1);
    expect(result.figures![0]!.label).toMatch(/^QR Code at \d+, \d+ \(\d+ × \d+ px\)$/);
  });

  it('reads an EAN-13 and a Code 128 side by side, with where each is', async () => {
    const bars = async (text: string, format: 'EAN13' | 'Code128') => {
      const made = await writeBarcode(text, { format, scale: 3 });
      if (!made.image) throw new Error(made.error);
      return decode('png', new Uint8Array(await made.image.arrayBuffer()));
    };
    const ean = await bars('4006381333931', 'EAN13');
    const code128 = await bars('PERCH-39', 'Code128');
    const width = ean.width + code128.width + 60;
    const height = Math.max(ean.height, code128.height) + 40;
    const page = new ImageData(new Uint8ClampedArray(width * height * 4).fill(255), width, height);
    const paste = (image: ImageData, left: number) => {
      for (let y = 0; y < image.height; y++)
        page.data.set(
          image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4),
          ((y + 20) * width + left) * 4,
        );
    };
    paste(ean, 20);
    paste(code128, ean.width + 40);
    const file = { name: 'shelf.png', type: 'image/png', bytes: await encode('png', page) };
    const result = ok(await go('read-qr-code-from-image', [file]));
    const byFormat = Object.fromEntries(result.figures!.map((f) => [f.label.split(' at ')[0], f]));
    expect(Object.keys(byFormat).sort()).toEqual(['Code 128', 'EAN-13']);
    expect(byFormat['EAN-13']!.value).toBe('4006381333931');
    expect(byFormat['Code 128']!.value).toBe('PERCH-39');
    const left = (label: string) => Number(/at (\d+),/.exec(label)![1]);
    expect(left(byFormat['EAN-13']!.label)).toBeLessThan(ean.width);
    expect(left(byFormat['Code 128']!.label)).toBeGreaterThanOrEqual(ean.width + 30);
  });

  it('its example file is the size its row says (a version-1 QR: 29 modules of 4 px)', async () => {
    const row = images.tools.find((t) => t.id === 'read-qr-code-from-image')!;
    const file = row.examples[0]!.files![0]!;
    const [made] = await makeExampleFiles([file]);
    expect(headerSize('png', made!.bytes)).toEqual({ width: file.width, height: file.height });
  });

  it('says plainly when there is no code', async () => {
    const result = await go('read-qr-code-from-image', [await makeImage('photo.png', 200, 150)]);
    expect(result.ok || result.error).toBe(
      'No QR code or barcode found in photo.png. Try a sharper, straighter picture with the whole code in it.',
    );
  });
});
