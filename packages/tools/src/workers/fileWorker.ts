/**
 * The file tools' module Web Worker: runs a file family's engine off the main thread, so the page
 * never freezes. Files arrive and leave as transferred ArrayBuffers (no copy); progress is posted
 * as it comes. The page ends a run early by terminating the worker (Cancel).
 */
/// <reference lib="webworker" />
import type { FileToolResult, ToolFile } from '../fileTypes';
import { FILE_ENGINES } from '../families/fileEngines';
import { platformContext } from '../run';
import type { ToolRow } from '../types';

export interface FileJob {
  family: string;
  tool: Pick<ToolRow, 'id' | 'params'>;
  files: ToolFile[];
  values: Record<string, string>;
}

export type FileWorkerMessage = { progress: number } | { result: FileToolResult };

declare const self: DedicatedWorkerGlobalScope;

/** Progress is posted at most this often: a 500-page split would otherwise post 500 messages. */
const PROGRESS_EVERY_MS = 50;

self.onmessage = async (event: MessageEvent<FileJob>) => {
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
