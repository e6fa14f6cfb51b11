/** pdf, what the topic rows share: the accept rule, the common fields and a row's spec. */
import type { ExampleFile, FileAccept } from '../../fileTypes';
import type { Field, ToolExample } from '../../types';
import { MAX_DPI, MAX_PDF_BYTES, MAX_PDF_LABEL, MIN_DPI } from './limits';

export const accept = (multiple: boolean, ordered = false): FileAccept => ({
  types: '.pdf,application/pdf',
  label: `PDF files, up to ${MAX_PDF_LABEL} each`,
  multiple,
  ordered,
  maxBytes: MAX_PDF_BYTES,
});

export const PAGES_HELP = 'Like 1-3, 5, 8- (8 to the end). Empty means every page.';
export const pages = (label: string, fallback = ''): Field => ({
  name: 'pages',
  label,
  type: 'text',
  default: fallback,
  placeholder: '1-3, 5',
  help: PAGES_HELP,
});

export const f = (name: string, pages: number): ExampleFile => ({ name, pages });

export const dpi = (fallback: string): Field => ({
  name: 'dpi',
  label: 'Resolution (DPI)',
  type: 'number',
  default: fallback,
  min: MIN_DPI,
  max: MAX_DPI,
  step: 1,
  help: '72 is screen size; 150 is sharp; 300 is print.',
});
export const quality: Field = {
  name: 'quality',
  label: 'JPEG quality (1–100)',
  type: 'number',
  default: '75',
  min: 1,
  max: 100,
  step: 1,
};

export interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  op: string;
  fields?: readonly Field[];
  examples: readonly ToolExample[];
  /** Fixed values the engine reads (PDF → JPG's format). */
  params?: Readonly<Record<string, string>>;
  /** Takes several files (default: yes; each is worked on by itself, and one bad file does not stop the rest). */
  multiple?: boolean;
  /** The files' order is the output's (merge). */
  ordered?: boolean;
  pro?: boolean;
}
