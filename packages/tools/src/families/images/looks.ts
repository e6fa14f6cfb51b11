/** Operations on how an image looks: greyscale, invert, brightness and contrast, rounded corners, circle; its palette; a favicon set. */
import type { ToolFile } from '../../fileTypes';
import { encode, resize } from './codecs';
import { FAVICON_SIZES, faviconName, ICO_SIZES, icoOf, LINK_TAGS } from './favicon';
import type { Codec } from './codecs';
import { dimensions, outputCodec, type PixelOp, save, whole } from './op';
import { palette as paletteOf } from './palette';
import {
  brightnessContrast,
  centredBox,
  crop,
  greyscale as grey,
  invert as inverted,
  padToSquare,
  roundCorners,
} from './pixels';

export const greyscale: PixelOp = async (loaded) => ({
  files: [await save(grey(loaded.image), outputCodec(loaded), loaded.file.name, 'greyscale')],
  text: `Made ${loaded.file.name} greyscale.`,
});

export const invert: PixelOp = async (loaded) => ({
  files: [await save(inverted(loaded.image), outputCodec(loaded), loaded.file.name, 'inverted')],
  text: `Inverted the colours of ${loaded.file.name}.`,
});

export const brightness: PixelOp = async (loaded, values) => {
  const b = whole(values.brightness, -100, 100);
  const c = whole(values.contrast, -100, 100);
  if (b === null || c === null) return 'Enter brightness and contrast as whole numbers from −100 to 100.';
  const file = await save(brightnessContrast(loaded.image, b, c), outputCodec(loaded), loaded.file.name, 'adjusted');
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  return { files: [file], text: `Set ${loaded.file.name}'s brightness ${signed(b)} and contrast ${signed(c)}.` };
};

/** Transparency needs PNG, WebP or AVIF: a JPEG becomes a PNG. */
const withAlpha = (loaded: Parameters<PixelOp>[0]): Codec =>
  loaded.format.id === 'jpeg' ? 'png' : outputCodec(loaded);

export const roundedCorners: PixelOp = async (loaded, values) => {
  const radius = whole(values.radius, 1, 10_000);
  if (radius === null) return 'Enter the corner radius in pixels: a whole number from 1.';
  const file = await save(roundCorners(loaded.image, radius), withAlpha(loaded), loaded.file.name, 'rounded');
  return { files: [file], text: `Rounded the corners of ${loaded.file.name} by ${radius} px.` };
};

export const circle: PixelOp = async (loaded) => {
  const box = centredBox(loaded.image.width, loaded.image.height, 1);
  const square = crop(loaded.image, box);
  const file = await save(roundCorners(square, box.width / 2), withAlpha(loaded), loaded.file.name, 'circle');
  return { files: [file], text: `Cut a circle ${box.width} px across from ${loaded.file.name}.` };
};

export const palette: PixelOp = async (loaded, values) => {
  const count = whole(values.colours, 2, 16);
  if (count === null) return 'Choose from 2 to 16 colours.';
  const swatches = paletteOf(loaded.image, count);
  if (swatches.length === 0) return `${loaded.file.name} is fully transparent: it has no colours to show.`;
  return {
    files: [],
    text: `The ${swatches.length} main colours of ${loaded.file.name}: ${swatches.map((s) => s.hex).join(', ')}.`,
    figures: swatches.map((s) => ({ label: s.hex, value: `${Math.round(s.share * 100)} %` })),
    swatches: swatches.map((s) => s.hex),
  };
};

/** The image fitted into a transparent square of this side. */
async function square(image: ImageData, side: number): Promise<ImageData> {
  const scale = side / Math.max(image.width, image.height);
  const [w, h] = [Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale))];
  return padToSquare(w === image.width && h === image.height ? image : await resize(image, w, h), side);
}

export const favicon: PixelOp = async (loaded) => {
  const files: ToolFile[] = [];
  const icoImages: { size: number; png: Uint8Array }[] = [];
  for (const size of FAVICON_SIZES) {
    const png = await encode('png', await square(loaded.image, size));
    files.push({ name: faviconName(size), type: 'image/png', bytes: png });
    if ((ICO_SIZES as readonly number[]).includes(size)) icoImages.push({ size, png });
  }
  files.unshift({ name: 'favicon.ico', type: 'image/x-icon', bytes: icoOf(icoImages) });
  files.push({ name: 'favicon-tags.html', type: 'text/html', bytes: new TextEncoder().encode(`${LINK_TAGS}\n`) });
  return {
    files,
    text: `Made a favicon set from ${loaded.file.name} (${dimensions(loaded.image)}): favicon.ico with 16, 32 and 48 px, ${FAVICON_SIZES.length} PNGs, and the <link> tags.`,
    figures: [{ label: '<link> tags', value: LINK_TAGS }],
  };
};
