/**
 * Scores the recommender on the evaluation set: shared by `npm run eval:parooty` (which prints)
 * and eval.test.ts (which holds the thresholds).
 */
import { findTool } from '../../catalogue';
import { recommend } from '../index';

export interface EvalQuery {
  query: string;
  /** Acceptable answers: a tool id, or `category:<id>` for any tool of that category. */
  accept: readonly string[];
  group: string;
}

export interface EvalMiss {
  query: string;
  accept: readonly string[];
  got: string[];
  kind: string;
  confidence: number;
}

export interface EvalReport {
  total: number;
  top1Hits: number;
  top2Hits: number;
  top1: number;
  top2: number;
  /** Recommendations that are not catalogue tools at /app/{id}. */
  outside: number;
  clarified: number;
  clarifiedQueries: EvalMiss[];
  /** Top-1 hits among the answers that did not ask (kind 'tools'). */
  confidentTop1Hits: number;
  confidentTop1: number;
  misses: EvalMiss[];
  top1Misses: EvalMiss[];
  groups: { group: string; total: number; top1: number; top2: number }[];
}

function accepts(accept: readonly string[], id: string): boolean {
  const tool = findTool(id);
  return accept.some((a) => (a.startsWith('category:') ? tool?.category === a.slice('category:'.length) : a === id));
}

/** A recommendation is inside the catalogue when its id is a tool and its url is that tool's page. */
export function isCatalogueUrl(id: string, url: string): boolean {
  return findTool(id) !== undefined && (url === `/app/${id}` || url.startsWith(`/app/${id}?`));
}

export function scoreEval(queries: readonly EvalQuery[]): EvalReport {
  let top1Hits = 0;
  let top2Hits = 0;
  let outside = 0;
  let clarified = 0;
  let confidentTop1Hits = 0;
  const clarifiedQueries: EvalMiss[] = [];
  const misses: EvalMiss[] = [];
  const top1Misses: EvalMiss[] = [];
  const groups = new Map<string, { total: number; top1: number; top2: number }>();
  for (const q of queries) {
    const answer = recommend(q.query);
    const ids = answer.tools.map((t) => t.id);
    outside += answer.tools.filter((t) => !isCatalogueUrl(t.id, t.url)).length;
    const hit1 = ids.slice(0, 1).some((id) => accepts(q.accept, id));
    if (answer.kind === 'clarify') {
      clarified++;
      clarifiedQueries.push({
        query: q.query,
        accept: q.accept,
        got: ids.slice(0, 3),
        kind: answer.kind,
        confidence: answer.confidence,
      });
    } else if (hit1) {
      confidentTop1Hits++;
    }
    const hit2 = ids.slice(0, 2).some((id) => accepts(q.accept, id));
    const g = groups.get(q.group) ?? { total: 0, top1: 0, top2: 0 };
    g.total++;
    if (hit1) {
      top1Hits++;
      g.top1++;
    }
    if (hit2) {
      top2Hits++;
      g.top2++;
    }
    groups.set(q.group, g);
    const miss = {
      query: q.query,
      accept: q.accept,
      got: ids.slice(0, 3),
      kind: answer.kind,
      confidence: answer.confidence,
    };
    if (!hit2) misses.push(miss);
    if (!hit1) top1Misses.push(miss);
  }
  const total = queries.length;
  return {
    total,
    top1Hits,
    top2Hits,
    top1: top1Hits / total,
    top2: top2Hits / total,
    outside,
    clarified,
    clarifiedQueries,
    confidentTop1Hits,
    confidentTop1: confidentTop1Hits / Math.max(1, total - clarified),
    misses,
    top1Misses,
    groups: [...groups].map(([group, g]) => ({
      group,
      total: g.total,
      top1: g.top1 / g.total,
      top2: g.top2 / g.total,
    })),
  };
}
