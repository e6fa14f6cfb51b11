import { beforeAll, describe, expect, it } from 'vitest';
import type { FileToolResult, ToolFile } from '../../fileTypes';
import { fixedContext, valuesFor } from '../../run';
import { encode, setWasmSource } from './codecs';
import { images } from './definitions';
import { run } from './fileRun';
import { makeImage, setCanvasMaker, textPicture } from './fixtures';
import { setOcrPaths } from './ocr';
import { nodeCanvas, nodeOcrPaths, nodeWasm } from './wasm.test-support';

beforeAll(async () => {
  setWasmSource(nodeWasm);
  setOcrPaths(nodeOcrPaths);
  setCanvasMaker(await nodeCanvas());
});

const tool = images.tools.find((t) => t.id === 'image-to-text-ocr')!;
const read = async (files: ToolFile[]) => {
  const result: FileToolResult = await run(tool, files, valuesFor(tool, {}), fixedContext(), () => {});
  if (!result.ok) throw new Error(result.error);
  return result;
};

describe('Image to Text (OCR), in Node with the package files (tesseract.js, @tesseract.js-data/eng)', () => {
  it('reads a line of printed English, with its mean confidence and a .txt of it', async () => {
    const result = await read([await makeImage('sign.png', 640, 96, false, 'Perch reads this line')]);
    expect(result.output).toBe('Perch reads this line');
    expect(result.text).toBe('Read 4 words in 1 line from sign.png.');
    const confidence = result.figures!.find((f) => f.label === 'Mean confidence')!.value;
    expect(Number(confidence.replace(' %', ''))).toBeGreaterThan(80);
    expect(result.files.map((f) => [f.name, new TextDecoder().decode(f.bytes)])).toEqual([
      ['sign.txt', 'Perch reads this line\n'],
    ]);
  }, 60_000);

  it('reads WebP too (decoded first), and says so when an image has no text', async () => {
    const webp = {
      name: 'note.webp',
      type: 'image/webp',
      bytes: await encode('webp', textPicture('Offline and private', 560, 96), 95),
    };
    const blank = await makeImage('gradient.png', 200, 120);
    const result = await read([webp, blank]);
    expect(result.output).toBe('note.webp\nOffline and private\n\ngradient.png\n');
    expect(result.text).toContain('Read 3 words in 1 line from note.webp.');
    expect(result.text).toContain('Found no text in gradient.png.');
  }, 60_000);

  it('names a file it cannot read and keeps the rest of the batch', async () => {
    const broken = { name: 'broken.jpg', type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]) };
    const sign = {
      name: 'sign.png',
      type: 'image/png',
      bytes: await encode('png', textPicture('Keep going', 400, 96)),
    };
    const result = await read([broken, sign]);
    expect(result.output).toBe('sign.png\nKeep going');
    expect(result.problems?.map((p) => p.name)).toEqual(['broken.jpg']);
  }, 60_000);
});
