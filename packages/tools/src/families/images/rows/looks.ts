/** Images rows that change how a picture looks, or make something new from it: favicon, colour, corners, GIF, watermark. */
import { img, num, select, type Spec } from './kit';

export const LOOKS: readonly Spec[] = [
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
    id: 'watermark-image',
    name: 'Watermark Image',
    description:
      'Put a text watermark on images: in a corner, the centre or tiled across, at the opacity, angle, size and colour you choose.',
    keywords: [
      'add watermark to photo',
      'text watermark',
      'watermark image',
      'copyright text on image',
      'watermark photos',
      'put my name on a picture',
      'add text to image',
    ],
    op: 'watermark',
    fields: [
      { name: 'text', label: 'Text', type: 'text', default: '© Perch' },
      select('position', 'Where', 'bottom-right', [
        ['bottom-right', 'Bottom right'],
        ['bottom-left', 'Bottom left'],
        ['top-right', 'Top right'],
        ['top-left', 'Top left'],
        ['centre', 'Centre'],
        ['tiled', 'Tiled across the image'],
      ]),
      num('opacity', 'Opacity (%)', '50', 1, 100),
      num('angle', 'Angle (degrees)', '0', -180, 180),
      num('size', 'Text size (px)', '32', 4, 2000),
      { name: 'colour', label: 'Colour', type: 'colour', default: '#ffffff' },
    ],
    examples: [
      {
        input: { text: 'Perch', size: '12' },
        files: [img('photo.png')],
        output: 'Watermarked photo.png (64 × 48) with “Perch”.',
      },
    ],
  },
];
