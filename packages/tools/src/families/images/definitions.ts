/**
 * Image tools that run on the device: Squoosh's codecs (@jsquash/png, jpeg, webp, avif, resize)
 * decode, encode and resize in a module Web Worker, exifr reads EXIF and gifenc writes GIFs, so
 * no image leaves the device. Each tool is a row; its `op` preset names its operation (fileRun.ts).
 *
 * Pro: everything a person needs to get one photo ready (conversions, compress at a quality,
 * resize, crop, rotate, flip, removing metadata, viewing EXIF, Base64 both ways, greyscale,
 * invert, OCR) is free; the designer's and batch finishing tools (compress to a target size, favicon
 * set, palette, brightness and contrast, rounded corners, circle crop, animated GIF) are Pro.
 */
import type { ExampleFile, FileAccept } from '../../fileTypes';
import type { FamilyDefinition, Field, ToolExample, ToolRow } from '../../types';
import { conversionRows } from './conversions';
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL, MAX_PIXELS_LABEL } from './limits';

const IMAGE_TYPES = '.png,.jpg,.jpeg,.webp,.avif,.bmp,image/png,image/jpeg,image/webp,image/avif,image/bmp';
const accept = (multiple: boolean, ordered = false, types = IMAGE_TYPES, label?: string): FileAccept => ({
  types,
  label: label ?? `PNG, JPEG, WebP, AVIF or BMP images, up to ${MAX_IMAGE_LABEL} and ${MAX_PIXELS_LABEL} each`,
  multiple,
  ordered,
  maxBytes: MAX_IMAGE_BYTES,
});

const img = (name: string, width = 64, height = 48, exif = false): ExampleFile => ({ name, width, height, exif });
const select = (name: string, label: string, fallback: string, options: [string, string][]): Field => ({
  name,
  label,
  type: 'select',
  default: fallback,
  options: options.map(([value, label]) => ({ value, label })),
});
const num = (name: string, label: string, fallback: string, min: number, max: number, help?: string): Field => ({
  name,
  label,
  type: 'number',
  default: fallback,
  min,
  max,
  step: 1,
  ...(help ? { help } : {}),
});
const outputFormat = select('format', 'Save as', 'same', [
  ['same', 'Same as the original (PNG and BMP become WebP)'],
  ['jpeg', 'JPEG'],
  ['webp', 'WebP'],
  ['avif', 'AVIF'],
]);

interface Spec {
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

const CONVERSIONS: readonly Spec[] = conversionRows.map((c) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  keywords: c.keywords,
  op: 'convert',
  params: { from: c.from, to: c.to },
  fields: c.fields,
  examples: [
    {
      input: {},
      files: [img(c.example)],
      output: `Converted ${c.example} (64 × 48) to photo.${c.to === 'jpeg' ? 'jpg' : c.to}.`,
    },
  ],
}));

const TOOLS: readonly Spec[] = [
  {
    id: 'compress-image',
    name: 'Compress Image',
    description: 'Compress a JPG, PNG, WebP or AVIF image to a quality you choose, with its size before and after.',
    keywords: [
      'image compressor',
      'compress jpg',
      'compress jpeg',
      'compress png',
      'reduce image size',
      'shrink photo',
      'optimise image',
      'make image smaller',
    ],
    op: 'compress',
    fields: [num('quality', 'Quality (1–100)', '75', 1, 100, 'Lower is smaller and softer.'), outputFormat],
    examples: [{ input: { quality: '60' }, files: [img('photo.jpg')], output: 'Compressed photo.jpg at quality 60.' }],
  },
  {
    id: 'compress-image-to-size',
    name: 'Compress Image to Size',
    description: 'Compress an image to fit under a size in KB, at the highest quality that fits.',
    keywords: [
      'compress image to 100kb',
      'compress jpg to 50kb',
      'reduce photo to kb',
      'image under 200kb',
      'target file size image',
    ],
    op: 'compressToSize',
    pro: true,
    fields: [num('targetKb', 'Fit under (KB)', '100', 1, 100_000), outputFormat],
    examples: [
      {
        input: { targetKb: '8' },
        files: [img('photo.jpg', 400, 300)],
        output: 'Compressed photo.jpg to under 8 KB, at quality 89.',
      },
    ],
  },
  {
    id: 'resize-image',
    name: 'Resize Image',
    description: 'Resize an image to a width and height in pixels, or by a percentage, keeping its shape if you like.',
    keywords: [
      'image resizer',
      'resize photo',
      'resize jpg',
      'resize png',
      'scale image',
      'change image size',
      'make picture smaller',
      'shrink image dimensions',
      'upscale image',
      'enlarge image',
      'make image bigger',
      'picture 500x500',
      'photo 1080x1080',
    ],
    op: 'resize',
    fields: [
      select('unit', 'Resize by', 'pixels', [
        ['pixels', 'Pixels'],
        ['percent', 'Percentage'],
      ]),
      { name: 'width', label: 'Width (px)', type: 'number', default: '1920', min: 1, max: 16_384, step: 1 },
      {
        name: 'height',
        label: 'Height (px)',
        type: 'number',
        default: '',
        min: 1,
        max: 16_384,
        step: 1,
        help: 'Empty: from the width.',
      },
      num('percent', 'Percentage', '50', 1, 1000),
      { name: 'keepAspect', label: 'Keep the shape (fit inside)', type: 'checkbox', default: 'true' },
    ],
    examples: [
      { input: { width: '32' }, files: [img('photo.png')], output: 'Resized photo.png from 64 × 48 to 32 × 24.' },
      {
        input: { unit: 'percent', percent: '25' },
        files: [img('photo.jpg')],
        output: 'Resized photo.jpg from 64 × 48 to 16 × 12.',
      },
    ],
  },
  {
    id: 'crop-image',
    name: 'Crop Image',
    description: 'Crop an image to a square, 4:3, 16:9 or another shape from its centre, or to a box in pixels.',
    keywords: ['image cropper', 'crop photo', 'crop picture', 'square crop', 'cut image', 'trim image', 'crop to 16:9'],
    op: 'crop',
    fields: [
      select('aspect', 'Shape', '1:1', [
        ['1:1', 'Square (1:1)'],
        ['4:3', '4:3'],
        ['3:2', '3:2'],
        ['16:9', '16:9'],
        ['9:16', '9:16 (story)'],
        ['4:5', '4:5 (portrait post)'],
        ['box', 'A box in pixels'],
      ]),
      num('x', 'Left (px, box)', '0', 0, 100_000),
      num('y', 'Top (px, box)', '0', 0, 100_000),
      num('width', 'Width (px, box)', '100', 1, 100_000),
      num('height', 'Height (px, box)', '100', 1, 100_000),
    ],
    examples: [
      { input: {}, files: [img('photo.png')], output: 'Cropped photo.png to 48 × 48.' },
      {
        input: { aspect: 'box', x: '8', y: '4', width: '20', height: '10' },
        files: [img('photo.png')],
        output: 'Cropped photo.png to 20 × 10.',
      },
    ],
  },
  {
    id: 'rotate-image',
    name: 'Rotate Image',
    description: 'Rotate an image 90, 180 or 270 degrees clockwise.',
    keywords: ['turn image', 'rotate photo', 'rotate picture', 'image rotator', 'rotate jpg 90 degrees'],
    op: 'rotate',
    fields: [
      select('angle', 'Turn clockwise', '90', [
        ['90', '90°'],
        ['180', '180°'],
        ['270', '270° (90° anticlockwise)'],
      ]),
    ],
    examples: [
      {
        input: { angle: '90' },
        files: [img('photo.png')],
        output: 'Rotated photo.png 90° clockwise; it is now 48 × 64.',
      },
    ],
  },
  {
    id: 'flip-image',
    name: 'Flip Image',
    description: 'Flip an image left to right (mirror) or top to bottom.',
    keywords: ['mirror image', 'flip photo', 'mirror photo', 'flip picture horizontally', 'flip vertically'],
    op: 'flip',
    fields: [
      select('direction', 'Flip', 'horizontal', [
        ['horizontal', 'Left to right (mirror)'],
        ['vertical', 'Top to bottom'],
      ]),
    ],
    examples: [{ input: {}, files: [img('photo.png')], output: 'Flipped photo.png left to right.' }],
  },
  {
    id: 'remove-image-metadata',
    name: 'Remove Image Metadata',
    description:
      'Remove EXIF data, GPS location and other metadata from a photo before you share it, without re-compressing it.',
    keywords: [
      'remove exif',
      'strip exif',
      'remove gps from photo',
      'remove location from photo',
      'exif remover',
      'delete photo metadata',
      'clean photo metadata',
    ],
    op: 'removeMetadata',
    examples: [
      {
        input: {},
        files: [img('photo.jpg', 64, 48, true)],
        output: 'photo.jpg lost its EXIF metadata. It had a GPS position (51.50070, -0.12460), now removed.',
      },
    ],
  },
  {
    id: 'view-exif',
    name: 'View EXIF Data',
    description: 'View a photo’s EXIF data: the camera, when it was taken, and where (GPS).',
    keywords: [
      'exif viewer',
      'photo metadata viewer',
      'read exif',
      'where was this photo taken',
      'photo gps location',
      'camera info from photo',
    ],
    op: 'viewExif',
    examples: [
      {
        input: {},
        files: [img('photo.jpg', 64, 48, true)],
        output: 'photo.jpg: Perch Test Camera, taken 2024-05-01 10:30:00, at GPS 51.50070, -0.12460.',
      },
    ],
  },
  {
    id: 'image-to-base64',
    name: 'Image to Base64',
    description: 'Turn an image into a Base64 data URI to paste into HTML or CSS.',
    keywords: [
      'image to data uri',
      'base64 image encoder',
      'png to base64',
      'jpg to base64',
      'image to data url',
      'embed image in css',
    ],
    op: 'toBase64',
    examples: [
      { input: {}, files: [img('icon.png', 4, 4)], output: 'Made a data URI of 206 characters from icon.png.' },
    ],
  },
  {
    id: 'base64-to-image',
    name: 'Base64 to Image',
    description: 'Turn a Base64 data URI (in a .txt file) back into the image file it holds.',
    keywords: ['data uri to image', 'base64 image decoder', 'base64 to png', 'base64 to jpg', 'data url to image'],
    op: 'fromBase64',
    accept: accept(true, false, '.txt,text/plain', `Text files holding a data URI, up to ${MAX_IMAGE_LABEL} each`),
    examples: [{ input: {}, files: [img('image.txt', 8, 6)], output: 'Decoded a PNG of 8 × 6 from image.txt.' }],
  },
  {
    id: 'image-colour-palette',
    name: 'Image Colour Palette',
    description: 'Find the main colours of an image, as swatches with their hex codes.',
    keywords: [
      'color palette from image',
      'extract colours from image',
      'image color picker',
      'dominant colors',
      'palette generator from photo',
    ],
    op: 'palette',
    pro: true,
    fields: [num('colours', 'Colours', '6', 2, 16)],
    examples: [
      {
        input: { colours: '2' },
        files: [img('photo.png')],
        output: 'The 2 main colours of photo.png: #2e658f, #c57ca0.',
      },
    ],
  },
  {
    id: 'favicon-generator',
    name: 'Favicon Generator',
    description:
      'Make a favicon set from an image: favicon.ico, PNG icons for phones and browsers, and the <link> tags.',
    keywords: [
      'make a favicon',
      'favicon maker',
      'create favicon',
      'favicon ico',
      'apple touch icon',
      'png to ico',
      'website icon',
    ],
    op: 'favicon',
    pro: true,
    multiple: false,
    examples: [
      {
        input: {},
        files: [img('logo.png', 64, 64)],
        output:
          'Made a favicon set from logo.png (64 × 64): favicon.ico with 16, 32 and 48 px, 6 PNGs, and the <link> tags.',
      },
    ],
  },
  {
    id: 'greyscale-image',
    name: 'Greyscale Image',
    description: 'Make an image black and white (greyscale).',
    keywords: [
      'black and white photo',
      'turn photo black and white',
      'grayscale image',
      'desaturate image',
      'b&w filter',
      'monochrome picture',
    ],
    op: 'greyscale',
    examples: [{ input: {}, files: [img('photo.jpg')], output: 'Made photo.jpg greyscale.' }],
  },
  {
    id: 'invert-image',
    name: 'Invert Image Colours',
    description: 'Invert the colours of an image, like a photo negative.',
    keywords: ['negative image', 'invert colors', 'invert picture', 'photo negative'],
    op: 'invert',
    examples: [{ input: {}, files: [img('photo.png')], output: 'Inverted the colours of photo.png.' }],
  },
  {
    id: 'image-brightness-contrast',
    name: 'Image Brightness and Contrast',
    description: 'Make an image brighter or darker and change its contrast.',
    keywords: ['brighten photo', 'darken image', 'increase contrast', 'adjust brightness', 'photo too dark'],
    op: 'brightness',
    pro: true,
    fields: [
      num('brightness', 'Brightness (−100 to 100)', '20', -100, 100),
      num('contrast', 'Contrast (−100 to 100)', '10', -100, 100),
    ],
    examples: [{ input: {}, files: [img('photo.jpg')], output: "Set photo.jpg's brightness +20 and contrast +10." }],
  },
  {
    id: 'round-image-corners',
    name: 'Round Image Corners',
    description: 'Round the corners of an image, with transparent corners (saved as PNG, WebP or AVIF).',
    keywords: ['rounded corners image', 'round corners photo', 'border radius image', 'rounded picture'],
    op: 'roundedCorners',
    pro: true,
    fields: [num('radius', 'Corner radius (px)', '24', 1, 10_000)],
    examples: [
      { input: { radius: '8' }, files: [img('photo.jpg')], output: 'Rounded the corners of photo.jpg by 8 px.' },
    ],
  },
  {
    id: 'circle-crop-image',
    name: 'Circle Crop Image',
    description: 'Cut a circle from the centre of an image, for a profile picture, with a transparent outside.',
    keywords: ['circle crop', 'round profile picture', 'crop image into circle', 'circular avatar', 'round photo'],
    op: 'circle',
    pro: true,
    examples: [{ input: {}, files: [img('photo.png')], output: 'Cut a circle 48 px across from photo.png.' }],
  },
  {
    id: 'images-to-gif',
    name: 'Images to GIF',
    description: 'Make an animated GIF from several images, in the order you choose.',
    keywords: [
      'gif maker',
      'animated gif from images',
      'make a gif',
      'photos to gif',
      'png to gif',
      'jpg to gif',
      'create gif',
    ],
    op: 'gif',
    pro: true,
    ordered: true,
    fields: [num('delay', 'Each frame (ms)', '500', 20, 10_000), num('width', 'Width (px)', '480', 16, 2048)],
    examples: [
      {
        input: {},
        files: [img('one.png'), img('two.jpg'), img('three.webp')],
        output: 'Made an animated GIF of 3 frames, 64 × 48, 0.5 s each.',
      },
    ],
  },
  {
    id: 'image-to-text-ocr',
    name: 'Image to Text (OCR)',
    description:
      'Extract the English text from a screenshot, photo or scanned image (OCR), with how confident the reading is, to copy or save.',
    keywords: [
      'ocr',
      'ocr an image',
      'text from a screenshot',
      'text from image',
      'extract text from image',
      'image to text',
      'picture to text',
      'screenshot to text',
      'photo to text',
      'copy text from a picture',
      'copy the text in a picture',
      'extract text from a photo',
      'read text in a photo',
      'scan to text',
      'optical character recognition',
      'tesseract',
    ],
    op: 'ocr',
    examples: [
      {
        input: {},
        files: [{ name: 'sign.png', width: 640, height: 96, text: 'Perch reads this line' }],
        output: 'Read 4 words in 1 line from sign.png.',
      },
    ],
  },
];

const row = (spec: Spec): ToolRow => ({
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

export const images: FamilyDefinition = {
  id: 'images',
  summary:
    'Image tools (convert among PNG, JPEG, WebP and AVIF, BMP to PNG, compress, resize, crop, rotate, flip, remove metadata, EXIF, Base64, palette, favicon set, greyscale, invert, brightness and contrast, rounded corners, circle crop, animated GIF, OCR of English text with tesseract.js), run in a Web Worker with Squoosh’s codecs so no image leaves the device.',
  tools: [...CONVERSIONS, ...TOOLS].map(row),
};
