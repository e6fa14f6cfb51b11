/**
 * Scores the recommender on questions for operations Perch does not offer (eval/missing.json): the
 * figure is "confidently wrong", a reply that offers a tool without saying the operation is
 * missing. Shared by `npm run eval:parooty` (which prints) and eval.test.ts (which holds the target, 0).
 */
import { recommend } from '../index';

export interface MissingQuery {
  query: string;
  /** Where such questions come from (PDF sites, image sites, CyberChef, IT-Tools…). */
  group: string;
}

export interface MissingReport {
  total: number;
  /** Said "not yet", named what is missing, and offered the request. */
  honest: number;
  /** Recommended a tool (or guesses) without saying the operation is missing. */
  confidentlyWrong: number;
  /** Neither: asked back with no tools, or small talk. */
  other: number;
  wrong: Array<{ query: string; kind: string; got: string[] }>;
  groups: Array<{ group: string; total: number; honest: number }>;
}

export function scoreMissing(queries: readonly MissingQuery[]): MissingReport {
  let honest = 0;
  let confidentlyWrong = 0;
  const wrong: MissingReport['wrong'] = [];
  const groups = new Map<string, { total: number; honest: number }>();
  for (const q of queries) {
    const answer = recommend(q.query);
    const g = groups.get(q.group) ?? { total: 0, honest: 0 };
    g.total++;
    const saysSo =
      answer.kind === 'missing' && /doesn't have .+ yet/.test(answer.content) && answer.request !== undefined;
    if (saysSo) {
      honest++;
      g.honest++;
    } else if (answer.tools.length > 0) {
      confidentlyWrong++;
      wrong.push({ query: q.query, kind: answer.kind, got: answer.tools.slice(0, 3).map((t) => t.id) });
    } else {
      wrong.push({ query: q.query, kind: answer.kind, got: [] });
    }
    groups.set(q.group, g);
  }
  return {
    total: queries.length,
    honest,
    confidentlyWrong,
    other: queries.length - honest - confidentlyWrong,
    wrong,
    groups: [...groups].map(([group, g]) => ({ group, ...g })),
  };
}
