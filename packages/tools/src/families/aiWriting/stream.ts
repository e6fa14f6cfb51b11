/**
 * The browser half of a writing run: POST /api/writing/run and read its server-sent events
 * (`content` {delta}, then `done` {text, runsLeft, runsPerDay} or `error` {error}). No React, so a
 * test can drive it against a real server.
 */

/** The endpoint a writing tool runs through (site/pages/api/writing/run.ts). */
export const WRITING_RUN_PATH = '/api/writing/run';
/** Whether the AI service is configured and what is left of today's budget (site/pages/api/writing/status.ts). */
export const WRITING_STATUS_PATH = '/api/writing/status';

export interface WritingBudget {
  runsLeft: number;
  runsPerDay: number;
}

/** GET /api/writing/status's `data`. */
export interface WritingStatus {
  /** The server has a model to run the tools on (OPENAI_API_KEY). */
  configured: boolean;
  /** Today's budget; null without a session. */
  budget: WritingBudget | null;
}

export type WritingOutcome =
  | { ok: true; text: string; budget: WritingBudget }
  | { ok: false; error: string; budget?: WritingBudget; cancelled?: boolean };

/** Splits a buffer of server-sent events into complete events and the rest still arriving. */
export function parseEvents(buffer: string): { events: { event: string; data: unknown }[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    try {
      return [{ event, data: JSON.parse(data) as unknown }];
    } catch {
      return [];
    }
  });
  return { events, rest };
}

const errorOf = (body: unknown, fallback: string): string =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : fallback;

/**
 * Runs a writing tool on the server, calling `onText` with the whole answer so far as it
 * streams. Never throws: every failure, a cancel included, is an outcome with a sentence.
 */
export async function runWriting(
  toolId: string,
  values: Readonly<Record<string, string>>,
  options: { signal: AbortSignal; onText(soFar: string): void; fetch?: typeof fetch; base?: string },
): Promise<WritingOutcome> {
  const doFetch = options.fetch ?? fetch;
  let text = '';
  try {
    const response = await doFetch(`${options.base ?? ''}${WRITING_RUN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ toolId, values }),
      signal: options.signal,
      credentials: 'same-origin',
    });
    if (response.status === 401)
      return { ok: false, error: 'Sign in to use AI writing: every account gets free runs each day.' };
    if (!response.ok || !response.body) {
      const body: unknown = await response.json().catch(() => null);
      const budget = (body as { budget?: WritingBudget } | null)?.budget;
      return {
        ok: false,
        error: errorOf(body, `The AI service answered with an error (${response.status}). Try again.`),
        ...(budget ? { budget } : {}),
      };
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      for (const { event, data } of parsed.events) {
        const d = data as { delta?: string; text?: string; error?: string; budget?: WritingBudget };
        if (event === 'content' && typeof d.delta === 'string') options.onText((text += d.delta));
        else if (event === 'done' && d.budget) return { ok: true, text: d.text ?? text, budget: d.budget };
        else if (event === 'error')
          return {
            ok: false,
            error: d.error ?? 'The AI service stopped part-way. Try again.',
            ...(d.budget ? { budget: d.budget } : {}),
          };
      }
    }
    return { ok: false, error: 'The answer stopped part-way: the connection closed. Try again.' };
  } catch (error) {
    if (options.signal.aborted) return { ok: false, error: 'Cancelled. Nothing more was written.', cancelled: true };
    console.warn('Perch: writing run failed', error);
    return { ok: false, error: 'Could not reach Perch’s AI service. Check your connection and try again.' };
  }
}

/** Asks the server whether AI writing is configured, and for today's budget. */
export async function writingStatus(fetcher: typeof fetch = fetch): Promise<WritingStatus | null> {
  try {
    const response = await fetcher(WRITING_STATUS_PATH, { credentials: 'same-origin' });
    if (!response.ok) return null;
    return ((await response.json()) as { data: WritingStatus }).data;
  } catch {
    return null;
  }
}
