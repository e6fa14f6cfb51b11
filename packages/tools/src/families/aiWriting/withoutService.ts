import type { ParootyRecommendation } from '@perch/ui';
import { findTool, toolPath } from '../../catalogue';
import { TOOL_CATEGORIES } from '../../categories';
import { offlineMethods } from './definitions';

const CATEGORY_LABELS = new Map<string, string>(TOOL_CATEGORIES.map((c) => [c.id, c.label]));
const isServiceTool = (id: string) => findTool(id)?.kind === 'stream';

/** Why an AI writing tool cannot run, as the answer says it: the server has no service, or (on the device) Perch cannot be reached. */
export const NO_AI_SERVICE = {
  server: (tool: string) => `This Perch server has no AI service set up, so ${tool} cannot run here yet`,
  device: (tool: string) => `${tool} needs Perch's AI service, which cannot be reached from here now`,
} as const;

/**
 * An answer given where the AI service cannot be used (a server without one, or Parooty on the
 * device, offline): the AI writing tools are marked on the cards, and an answer led by one names
 * the offline tools that do part of its job (the spelling and style checkers, the extractive
 * summariser and keywords) after what it said. The server and the device share it, so they
 * answer alike.
 */
export function withoutAiService<A extends { content: string; toolRecommendations: readonly ParootyRecommendation[] }>(
  answer: A,
  maxTools: number,
  where: keyof typeof NO_AI_SERVICE = 'server',
): A {
  const top = answer.toolRecommendations[0];
  const marked = answer.toolRecommendations.map((r) => (isServiceTool(r.id) ? { ...r, needsService: true } : r));
  const shown = new Set(answer.toolRecommendations.map((r) => r.id));
  const offline = top && isServiceTool(top.id) ? offlineMethods(top.id) : [];
  const sentence =
    offline.length > 0
      ? ` ${NO_AI_SERVICE[where](top!.name)}; ${offline
          .map((m) => `the ${m.name} ${m.part}`)
          .join(', and ')}, in your browser.`
      : '';
  const extra = offline
    .filter((m) => !shown.has(m.id))
    .flatMap((m): ParootyRecommendation[] => {
      const row = findTool(m.id);
      return row
        ? [
            {
              id: row.id,
              name: row.name,
              description: row.description,
              category: CATEGORY_LABELS.get(row.category) ?? row.category,
              url: toolPath(row.id),
              why: `${m.part}, with no AI service`,
              pro: row.pro,
            },
          ]
        : [];
    });
  return {
    ...answer,
    content: answer.content + sentence,
    toolRecommendations: [...marked, ...extra].slice(0, maxTools),
  };
}
