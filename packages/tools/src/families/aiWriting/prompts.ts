/**
 * The AI writing tools' prompts, built from the row's data: the instruction template (its
 * `{field}` placeholders filled with what the person chose) and the text they gave. Pure, shared
 * by the server (what it sends to the model) and the catalogue's examples (what a stand-in model
 * echoes back), so a test can see that the prompt carries the person's tone, language or length.
 */
import type { ToolRow } from '../../types';

/** Longest text, all fields together, a writing tool takes (characters). */
export const WRITING_INPUT_MAX_CHARS = 8_000;

/** What every writing tool's model is told first. */
export const WRITING_SYSTEM_PROMPT = [
  "You are Perch's writing assistant.",
  'Follow the instruction exactly and answer with the finished text only: no preamble, no notes, no markdown fences.',
  "Keep the user's meaning and facts; never invent names, figures or dates that are not in the text.",
  'Write in the language of the text unless the instruction names another.',
].join(' ');

/** The field that holds the person's own text (the one a diff compares against). */
export const MAIN_FIELD = 'text';

export interface WritingPrompt {
  system: string;
  /** The filled instruction: the tool's job in one or two sentences. */
  instruction: string;
  /** The whole user message: the instruction, then each text field under its label. */
  user: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A select's option label as words in a sentence ("Friendly" → "friendly"; a name such as
 * "LinkedIn" or "X" keeps its capitals), else the trimmed value as typed.
 */
function valueWords(tool: Pick<ToolRow, 'fields'>, name: string, values: Readonly<Record<string, string>>): string {
  const field = tool.fields.find((f) => f.name === name);
  const value = (values[name] ?? field?.default ?? '').trim();
  const label = field?.options?.find((o) => o.value === value)?.label;
  if (label === undefined) return value;
  return /^[A-Z][a-z]*\b/.test(label) && !NAMES.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** Option labels that open with a name, kept capitalised in the prompt. */
const NAMES = /^(X|Instagram|LinkedIn|Facebook|Threads)\b/;

/**
 * The prompt for a run, or a sentence saying what to fix: every text field must be filled, a
 * select must hold one of its options, and all of it within {@link WRITING_INPUT_MAX_CHARS}.
 */
export function writingPrompt(
  tool: Pick<ToolRow, 'name' | 'fields' | 'params'>,
  values: Readonly<Record<string, string>>,
): { ok: true; prompt: WritingPrompt } | { ok: false; error: string } {
  const template = tool.params.instruction;
  if (!template) return { ok: false, error: `${tool.name} has no instruction to give the model.` };
  let total = 0;
  // A choice left out takes its default, as the page shows it.
  const given = (name: string) => values[name] ?? tool.fields.find((f) => f.name === name)?.default ?? '';
  for (const field of tool.fields) {
    const value = given(field.name).trim();
    total += value.length;
    if (field.type === 'select') {
      if (!field.options?.some((o) => o.value === value))
        return { ok: false, error: `Choose one of the listed options for “${field.label}”.` };
    } else if (value.length === 0 || value.replace(/[\s\p{C}]/gu, '').length === 0) {
      return { ok: false, error: `Write something in “${field.label}” first.` };
    }
  }
  if (total > WRITING_INPUT_MAX_CHARS)
    return {
      ok: false,
      error: `That is ${total.toLocaleString('en')} characters; AI writing takes up to ${WRITING_INPUT_MAX_CHARS.toLocaleString('en')}. Shorten it and run again.`,
    };
  const instruction = template.replace(PLACEHOLDER, (_, name: string) => valueWords(tool, name, values));
  const inTemplate = new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]));
  const texts = tool.fields
    .filter((f) => f.type !== 'select' && !inTemplate.has(f.name))
    .map((f) => `${f.label}:\n"""\n${given(f.name).trim().replaceAll('"""', '”””')}\n"""`);
  return {
    ok: true,
    prompt: { system: WRITING_SYSTEM_PROMPT, instruction, user: [instruction, ...texts].join('\n\n') },
  };
}

/** Whether the tool's answer is the person's own text changed (then the page shows a diff). */
export const changesText = (tool: Pick<ToolRow, 'params'>): boolean => tool.params.diff === 'true';
