/** A checker's findings in its text, as the page marks them: pure, so Node tests them. */
import type { TextFinding } from '../types';

export interface Checked {
  source: string;
  items: readonly TextFinding[];
}

/**
 * The text with `suggestion` put in place of `finding`, and the other findings moved to where
 * their words now are (one that held the replaced words, a sentence, grows or shrinks with it).
 */
export function accept(checked: Checked, finding: TextFinding, suggestion: string): Checked {
  const delta = suggestion.length - (finding.end - finding.start);
  const source = checked.source.slice(0, finding.start) + suggestion + checked.source.slice(finding.end);
  const items = checked.items
    .filter(
      (f) =>
        f !== finding &&
        !(f.start < finding.end && f.end > finding.start && f.end - f.start <= finding.end - finding.start),
    )
    .map((f) =>
      f.start >= finding.end
        ? { ...f, start: f.start + delta, end: f.end + delta }
        : f.end >= finding.end
          ? { ...f, end: f.end + delta }
          : f,
    );
  return { source, items };
}

/** The text cut where findings start and end: each piece with the findings over it. */
export function pieces(checked: Checked): { text: string; over: TextFinding[]; ends: number[] }[] {
  const cuts = [...new Set([0, checked.source.length, ...checked.items.flatMap((f) => [f.start, f.end])])].sort(
    (a, b) => a - b,
  );
  return cuts.slice(0, -1).map((from, i) => {
    const to = cuts[i + 1]!;
    return {
      text: checked.source.slice(from, to),
      over: checked.items.filter((f) => f.start <= from && f.end >= to),
      ends: checked.items.flatMap((f, n) => (f.end === to ? [n + 1] : [])),
    };
  });
}
