/** A PDF's facts and its document information (title, author…): view, edit, remove; and its info. */
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { Figure } from '../../types';
import { save, sizeText, stem } from './load';
import { addPages, type PageOp, plural } from './op';

const FIELDS = [
  ['title', 'Title', (d: PDFDocument) => d.getTitle()],
  ['author', 'Author', (d: PDFDocument) => d.getAuthor()],
  ['subject', 'Subject', (d: PDFDocument) => d.getSubject()],
  ['keywords', 'Keywords', (d: PDFDocument) => d.getKeywords()],
  ['creator', 'Creator', (d: PDFDocument) => d.getCreator()],
  ['producer', 'Producer', (d: PDFDocument) => d.getProducer()],
] as const;

function metadataFigures(doc: PDFDocument): Figure[] {
  const figures: Figure[] = FIELDS.map(([, label, get]) => ({ label, value: get(doc) ?? '(none)' }));
  for (const [label, get] of [
    ['Created', () => doc.getCreationDate()],
    ['Modified', () => doc.getModificationDate()],
  ] as const) {
    const date = get();
    figures.push({ label, value: date ? date.toISOString().replace('.000Z', 'Z') : '(none)' });
  }
  return figures;
}

const pointsToMm = (pt: number) => Math.round((pt * 25.4) / 72);

/** Named paper sizes, in points, to name a page's size. */
const PAPERS: readonly [string, number, number][] = [
  ['A4', 595.28, 841.89],
  ['A3', 841.89, 1190.55],
  ['A5', 419.53, 595.28],
  ['Letter', 612, 792],
  ['Legal', 612, 1008],
];

export function paperName(width: number, height: number): string {
  const [w, h] = [Math.min(width, height), Math.max(width, height)];
  const paper = PAPERS.find(([, pw, ph]) => Math.abs(pw - w) < 2 && Math.abs(ph - h) < 2);
  const mm = `${pointsToMm(width)} × ${pointsToMm(height)} mm`;
  return paper ? `${paper[0]} ${width > height ? 'landscape' : 'portrait'} (${mm})` : mm;
}

/** The fonts the pages' resources name (BaseFont), without a subset's "ABCDEF+" prefix: cheap, no drawing. */
export function fontNames(doc: PDFDocument): string[] {
  const names = new Set<string>();
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const ref of fonts?.values() ?? []) {
      const font = doc.context.lookupMaybe(ref, PDFDict);
      const base = font?.lookupMaybe(PDFName.of('BaseFont'), PDFName);
      if (base) names.add(base.decodeText().replace(/^[A-Z]{6}\+/, ''));
    }
  }
  return [...names].sort();
}

export const info: PageOp = async ({ doc, file }) => {
  const sizes = new Map<string, number>();
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const name = paperName(width, height);
    sizes.set(name, (sizes.get(name) ?? 0) + 1);
  }
  const count = doc.getPageCount();
  const figures: Figure[] = [
    { label: 'Pages', value: String(count) },
    { label: 'File size', value: sizeText(file.bytes.length) },
    { label: 'Encrypted', value: doc.isEncrypted ? 'Yes (password protected)' : 'No' },
    ...[...sizes].map(([name, n]) => ({ label: 'Page size', value: `${name}: ${plural(n, 'page')}` })),
    ...(doc.isEncrypted ? [] : [{ label: 'Fonts', value: fontNames(doc).join(', ') || '(none)' }]),
    ...(doc.isEncrypted ? [] : metadataFigures(doc).filter((f) => f.value !== '(none)')),
  ];
  return {
    files: [],
    text: `${file.name}: ${plural(count, 'page')}, ${[...sizes.keys()].join(', ')}${doc.isEncrypted ? ', encrypted' : ''}.`,
    figures,
  };
};

export const viewMetadata: PageOp = async ({ doc, file }) => {
  const figures = metadataFigures(doc);
  const set = figures.filter((f) => f.value !== '(none)').length;
  return {
    files: [],
    text:
      set === 0
        ? `${file.name} has no document information.`
        : `${file.name} has ${plural(set, 'field')} of document information.`,
    figures,
  };
};

export const editMetadata: PageOp = async ({ doc, file }, values) => {
  const changed: string[] = [];
  for (const [key, label] of FIELDS) {
    const value = (values[key] ?? '').trim();
    if (value === '') continue;
    if (value.length > 1000) return `Keep the ${label.toLowerCase()} to 1,000 characters.`;
    if (key === 'title') doc.setTitle(value);
    else if (key === 'author') doc.setAuthor(value);
    else if (key === 'subject') doc.setSubject(value);
    else if (key === 'keywords') doc.setKeywords(value.split(/\s*[,;]\s*/).filter(Boolean));
    else if (key === 'creator') doc.setCreator(value);
    else doc.setProducer(value);
    changed.push(label.toLowerCase());
  }
  if (changed.length === 0) return 'Fill in at least one field to change, such as the title.';
  return {
    files: [await save(doc, `${stem(file.name)}-edited.pdf`)],
    text: `Set the ${changed.join(', ')}.`,
    figures: metadataFigures(doc),
  };
};

export const removeMetadata: PageOp = async ({ doc, file }) => {
  const before = metadataFigures(doc).filter((f) => f.value !== '(none)').length;
  // A new document with the same pages carries no Info dictionary and no XMP from the original.
  const clean = await PDFDocument.create({ updateMetadata: false });
  addPages(clean, await clean.copyPages(doc, doc.getPageIndices()));
  return {
    files: [await save(clean, `${stem(file.name)}-clean.pdf`)],
    text: `Removed ${plural(before, 'field')} of document information.`,
    figures: metadataFigures(clean),
  };
};
