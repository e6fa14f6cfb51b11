/**
 * Answers that carry the result: when a question gave a tool every input it needs ("convert 5 km
 * to miles"), the tool's own engine works it out — the same code the tool page runs, through
 * `runTool` — and the reply opens with it: "5 km is 3.10686 mi." The tool's link follows with the
 * inputs filled in. Nothing here computes a result: the sentence is the question's inputs as the
 * intent read them and the tool's own text, as the page shows it.
 *
 * Which runs are answers, by rule rather than by a list of tools:
 *  - the question named the tool's inputs (the intent layer's `complete`) and every field with no
 *    default has a value from it; a default the question left (a tip's 18 %, 40 hours a week) is
 *    said in the sentence, unless it is a neutral 0 or 1 (no tax, one person);
 *  - the tool is not a generator (kind `generate`), and the run read no randomness: random output
 *    in a chat reply is not an answer;
 *  - the result does not change with the asker's time zone, which the server does not know (a run
 *    that reads it is run again in a zone 14 hours from UTC, and must give the same text);
 *  - the run read the clock only to fill a date field the question left empty ("3pm EST to PST"
 *    is today's 3pm): a tool with no such field that reads it is about now (the current time in
 *    Tokyo, 30 days from today), which the tool page shows better;
 *  - it ran within {@link RESULT_BUDGET_MS}, did not throw, gave `ok`, and its text fits on one
 *    line of a sentence.
 * Anything else keeps the reply Parooty gave before (with the tool's link), and a run that threw
 * or was slow is logged. No Node-only API: the browser's offline Parooty can call it too.
 */
import { findTool } from '../catalogue';
import { ENGINES, engineKey, loadEngine } from '../families/engines';
import { runTool } from '../run';
import type { Engine, ToolContext, ToolResult, ToolRow } from '../types';
import type { ParootyAnswer, ParootyResult, ParootyTool } from './types';
import { resultContent } from './voice';

/** A run slower than this (ms) is not waited for in a reply: it is discarded and logged. */
export const RESULT_BUDGET_MS = 20;
/** A result longer than this (characters) is left to the tool page, where it can be read and copied. */
export const RESULT_MAX_CHARS = 160;

export interface ResultOptions {
  /** The engine that runs a row (default: the catalogue's lazy ENGINES, by the row's family and topic). */
  loadEngine?: (tool: Pick<ToolRow, 'family' | 'topic'>) => Promise<Engine | undefined> | Engine | undefined;
  /** CPU budget of one run, in ms. */
  budgetMs?: number;
  /** The clock (default Date.now): only a run with an empty date field may read it. */
  now?: () => number;
  /** ms timer (default performance.now). */
  timer?: () => number;
  /** Where a run that threw or ran over budget is reported. */
  log?: (message: string, detail?: unknown) => void;
}

/**
 * The catalogue's engine for a row, or undefined when it has none: through engines.ts's
 * `loadEngine`, which keeps each loaded module. A fresh `import()` of a loaded module still
 * resolves its specifier through Node's loader (package.json scope lookups), on every question
 * that states a result: answerWithResult was 3.8 % of the server's CPU under Parooty questions
 * with it, 1.2 % without (#42).
 */
const defaultLoad = (tool: Pick<ToolRow, 'family' | 'topic'>) =>
  ENGINES[engineKey(tool)] ? loadEngine(tool) : undefined;

/** What a run read besides its inputs. */
interface Reads {
  random: boolean;
  clock: boolean;
  timeZone: boolean;
}

/**
 * A context that notes what the engine reads. Randomness is still deterministic (a constant
 * generator): a run that reads it is discarded whatever it gave.
 */
function tracingContext(now: () => number, timeZone: string): { context: ToolContext; reads: Reads } {
  const reads: Reads = { random: false, clock: false, timeZone: false };
  const context: ToolContext = {
    random() {
      reads.random = true;
      return 0.5;
    },
    randomBytes(length) {
      reads.random = true;
      return new Uint8Array(length);
    },
    now() {
      reads.clock = true;
      return now();
    },
    get timeZone() {
      reads.timeZone = true;
      return timeZone;
    },
  };
  return { context, reads };
}

/**
 * The inputs a question left out: fields with no default (a choice always has one, and an empty
 * date field means today to every engine, which the clock rule then judges).
 */
export function missingInputs(tool: Pick<ToolRow, 'fields'>, given: Readonly<Record<string, string>>): string[] {
  return tool.fields
    .filter((f) => f.default === undefined && !['checkbox', 'select', 'date', 'datetime'].includes(f.type))
    .filter((f) => (given[f.name] ?? '').trim() === '')
    .map((f) => f.name);
}

/** "Tip 18%", "Hours per week 40": a number field the question left at a default that changes the answer (not 0 or 1). */
function assumptions(tool: ToolRow, given: Readonly<Record<string, string>>): string[] {
  return tool.fields
    .filter((f) => f.type === 'number' && f.default !== undefined && !(f.name in given) && !(f.name in tool.params))
    .filter((f) => Number(f.default) !== 0 && Number(f.default) !== 1)
    .map((f) => {
      const unit = /\s*\(([^)]*)\)$/.exec(f.label);
      const label = unit ? f.label.slice(0, unit.index) : f.label;
      return unit?.[1] === '%' ? `${label} ${f.default}%` : `${label} ${f.default}${unit ? ` ${unit[1]}` : ''}`;
    });
}

/** A zone far from UTC: a result that changes with it depends on the asker's time zone. */
const FAR_ZONE = 'Pacific/Kiritimati';

/** Engines already run once in this process: a first run also compiles the engine's code. */
const warmed = new WeakSet<Engine>();

/**
 * Runs the answer's top tool when the question gave all its inputs, and returns the answer with
 * the result: `result` set and `content` opening with its sentence. Otherwise (incomplete inputs,
 * a tool that is not eligible, a throw, a run over budget) the answer as it was. Never throws.
 */
export async function answerWithResult(answer: ParootyAnswer, options: ResultOptions = {}): Promise<ParootyAnswer> {
  const top = answer.tools[0];
  if (answer.kind !== 'tools' || !top?.complete) return answer;
  const tool = findTool(top.id);
  const given = top.values ?? {};
  if (!tool || tool.kind === 'generate' || tool.kind === 'file' || Object.keys(given).length === 0) return answer;
  if (missingInputs(tool, given).length > 0) return answer;
  const log = options.log ?? ((message, detail) => console.warn(`[parooty] ${message}`, detail ?? ''));
  const budget = options.budgetMs ?? RESULT_BUDGET_MS;
  const timer = options.timer ?? (() => performance.now());
  const now = options.now ?? Date.now;
  try {
    const engine = await (options.loadEngine ?? defaultLoad)(tool);
    if (!engine) return answer;
    if (!warmed.has(engine)) {
      // The engine's first run in this process compiles its code: done once on the tool's own
      // example, untimed, so the budget measures the work and not the compiler.
      warmed.add(engine);
      const example = tool.examples[0];
      if (example) await runQuietly(engine, tool, example.input, tracingContext(now, 'UTC').context);
    }
    /** One run, traced and timed; null (logged) when it threw or ran over budget. */
    const run = async (zone: string) => {
      const { context, reads } = tracingContext(now, zone);
      const started = timer();
      const out = await runQuietly(engine, tool, given, context);
      const spent = timer() - started;
      if ('threw' in out) log(`the ${tool.id} engine threw; answering without its result`, out.threw);
      else if (spent > budget)
        log(`the ${tool.id} engine took ${spent.toFixed(1)} ms (budget ${budget} ms); answering without its result`);
      else return { out, reads };
      return null;
    };
    const first = await run('UTC');
    if (!first?.out.ok) return answer;
    const { out, reads } = first;
    if (reads.random) return answer;
    if (reads.timeZone) {
      const far = await run(FAR_ZONE);
      if (!far?.out.ok || far.out.text !== out.text) return answer;
    }
    const emptyDate = tool.fields.some((f) => (f.type === 'date' || f.type === 'datetime') && !given[f.name]);
    if (reads.clock && !emptyDate) return answer;
    const text = out.text.trim();
    if (text === '' || text.length > RESULT_MAX_CHARS || /\n/.test(text)) return answer;
    const result = resultOf(top, tool, given, text);
    return { ...answer, result, content: resultContent(result.sentence, answer.tools) };
  } catch (error) {
    log(`the ${tool.id} result could not be worked out; answering without it`, error);
    return answer;
  }
}

/**
 * `runTool` (the values the page would run with), but a throw is handed back rather than turned
 * into the page's sentence: here it means no result, and is logged by the caller.
 */
async function runQuietly(
  engine: Engine,
  tool: ToolRow,
  given: Readonly<Record<string, string>>,
  context: ToolContext,
): Promise<ToolResult | { threw: unknown }> {
  let threw: unknown;
  const out = await runTool(
    async (t, v, c) => {
      try {
        return await engine(t, v, c);
      } catch (error) {
        threw = error ?? 'an empty throw';
        return { ok: false, error: 'threw' };
      }
    },
    tool,
    given,
    context,
  );
  return threw === undefined ? out : { threw };
}

/** A text that says what it is: "15% of 80 = 12", "√2 ≈ 1.41421", "Mean: 2.5" (a bare value is "3.10686 mi"). */
const LABELLED = /\s[=≈]\s|^[A-Z][^:\d]{0,40}:\s/;
/** A statement of its own, when the intent gave no phrase for the inputs: "30 is 15% of 200". */
const SENTENCE = /^\S+ is /;

/** "the MD5 of …" opens a sentence as "The MD5 of …"; a value ("ff in decimal") stays as typed. */
const capitalise = (text: string) =>
  text.replace(/^(the|from|gas)\b/, (word) => word.charAt(0).toUpperCase() + word.slice(1));

/** The sentence: "{asked} is {text}." or the tool's own statement, with the defaults it assumed. */
function resultOf(
  top: ParootyTool,
  tool: ToolRow,
  given: Readonly<Record<string, string>>,
  text: string,
): ParootyResult {
  const assumed = assumptions(tool, given);
  const tail = assumed.length ? ` (assuming ${assumed.join(', ')})` : '';
  const stop = /[.!?]$/.test(text) ? '' : '.';
  let sentence: string;
  if (SENTENCE.test(text) && (!top.asked || text.startsWith(`${top.asked} `))) sentence = `${text}${tail}${stop}`;
  // The label names the measure already: "Mean: 2.5, for 1, 2, 3, 4", not "…for the average of 1, 2, 3, 4".
  else if (LABELLED.test(text))
    sentence = `${text}${top.asked ? `, for ${top.asked.replace(/^the [\w\s-]+? of /, '')}` : ''}${tail}${stop}`;
  else if (top.asked) sentence = `${capitalise(top.asked)} is ${text}${tail}${stop}`;
  else sentence = `The ${tool.name} gives ${text}${tail}${stop}`;
  return { toolId: tool.id, text, sentence };
}
