/** @perch/tools/writing: what the server needs to run the AI writing tools (no React). */
export { WRITING_BUDGETS, type WritingPlan, writingBudgetFeature } from './budget';
export { aiWriting, type OfflineMethod, offlineMethods } from './definitions';
export { changesText, MAIN_FIELD, WRITING_INPUT_MAX_CHARS, WRITING_SYSTEM_PROMPT, writingPrompt } from './prompts';
export type { WritingBudget, WritingStatus } from './stream';
export { NO_AI_SERVICE, withoutAiService } from './withoutService';
