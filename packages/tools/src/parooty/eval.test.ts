import { describe, expect, it } from 'vitest';
import { findTool } from '../catalogue';
import { FAMILIES } from '../families';
import queries from './eval/queries.json';
import { scoreEval, type EvalQuery } from './eval/score';

const SET = queries as EvalQuery[];

describe('the evaluation set', () => {
  it('is large, covers every family and the AI tools, and names only catalogue tools', () => {
    expect(SET.length).toBeGreaterThanOrEqual(200);
    for (const q of SET) for (const a of q.accept) if (!a.startsWith('category:')) expect(findTool(a), a).toBeDefined();
    const families = new Set(SET.flatMap((q) => q.accept.map((a) => findTool(a)?.family)).filter(Boolean));
    expect(families.size).toBe(FAMILIES.length);
    const accepted = new Set(SET.flatMap((q) => q.accept));
    expect(accepted).toContain('text-summarizer');
    expect(accepted).toContain('keyword-extractor');
  });

  it('meets its targets: top-2 ≥ 90 %, top-1 ≥ 80 %, nothing outside the catalogue', () => {
    const report = scoreEval(SET);
    expect(report.outside).toBe(0);
    expect(report.top2).toBeGreaterThanOrEqual(0.9);
    expect(report.top1).toBeGreaterThanOrEqual(0.8);
  });
});
