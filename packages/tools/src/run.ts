import type { Engine, Field, ToolContext, ToolResult, ToolRow } from './types';

/** The values a tool starts with: each field's default, or empty. */
export function defaultValues(fields: readonly Field[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, f.default ?? (f.type === 'checkbox' ? 'false' : '')]));
}

/**
 * The values a run sees: defaults, then what the person gave (only for the tool's own fields,
 * so a stray URL parameter cannot reach the engine), then the tool's presets.
 */
export function valuesFor(
  tool: Pick<ToolRow, 'fields' | 'params'>,
  given: Readonly<Record<string, string>>,
): Record<string, string> {
  const values = defaultValues(tool.fields);
  for (const field of tool.fields) {
    const value = given[field.name];
    if (typeof value === 'string') values[field.name] = value;
  }
  return { ...values, ...tool.params };
}

/** Runs a tool with its family's engine. An engine that throws is a bug; the page still gets a sentence. */
export async function runTool(
  engine: Engine,
  tool: Pick<ToolRow, 'id' | 'fields' | 'params'>,
  given: Readonly<Record<string, string>>,
  context: ToolContext,
): Promise<ToolResult> {
  try {
    return await engine(tool, valuesFor(tool, given), context);
  } catch (error) {
    console.error(`Perch tool ${tool.id} failed`, error);
    return { ok: false, error: 'This tool could not handle that input. Check it and try again.' };
  }
}

/** The browser's (or Node's) context: cryptographic randomness, the clock, the local time zone. */
export function platformContext(): ToolContext {
  return {
    random: () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32,
    randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
    now: () => Date.now(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/**
 * A repeatable context for tests and examples: a seeded generator (mulberry32), a fixed clock
 * (2025-01-15 12:00 UTC) and UTC.
 */
export function fixedContext(seed = 1, now = Date.UTC(2025, 0, 15, 12)): ToolContext {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    random: next,
    randomBytes: (length) => Uint8Array.from({ length }, () => Math.floor(next() * 256)),
    now: () => now,
    timeZone: 'UTC',
  };
}
