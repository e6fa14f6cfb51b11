/**
 * A family split into topic folders (families/{family}/{topic}/): `rows.ts` holds the topic's rows
 * (data, loaded with the catalogue) and `run.ts` beside it their code (loaded by a tool page when
 * it first runs): `operations`, one function per row keyed by the row's id and checked against
 * rows.ts by the compiler (`satisfies Operations<typeof rows>`), and `run`, the Engine over them.
 * No switch on operation names: a row's code is found by its own id.
 */
import type { Engine, Operation, ToolResult } from '../types';

/** One operation per row of a topic's rows, no more, no fewer: a missing or extra id fails to compile. */
export type Operations<Rows extends readonly { id: string }[]> = { readonly [Id in Rows[number]['id']]: Operation };

/**
 * The Engine over a topic's operations. `guard` may refuse the values first (an input too long),
 * once the row is known to have an operation.
 */
export function topicEngine(
  operations: Readonly<Record<string, Operation>>,
  guard?: (values: Readonly<Record<string, string>>) => ToolResult | undefined,
): Engine {
  return (tool, values, context) => {
    const operation = Object.hasOwn(operations, tool.id) ? operations[tool.id] : undefined;
    if (!operation) return { ok: false, error: 'This tool is not set up correctly.' };
    return guard?.(values) ?? operation(values.input ?? '', values, context, tool);
  };
}
