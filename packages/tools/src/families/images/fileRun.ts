/**
 * The Images family's engine, on Squoosh's codecs (@jsquash/*), exifr and gifenc. A tool's `op`
 * preset names its operation. Pixel operations decode each file; byte operations read it as it is
 * (metadata, Base64); the GIF maker takes the whole batch in order. One bad file in a batch is
 * named and the rest are still done.
 */
import type { FileEngine, FileProblem, ToolFile } from '../../fileTypes';
import type { Figure } from '../../types';
import { fromBase64, removeMetadata, toBase64, viewExif } from './bytes';
import { compress, compressToSize, convert, crop, flip, resize, rotate } from './edit';
import { makeGif } from './gif';
import { gifFrames } from './gifFrames';
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL } from './limits';
import { checkImage, isProblem, type Loaded, loadImage, sizeText } from './load';
import { ocr } from './ocr';
import { brightness, circle, favicon, greyscale, invert, palette, roundedCorners } from './looks';
import type { ByteOp, FileOp, Made, PixelOp } from './op';
import { readCodes } from './readCodes';
import { svgToPng } from './svg';
import { watermark } from './watermark';

const PIXEL_OPS: Readonly<Record<string, PixelOp>> = {
  convert,
  compress,
  compressToSize,
  resize,
  crop,
  rotate,
  flip,
  greyscale,
  invert,
  brightness,
  roundedCorners,
  circle,
  palette,
  favicon,
  watermark,
  readCodes,
};
/** Formats the codecs do not decode, read by their own libraries (resvg, gifuct-js). */
const FILE_OPS: Readonly<Record<string, FileOp>> = { svgToPng, gifFrames };
const BYTE_OPS: Readonly<Record<string, ByteOp>> = { removeMetadata, viewExif, toBase64, ocr };

/** A file read by its own library is still held to the size limit first. */
async function sizeChecked(file: ToolFile, work: () => Promise<Made | string>): Promise<Made | string> {
  if (file.bytes.length > MAX_IMAGE_BYTES)
    return `${file.name} is ${sizeText(file.bytes.length)}: the limit is ${MAX_IMAGE_LABEL} a file.`;
  return work();
}

export const run: FileEngine = async (tool, files, values, _context, onProgress) => {
  const opName = tool.params.op ?? '';
  if (files.length === 0) return { ok: false, error: 'Add an image first: drop it here or choose it.' };
  const made: Made[] = [];
  const problems: FileProblem[] = [];
  const named = (name: string, error: string) => ({
    name,
    error: files.length > 1 && !error.includes(name) ? `${name}: ${error}` : error,
  });

  if (opName === 'gif') {
    const frames: Loaded[] = [];
    for (const [i, file] of files.entries()) {
      const loaded = await loadImage(file);
      if (isProblem(loaded)) problems.push(loaded);
      else frames.push(loaded);
      onProgress(((i + 1) / files.length) * 0.5);
    }
    const outcome = await makeGif(frames, values, (f) => onProgress(0.5 + f / 2));
    if (typeof outcome === 'string')
      return { ok: false, error: [outcome, ...problems.map((p) => p.error)].join(' '), problems };
    made.push(outcome);
  } else {
    const pixelOp = PIXEL_OPS[opName];
    const byteOp = BYTE_OPS[opName];
    const fileOp = FILE_OPS[opName];
    if (!pixelOp && !byteOp && !fileOp && opName !== 'fromBase64')
      return { ok: false, error: 'This image tool is not available.' };
    for (const [i, file] of files.entries()) {
      let outcome: Made | string | FileProblem;
      if (opName === 'fromBase64') outcome = await fromBase64(file);
      else if (fileOp) outcome = await sizeChecked(file, () => fileOp(file, values, tool.params));
      else if (byteOp) {
        const checked = checkImage(file);
        outcome = isProblem(checked) ? checked : await byteOp(checked, values, tool.params);
      } else {
        const loaded = await loadImage(file);
        outcome = isProblem(loaded) ? loaded : await pixelOp!(loaded, values, tool.params);
      }
      if (typeof outcome === 'string') problems.push(named(file.name, outcome));
      else if (isProblem(outcome)) problems.push(outcome);
      else {
        const prefix = files.length > 1 ? `${file.name}: ` : '';
        made.push({
          ...outcome,
          figures: (outcome.figures ?? []).map((f) => ({ ...f, label: `${prefix}${f.label}` })),
          // Several images' text: each under its file's name.
          ...(outcome.output !== undefined && prefix ? { output: `${file.name}\n${outcome.output}` } : {}),
        });
      }
      onProgress((i + 1) / files.length);
    }
  }
  if (made.length === 0) return { ok: false, error: problems.map((p) => p.error).join(' '), problems };
  const result: ToolFile[] = made.flatMap((m) => m.files);
  const figures: Figure[] = made.flatMap((m) => m.figures ?? []);
  const swatches = made.flatMap((m) => m.swatches ?? []);
  const read = made.filter((m) => m.output !== undefined);
  const output = read.map((m) => m.output).join('\n\n');
  return {
    ok: true,
    text: made.map((m) => m.text).join(' '),
    files: result,
    figures,
    ...(swatches.length > 0 ? { swatches } : {}),
    ...(read.length > 0 ? { output } : {}),
    ...(problems.length > 0 ? { problems } : {}),
  };
};
