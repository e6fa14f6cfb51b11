/**
 * A favicon set: PNGs at the sizes browsers and phones ask for, a real multi-size favicon.ico
 * (PNG images inside an ICO directory, which every browser since IE 11 reads), and the <link> tags.
 */

/** The PNG sizes, and which of them go inside favicon.ico. */
export const FAVICON_SIZES = [16, 32, 48, 180, 192, 512] as const;
export const ICO_SIZES = [16, 32, 48] as const;

/** The file name of each PNG size: what the <link> tags point to. */
export const faviconName = (size: number) =>
  size === 180
    ? 'apple-touch-icon.png'
    : size >= 192
      ? `android-chrome-${size}x${size}.png`
      : `favicon-${size}x${size}.png`;

export const LINK_TAGS = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">',
  '<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">',
  '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
  '<link rel="icon" type="image/png" sizes="192x192" href="/android-chrome-192x192.png">',
].join('\n');

/** An ICO file holding these square PNGs (ICONDIR, one ICONDIRENTRY each, then the PNGs). */
export function icoOf(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const head = 6 + 16 * images.length;
  const out = new Uint8Array(head + images.reduce((n, i) => n + i.png.length, 0));
  const v = new DataView(out.buffer);
  v.setUint16(2, 1, true); // type: icon
  v.setUint16(4, images.length, true);
  let offset = head;
  for (const [n, { size, png }] of images.entries()) {
    const at = 6 + 16 * n;
    out[at] = size >= 256 ? 0 : size;
    out[at + 1] = size >= 256 ? 0 : size;
    v.setUint16(at + 4, 1, true); // colour planes
    v.setUint16(at + 6, 32, true); // bits per pixel
    v.setUint32(at + 8, png.length, true);
    v.setUint32(at + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  }
  return out;
}

/** The sizes an ICO file says it holds (for the tests, and to check a file is a real ICO). */
export function icoSizes(bytes: Uint8Array): number[] {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (v.getUint16(0, true) !== 0 || v.getUint16(2, true) !== 1) return [];
  return Array.from({ length: v.getUint16(4, true) }, (_, n) => bytes[6 + 16 * n] || 256);
}
