import { describe, expect, it } from 'vitest';
import { exampleFileLabel } from './exampleFiles';

describe('an example file as the tool page names it', () => {
  it('says what each family’s example file is', () => {
    expect(exampleFileLabel({ name: 'a.pdf', pages: 1 })).toBe('a.pdf (1 page)');
    expect(exampleFileLabel({ name: 'b.pdf', pages: 3 })).toBe('b.pdf (3 pages)');
    expect(exampleFileLabel({ name: 'photo.jpg', width: 64, height: 48, exif: true })).toBe(
      'photo.jpg (64 × 48 px, with EXIF and GPS)',
    );
    expect(exampleFileLabel({ name: 'image.txt' })).toBe('image.txt');
  });
});
