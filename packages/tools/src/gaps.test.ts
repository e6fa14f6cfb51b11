import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { gapFor, searchGapFor, type RowWords } from './gaps';

const gap = (question: string, rows: readonly RowWords[] = CATALOGUE) => gapFor(question, rows)?.tool ?? null;

describe('gapFor: an operation no row does, read from the words that carry it', () => {
  it('names what is missing (issue 38: each of these got a tool that shared a word)', () => {
    expect(gap('ocr a scanned pdf')).toBe('a tool to read the text in scanned PDFs (OCR)');
    // Issue 39's tools answer their own questions, but not their neighbours'.
    expect(gap('compress a pdf so I can email it')).toBeNull();
    expect(gap('edit text in a pdf')).toBe('a PDF text editor');
    expect(gap('open a rar file')).toBe('a RAR viewer');
    expect(gap('decompress gzip base64')).toBe('a Base64 gzip and zlib decoder');
    expect(gap('decrypt this AES-256-GCM ciphertext')).toBe('a tool to decrypt AES-256-GCM');
    expect(gap('password protect my pdf')).toBe('a tool to password-protect PDFs');
    expect(gap('fill in a pdf form')).toBe('a tool to fill in PDF forms');
    expect(gap('turn my scanned receipts into one pdf')).toBe('an image to PDF converter');
    expect(gap('turn these jpgs into a single pdf')).toBe('a JPG to PDF converter');
    // The Images family (issue 39) does this now: no gap.
    expect(gap('crop a picture to a square')).toBeNull();
    expect(gap('is this credit card number valid according to luhn')).toBe('a Luhn (card number) checker');
    expect(gap('how different are these two words, edit distance')).toBe('an edit-distance (Levenshtein) calculator');
    expect(gap('convert mp4 to mp3')).toBe('an MP4 to MP3 converter');
    expect(gap('convert tiff to jpg')).toBe('a TIFF to JPG converter');
    // HEIC → JPG is a tool now (issue 39): no gap.
    expect(gap('convert heic to jpg')).toBeNull();
    // A camera's RAW files and Photoshop's are not HEIC (each got HEIC to JPG with confidence).
    expect(gap('dng to jpg')).toBe('a camera RAW to JPG converter');
    expect(gap('convert raw photos to png')).toBe('a camera RAW to PNG converter');
    expect(gap('psd to png')).toBe('a PSD to PNG converter');
    expect(gap('raw json to csv')).toBeNull();
    // Taking a watermark off is not putting one on (each got the watermark tool).
    expect(gap('remove a watermark from a photo')).toBe('a tool to remove watermarks from images');
    expect(gap('remove the watermark from this pdf')).toBe('a tool to remove watermarks from PDFs');
    expect(gap('add a watermark to a pdf')).toBeNull();
  });

  it('offers a neighbour only for a real part of the job, and says which part', () => {
    expect(gapFor('levenshtein distance between kitten and sitting', CATALOGUE)?.partial).toEqual({
      id: 'text-diff',
      part: 'shows where two texts differ, but not the distance as a number',
    });
    expect(gapFor('ocr a scanned pdf', CATALOGUE)?.partial).toBeUndefined();
  });

  it('gives the request a name', () => {
    expect(gapFor('sign a pdf', CATALOGUE)?.requestName).toBe('Tool to sign PDFs');
    expect(gapFor('edit text in a pdf', CATALOGUE)?.requestName).toBe('PDF text editor');
    expect(gapFor('sign a pdf', CATALOGUE)?.requestName).toBe('Tool to sign PDFs');
  });

  it('stays quiet when a row does it, or when a file is only context', () => {
    expect(gap('convert 5 km to miles')).toBeNull();
    // The AI Language Translator (issue 41) does it now.
    expect(gap('translate hello to Spanish')).toBeNull();
    expect(gap('what is the mime type of a png')).toBeNull();
    expect(gap('make a qr code I can save as a png')).toBeNull();
    expect(gap('change a picture of a color code from hex into rgb')).toBeNull();
    // The named row is found wherever its name stands: first, last, in capitals.
    expect(gap('qr code saved as a png')).toBeNull();
    expect(gap('as a png, a QR code')).toBeNull();
    expect(gap('PNG of a colour code from HEX into RGB')).toBeNull();
    expect(gap('count the words in my cover letter')).toBeNull();
    expect(gap('decode ascii85 from a pdf')).toBeNull();
    expect(gap('zip code lookup')).toBeNull();
    expect(gap('convert 10 pounds to kg')).toBeNull();
  });

  it('is decided against the rows: when a tool that does it lands, the same question finds it', () => {
    // The catalogue as it was before the PDF family (issue 39) landed, plus the rows that answer.
    const before = CATALOGUE.filter((row) => row.family !== 'pdf');
    expect(gap('merge three pdfs into one', before)).toBe('a PDF merger');
    const withMerger: RowWords[] = [
      ...before,
      { id: 'merge-pdf', name: 'Merge PDFs', keywords: ['combine pdf', 'join pdf files'] },
      { id: 'jpg-to-pdf', name: 'JPG to PDF', keywords: ['images to pdf'] },
      { id: 'aes-decrypt', name: 'AES Decrypt', keywords: ['aes-gcm decrypt'] },
    ];
    expect(gap('merge three pdfs into one', withMerger)).toBeNull();
    expect(gap('combine pdf files', withMerger)).toBeNull();
    expect(gap('turn these jpgs into a single pdf', withMerger)).toBeNull();
    expect(gap('decrypt this AES-256-GCM ciphertext', withMerger)).toBeNull();
    // A PDF tool that does something else does not do this.
    expect(gap('rotate the pages of a scanned pdf', withMerger)).toBe('a tool to rotate PDFs');
    // And with the PDF family in the catalogue, its questions find it.
    for (const q of ['merge three pdfs into one', 'rotate the pages of a scanned pdf', 'take out page 2 of this pdf'])
      expect(gap(q), q).toBeNull();
  });

  it('never throws, and a gap always has a sentence and a request name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const found = gapFor(text, CATALOGUE);
        if (found) {
          expect(found.tool).toMatch(/^(?:a|an|tools|weather|live) /);
          expect(found.requestName.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('searchGapFor: the /tools search', () => {
  it('treats a bare kind of file as a gap while no tool is named for it', () => {
    const before = CATALOGUE.filter((row) => row.family !== 'pdf');
    expect(searchGapFor('pdf', before)?.tool).toBe('tools for PDFs');
    expect(searchGapFor('tiff tools', CATALOGUE)?.tool).toBe('tools for TIFF images');
    expect(searchGapFor('heic tools', CATALOGUE)).toBeNull();
    expect(searchGapFor('currency', CATALOGUE)?.tool).toBe('a currency converter with exchange rates');
    expect(searchGapFor('pdf', [...before, { id: 'merge-pdf', name: 'Merge PDFs', keywords: [] }])).toBeNull();
    expect(searchGapFor('pdf', CATALOGUE)).toBeNull();
  });

  it('leaves ordinary searches alone', () => {
    for (const q of ['json', 'mortgage', 'timezone', 'qr code', 'png mime type', 'pdf line breaks'])
      expect(searchGapFor(q, CATALOGUE), q).toBeNull();
  });
});
