/**
 * The page's side of the file worker: one worker per run, so Cancel is `terminate()` and a run
 * that goes wrong cannot leave state behind. Bytes are transferred both ways.
 */
import type { ExampleFile, FileToolResult, ToolFile } from '../fileTypes';
import type { ToolRow } from '../types';
import type { ExampleJob, FileJob, FileWorkerMessage } from './fileWorker';

export interface RunFileOptions {
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** The answer when the person pressed Cancel. */
export const CANCELLED: FileToolResult = { ok: false, error: 'Cancelled. Your files are still here.' };

export function runFileTool(
  tool: Pick<ToolRow, 'id' | 'params' | 'family'>,
  files: readonly ToolFile[],
  values: Readonly<Record<string, string>>,
  { onProgress, signal }: RunFileOptions = {},
): Promise<FileToolResult> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(CANCELLED);
    const worker = new Worker(new URL('./fileWorker.ts', import.meta.url), { type: 'module', name: 'perch-files' });
    const finish = (result: FileToolResult) => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    const abort = () => finish(CANCELLED);
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<FileWorkerMessage>) => {
      if ('progress' in event.data) onProgress?.(event.data.progress);
      else if ('result' in event.data) finish(event.data.result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('Perch: the file worker failed', event.message);
      finish({ ok: false, error: 'The file tool could not start. Check your connection and try again.' });
    };
    // The page keeps its own copy of each file (so the list survives the run): the worker gets copies, transferred.
    const copies = files.map((f) => ({ ...f, bytes: f.bytes.slice() }));
    const job: FileJob = {
      family: tool.family,
      tool: { id: tool.id, params: tool.params },
      files: copies,
      values: { ...values },
    };
    worker.postMessage(
      job,
      copies.map((f) => f.bytes.buffer as ArrayBuffer),
    );
  });
}

/** Makes a family's example files in the file worker (null when it cannot): the page stays free, and needs no WebAssembly. */
export function makeExampleFiles(family: string, files: readonly ExampleFile[]): Promise<ToolFile[] | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./fileWorker.ts', import.meta.url), { type: 'module', name: 'perch-files' });
    const finish = (made: ToolFile[] | null) => {
      worker.terminate();
      resolve(made);
    };
    worker.onmessage = (event: MessageEvent<FileWorkerMessage>) => {
      if ('made' in event.data) finish(event.data.made);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('Perch: the file worker failed', event.message);
      finish(null);
    };
    worker.postMessage({ example: { family, files } } satisfies ExampleJob);
  });
}
