/**
 * Read QR codes and barcodes (EAN, UPC, Code 128, Code 39, Data Matrix, PDF417, Aztec and more)
 * from an image with zxing-wasm's reader build (ZXing-C++ as WebAssembly, served by Perch). Each
 * code is given with its text, its format and where it is in the picture.
 */
import { prepareZXingModule, type ReadResult, readBarcodes } from 'zxing-wasm/reader';
import { wasm } from './codecs';
import type { PixelOp } from './op';

/** The most codes read from one image. */
export const MAX_CODES = 50;

let ready: Promise<unknown> | null = null;

/** ZXing's reader, started once from the WebAssembly of the current source. */
function started(): Promise<unknown> {
  ready ??= wasm('zxingReader').then((module) =>
    prepareZXingModule({
      overrides: {
        instantiateWasm(
          imports: WebAssembly.Imports,
          done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
        ) {
          WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
          return {};
        },
      },
      fireImmediately: true,
    }),
  );
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

/** "QRCode" → "QR Code", "EAN13" → "EAN-13", "Code128" → "Code 128". */
export function formatName(format: string): string {
  return format
    .replace(/^(EAN|UPC)-?(\d+|[AE])$/, '$1-$2')
    .replace(/^QRCode$/, 'QR Code')
    .replace(/^MicroQRCode$/, 'Micro QR Code')
    .replace(/^RMQRCode$/, 'rMQR Code')
    .replace(/^(Code)(\d+)$/, '$1 $2')
    .replace(/^DataMatrix$/, 'Data Matrix');
}

export interface FoundCode {
  format: string;
  text: string;
  /** The code's box in the picture's pixels: its left, top, width and height. */
  box: { x: number; y: number; width: number; height: number };
}

export function found(result: ReadResult): FoundCode {
  const corners = Object.values(result.position);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const [x, y] = [Math.max(0, Math.min(...xs)), Math.max(0, Math.min(...ys))];
  return {
    format: formatName(result.format),
    text: result.text,
    box: { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y },
  };
}

export const readCodes: PixelOp = async (loaded) => {
  await started();
  const results = await readBarcodes(loaded.image, { tryHarder: true, maxNumberOfSymbols: MAX_CODES });
  const codes = results.filter((r) => r.isValid).map(found);
  const name = loaded.file.name;
  if (codes.length === 0)
    return `No QR code or barcode found in ${name}. Try a sharper, straighter picture with the whole code in it.`;
  const where = (c: FoundCode) => `at ${c.box.x}, ${c.box.y} (${c.box.width} × ${c.box.height} px)`;
  const list = codes.map((c) => `${c.format} “${c.text}”`).join('; ');
  return {
    files: [
      {
        name: `${name.replace(/\.[a-z0-9]{2,5}$/i, '')}-codes.txt`,
        type: 'text/plain',
        bytes: new TextEncoder().encode(codes.map((c) => `${c.format}\t${c.text}\t${where(c)}\n`).join('')),
      },
    ],
    text: `Found ${codes.length === 1 ? '1 code' : `${codes.length} codes`} in ${name}: ${list}.`,
    figures: codes.map((c) => ({ label: `${c.format} ${where(c)}`, value: c.text })),
  };
};
