import { findTool } from '../catalogue';
import { fixedContext, valuesFor } from '../run';
import { loadEngine } from './engines';
import type { Engine, ToolResult } from '../types';

/**
 * A family's engine as its golden tests call it: by tool id and the values a person typed (the
 * tool's defaults fill the rest), on the fixed test context. `text` is the answer, or
 * "ERROR <the sentence shown>". Without `run`, each tool runs on its own engine (its topic's, in a
 * family split into topic folders).
 */
export function familyRunner(run?: Engine) {
  const use = async (id: string, input: Record<string, string>): Promise<ToolResult> => {
    const tool = findTool(id);
    if (!tool) throw new Error(`no tool ${id} in the catalogue`);
    const engine = run ?? (await loadEngine(tool));
    return engine(tool, valuesFor(tool, input), fixedContext());
  };
  const text = async (id: string, input: Record<string, string>) => {
    const result = await use(id, input);
    return result.ok ? result.text : `ERROR ${result.error}`;
  };
  return { use, text };
}
