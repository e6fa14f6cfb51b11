// The watermark's geometry and pixels, in Node: where each copy of the text goes, and how the text's
// mask is laid on RGBA. The glyphs themselves are drawn by the browser (e2e/journeys/imageTools.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedContext, valuesFor } from '../../run';
import { images } from './definitions';
import { run } from './fileRun';
import { makeImage } from './fixtures';
import { setWasmSource } from './codecs';
import { nodeWasm } from './wasm.test-support';
import { blendMask, parseColour, placements } from './watermark';

beforeAll(() => setWasmSource(nodeWasm));

const image = { width: 400, height: 300 };
const text = { width: 100, height: 20 };

describe('where the watermark goes', () => {
  it('puts one copy in a corner, inside the picture by a margin of half the text’s height, or in the centre', () => {
    expect(placements(image, text, 'top-left')).toEqual([{ x: 60, y: 20 }]);
    expect(placements(image, text, 'bottom-right')).toEqual([{ x: 340, y: 280 }]);
    expect(placements(image, text, 'centre')).toEqual([{ x: 200, y: 150 }]);
  });

  it('keeps a turned watermark inside its corner: its rotated box is what is placed', () => {
    // At 90° the text stands up: 20 wide and 100 tall.
    expect(placements(image, text, 'top-left', 90)).toEqual([{ x: 20, y: 60 }]);
  });

  it('tiles rows across the whole picture, every other row shifted by half a step', () => {
    const tiles = placements(image, text, 'tiled');
    const rows = [...new Set(tiles.map((t) => t.y))];
    expect(rows).toEqual([20, 60, 100, 140, 180, 220, 260, 300]);
    expect(tiles.filter((t) => t.y === 20).map((t) => t.x)).toEqual([60, 180, 300, 420]);
    expect(tiles.filter((t) => t.y === 60).map((t) => t.x)).toEqual([0, 120, 240, 360]);
  });
});

describe('laying the text on the pixels', () => {
  it('blends the colour at the opacity where the mask is, and leaves the rest', () => {
    const picture = new ImageData(new Uint8ClampedArray([0, 0, 0, 255, 100, 100, 100, 255, 10, 20, 30, 0]), 3, 1);
    const mask = new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 255]);
    blendMask(picture, mask, [255, 255, 255], 0.5);
    expect([...picture.data]).toEqual([128, 128, 128, 255, 100, 100, 100, 255, 255, 255, 255, 128]);
  });

  it('reads a colour as #rrggbb or #rgb, and refuses anything else', () => {
    expect([parseColour('#D87A3F'), parseColour('fff'), parseColour('red')]).toEqual([
      [216, 122, 63],
      [255, 255, 255],
      null,
    ]);
  });

  it('asks for text, and says plainly where a browser cannot draw it (Node has no OffscreenCanvas)', async () => {
    const row = images.tools.find((t) => t.id === 'watermark-image')!;
    const photo = await makeImage('photo.png');
    const go = (given: Record<string, string>) => run(row, [photo], valuesFor(row, given), fixedContext(), () => {});
    const empty = await go({ text: ' ' });
    expect(empty.ok || empty.error).toBe('Enter the watermark’s text.');
    const colour = await go({ colour: 'red' });
    expect(colour.ok || colour.error).toBe('Choose the text colour as a hex code, such as #ffffff.');
    const node = await go({});
    expect(node.ok || node.error).toBe(
      'This browser cannot draw text in a worker (no OffscreenCanvas). Try a current Chrome, Edge, Firefox or Safari.',
    );
  });
});
