/**
 * The page's side of the file worker. One worker is kept between runs, so a second run (and the
 * first, when `prepareFileWorker` started it as files were chosen) does not wait for the worker's
 * code to load again nor for its engines' WebAssembly to be compiled and warmed (bench, load 8: a
 * 12 MP resize 3,582 ms from a new worker, 2,043 prepared, 1,808 the next time; a 1,000-page merge
 * 578, 533 and 126 ms). Cancel still ends a run with `terminate()`, and a run that
 * fails ends its worker, so neither can leave state behind; a worker idle for
 * FILE_WORKER_IDLE_MS is ended too, giving back the memory a big image's codecs hold. Files go
 * and come back as Blobs: posting one passes a handle, so the page never copies bytes.
 */
import type { ExampleFile, PageFile, PageResult } from '../fileTypes';
import type { ToolRow } from '../types';
import type { ExampleJob, FileJob, FileWorkerMessage, ThumbnailJob, WarmJob } from './fileWorker';

export interface RunFileOptions {
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** The answer when the person pressed Cancel. */
export const CANCELLED: PageResult = { ok: false, error: 'Cancelled. Your files are still here.' };

/** A kept worker with nothing to do is ended after this long (its codecs may hold 100+ MB). */
export const FILE_WORKER_IDLE_MS = 30_000;

const newFileWorker = () =>
  new Worker(new URL('./fileWorker.ts', import.meta.url), { type: 'module', name: 'perch-files' });

/** The worker waiting for the next run (null: none, or it is busy with one). */
let idle: Worker | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function keep(worker: Worker) {
  if (idle && idle !== worker) {
    worker.terminate();
    return;
  }
  idle = worker;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (idle === worker) idle = null;
    worker.terminate();
  }, FILE_WORKER_IDLE_MS);
}

function take(): Worker {
  const worker = idle ?? newFileWorker();
  idle = null;
  clearTimeout(idleTimer);
  return worker;
}

/**
 * Starts the file worker ahead of a run and has it load a family's engine, while the person is
 * still choosing files and options (the page calls it when files are added), and ready what the
 * tool's operation `op` needs (pdf.js for PDF → JPG). Costs nothing when a
 * worker is already waiting.
 */
export function prepareFileWorker(family: string, op?: string): void {
  if (idle) return;
  const worker = newFileWorker();
  worker.onerror = (event) => {
    event.preventDefault();
    if (idle === worker) idle = null;
    worker.terminate();
  };
  worker.postMessage((op ? { warm: family, op } : { warm: family }) satisfies WarmJob);
  keep(worker);
}

export function runFileTool(
  tool: Pick<ToolRow, 'id' | 'params' | 'family'>,
  files: readonly PageFile[],
  values: Readonly<Record<string, string>>,
  { onProgress, signal }: RunFileOptions = {},
): Promise<PageResult> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(CANCELLED);
    const worker = take();
    const finish = (result: PageResult, reusable: boolean) => {
      worker.onmessage = null;
      worker.onerror = null;
      if (reusable) keep(worker);
      else worker.terminate();
      signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    const abort = () => finish(CANCELLED, false);
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<FileWorkerMessage>) => {
      // pdf.js's worker half, loaded inside the file worker, announces itself on the same port
      // ({ action: 'ready' }): only Perch's own messages count.
      const data = event.data as Partial<FileWorkerMessage & { progress: number; result: PageResult; broken: boolean }>;
      if (typeof data.progress === 'number') onProgress?.(data.progress);
      // An engine that threw ends its worker: it may hold a broken state.
      else if (data.result) finish(data.result, !data.broken);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('Perch: the file worker failed', event.message);
      finish({ ok: false, error: 'The file tool could not start. Check your connection and try again.' }, false);
    };
    // Blobs are immutable handles: the page keeps its list, the worker reads the same bytes.
    const job: FileJob = {
      family: tool.family,
      tool: { id: tool.id, params: tool.params },
      files: [...files],
      values: { ...values },
    };
    worker.postMessage(job);
  });
}

/**
 * Makes a family's example files in the file worker, as Blobs (null when it cannot): the page
 * stays free, copies nothing and needs no WebAssembly.
 */
export function makeExampleFiles(family: string, files: readonly ExampleFile[]): Promise<PageFile[] | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./fileWorker.ts', import.meta.url), { type: 'module', name: 'perch-files' });
    const finish = (made: PageFile[] | null) => {
      worker.terminate();
      resolve(made);
    };
    worker.onmessage = (event: MessageEvent<FileWorkerMessage>) => {
      // Only Perch's own answer counts (pdf.js's worker half may announce itself on this port too).
      const data = event.data as Partial<{ made: PageFile[] | null }>;
      if (data && typeof data === 'object' && 'made' in data) finish(data.made ?? null);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('Perch: the file worker failed', event.message);
      finish(null);
    };
    worker.postMessage({ example: { family, files } } satisfies ExampleJob);
  });
}

/** A thumbnail request waiting for the thumbnail worker. */
interface ThumbnailRequest {
  file: PageFile;
  resolve(thumbnail: Blob | string): void;
  signal?: AbortSignal;
}

const thumbnailQueue: ThumbnailRequest[] = [];
let thumbnailWorker: Worker | null = null;

/** Hands the next waiting request to the one thumbnail worker; ends the worker when none is left. */
function nextThumbnail() {
  let request = thumbnailQueue.shift();
  while (request?.signal?.aborted) {
    request.resolve('');
    request = thumbnailQueue.shift();
  }
  if (!request) {
    thumbnailWorker?.terminate();
    thumbnailWorker = null;
    return;
  }
  const { file, resolve } = request;
  const worker =
    thumbnailWorker ??
    new Worker(new URL('./fileWorker.ts', import.meta.url), { type: 'module', name: 'perch-thumbnails' });
  thumbnailWorker = worker;
  const finish = (thumbnail: Blob | string, broken = false) => {
    worker.onmessage = null;
    worker.onerror = null;
    if (broken) {
      worker.terminate();
      thumbnailWorker = null;
    }
    resolve(thumbnail);
    nextThumbnail();
  };
  worker.onmessage = (event: MessageEvent<FileWorkerMessage>) => {
    // Only Perch's own answer counts (pdf.js's worker half announces itself on this port too).
    const data = event.data as Partial<{ thumbnail: Blob | string }>;
    if (data && typeof data === 'object' && 'thumbnail' in data && data.thumbnail !== undefined) finish(data.thumbnail);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    finish(`${file.name} could not be drawn here.`, true);
  };
  worker.postMessage({ thumbnail: file } satisfies ThumbnailJob);
}

/**
 * A chosen PDF's first page drawn small (a PNG Blob), or the sentence saying why it cannot be
 * opened; made in the file worker, so the page reads none of the file's bytes. All requests share
 * one worker, one file at a time (20 PDFs start one worker, not 20, and leave Run's worker a core);
 * a request whose signal aborts before its turn is dropped (answer '').
 */
export function makeThumbnail(file: PageFile, signal?: AbortSignal): Promise<Blob | string> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve('');
    thumbnailQueue.push({ file, resolve, signal });
    if (thumbnailQueue.length === 1 && !thumbnailWorker) nextThumbnail();
  });
}
