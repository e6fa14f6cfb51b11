/**
 * pdf.js's data files, as URLs of Perch's own build (Vite copies them out of the npm package and
 * names them by hash): the standard 14 fonts a PDF may use without embedding them, and the wasm
 * decoders for JPEG 2000, JBIG2 and colour profiles. Browser only: Node's tests need none of them.
 */
import jbig2 from 'pdfjs-dist/wasm/jbig2.wasm?url';
import openjpeg from 'pdfjs-dist/wasm/openjpeg.wasm?url';
import qcms from 'pdfjs-dist/wasm/qcms_bg.wasm?url';
import dingbats from 'pdfjs-dist/standard_fonts/FoxitDingbats.pfb?url';
import fixed from 'pdfjs-dist/standard_fonts/FoxitFixed.pfb?url';
import fixedBold from 'pdfjs-dist/standard_fonts/FoxitFixedBold.pfb?url';
import fixedBoldItalic from 'pdfjs-dist/standard_fonts/FoxitFixedBoldItalic.pfb?url';
import fixedItalic from 'pdfjs-dist/standard_fonts/FoxitFixedItalic.pfb?url';
import serif from 'pdfjs-dist/standard_fonts/FoxitSerif.pfb?url';
import serifBold from 'pdfjs-dist/standard_fonts/FoxitSerifBold.pfb?url';
import serifBoldItalic from 'pdfjs-dist/standard_fonts/FoxitSerifBoldItalic.pfb?url';
import serifItalic from 'pdfjs-dist/standard_fonts/FoxitSerifItalic.pfb?url';
import symbol from 'pdfjs-dist/standard_fonts/FoxitSymbol.pfb?url';
import sansBold from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url';
import sansBoldItalic from 'pdfjs-dist/standard_fonts/LiberationSans-BoldItalic.ttf?url';
import sansItalic from 'pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf?url';
import sans from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';

const FILES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  standardFontDataUrl: {
    'FoxitDingbats.pfb': dingbats,
    'FoxitFixed.pfb': fixed,
    'FoxitFixedBold.pfb': fixedBold,
    'FoxitFixedBoldItalic.pfb': fixedBoldItalic,
    'FoxitFixedItalic.pfb': fixedItalic,
    'FoxitSerif.pfb': serif,
    'FoxitSerifBold.pfb': serifBold,
    'FoxitSerifBoldItalic.pfb': serifBoldItalic,
    'FoxitSerifItalic.pfb': serifItalic,
    'FoxitSymbol.pfb': symbol,
    'LiberationSans-Bold.ttf': sansBold,
    'LiberationSans-BoldItalic.ttf': sansBoldItalic,
    'LiberationSans-Italic.ttf': sansItalic,
    'LiberationSans-Regular.ttf': sans,
  },
  wasmUrl: { 'jbig2.wasm': jbig2, 'openjpeg.wasm': openjpeg, 'qcms_bg.wasm': qcms },
};

/** pdf.js's `BinaryDataFactory`: asked for a file by kind and name, fetches it from Perch. */
export class PerchBinaryData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = FILES[kind]?.[filename];
    if (!url) throw new Error(`pdf.js asked for ${kind} ${filename}, which Perch does not serve`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
