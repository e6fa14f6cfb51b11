/**
 * BMP, read by hand (no codec in the Squoosh set reads it): uncompressed 24- and 32-bit files and
 * 8-bit palette files, bottom-up or top-down, which is what Paint and screenshot tools write.
 * Anything else is named as not supported, never guessed at.
 */
export function decodeBmp(bytes: Uint8Array): ImageData | string {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offset = v.getUint32(10, true);
  const headerSize = v.getUint32(14, true);
  const width = v.getInt32(18, true);
  const rawHeight = v.getInt32(22, true);
  const bits = v.getUint16(28, true);
  const compression = v.getUint32(30, true);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0) return 'its header is damaged';
  if (![8, 24, 32].includes(bits) || !(compression === 0 || (compression === 3 && bits === 32)))
    return `it is a ${bits}-bit${compression ? ' compressed' : ''} BMP; Perch reads uncompressed 8-, 24- and 32-bit BMPs`;
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (offset + stride * height > bytes.length) return 'it is cut short';
  const palette = 14 + headerSize;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = offset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const p = bits === 8 ? palette + bytes[row + x]! * 4 : row + (x * bits) / 8;
      out[o] = bytes[p + 2]!;
      out[o + 1] = bytes[p + 1]!;
      out[o + 2] = bytes[p]!;
      out[o + 3] = bits === 32 && compression === 0 && headerSize > 40 ? bytes[p + 3]! : 255;
    }
  }
  return new ImageData(out, width, height);
}

/** A 24-bit BMP of an image (for the tests and examples: what Paint would save). */
export function encodeBmp(image: ImageData): Uint8Array {
  const stride = Math.ceil((image.width * 3) / 4) * 4;
  const size = 54 + stride * image.height;
  const bytes = new Uint8Array(size);
  const v = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  v.setUint32(2, size, true);
  v.setUint32(10, 54, true);
  v.setUint32(14, 40, true);
  v.setInt32(18, image.width, true);
  v.setInt32(22, image.height, true);
  v.setUint16(26, 1, true);
  v.setUint16(28, 24, true);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const o = 54 + (image.height - 1 - y) * stride + x * 3;
      bytes[o] = image.data[i + 2]!;
      bytes[o + 1] = image.data[i + 1]!;
      bytes[o + 2] = image.data[i]!;
    }
  return bytes;
}
