/**
 * The file tools' module Web Worker: runs a file family's engine off the main thread, so the page
 * never freezes. Files arrive as Blobs (handles: the page copies nothing) and are read here; the
 * results leave as Blobs, with "Download all" zipped here too. Progress is posted as it comes. The
 * page keeps one worker for several runs (runFileTool.ts) and ends a run early by terminating it
 * (Cancel).
 */
/// <reference lib="webworker" />
import { FILE_ENGINES, FILE_WARMERS } from '../families/fileEngines';
import { EXAMPLE_FILES } from '../families/fileExamples';
import type { ExampleFile, FileToolResult, PageFile, PageResult } from '../fileTypes';
import { platformContext } from '../run';
import type { ToolRow } from '../types';
import { asPageFile, readFiles, toPageResult } from './pageResult';

export interface FileJob {
  family: string;
  tool: Pick<ToolRow, 'id' | 'params'>;
  files: PageFile[];
  values: Record<string, string>;
}

/**
 * "Try the example": make a family's example files here (the image codecs' WebAssembly may only be
 * compiled in the worker). They come back as Blobs, like a run's results.
 */
export interface ExampleJob {
  example: { family: string; files: readonly ExampleFile[] };
}

/** A chosen PDF's first page, drawn small for the file list. */
export interface ThumbnailJob {
  thumbnail: PageFile;
}

/**
 * Load a family's engine ahead of its first run, and ready what the tool's operation needs (the
 * family's `warm(op)`: pdf.js for PDF → JPG); answered with `{ warmed }` (the page need not wait).
 */
export interface WarmJob {
  warm: string;
  op?: string;
}

export type FileWorkerMessage =
  | { progress: number }
  /** `broken`: the engine threw, so this worker is not used again. */
  | { result: PageResult; broken?: boolean }
  | { made: PageFile[] | null }
  | { thumbnail: Blob | string }
  | { warmed: string };

declare const self: DedicatedWorkerGlobalScope;

/** Progress is posted at most this often: a 500-page split would otherwise post 500 messages. */
const PROGRESS_EVERY_MS = 50;

async function makeExample({ family, files }: ExampleJob['example']) {
  let made: PageFile[] | null = null;
  try {
    const load = EXAMPLE_FILES[family];
    if (load) made = (await (await load())(files)).map(asPageFile);
  } catch (error) {
    console.error(`Perch could not make the example files of ${family}`, error);
  }
  self.postMessage({ made } satisfies FileWorkerMessage);
}

async function makeThumbnail(file: PageFile) {
  let thumbnail: Blob | string;
  try {
    const { firstPageThumbnail } = await import('../families/pdf/thumbnail');
    const [read] = await readFiles([file]);
    const drawn = await firstPageThumbnail(read!);
    thumbnail =
      typeof drawn === 'string' ? drawn : new Blob([drawn.bytes as Uint8Array<ArrayBuffer>], { type: drawn.type });
  } catch (error) {
    console.error(`Perch could not draw the first page of ${file.name}`, error);
    thumbnail = `${file.name} cannot be opened as a PDF.`;
  }
  self.postMessage({ thumbnail } satisfies FileWorkerMessage);
}

/** Loads a family's engine (and so its libraries' code) before the person presses Run. */
async function warm(family: string, op = '') {
  try {
    await FILE_ENGINES[family]?.();
    const ready = await FILE_WARMERS[family]?.();
    if (op && ready) await ready(op);
  } catch (error) {
    console.error(`Perch could not load the ${family} file engine`, error);
  }
  self.postMessage({ warmed: family } satisfies FileWorkerMessage);
}

self.onmessage = async (event: MessageEvent<FileJob | ExampleJob | ThumbnailJob | WarmJob>) => {
  if ('warm' in event.data) return warm(event.data.warm, event.data.op);
  if ('example' in event.data) return makeExample(event.data.example);
  if ('thumbnail' in event.data) return makeThumbnail(event.data.thumbnail);
  const { family, tool, files, values } = event.data;
  let result: FileToolResult;
  let broken = false;
  let last = 0;
  try {
    const load = FILE_ENGINES[family];
    if (!load) throw new Error(`no file engine for ${family}`);
    const engine = await load();
    result = await engine(tool, await readFiles(files), values, platformContext(), (progress) => {
      const now = performance.now();
      if (now - last < PROGRESS_EVERY_MS && progress < 1) return;
      last = now;
      self.postMessage({ progress } satisfies FileWorkerMessage);
    });
  } catch (error) {
    console.error(`Perch file tool ${tool.id} failed`, error);
    result = { ok: false, error: 'This tool could not handle those files. Check them and try again.' };
    broken = true;
  }
  self.postMessage({ result: toPageResult(result), ...(broken ? { broken } : {}) } satisfies FileWorkerMessage);
};
