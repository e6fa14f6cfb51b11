/**
 * The offline writing checkers' engine: spelling (nspell, an English Hunspell dictionary) and
 * style (retext). Pure code and data, run in the page: nothing is sent anywhere. The answer's
 * text lists the findings (what Copy copies and the examples check); `findings` places them in
 * the text for the page to mark.
 */
import type { Engine, Operation, TextFinding, ToolResult } from '../../types';
import { loadDictionary } from './dictionary';
import { checkSpelling, type Speller, spellerFrom } from './spelling';
import { checkStyle } from './style';

/** The longest text a checker takes at once (about 30 pages). */
export const CHECK_INPUT_MAX_CHARS = 60_000;

let speller: Promise<Speller> | null = null;
/** The dictionary is read once per page, on the spelling checker's first run. */
function loadSpeller(): Promise<Speller> {
  speller ??= loadDictionary().then(spellerFrom);
  speller.catch(() => {
    speller = null;
  });
  return speller;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function answer(source: string, items: TextFinding[], none: string, what: [string, string]): ToolResult {
  if (items.length === 0) return { ok: true, text: none, findings: { source, items } };
  const lines = items.map((f) => f.message);
  return { ok: true, text: [`${plural(items.length, ...what)}:`, ...lines].join('\n'), findings: { source, items } };
}

const needsText = (input: string): ToolResult | null =>
  input.trim() === '' ? { ok: false, error: 'Type or paste some text to check.' } : null;

export const operations = {
  spelling: async (input) => {
    const empty = needsText(input);
    if (empty) return empty;
    let checker: Speller;
    try {
      checker = await loadSpeller();
    } catch (error) {
      console.warn('Perch: spelling dictionary did not load', error);
      return {
        ok: false,
        error: 'The spelling dictionary could not load. Open this page once while online, then it works offline.',
      };
    }
    return answer(input, checkSpelling(input, checker), 'No spelling mistakes found.', [
      'word to check',
      'words to check',
    ]);
  },
  style: async (input) => {
    const empty = needsText(input);
    if (empty) return empty;
    return answer(
      input,
      await checkStyle(input),
      'No style findings: no passive voice, repeated words, hard sentences or wordy phrases.',
      ['finding', 'findings'],
    );
  },
} satisfies Readonly<Record<string, Operation>>;

const tooLong = (input: string): ToolResult | null =>
  input.length > CHECK_INPUT_MAX_CHARS
    ? {
        ok: false,
        error: `That text is ${input.length.toLocaleString('en')} characters; the checkers take up to ${CHECK_INPUT_MAX_CHARS.toLocaleString('en')} at once. Check it in parts.`,
      }
    : null;

/** Runs the row's check (`params.operation`). */
export const run: Engine = (tool, values, context) => {
  const name = tool.params.operation ?? '';
  const operation: Operation | undefined = Object.hasOwn(operations, name)
    ? operations[name as keyof typeof operations]
    : undefined;
  if (!operation) return { ok: false, error: 'This tool is not set up correctly.' };
  const input = values.input ?? '';
  return tooLong(input) ?? operation(input, values, context, tool);
};
