/** Operations on an image's bytes, its pixels untouched: remove metadata, view EXIF, Base64 data URIs. */
import { encode } from './codecs';
import { FORMATS } from './formats';
import { checkImage, isProblem, type Loaded, stem } from './load';
import { exifFigures, gpsOf, gpsText, stripMetadata } from './metadata';
import type { ByteOp, Made } from './op';
import { SAVE_QUALITY } from './op';
import { decode } from './codecs';

export const removeMetadata: ByteOp = async ({ file, format }) => {
  if (format.id === 'heic')
    return `${file.name} is a HEIC photo: convert it with HEIC to JPG, which writes no metadata, or with HEIC to PNG.`;
  const gps = await gpsOf(file.bytes);
  let stripped = stripMetadata(format.id, file.bytes);
  if (!stripped) {
    // AVIF and BMP: decoded and saved again (AVIF at a high quality), which writes no metadata.
    const image = format.id === 'avif' ? await decode('avif', file.bytes).catch(() => null) : null;
    if (!image) return `${file.name} cannot be read as ${format.label}: it is damaged.`;
    stripped = { bytes: await encode('avif', image, SAVE_QUALITY), removed: ['all'] };
  }
  const name = `${stem(file.name)}-clean.${format.ext}`;
  const where = gps ? ` It had a GPS position (${gpsText(gps)}), now removed.` : '';
  const what =
    stripped.removed.length === 0
      ? 'had no metadata to remove'
      : `lost its ${[...new Set(stripped.removed)].join(', ')} metadata`;
  return {
    files: [{ name, type: format.mime, bytes: stripped.bytes }],
    text: `${file.name} ${what}.${where}`,
  };
};

export const viewExif: ByteOp = async ({ file }) => {
  const figures = await exifFigures(file.bytes);
  if (figures.length === 0) return { files: [], text: `${file.name} has no EXIF data.` };
  const fact = (label: string) => figures.find((f) => f.label === label)?.value;
  const parts = [
    fact('Camera') ?? 'Unknown camera',
    fact('Taken') && `taken ${fact('Taken')}`,
    fact('GPS') && `at GPS ${fact('GPS')}`,
  ];
  return { files: [], text: `${file.name}: ${parts.filter(Boolean).join(', ')}.`, figures };
};

/** Base64 of bytes, in chunks (String.fromCharCode on a whole photo overflows the stack). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const toBase64: ByteOp = async ({ file, format }) => {
  const uri = `data:${format.mime};base64,${base64(file.bytes)}`;
  return {
    files: [{ name: `${stem(file.name)}.txt`, type: 'text/plain', bytes: new TextEncoder().encode(uri) }],
    text: `Made a data URI of ${uri.length.toLocaleString('en')} characters from ${file.name}.`,
    figures: [{ label: 'Starts', value: `${uri.slice(0, 48)}…` }],
  };
};

/** A text file holding a data URI (or bare Base64) back to the image it encodes. */
export async function fromBase64(file: Loaded['file']): Promise<Made | string> {
  const text = new TextDecoder().decode(file.bytes).trim();
  const match = /^data:([\w/+.-]+)?(?:;[\w=-]+)*;base64,([\s\S]*)$/i.exec(text);
  const payload = (match ? match[2]! : text).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload) || payload.length % 4 === 1)
    return `${file.name} does not hold Base64: paste a data URI such as data:image/png;base64,iVBOR… in a .txt file.`;
  const bytes = Uint8Array.from(atob(payload), (c) => c.charCodeAt(0));
  const checked = checkImage({ name: file.name, type: '', bytes });
  if (isProblem(checked)) return `${file.name} decodes to bytes that are not an image Perch reads.`;
  const { format, size } = checked;
  return {
    files: [{ name: `${stem(file.name)}.${format.ext}`, type: format.mime, bytes }],
    text: `Decoded a ${format.label} of ${size.width} × ${size.height} from ${file.name}.`,
  };
}

export { FORMATS };
