/**
 * What a writing tool changed in the person's text, word by word (jsdiff's diffWordsWithSpace:
 * Myers' algorithm over words and the spaces between them), as runs the page marks up as kept,
 * added or removed.
 */
import { diffWordsWithSpace } from 'diff';

export interface DiffRun {
  state: 'same' | 'added' | 'removed';
  text: string;
}

/** The runs that turn `before` into `after`, in order; adjacent runs of one state are merged. */
export function textDiff(before: string, after: string): DiffRun[] {
  const runs: DiffRun[] = [];
  for (const change of diffWordsWithSpace(before, after)) {
    const state = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = runs.at(-1);
    if (last?.state === state) last.text += change.value;
    else runs.push({ state, text: change.value });
  }
  return runs;
}

/** How many words were added and removed ("3 words added, 2 removed"). */
export function diffSummary(runs: readonly DiffRun[]): string {
  const words = (state: DiffRun['state']) =>
    runs.filter((r) => r.state === state).reduce((n, r) => n + (r.text.match(/\S+/g)?.length ?? 0), 0);
  const added = words('added');
  const removed = words('removed');
  if (added === 0 && removed === 0) return 'No changes';
  return `${added} ${added === 1 ? 'word' : 'words'} added, ${removed} removed`;
}
