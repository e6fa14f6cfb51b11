/**
 * Page ranges as people write them: "1-3, 5, 8-" (8 to the end), "all" or nothing for every page.
 * Pages are numbered from 1 here and returned as 0-based indexes, in the order written.
 */

/** Page indexes (0-based) for a range text in a file of `count` pages, or a sentence saying what is wrong. */
export function parseRanges(text: string, count: number, fileName: string): number[] | string {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'all') return Array.from({ length: count }, (_, i) => i);
  const pages: number[] = [];
  for (const raw of trimmed.split(/\s*,\s*/)) {
    if (raw === '') continue;
    const match = /^(\d+)(?:\s*(-)\s*(\d*))?$/.exec(raw);
    if (!match) return `“${raw}” is not a page or a range: write pages like 1-3, 5, 8-.`;
    const from = Number(match[1]);
    const to = match[2] ? (match[3] ? Number(match[3]) : count) : from;
    if (from < 1 || to < 1) return 'Pages are numbered from 1.';
    if (to < from) return `“${raw}” runs backwards: write the smaller page first, such as ${to}-${from}.`;
    const past = Math.max(from, to);
    if (past > count) return `Page ${past} is past the end: ${fileName} has ${count} page${count === 1 ? '' : 's'}.`;
    for (let page = from; page <= to; page++) pages.push(page - 1);
  }
  if (pages.length === 0) return 'Name at least one page, such as 1-3.';
  return pages;
}

/** Splits "1-3; all; 2" into one range text per file (missing ones are "all"). */
export function perFileRanges(text: string, files: number): string[] {
  const parts = text.split(';').map((p) => p.trim());
  return Array.from({ length: files }, (_, i) => parts[i] ?? '');
}
