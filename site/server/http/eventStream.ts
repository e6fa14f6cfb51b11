import { HttpError, json } from './errors';

/** Whether the client asked for server-sent events (Accept: text/event-stream). */
export function acceptsEventStream(request: Request): boolean {
  return /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(request.headers.get('accept') ?? '');
}

/** One server-sent event. */
export function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Answers work whose text arrives piece by piece (a model streaming its answer):
 * - when the work calls `progress` before it finishes, with server-sent events: `content`
 *   events carrying each new piece (`{delta}`), then one `answer` event with `body(result)`, or
 *   one `error` event `{error, requestId?}` if the work fails after the stream began;
 * - when it finishes first (nothing to stream), as one JSON response `body(result)`, and a
 *   failure keeps its own status (400, 429 …) as any endpoint's would.
 * `progress` is given the whole text so far; text that does not extend the previous is ignored.
 * A client that goes away stops the events, not the work (it still stores what it must).
 */
export async function progressiveResponse<T>(
  work: (progress: (soFar: string) => void) => Promise<T>,
  body: (result: T) => unknown,
  requestId?: string,
): Promise<Response> {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let open = true;
  let latest = '';
  let sent = '';
  let began: () => void = () => {};
  const firstPiece = new Promise<'began'>((resolve) => (began = () => resolve('began')));

  const send = (event: string, data: unknown) => {
    if (!controller || !open) return;
    try {
      controller.enqueue(encoder.encode(eventText(event, data)));
    } catch {
      open = false;
    }
  };
  const flush = () => {
    if (controller && latest.length > sent.length) {
      send('content', { delta: latest.slice(sent.length) });
      sent = latest;
    }
  };
  const progress = (soFar: string) => {
    if (soFar.length <= latest.length || !soFar.startsWith(latest)) return;
    latest = soFar;
    flush();
    began();
  };

  const done = work(progress).then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const first = await Promise.race([firstPiece, done]);
  if (first !== 'began') {
    if (first.ok) return json(body(first.result));
    throw first.error;
  }

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      flush();
      void done.then((outcome) => {
        if (outcome.ok) send('answer', body(outcome.result));
        else {
          const { error } = outcome;
          if (!(error instanceof HttpError))
            console.error(`[${requestId ?? 'no-request-id'}] unexpected error after the stream began`, error);
          send(
            'error',
            error instanceof HttpError
              ? { error: error.message }
              : { error: 'Internal error', ...(requestId ? { requestId } : {}) },
          );
        }
        if (open) {
          open = false;
          c.close();
        }
      });
    },
    cancel() {
      open = false;
    },
  });
  return new Response(stream, {
    status: 200,
    // no-transform: neither this server's compression nor a proxy may hold the events back.
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
