/** Images rows that change a picture’s size, shape or file size: compress, resize, crop, rotate, flip. */
import { img, num, outputFormat, select, type Spec } from './kit';

export const EDIT: readonly Spec[] = [
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
];
