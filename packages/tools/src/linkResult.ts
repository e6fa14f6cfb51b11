/**
 * The result of a link's inputs, worked out where the page is drawn (#36): a tool page opened from
 * a link (`/app/mortgage-calculator?price=400000&…`) shows its answer in the page's HTML, so the
 * tool's script can wait for a touch or for the browser to be idle instead of running at load.
 *
 * Only a result that would read the same in the person's browser, and that costs the server
 * little, is drawn this way, by rule: a form or a conversion (not a generator, a file, an
 * AI-writing tool, nor a text tool, whose inputs may be pages long: a diff of two of them is the
 * browser's work; nor a colour, whose swatches are painted with inline styles the page's Content
 * Security Policy refuses in HTML), inputs of at most {@link LINK_RESULT_MAX_INPUT} characters in all, and not
 * a run that read randomness, the clock or the time zone (the server knows neither the person's
 * clock nor their zone). Sums of
 * money stay marked (`parts`), so the page writes them in the person's currency and locale.
 * Anything else is `null`: the browser runs it once live, as before. Never throws.
 */
import { loadEngine } from './families/engines';
import { runTool } from './run';
import type { TextPart, ToolContext, ToolResult, ToolRow } from './types';

/** Kinds whose result from a link the server may draw: small inputs, quick engines. */
const SERVER_KINDS: ReadonlySet<ToolRow['kind']> = new Set(['form', 'convert']);
/** Characters of input, all fields together, up to which the server draws a link's result. */
export const LINK_RESULT_MAX_INPUT = 2_000;

/** A context whose every read of randomness, the clock or the zone marks the run as not drawable on the server. */
function watchingContext(): { context: ToolContext; readOutside: () => boolean } {
  let read = false;
  const context: ToolContext = {
    random() {
      read = true;
      return 0.5;
    },
    randomBytes(length) {
      read = true;
      return new Uint8Array(length);
    },
    now() {
      read = true;
      return 0;
    },
    get timeZone() {
      read = true;
      return 'UTC';
    },
  };
  return { context, readOutside: () => read };
}

/** The result of `given` (a link's inputs) when it is the same wherever it runs; else null. */
export async function linkResult(tool: ToolRow, given: Readonly<Record<string, string>>): Promise<ToolResult | null> {
  if (!SERVER_KINDS.has(tool.kind)) return null;
  if (Object.values(given).reduce((n, v) => n + v.length, 0) > LINK_RESULT_MAX_INPUT) return null;
  try {
    const engine = await loadEngine(tool);
    const { context, readOutside } = watchingContext();
    const result = await runTool(engine, tool, given, context);
    // Swatches are painted with inline styles (see above), whatever the kind.
    return readOutside() || (result.ok && result.swatches?.length) ? null : result;
  } catch {
    // An engine that did not load here still loads in the browser, which then runs the link.
    return null;
  }
}

/**
 * Each example's answer with its sums of money marked, from the engine's own run of the example
 * (the catalogue test checks that run's text is the example's answer): null for an example with no
 * money, or whose run here does not give its answer (so a page never shows other words than the
 * catalogue's).
 */
export function exampleParts(tool: ToolRow): Promise<(readonly TextPart[] | null)[]> {
  // The catalogue's examples never change while the server runs: worked out once per tool.
  let parts = examplesDrawn.get(tool.id);
  if (!parts) {
    parts = drawExamples(tool);
    examplesDrawn.set(tool.id, parts);
  }
  return parts;
}

/** A memo of a pure function of the catalogue (the same on every instance), not shared state. */
const examplesDrawn = new Map<string, Promise<(readonly TextPart[] | null)[]>>();

function drawExamples(tool: ToolRow): Promise<(readonly TextPart[] | null)[]> {
  return Promise.all(
    tool.examples.map(async (example) => {
      const result = await linkResult(tool, example.input);
      return result?.ok && result.parts && result.text === example.output ? result.parts : null;
    }),
  );
}
