/** What every Images row is built from: the accepted types, the field makers, a row from a spec. */
import type { ExampleFile, FileAccept } from '../../../fileTypes';
import type { Field, ToolExample, ToolRow } from '../../../types';
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL, MAX_PIXELS_LABEL } from '../limits';

export const IMAGE_TYPES =
  '.png,.jpg,.jpeg,.webp,.avif,.heic,.heif,.bmp,image/png,image/jpeg,image/webp,image/avif,image/heic,image/heif,image/bmp';
export const accept = (multiple: boolean, ordered = false, types = IMAGE_TYPES, label?: string): FileAccept => ({
  types,
  label: label ?? `PNG, JPEG, WebP, AVIF, HEIC or BMP images, up to ${MAX_IMAGE_LABEL} and ${MAX_PIXELS_LABEL} each`,
  multiple,
  ordered,
  maxBytes: MAX_IMAGE_BYTES,
});

export const img = (name: string, width = 64, height = 48, exif = false): ExampleFile => ({
  name,
  width,
  height,
  exif,
});
export const select = (name: string, label: string, fallback: string, options: [string, string][]): Field => ({
  name,
  label,
  type: 'select',
  default: fallback,
  options: options.map(([value, label]) => ({ value, label })),
});
export const num = (name: string, label: string, fallback: string, min: number, max: number, help?: string): Field => ({
  name,
  label,
  type: 'number',
  default: fallback,
  min,
  max,
  step: 1,
  ...(help ? { help } : {}),
});
export const outputFormat = select('format', 'Save as', 'same', [
  ['same', 'Same as the original (PNG and BMP become WebP)'],
  ['jpeg', 'JPEG'],
  ['webp', 'WebP'],
  ['avif', 'AVIF'],
]);

export interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  op: string;
  params?: Record<string, string>;
  fields?: readonly Field[];
  examples: readonly ToolExample[];
  multiple?: boolean;
  ordered?: boolean;
  accept?: FileAccept;
  pro?: boolean;
}

export const row = (spec: Spec): ToolRow => ({
  id: spec.id,
  name: spec.name,
  description: spec.description,
  category: 'images',
  keywords: spec.keywords,
  family: 'images',
  kind: 'file',
  params: { op: spec.op, ...spec.params },
  fields: spec.fields ?? [],
  pro: spec.pro ?? false,
  examples: spec.examples,
  accept: spec.accept ?? accept(spec.multiple ?? true, spec.ordered ?? false),
});
