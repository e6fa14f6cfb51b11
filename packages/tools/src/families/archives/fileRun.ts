/**
 * The Archives family's engine, with fflate (MIT, pure JS, fast): create a ZIP, list one, extract
 * one, gzip and gunzip a file. A ZIP is read from its central directory first (zipIndex.ts), so a
 * bomb is refused by the sizes it declares and encrypted entries are named before any inflating.
 */
import { Gunzip, gzipSync, strFromU8, unzipSync, zipSync } from 'fflate';
import type { FileEngine, FileProblem, FileToolResult, ToolFile } from '../../fileTypes';
import type { Figure } from '../../types';
import { MAX_ARCHIVE_BYTES, MAX_ARCHIVE_LABEL } from './limits';
import { readZipIndex, type ZipEntry } from './zipIndex';

/** The most a ZIP or .gz may unpack to, in all: past it the tab would run out of memory. */
export const MAX_UNPACKED_BYTES = 500 * 1024 * 1024;
export const MAX_UNPACKED_LABEL = '500 MB';
/** The largest file a tool takes (in limits.ts, which the rows read without fflate). */
export { MAX_ARCHIVE_BYTES, MAX_ARCHIVE_LABEL };

const ZIP_TYPE = 'application/zip';
const GZIP_TYPE = 'application/gzip';

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const baseName = (path: string) => path.split('/').filter(Boolean).pop() ?? path;
/** Already-compressed formats are stored, not deflated again: it would cost time and save nothing. */
const COMPRESSED =
  /\.(zip|gz|tgz|bz2|xz|7z|rar|jpe?g|png|gif|webp|avif|heic|mp[34]|m4a|mov|pdf|docx|xlsx|pptx|woff2?)$/i;

const isoMinute = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** The contents' figures: each file with its size, compressed size and date. */
const listing = (entries: readonly ZipEntry[]): Figure[] =>
  entries
    .filter((e) => !e.directory)
    .map((e) => ({
      label: e.name,
      value: `${sizeText(e.size)} (${sizeText(e.compressedSize)} packed), ${isoMinute(e.modified)}${e.encrypted ? ', encrypted' : ''}`,
    }));

function tooBig(file: ToolFile): string | null {
  return file.bytes.length > MAX_ARCHIVE_BYTES
    ? `${file.name} is ${sizeText(file.bytes.length)}: the limit is ${MAX_ARCHIVE_LABEL} a file.`
    : null;
}

function bombCheck(name: string, total: number): string | null {
  return total > MAX_UNPACKED_BYTES
    ? `${name} would unpack to ${sizeText(total)}, over Perch’s limit of ${MAX_UNPACKED_LABEL} unpacked (this is how a zip bomb looks). Unpack it on a computer with an archive app.`
    : null;
}

function createZip(files: readonly ToolFile[], onProgress: (f: number) => void): FileToolResult {
  if (files.length === 0) return { ok: false, error: 'Add the files to put in the ZIP.' };
  const used = new Set<string>();
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
  let before = 0;
  for (const file of files) {
    const big = tooBig(file);
    if (big) return { ok: false, error: big };
    let name = file.name;
    for (let n = 2; used.has(name); n++) name = file.name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    used.add(name);
    entries[name] = [file.bytes, { level: COMPRESSED.test(name) ? 0 : 6 }];
    before += file.bytes.length;
  }
  // A fixed date (1980-01-01, the ZIP epoch): the same files make the same ZIP, byte for byte.
  const zip = zipSync(entries, { mtime: new Date(Date.UTC(1980, 0, 1)) });
  onProgress(1);
  return {
    ok: true,
    text: `Zipped ${plural(files.length, 'file')} into archive.zip: ${sizeText(zip.length)} from ${sizeText(before)}.`,
    files: [{ name: 'archive.zip', type: ZIP_TYPE, bytes: zip }],
    figures: [
      { label: 'Files', value: String(files.length) },
      { label: 'Before', value: sizeText(before) },
      { label: 'ZIP', value: sizeText(zip.length) },
    ],
  };
}

function readZip(file: ToolFile, extract: boolean): FileToolResult {
  const big = tooBig(file);
  if (big) return { ok: false, error: big };
  const entries = readZipIndex(file.bytes, file.name);
  if (typeof entries === 'string') return { ok: false, error: entries };
  const files = entries.filter((e) => !e.directory);
  const total = files.reduce((n, e) => n + e.size, 0);
  const locked = files.filter((e) => e.encrypted);
  const lockedNote =
    locked.length > 0
      ? ` ${plural(locked.length, 'file is', 'files are')} encrypted (password protected), which Perch cannot open: ${locked.map((e) => e.name).join(', ')}.`
      : '';
  if (!extract)
    return {
      ok: true,
      text: `${file.name} holds ${plural(files.length, 'file')}, ${sizeText(total)} unpacked.${lockedNote}`,
      files: [],
      figures: listing(entries),
    };
  const bomb = bombCheck(file.name, total);
  if (bomb) return { ok: false, error: bomb };
  if (files.length > 0 && locked.length === files.length)
    return {
      ok: false,
      error: `Every file in ${file.name} is encrypted (password protected), and Perch cannot open encrypted ZIPs.`,
    };
  let unpacked: Record<string, Uint8Array>;
  try {
    const open = new Set(files.filter((e) => !e.encrypted).map((e) => e.name));
    unpacked = unzipSync(file.bytes, { filter: (f) => open.has(f.name) });
  } catch {
    return { ok: false, error: `${file.name} is damaged, so its files cannot be unpacked.` };
  }
  const out: ToolFile[] = Object.entries(unpacked).map(([path, bytes]) => ({
    name: path,
    type: 'application/octet-stream',
    bytes,
  }));
  const problems: FileProblem[] = locked.map((e) => ({
    name: e.name,
    error: `${e.name} is encrypted: Perch cannot open it.`,
  }));
  return {
    ok: true,
    text: `Extracted ${plural(out.length, 'file')} (${sizeText(total)}) from ${file.name}.${lockedNote}`,
    files: out.map((f) => ({ ...f, name: baseName(f.name) === f.name ? f.name : f.name.replaceAll('/', '_') })),
    figures: listing(entries),
    ...(problems.length > 0 ? { problems } : {}),
  };
}

function gzip(file: ToolFile): FileToolResult {
  const big = tooBig(file);
  if (big) return { ok: false, error: big };
  const bytes = gzipSync(file.bytes, { level: 6, mtime: 0, filename: file.name });
  return {
    ok: true,
    text: `Gzipped ${file.name}: ${sizeText(bytes.length)} from ${sizeText(file.bytes.length)}.`,
    files: [{ name: `${file.name}.gz`, type: GZIP_TYPE, bytes }],
  };
}

function gunzip(file: ToolFile): FileToolResult {
  const big = tooBig(file);
  if (big) return { ok: false, error: big };
  const b = file.bytes;
  if (b.length < 18 || b[0] !== 0x1f || b[1] !== 0x8b)
    return { ok: false, error: `${file.name} is not a gzip file (it does not start as one). Choose a .gz file.` };
  // Inflated in chunks, counting: past the limit it stops (a bomb), whatever the trailer claims.
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  try {
    const stream = new Gunzip((chunk) => {
      total += chunk.length;
      if (total > MAX_UNPACKED_BYTES) over = true;
      else chunks.push(chunk);
    });
    for (let at = 0; at < b.length && !over; at += 1 << 20)
      stream.push(b.subarray(at, at + (1 << 20)), at + (1 << 20) >= b.length);
  } catch {
    return { ok: false, error: `${file.name} is damaged or cut short, so it cannot be unpacked.` };
  }
  if (over) return { ok: false, error: bombCheck(file.name, total)! };
  // The last 4 bytes are the unpacked size (mod 4 GB): a file cut inside its trailer does not match.
  const declared = new DataView(b.buffer, b.byteOffset + b.length - 4, 4).getUint32(0, true);
  if (total % 2 ** 32 !== declared)
    return { ok: false, error: `${file.name} is damaged or cut short, so it cannot be unpacked.` };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  // The name stored in the header when there is one, else the file's own without .gz.
  const stored = b[3]! & 8 ? strFromU8(b.subarray(10, b.indexOf(0, 10)), true) : '';
  const name =
    baseName(stored) || file.name.replace(/\.t?gz$/i, (m) => (m.toLowerCase() === '.tgz' ? '.tar' : '')) || 'file';
  return {
    ok: true,
    text: `Unpacked ${name}: ${sizeText(bytes.length)} from ${sizeText(b.length)}.`,
    files: [{ name, type: 'application/octet-stream', bytes }],
  };
}

export const run: FileEngine = async (tool, files, _values, _context, onProgress) => {
  const op = tool.params.op ?? '';
  if (files.length === 0) return { ok: false, error: 'Add a file first: drop it here or choose it.' };
  if (op === 'create') return createZip(files, onProgress);
  const one =
    op === 'list' || op === 'extract'
      ? (f: ToolFile) => readZip(f, op === 'extract')
      : op === 'gzip'
        ? gzip
        : op === 'gunzip'
          ? gunzip
          : null;
  if (!one) return { ok: false, error: 'This archive tool is not available.' };
  // Each file on its own: one bad file is named and the rest are still done.
  const results = files.map((f, i) => {
    const r = one(f);
    onProgress((i + 1) / files.length);
    return [f, r] as const;
  });
  const good = results.filter(([, r]) => r.ok);
  const problems = results.flatMap(([f, r]) => (r.ok ? (r.problems ?? []) : [{ name: f.name, error: r.error }]));
  if (good.length === 0) return { ok: false, error: problems.map((p) => p.error).join(' '), problems };
  const many = files.length > 1;
  return {
    ok: true,
    text: good.map(([, r]) => (r.ok ? r.text : '')).join(' '),
    files: good.flatMap(([, r]) => (r.ok ? r.files : [])),
    figures: good.flatMap(([f, r]) =>
      r.ok ? (r.figures ?? []).map((x) => (many ? { ...x, label: `${f.name}: ${x.label}` } : x)) : [],
    ),
    ...(problems.length > 0 ? { problems } : {}),
  };
};
