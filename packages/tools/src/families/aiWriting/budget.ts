/**
 * AI writing's daily budgets, per user and UTC day, counted on the server (ai_writing_usage).
 * Runs are what the page shows ("32 of 50 runs left today"); tokens cap what long runs cost.
 * Pro subscribers get the larger one; which tools are Pro is on each row (definitions.ts).
 */
export const WRITING_BUDGETS = {
  free: { runs: 20, tokens: 60_000 },
  pro: { runs: 200, tokens: 600_000 },
} as const;

export type WritingPlan = keyof typeof WRITING_BUDGETS;

/**
 * The line /pricing adds to the Pro plan's features: the daily AI writing budget, stated only
 * where it is a real limit — on a server with an AI service, which counts every run in the
 * database (site/server/services/aiWriting.ts). Without one there is no AI writing to sell.
 */
export function writingBudgetFeature(aiService: boolean): string | null {
  if (!aiService) return null;
  const { free, pro } = WRITING_BUDGETS;
  return `AI writing: ${pro.runs} runs a day (${free.runs} on a free account)`;
}
