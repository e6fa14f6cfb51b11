/**
 * A text watermark on an image. The glyphs are drawn by the browser (OffscreenCanvas in the file
 * worker) as a white-on-transparent mask of the text alone; where it goes (placements: a corner,
 * the centre, or tiled across) and how it is laid on the pixels (blendMask: the colour at the
 * chosen opacity, weighted by the mask's alpha) are pure functions over RGBA, tested in Node.
 */
import { dimensions, outputCodec, type PixelOp, save, whole } from './op';

export const POSITIONS = ['centre', 'top-left', 'top-right', 'bottom-left', 'bottom-right', 'tiled'] as const;
export type Position = (typeof POSITIONS)[number];

/** The gap kept from the edges, and between tiles, as a share of the text's height. */
const MARGIN = 0.5;

export interface Box {
  width: number;
  height: number;
}

/** Where each copy of the text's centre goes: one for a corner or the centre, a staggered grid for tiled. */
export function placements(image: Box, text: Box, position: Position, angle = 0): { x: number; y: number }[] {
  // The rotated text's bounding box, so a turned watermark in a corner stays inside the picture.
  const r = (angle * Math.PI) / 180;
  const bw = Math.abs(text.width * Math.cos(r)) + Math.abs(text.height * Math.sin(r));
  const bh = Math.abs(text.width * Math.sin(r)) + Math.abs(text.height * Math.cos(r));
  const m = text.height * MARGIN;
  const left = bw / 2 + m;
  const right = image.width - bw / 2 - m;
  const top = bh / 2 + m;
  const bottom = image.height - bh / 2 - m;
  const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
  if (position === 'top-left') return at(left, top);
  if (position === 'top-right') return at(right, top);
  if (position === 'bottom-left') return at(left, bottom);
  if (position === 'bottom-right') return at(right, bottom);
  if (position === 'centre') return at(image.width / 2, image.height / 2);
  // Tiled: rows a box and a gap apart, every other row shifted by half a step, covering the edges.
  const stepX = bw + 2 * m;
  const stepY = bh + 2 * m;
  const out: { x: number; y: number }[] = [];
  for (let row = 0, y = stepY / 2; y - bh / 2 < image.height; row++, y += stepY)
    for (let x = row % 2 === 0 ? stepX / 2 : 0; x - bw / 2 < image.width; x += stepX)
      out.push({ x: Math.round(x), y: Math.round(y) });
  return out;
}

/** "#d87a3f" → [216, 122, 63], or null. */
export function parseColour(raw: string | undefined): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec((raw ?? '').trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Lays the colour over the image where the mask is opaque, at `opacity` (0–1), in place. */
export function blendMask(
  image: ImageData,
  mask: Uint8ClampedArray,
  colour: readonly [number, number, number],
  opacity: number,
): void {
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    const a = (mask[i + 3]! / 255) * opacity;
    if (a === 0) continue;
    const under = d[i + 3]! / 255;
    const out = a + under * (1 - a);
    for (let c = 0; c < 3; c++) d[i + c] = (colour[c]! * a + d[i + c]! * under * (1 - a)) / out;
    d[i + 3] = out * 255;
  }
}

type Canvas2D = OffscreenCanvasRenderingContext2D;

/** The text's mask at every placement, drawn by the browser; null where there is no OffscreenCanvas (Node). */
function textMask(image: Box, text: string, size: number, angle: number, position: Position): Uint8ClampedArray | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const canvas = new OffscreenCanvas(image.width, image.height);
  const g = canvas.getContext('2d') as Canvas2D | null;
  if (!g) return null;
  g.font = `bold ${size}px sans-serif`;
  const metrics = g.measureText(text);
  const box = { width: Math.ceil(metrics.width), height: size };
  g.fillStyle = '#fff';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (const p of placements(image, box, position, angle)) {
    g.setTransform(1, 0, 0, 1, p.x, p.y);
    g.rotate((angle * Math.PI) / 180);
    g.fillText(text, 0, 0);
  }
  return g.getImageData(0, 0, image.width, image.height).data;
}

export const watermark: PixelOp = async (loaded, values) => {
  const text = (values.text ?? '').trim();
  if (text === '') return 'Enter the watermark’s text.';
  if (text.length > 200) return 'Keep the watermark under 200 characters.';
  const position = POSITIONS.find((p) => p === values.position);
  const opacity = whole(values.opacity, 1, 100);
  const angle = whole(values.angle, -180, 180);
  const size = whole(values.size, 4, 2000);
  const colour = parseColour(values.colour);
  if (!position) return `Choose where the text goes: ${POSITIONS.join(', ')}.`;
  if (opacity === null) return 'Enter the opacity as a percentage, from 1 to 100.';
  if (angle === null) return 'Enter the angle in degrees, from −180 to 180.';
  if (size === null) return 'Enter the text size in pixels, from 4 to 2000.';
  if (!colour) return 'Choose the text colour as a hex code, such as #ffffff.';
  const image = new ImageData(loaded.image.data.slice(), loaded.image.width, loaded.image.height);
  const mask = textMask(image, text, size, angle, position);
  if (!mask)
    return 'This browser cannot draw text in a worker (no OffscreenCanvas). Try a current Chrome, Edge, Firefox or Safari.';
  blendMask(image, mask, colour, opacity / 100);
  const file = await save(image, outputCodec(loaded, image), loaded.file.name, 'watermarked');
  return {
    files: [file],
    text: `Watermarked ${loaded.file.name} (${dimensions(image)}) with “${text}”${position === 'tiled' ? ', tiled' : ''}.`,
  };
};
