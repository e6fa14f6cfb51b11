/** Images rows that read or strip what a file carries: metadata, EXIF, Base64, palette, codes. */
import { MAX_IMAGE_LABEL } from '../limits';
import { accept, img, num, type Spec } from './kit';

export const INSPECT: readonly Spec[] = [
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
    description: 'Get the colour palette of an image: its main colours, as swatches with their hex codes.',
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
    id: 'read-qr-code-from-image',
    name: 'Read QR Code or Barcode from Image',
    description:
      'Scan a QR code or barcode (EAN, UPC, Code 128, Data Matrix and more) from a photo or screenshot: its text, format and position.',
    keywords: [
      'qr code reader',
      'qr code scanner',
      'scan qr code from image',
      'read a qr code',
      'decode qr code',
      'decode a qr code picture',
      'qr code decoder',
      'what does this qr code say',
      'qr code in a screenshot',
      'barcode reader',
      'barcode scanner',
      'scan a barcode',
      'read barcode from photo',
      'ean barcode reader',
    ],
    op: 'readCodes',
    examples: [
      {
        input: {},
        files: [img('qr-hello.png', 116, 116)],
        output: 'Found 1 code in qr-hello.png: QR Code “hello”.',
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
