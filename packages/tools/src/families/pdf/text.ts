/** Text out of PDFs with pdf.js: each page's text as a .txt file, and two PDFs' text compared line by line. */
import { diffLines } from 'diff';
import type { FileProblem, FileToolResult, OnProgress, ToolFile } from '../../fileTypes';
import { isProblem, loadPdf, stem } from './load';
import { type PageOp, plural } from './op';
import { pageTexts, withPdf } from './pdfjs';

const TEXT_TYPE = 'text/plain;charset=utf-8';
const encode = (text: string) => new TextEncoder().encode(text);

/** "— Page 2 —" between pages, so a reader of the .txt knows where each began. */
export const pageHeading = (n: number) => `— Page ${n} —`;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const pdfToText: PageOp = async ({ file, doc }, _values, onProgress) => {
  const count = doc.getPageCount();
  const texts = await withPdf(file.bytes, (d) => pageTexts(d, (n) => onProgress(n / count)));
  const total = texts.reduce((n, t) => n + words(t), 0);
  const body = texts.map((t, i) => `${pageHeading(i + 1)}\n${t}`).join('\n\n');
  const empty = texts.filter((t) => t.trim() === '').length;
  return {
    files: [{ name: `${stem(file.name)}.txt`, type: TEXT_TYPE, bytes: encode(`${body}\n`) }],
    text:
      total === 0
        ? `${file.name} has no text to read: its pages may be scanned images.`
        : `Read ${plural(total, 'word')} from ${plural(texts.length, 'page')}.`,
    figures: [
      { label: 'Pages', value: String(texts.length) },
      { label: 'Words', value: String(total) },
      ...(empty > 0 ? [{ label: 'Pages without text', value: String(empty) }] : []),
    ],
  };
};

/** Two PDFs' text, line by line: "- " only in the first, "+ " only in the second, "  " in both. */
export async function compareText(files: readonly ToolFile[], onProgress: OnProgress): Promise<FileToolResult> {
  if (files.length !== 2) return { ok: false, error: 'Add exactly two PDFs to compare: the older one first.' };
  const texts: string[] = [];
  const problems: FileProblem[] = [];
  for (const [i, file] of files.entries()) {
    const loaded = await loadPdf(file);
    if (isProblem(loaded)) {
      problems.push(loaded);
      continue;
    }
    const pages = await withPdf(file.bytes, (d) => pageTexts(d));
    texts.push(pages.join('\n'));
    onProgress((i + 1) / 2);
  }
  if (problems.length > 0) return { ok: false, error: problems.map((p) => p.error).join(' '), problems };
  const [a, b] = files as [ToolFile, ToolFile];
  const changes = diffLines(`${texts[0]}\n`, `${texts[1]}\n`, { ignoreWhitespace: true });
  let added = 0;
  let removed = 0;
  const lines: string[] = [`--- ${a.name}`, `+++ ${b.name}`];
  for (const change of changes) {
    const mark = change.added ? '+' : change.removed ? '-' : ' ';
    const part = change.value.replace(/\n$/, '').split('\n');
    if (change.added) added += part.length;
    if (change.removed) removed += part.length;
    for (const line of part) lines.push(`${mark} ${line}`);
  }
  const same = added === 0 && removed === 0;
  return {
    ok: true,
    text: same
      ? `${a.name} and ${b.name} have the same text.`
      : `${plural(removed, 'line')} only in ${a.name}, ${plural(added, 'line')} only in ${b.name}.`,
    files: [
      { name: `${stem(a.name)}-vs-${stem(b.name)}.diff.txt`, type: TEXT_TYPE, bytes: encode(`${lines.join('\n')}\n`) },
    ],
    figures: [
      { label: `Only in ${a.name}`, value: plural(removed, 'line') },
      { label: `Only in ${b.name}`, value: plural(added, 'line') },
    ],
  };
}
