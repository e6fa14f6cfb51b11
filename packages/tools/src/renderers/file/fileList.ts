/** Pure helpers for the file renderer: the list's moves, sizes in words, and the ZIP of results. */
import { zipSync } from 'fflate';
import type { ToolFile } from '../../fileTypes';

/** The promise, said once on a file tool's page. */
export const PRIVACY_NOTE =
  'Your files never leave this device: Perch works on them here, in this page, and uploads nothing.';

/** Work that may take longer than this shows a progress bar with Cancel. */
export const PROGRESS_AFTER_MS = 300;

/** The list with the item at `from` moved to `to` (both clamped). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || target === from) return next;
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/** A file's badge in a list: its extension in capitals ("PDF"), or FILE. */
export function extensionLabel(name: string): string {
  return (/\.([a-z0-9]{1,4})$/i.exec(name)?.[1] ?? 'file').toUpperCase();
}

const PREVIEWED = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/bmp',
  'image/x-icon',
]);

/**
 * Whether a file of this type is previewed by drawing it: an object URL of its Blob (the CSP's
 * img-src allows blob:), so the page neither copies nor encodes its bytes, whatever its size.
 */
export const previewed = (type: string): boolean => PREVIEWED.has(type);

/** "1.2 MB", "840 KB", "512 bytes". */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "−35 %", "+4 %": the change from before to after. */
export function sizeChange(before: number, after: number): string {
  if (before === 0) return '';
  const pct = Math.round(((after - before) / before) * 100);
  return pct === 0 ? 'same size' : `${pct > 0 ? '+' : '−'}${Math.abs(pct)} %`;
}

/**
 * Whether a result's size is compared with the chosen files' ("from 2.1 MB, −35 %"): only when
 * every result is of a kind that was chosen (merge, compress, resize), never across kinds, where a
 * PDF → JPG would read "+2705 %".
 */
export function comparesSizes(inputTypes: readonly string[], resultTypes: readonly string[]): boolean {
  return resultTypes.length > 0 && resultTypes.every((t) => inputTypes.includes(t));
}

/** One ZIP of several results (stored, not deflated: PDFs are compressed already), names kept unique. */
export function zipOf(files: readonly ToolFile[]): Uint8Array {
  const used = new Set<string>();
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) {
    let name = file.name;
    for (let n = 2; used.has(name); n++) name = file.name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    used.add(name);
    entries[name] = [file.bytes, { level: 0 }];
  }
  return zipSync(entries);
}
