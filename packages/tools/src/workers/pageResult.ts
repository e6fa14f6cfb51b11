/**
 * Between the engines (bytes) and the page (Blobs): chosen files read into bytes, and an engine's
 * result made into Blobs plus one ZIP of them. The file worker runs both, so the page's main
 * thread never copies or zips a file; the stories call the same functions in the page.
 */
import type { FileToolResult, PageFile, PageResult, ToolFile } from '../fileTypes';
import { zipOf } from '../renderers/file/fileList';

/** The bytes of files the page holds as Blobs (read in parallel). */
export const readFiles = (files: readonly PageFile[]): Promise<ToolFile[]> =>
  Promise.all(
    files.map(async (f) => ({ name: f.name, type: f.type, bytes: new Uint8Array(await f.blob.arrayBuffer()) })),
  );

export const asPageFile = (file: ToolFile): PageFile => ({
  name: file.name,
  type: file.type,
  size: file.bytes.length,
  blob: new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }),
});

/** An engine's result as the page shows it: each file a Blob, and a ZIP of all when there are several. */
export function toPageResult(result: FileToolResult): PageResult {
  if (!result.ok) return result;
  const files = result.files.map(asPageFile);
  return {
    ...result,
    files,
    ...(result.files.length > 1
      ? { archive: new Blob([zipOf(result.files) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }) }
      : {}),
  };
}
