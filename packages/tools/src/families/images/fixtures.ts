/**
 * Images the tests, the stories and the bench make for themselves with the codecs: a colour
 * gradient with a dark disc (so crops, turns and palettes have something to show), in the format
 * the file's name says; a JPEG can carry made-up camera EXIF and a GPS position.
 */
import * as gifenc from 'gifenc';
import QRCode from 'qrcode';
import type { ExampleFile, ToolFile } from '../../fileTypes';
import { encodeBmp } from './bmp';
import { type Codec, encode } from './codecs';
import { FORMATS } from './formats';
import { heicSample } from './heicSample';

/** The test picture: red rises left to right, green top to bottom, a navy disc in the middle. */
export function testPicture(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  const r = Math.min(width, height) / 4;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inDisc = Math.hypot(x - width / 2, y - height / 2) < r;
      data[i] = inDisc ? 20 : (255 * x) / width;
      data[i + 1] = inDisc ? 30 : (255 * y) / height;
      data[i + 2] = inDisc ? 90 : 160;
      data[i + 3] = 255;
    }
  return new ImageData(data, width, height);
}

/** The 2D canvas the text pictures are drawn on: an OffscreenCanvas in the browser; Node's tests give theirs. */
export type CanvasMaker = (
  width: number,
  height: number,
) => {
  getContext(kind: '2d'): {
    fillStyle: string | CanvasGradient | CanvasPattern;
    font: string;
    textBaseline: CanvasTextBaseline;
    fillRect(x: number, y: number, w: number, h: number): void;
    fillText(text: string, x: number, y: number): void;
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  } | null;
};
let makeCanvas: CanvasMaker = (width, height) => new OffscreenCanvas(width, height) as ReturnType<CanvasMaker>;

/** Where text pictures are drawn (Node's tests have no OffscreenCanvas). */
export function setCanvasMaker(next: CanvasMaker): void {
  makeCanvas = next;
}

/** A sign: `text` in black, a sans-serif at 3/5 of the height, on white (an OCR example). */
export function textPicture(text: string, width: number, height: number): ImageData {
  const context = makeCanvas(width, height).getContext('2d');
  if (!context) throw new Error('no 2D canvas to draw the text on');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = `${Math.round(height * 0.4)}px "Liberation Sans", "DejaVu Sans", Arial, sans-serif`;
  context.textBaseline = 'middle';
  context.fillText(text, Math.round(height * 0.3), Math.round(height / 2));
  return new ImageData(new Uint8ClampedArray(context.getImageData(0, 0, width, height).data), width, height);
}

const CODEC_OF: Readonly<Record<string, Codec>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', avif: 'avif' };

/** The made-up EXIF of the example photo. */
export const EXAMPLE_EXIF = {
  make: 'Perch',
  model: 'Test Camera',
  taken: '2024:05:01 10:30:00',
  latitude: 51.5007,
  longitude: -0.1246,
} as const;

export async function makeImage(name: string, width = 64, height = 48, exif = false, text?: string): Promise<ToolFile> {
  const ext = name.split('.').pop()!.toLowerCase();
  const picture = text ? textPicture(text, width, height) : testPicture(width, height);
  if (ext === 'bmp') return { name, type: 'image/bmp', bytes: encodeBmp(picture) };
  if (ext === 'svg') return { name, type: 'image/svg+xml', bytes: new TextEncoder().encode(testSvg(width, height)) };
  if (ext === 'gif') return { name, type: 'image/gif', bytes: testGif(width, height) };
  // A picture holding a QR code of its own name's text ("qr-hello.png" holds "hello").
  if (name.startsWith('qr')) {
    const text = name.replace(/^qr-?/, '').replace(/\.[a-z]+$/, '') || 'https://perch.tools';
    return { name, type: 'image/png', bytes: await encode('png', qrPicture(text)) };
  }
  // No library writes HEIC: the one real sample (64 × 48) stands in at any size asked.
  if (ext === 'heic' || ext === 'heif') return { name, type: 'image/heic', bytes: heicSample() };
  if (ext === 'txt') {
    const png = await encode('png', picture);
    const uri = `data:image/png;base64,${btoa(String.fromCharCode(...png))}`;
    return { name, type: 'text/plain', bytes: new TextEncoder().encode(uri) };
  }
  const codec = CODEC_OF[ext] ?? 'png';
  let bytes = await encode(codec, picture, 80);
  if (exif && codec === 'jpeg') bytes = withExif(bytes);
  return { name, type: FORMATS[codec].mime, bytes };
}

export function makeExampleFiles(files: readonly ExampleFile[]): Promise<ToolFile[]> {
  return Promise.all(files.map((f) => makeImage(f.name, f.width, f.height, f.exif, f.text)));
}

/**
 * A JPEG with an EXIF segment (APP1) after its start: IFD0 with Make and Model, an EXIF IFD with
 * DateTimeOriginal, and a GPS IFD with the position, big-endian as many cameras write it.
 */
export function withExif(jpeg: Uint8Array): Uint8Array {
  const tiff = new Uint8Array(400);
  const v = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0, 42, 0, 0, 0, 8]);
  let data = 200; // where strings and rationals go
  const ascii = (text: string) => {
    const at = data;
    tiff.set(new TextEncoder().encode(`${text}\0`), at);
    data += text.length + 1 + ((text.length + 1) & 1);
    return { count: text.length + 1, at };
  };
  const rationals = (...values: number[][]) => {
    const at = data;
    for (const [n, d] of values) {
      v.setUint32(data, n!);
      v.setUint32(data + 4, d!);
      data += 8;
    }
    return at;
  };
  const ifd = (at: number, entries: [tag: number, type: number, count: number, value: number | string][]) => {
    v.setUint16(at, entries.length);
    for (const [n, [tag, type, count, value]] of entries.entries()) {
      const e = at + 2 + n * 12;
      v.setUint16(e, tag);
      v.setUint16(e + 2, type);
      v.setUint32(e + 4, count);
      if (typeof value === 'string') tiff.set(new TextEncoder().encode(value.padEnd(4, '\0')), e + 8);
      else if (type === 3 && count === 1) v.setUint16(e + 8, value);
      else v.setUint32(e + 8, value);
    }
    v.setUint32(at + 2 + entries.length * 12, 0);
  };
  const dms = (deg: number) => {
    const a = Math.abs(deg);
    const d = Math.floor(a);
    const m = Math.floor((a - d) * 60);
    const s = Math.round(((a - d) * 60 - m) * 60 * 10000);
    return rationals([d, 1], [m, 1], [s, 10000]);
  };
  const make = ascii(EXAMPLE_EXIF.make);
  const model = ascii(EXAMPLE_EXIF.model);
  const taken = ascii(EXAMPLE_EXIF.taken);
  const { latitude: lat, longitude: lon } = EXAMPLE_EXIF;
  ifd(8, [
    [0x010f, 2, make.count, make.at],
    [0x0110, 2, model.count, model.at],
    [0x8769, 4, 1, 70],
    [0x8825, 4, 1, 100],
  ]);
  ifd(70, [[0x9003, 2, taken.count, taken.at]]);
  ifd(100, [
    [0x0000, 1, 4, 0x02020000],
    [0x0001, 2, 2, lat >= 0 ? 'N' : 'S'],
    [0x0002, 5, 3, dms(lat)],
    [0x0003, 2, 2, lon >= 0 ? 'E' : 'W'],
    [0x0004, 5, 3, dms(lon)],
  ]);
  const body = tiff.subarray(0, data);
  const app1 = new Uint8Array(4 + 6 + body.length);
  app1.set([0xff, 0xe1, ((app1.length - 2) >> 8) & 0xff, (app1.length - 2) & 0xff]);
  app1.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4);
  app1.set(body, 10);
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2));
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  return out;
}

/** An SVG of the given size: a sky-blue card with an orange circle and a word in it. */
export function testSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="${height / 8}" fill="#3a86c8"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#d87a3f"/><text x="${width / 2}" y="${height / 2}" font-family="Helvetica" font-size="${height / 5}" text-anchor="middle" fill="#fff">Perch</text></svg>`;
}

/** gifenc's functions: named in its ES build, on `default` where Node loads its CommonJS build. */
const gif: typeof gifenc =
  'GIFEncoder' in gifenc && typeof gifenc.GIFEncoder === 'function'
    ? gifenc
    : (gifenc as unknown as { default: typeof gifenc }).default;

/**
 * A 3-frame GIF: a red frame, then a green square in the middle over a transparent rest (kept:
 * disposal 1, so red shows around it), then a blue bar after that frame was cleared (disposal 2).
 */
export function testGif(width: number, height: number): Uint8Array {
  const palette = [
    [255, 0, 0],
    [0, 200, 0],
    [0, 0, 255],
    [0, 0, 0],
  ];
  const encoder = gif.GIFEncoder();
  const frame = (paint: (x: number, y: number) => number, dispose: number) => {
    const index = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) index[y * width + x] = paint(x, y);
    encoder.writeFrame(index, width, height, { palette, delay: 100, transparent: true, transparentIndex: 3, dispose });
  };
  const inMiddle = (x: number, y: number) =>
    x >= width / 4 && x < (3 * width) / 4 && y >= height / 4 && y < (3 * height) / 4;
  frame(() => 0, 1);
  frame((x, y) => (inMiddle(x, y) ? 1 : 3), 2);
  frame((_, y) => (y < height / 2 ? 2 : 3), 1);
  encoder.finish();
  return encoder.bytes();
}

/** A QR code of `text` as the catalogue's QR generator makes it (the qrcode package), 4 px a module with a 4-module margin. */
export function qrPicture(text: string, scale = 4): ImageData {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const side = (n + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const [mx, my] = [Math.floor(x / scale) - 4, Math.floor(y / scale) - 4];
      if (mx >= 0 && my >= 0 && mx < n && my < n && code.modules.get(my, mx))
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return new ImageData(data, side, side);
}
