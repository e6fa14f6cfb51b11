import { z } from 'zod';
import { findTool } from '@perch/tools';
import { aiWriting, writingPrompt } from '@perch/tools/writing';
import { requireAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { eventText, HttpError, readJson, route } from '../../../server/http';
import { writer, WriterError, type WriterFailure } from '../../../server/providers/assistant';
import { settleWritingRun, takeWritingRun } from '../../../server/services/aiWriting';

const WRITING_IDS = new Set(aiWriting.tools.map((t) => t.id));

const bodySchema = z.strictObject({
  toolId: z.string({ error: 'toolId must be text' }).max(100, 'toolId must be at most 100 characters'),
  values: z.record(z.string(), z.string({ error: 'each value must be text' }), { error: 'values must be an object' }),
});

/** What the page says for each failure (the log gets the provider's own reason; never the text). */
export const FAILURE_SENTENCES: Record<WriterFailure, string> = {
  timeout: 'The AI service took too long to answer, so the run was stopped. Try again, perhaps with a shorter text.',
  provider: 'The AI service answered with an error, so nothing was written. Try again in a moment.',
  refusal: 'The AI service declined to write this. Try rewording your text.',
  cancelled: 'Cancelled. Nothing more was written.',
  empty: 'The AI service sent back no text. Try again.',
};

/** The writing service is not set up: the page explains how an admin would turn it on. */
export const NOT_CONFIGURED =
  'AI writing needs the AI service, and this Perch server has not configured one: an admin sets OPENAI_API_KEY and restarts it.';

/**
 * POST {toolId, values} (signed in; Accept: text/event-stream) → server-sent events: `content`
 * {delta} as the model writes, then `done` {text, budget} or `error` {error, budget}. The key stays
 * on the server; the text goes to the provider only now and is neither stored nor logged (counts
 * only). 400 naming the field, 401, 403 for a Pro tool without Pro, 404 for a tool that is not AI
 * writing, 429 with Retry-After past the day's budget, 409 when no model is configured. A client
 * that goes away cancels the model's request.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const auth = await requireAuth(context);
    const input = await readJson(context.request, bodySchema);
    const tool = findTool(input.toolId);
    if (!tool || !WRITING_IDS.has(tool.id))
      throw new HttpError(404, 'No such AI writing tool', { toolId: `"${input.toolId}" is not an AI writing tool` });
    const pro = auth.user.hasPermission;
    if (tool.pro && !pro) throw new HttpError(403, `${tool.name} is a Pro tool. Subscribe to Pro to use it.`);
    const built = writingPrompt(tool, input.values);
    if (!built.ok) throw new HttpError(400, built.error, { values: built.error });
    const model = writer();
    // 409, not 503: nothing is down, and no request a client sends may be answered with a 5xx.
    if (!model.configured) throw new HttpError(409, NOT_CONFIGURED);
    const db = await getDb();
    const takenAt = new Date();
    await takeWritingRun(db, auth.user.id, pro, takenAt);
    const requestId = context.locals.requestId ?? 'no-request-id';
    const started = Date.now();
    const cancel = new AbortController();
    const encoder = new TextEncoder();
    let open = true;

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (event: string, data: unknown) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(eventText(event, data)));
          } catch {
            open = false;
          }
        };
        let sent = 0;
        void model
          .write({
            system: built.prompt.system,
            user: built.prompt.user,
            signal: cancel.signal,
            onText: (soFar) => {
              send('content', { delta: soFar.slice(sent) });
              sent = soFar.length;
            },
          })
          .then(
            async ({ text, tokens }) => {
              const budget = await settleWritingRun(db, auth.user.id, pro, { tokens, refund: false }, takenAt);
              console.info(
                `[${requestId}] writing ${tool.id}: done, ${text.length} characters, ${tokens} tokens, ${Date.now() - started} ms`,
              );
              send('done', { text, budget });
            },
            async (error: unknown) => {
              const kind: WriterFailure = error instanceof WriterError ? error.kind : 'provider';
              const refund = kind === 'timeout' || kind === 'provider' || kind === 'empty';
              const budget = await settleWritingRun(db, auth.user.id, pro, { tokens: 0, refund }, takenAt).catch(
                () => null,
              );
              // The reason only: never the person's text or the model's.
              console.warn(
                `[${requestId}] writing ${tool.id}: ${kind} after ${Date.now() - started} ms (${error instanceof Error ? error.message.slice(0, 200) : String(error)})`,
              );
              send('error', { error: FAILURE_SENTENCES[kind], kind, ...(budget ? { budget } : {}) });
            },
          )
          .finally(() => {
            if (open) {
              open = false;
              controller.close();
            }
          });
      },
      cancel() {
        open = false;
        cancel.abort();
      },
    });
    return new Response(stream, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    });
  },
});
