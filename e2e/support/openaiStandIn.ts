// A local server speaking the chat-completions wire format (POST /v1/chat/completions), for
// Parooty's OpenAI-compatible provider: it answers as a model would, picking the first tool of
// the candidates the system prompt lists, streaming when asked — slowly enough that a client
// sees the text arrive piece by piece.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OpenAIStandIn {
  /** Base URL for OPENAI_BASE_URL (…/v1). */
  baseURL: string;
  /** The requests' bodies, in order. */
  requests: Array<Record<string, unknown>>;
  /** What the next answers say: the text, and an id to use instead of the first candidate's. */
  answer: { content: string; toolId?: string };
  /** Streams stop after this many pieces until resume() (a test looks at a half-written answer). */
  pauseAfter?: number;
  /** Goes on with the streams that were paused. */
  resume(): void;
  stop(): Promise<void>;
}

/** Milliseconds between two streamed pieces. */
export const PIECE_DELAY_MS = 15;

export async function startOpenAIStandIn(): Promise<OpenAIStandIn> {
  const requests: Array<Record<string, unknown>> = [];
  const paused: Array<() => void> = [];
  const state: OpenAIStandIn = {
    baseURL: '',
    requests,
    answer: { content: 'Squawk! Here is the tool for that.' },
    resume: () => paused.splice(0).forEach((go) => go()),
    stop: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { stream?: boolean; messages?: Array<{ role: string; content: string }> };
      requests.push(body);
      const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
      const firstCandidate = /^- ([a-z0-9-]+): /m.exec(system)?.[1];
      const id = state.answer.toolId ?? firstCandidate;
      const text = JSON.stringify({
        content: state.answer.content,
        tools: id ? [{ id, why: 'It does exactly what you asked.' }] : [],
      });
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'c1',
            object: 'chat.completion',
            created: 1,
            model: 'm',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                logprobs: null,
                message: { role: 'assistant', content: text, refusal: null },
              },
            ],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
      const pieces = text.match(/.{1,6}/gs) ?? [];
      res.write(chunk({ role: 'assistant', content: '' }));
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < pieces.length) {
          res.write(chunk({ content: pieces[i++] }));
          if (i === state.pauseAfter) paused.push(next);
          else setTimeout(next, PIECE_DELAY_MS);
        } else {
          res.write(chunk({}, 'stop'));
          res.end('data: [DONE]\n\n');
        }
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}
