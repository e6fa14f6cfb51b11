/**
 * The file tools' module Web Worker: runs a file family's engine off the main thread, so the page
 * never freezes. Files arrive and leave as transferred ArrayBuffers (no copy); progress is posted
 * as it comes. The page ends a run early by terminating the worker (Cancel).
 */
/// <reference lib="webworker" />
import type { ExampleFile, FileToolResult, ToolFile } from '../fileTypes';
import { EXAMPLE_FILES, FILE_ENGINES } from '../families/fileEngines';
import { platformContext } from '../run';
import type { ToolRow } from '../types';

export interface FileJob {
  family: string;
  tool: Pick<ToolRow, 'id' | 'params'>;
  files: ToolFile[];
  values: Record<string, string>;
}

/** "Try the example": make a family's example files here (the image codecs' WebAssembly may only be compiled in the worker). */
export interface ExampleJob {
  example: { family: string; files: readonly ExampleFile[] };
}

export type FileWorkerMessage = { progress: number } | { result: FileToolResult } | { made: ToolFile[] | null };

declare const self: DedicatedWorkerGlobalScope;

/** Progress is posted at most this often: a 500-page split would otherwise post 500 messages. */
const PROGRESS_EVERY_MS = 50;

async function makeExample({ family, files }: ExampleJob['example']) {
  let made: ToolFile[] | null = null;
  try {
    const load = EXAMPLE_FILES[family];
    if (load) made = await (await load())(files);
  } catch (error) {
    console.error(`Perch could not make the example files of ${family}`, error);
  }
  self.postMessage({ made } satisfies FileWorkerMessage, made ? made.map((f) => f.bytes.buffer as ArrayBuffer) : []);
}

self.onmessage = async (event: MessageEvent<FileJob | ExampleJob>) => {
  if ('example' in event.data) return makeExample(event.data.example);
  const { family, tool, files, values } = event.data;
  let result: FileToolResult;
  let last = 0;
  try {
    const load = FILE_ENGINES[family];
    if (!load) throw new Error(`no file engine for ${family}`);
    const engine = await load();
    result = await engine(tool, files, values, platformContext(), (progress) => {
      const now = performance.now();
      if (now - last < PROGRESS_EVERY_MS && progress < 1) return;
      last = now;
      self.postMessage({ progress } satisfies FileWorkerMessage);
    });
  } catch (error) {
    console.error(`Perch file tool ${tool.id} failed`, error);
    result = { ok: false, error: 'This tool could not handle those files. Check them and try again.' };
  }
  const transfer = result.ok ? result.files.map((f) => f.bytes.buffer as ArrayBuffer) : [];
  self.postMessage({ result } satisfies FileWorkerMessage, transfer);
};
