/**
 * SVG → PNG with resvg (Rust, as WebAssembly): it draws in the file worker and in Node alike, where
 * a worker's createImageBitmap cannot take an SVG. resvg has no system fonts here, so Perch gives
 * it one: Liberation Sans, the sans-serif pdf.js already ships (served by Perch, never a CDN).
 * Every text in an SVG is drawn in it, whatever font it names; without a font resvg would leave
 * text out altogether. Images an SVG links to by URL are not fetched (nothing leaves the device).
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { encode, wasm } from './codecs';
import { MAX_SIDE } from './edit';
import { MAX_PIXELS, MAX_PIXELS_LABEL } from './limits';
import { stem } from './load';
import { dimensions, type FileOp, whole } from './op';

/** The font's bytes: in the browser, Perch's copy of Liberation Sans; Node's tests read node_modules. */
export type FontSource = () => Promise<Uint8Array>;
let fontSource: FontSource = async () => (await import('./fontUrl')).browserFont();
let font: Promise<Uint8Array> | null = null;
/** resvg's WebAssembly can be started only once in a realm ("Already initialized"), so it is kept once it has. */
let resvg: Promise<void> | null = null;

export function setFontSource(next: FontSource): void {
  fontSource = next;
  font = null;
}

/** resvg started once, with its font; a failed start (offline on first use) is tried again next time. */
async function started(): Promise<Uint8Array> {
  resvg ??= wasm('resvg')
    .then((module) => initWasm(module))
    .catch((error: unknown) => {
      if (String(error).includes('Already initialized')) return;
      resvg = null;
      throw error;
    });
  font ??= fontSource().catch((error: unknown) => {
    font = null;
    throw error;
  });
  await resvg;
  return font;
}

/** Whether the bytes look like an SVG: text whose first element is <svg> (after any XML declaration, comments or doctype). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  return /^<svg[\s>/]/i.test(rest);
}

export const svgToPng: FileOp = async (file, values) => {
  const { name, bytes } = file;
  if (!looksLikeSvg(bytes)) return `${name} is not an SVG image. Choose an .svg file.`;
  const scale = whole(values.scale ?? '1', 1, 8);
  const empty = (values.width ?? '').trim() === '';
  const width = empty ? null : whole(values.width, 1, MAX_SIDE);
  if (scale === null) return 'Choose a scale from 1× to 8×.';
  if (!empty && width === null) return `Enter the width in pixels, from 1 to ${MAX_SIDE.toLocaleString('en')}.`;
  const font = await started();
  let svg: InstanceType<typeof Resvg>;
  try {
    svg = new Resvg(new TextDecoder().decode(bytes), {
      font: { fontBuffers: [font], defaultFontFamily: 'Liberation Sans', sansSerifFamily: 'Liberation Sans' },
      fitTo: width === null ? { mode: 'zoom', value: scale } : { mode: 'width', value: width },
    });
  } catch (error) {
    const why = String((error as Error)?.message ?? error).replace(/^SVG data parsing failed cause /, '');
    return `${name} cannot be read as an SVG: ${why}.`;
  }
  try {
    const w = width ?? Math.round(svg.width * scale);
    const h = Math.round((svg.height * w) / svg.width);
    if (!(w >= 1 && h >= 1)) return `${name} has no size to draw: give its <svg> a width and height or a viewBox.`;
    if (w > MAX_SIDE || h > MAX_SIDE || w * h > MAX_PIXELS)
      return `${name} would be ${w.toLocaleString('en')} × ${h.toLocaleString('en')} pixels: the limit is ${MAX_SIDE.toLocaleString('en')} a side and ${MAX_PIXELS_LABEL}. Choose a smaller width.`;
    const rendered = svg.render();
    const image = new ImageData(new Uint8ClampedArray(rendered.pixels), rendered.width, rendered.height);
    rendered.free();
    const png = await encode('png', image);
    const hasText = /<text[\s>]/i.test(new TextDecoder().decode(bytes));
    return {
      files: [{ name: `${stem(name)}.png`, type: 'image/png', bytes: png }],
      text: `Drew ${name} as ${stem(name)}.png, ${dimensions(image)}.`,
      figures: hasText ? [{ label: 'Text', value: 'Drawn in Liberation Sans, whatever font the SVG names' }] : [],
    };
  } finally {
    svg.free();
  }
};
