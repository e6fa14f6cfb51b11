/**
 * A ZIP's central directory, read before anything is unpacked: names, sizes, dates and flags. It
 * is what lets Perch refuse a zip bomb (the sizes it declares, summed, over the limit) and name
 * encrypted entries before fflate inflates a byte. ZIP64 archives (over 4 GB) are said, not read.
 */

export interface ZipEntry {
  name: string;
  /** Uncompressed, as declared. */
  size: number;
  compressedSize: number;
  /** The entry's DOS date and time, as written (no time zone). */
  modified: Date;
  encrypted: boolean;
  directory: boolean;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** Reads the central directory, or says plainly why the file is not a ZIP Perch can read. */
export function readZipIndex(bytes: Uint8Array, name: string): ZipEntry[] | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const startsAsZip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
  if (!startsAsZip) return `${name} is not a ZIP archive (it does not start as one). Choose a .zip file.`;
  // The end record sits in the last 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--)
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  if (end < 0) return `${name} is damaged or cut short (its list of contents is missing). Download it again and retry.`;
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff)
    return `${name} is a ZIP64 archive (over 4 GB or 65,535 files), which Perch cannot open.`;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL)
      return `${name} is damaged (its list of contents is broken), so it cannot be read.`;
    const flags = view.getUint16(at + 8, true);
    const time = view.getUint16(at + 12, true);
    const date = view.getUint16(at + 14, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const entryName = new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(
      bytes.subarray(at + 46, at + 46 + nameLength),
    );
    entries.push({
      name: entryName,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      modified: new Date(
        Date.UTC((date >> 9) + 1980, ((date >> 5) & 15) - 1, date & 31, time >> 11, (time >> 5) & 63, (time & 31) * 2),
      ),
      encrypted: (flags & 1) === 1,
      directory: entryName.endsWith('/'),
    });
    at += 46 + skip;
  }
  return entries;
}
