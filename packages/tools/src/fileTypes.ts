/**
 * File tools' data: what a file tool takes (its accepted types, a size limit, whether order
 * matters), the files its engine reads and writes, and its result. Bytes stay on the device: an
 * engine is a pure function over `Uint8Array`s, run in a module Web Worker in the browser and
 * directly in Node's tests.
 */
import type { Figure, ToolContext, ToolRow } from './types';

/** What a file tool accepts. */
export interface FileAccept {
  /** MIME types and extensions for the picker's `accept` (".pdf,application/pdf"). */
  types: string;
  /** The types in words, for the drop zone ("PDF files"). */
  label: string;
  /** Takes several files at once. */
  multiple: boolean;
  /** The files' order is the output's order (merge): the list offers drag and move buttons. */
  ordered: boolean;
  /** Each file may be at most this many bytes; the engine names the limit when one is over. */
  maxBytes: number;
}

/**
 * A file a tool's example runs on: the tests make it from its name's extension (a PDF of this many
 * pages; an image of this many pixels, with made-up camera EXIF and GPS when `exif` is set).
 */
export interface ExampleFile {
  name: string;
  pages?: number;
  width?: number;
  height?: number;
  exif?: boolean;
  /** Printed black on white across the image (an OCR example's sign). */
  text?: string;
}

/** A file in or out of an engine. */
export interface ToolFile {
  name: string;
  /** MIME type ("application/pdf"). */
  type: string;
  bytes: Uint8Array;
}

/** A file the batch could not use, and why (the other files are still worked on). */
export interface FileProblem {
  name: string;
  error: string;
}

export type FileToolResult =
  | {
      ok: true;
      /** One sentence on what was made ("Merged 2 files into one PDF of 5 pages."). */
      text: string;
      files: readonly ToolFile[];
      figures?: readonly Figure[];
      /** Files of the batch that were skipped, each with its reason. */
      problems?: readonly FileProblem[];
      /** CSS colours to show as swatches (an image's palette). */
      swatches?: readonly string[];
      /** Text read from the files (OCR), shown with Copy. */
      output?: string;
    }
  | { ok: false; error: string; problems?: readonly FileProblem[] };

/** Progress of a run, from 0 to 1. */
export type OnProgress = (fraction: number) => void;

/**
 * A file family's engine: pure (no DOM), never throws for bad input, answers files and figures.
 * `(files, values, context, onProgress)`, with the tool first as a value engine has it.
 */
export type FileEngine = (
  tool: Pick<ToolRow, 'id' | 'params'>,
  files: readonly ToolFile[],
  values: Readonly<Record<string, string>>,
  context: ToolContext,
  onProgress: OnProgress,
) => Promise<FileToolResult>;

/**
 * A file as the page holds it: a Blob, a handle whose bytes the page never copies. The file worker
 * reads a chosen file's bytes and writes each result's Blob, so no main-thread task grows with a
 * file's size (the 50 ms rule).
 */
export interface PageFile {
  name: string;
  type: string;
  size: number;
  blob: Blob;
}

/** A run's outcome as the page shows it: results as Blobs, and "Download all" as a ZIP made in the worker. */
export type PageResult =
  | {
      ok: true;
      text: string;
      files: readonly PageFile[];
      /** A ZIP of every result, when there are several. */
      archive?: Blob;
      figures?: readonly Figure[];
      problems?: readonly FileProblem[];
      /** CSS colours to show as swatches (an image's palette). */
      swatches?: readonly string[];
      /** Text read from the files (OCR), shown with Copy. */
      output?: string;
    }
  | { ok: false; error: string; problems?: readonly FileProblem[] };
