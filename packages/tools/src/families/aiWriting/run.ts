/**
 * The AI writing family's engine, as far as it runs without the model: it checks the person's
 * fields and answers the instruction the model will be given. The page streams the model's
 * answer from the server (renderers/WritingResult.tsx); the catalogue's examples check here
 * that each prompt carries the person's choices.
 */
import type { Engine } from '../../types';
import { aiWriting } from './definitions';
import { writingPrompt } from './prompts';

const ROWS = new Map(aiWriting.tools.map((t) => [t.id, t]));

export const run: Engine = (tool, values) => {
  const row = ROWS.get(tool.id);
  if (!row) return { ok: false, error: `There is no AI writing tool called “${tool.id}”.` };
  const built = writingPrompt(row, values);
  return built.ok ? { ok: true, text: built.prompt.instruction } : { ok: false, error: built.error };
};
