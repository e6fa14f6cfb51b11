/**
 * Image conversions as a table: every direction among PNG, JPEG, WebP and AVIF, BMP → PNG and
 * HEIC/HEIF → JPEG and PNG, each a row ("PNG to WebP"), all run by one operation (edit.ts
 * `convert`) with the target in the row.
 */
import type { Field } from '../../types';
import type { Codec } from './codecs';

type Target = Codec;
type Source = Codec | 'bmp' | 'heic';

/** Each pair, from → to. */
export const CONVERSIONS: readonly (readonly [Source, Target])[] = [
  ['png', 'jpeg'],
  ['png', 'webp'],
  ['png', 'avif'],
  ['jpeg', 'png'],
  ['jpeg', 'webp'],
  ['jpeg', 'avif'],
  ['webp', 'png'],
  ['webp', 'jpeg'],
  ['webp', 'avif'],
  ['avif', 'png'],
  ['avif', 'jpeg'],
  ['avif', 'webp'],
  ['bmp', 'png'],
  // An iPhone's photos: decoded by libheif (heic.ts), written by the codecs.
  ['heic', 'jpeg'],
  ['heic', 'png'],
];

/** How people write each format's name, and what it is good for (for search and Parooty). */
const WORDS: Readonly<Record<Source, { name: string; id: string; also: readonly string[]; ext: string }>> = {
  png: { name: 'PNG', id: 'png', also: ['png'], ext: 'png' },
  jpeg: { name: 'JPG', id: 'jpg', also: ['jpg', 'jpeg'], ext: 'jpg' },
  webp: { name: 'WebP', id: 'webp', also: ['webp'], ext: 'webp' },
  avif: { name: 'AVIF', id: 'avif', also: ['avif'], ext: 'avif' },
  bmp: { name: 'BMP', id: 'bmp', also: ['bmp', 'bitmap'], ext: 'bmp' },
  heic: { name: 'HEIC', id: 'heic', also: ['heic', 'heif', 'iphone photo'], ext: 'heic' },
};

const WHY: Readonly<Record<Target, string>> = {
  png: 'lossless, with transparency kept',
  jpeg: 'small and readable everywhere; transparent areas become white',
  webp: 'smaller than JPEG and PNG, with transparency kept',
  avif: 'the smallest files of the four, for modern browsers',
};

/** Default quality of a lossy target: AVIF reaches JPEG's look at a lower number. */
const QUALITY: Readonly<Record<Target, number>> = { png: 100, jpeg: 80, webp: 80, avif: 60 };

export interface ConversionRow {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  from: Source;
  to: Target;
  fields: Field[];
  example: string;
}

export const conversionRows: readonly ConversionRow[] = CONVERSIONS.map(([from, to]) => {
  const [a, b] = [WORDS[from], WORDS[to]];
  const pairs = a.also.flatMap((x) => b.also.map((y) => `${x} to ${y}`));
  return {
    id: `${a.id}-to-${b.id}`,
    name: `${a.name} to ${b.name}`,
    description: `Convert ${a.name} images to ${b.name} (${WHY[to]}), on your device.`,
    keywords: [
      ...new Set([...pairs, `${a.id} ${b.id} converter`, `convert ${a.id} to ${b.id}`, `${a.id} into ${b.id}`]),
    ],
    from,
    to,
    fields:
      to === 'png'
        ? []
        : [
            {
              name: 'quality',
              label: 'Quality (1–100)',
              type: 'number',
              default: String(QUALITY[to]),
              min: 1,
              max: 100,
              step: 1,
              help: 'Lower is smaller and softer.',
            },
          ],
    example: `photo.${a.ext}`,
  };
});
