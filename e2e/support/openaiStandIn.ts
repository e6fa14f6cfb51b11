// A local server speaking the chat-completions wire format (POST /v1/chat/completions), for
// Parooty's OpenAI-compatible provider: it answers as a model would, picking the first tool of
// the candidates the system prompt lists, streaming when asked — slowly enough that a client
// sees the text arrive piece by piece. A writing tool's request (its system prompt opens with
// WRITING_SYSTEM_PROMPT) is answered in plain text: by default the instruction it was given, so a
// test sees which tone, language or length the prompt carried; or as `writing` says (an error
// status, a refusal, or no answer at all, for a time-out).
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
  /** How writing requests are answered (see the top of this file). */
  writing: { reply?: string; fail?: number; refuse?: string; hang?: boolean };
  /** Streams the client closed before their end (a cancelled run). */
  abandoned: number;
  /** The requests' Authorization headers, in order. */
  authorizations: string[];
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
    writing: {},
    abandoned: 0,
    authorizations: [],
    resume: () => paused.splice(0).forEach((go) => go()),
    stop: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as {
        stream?: boolean;
        stream_options?: { include_usage?: boolean };
        messages?: Array<{ role: string; content: string }>;
      };
      requests.push(body);
      state.authorizations.push(req.headers.authorization ?? '');
      const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
      const writing = system.startsWith("You are Perch's writing assistant");
      if (writing && state.writing.fail) {
        res.writeHead(state.writing.fail, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The stand-in failed on purpose', type: 'server_error' } }));
        return;
      }
      const firstCandidate = /^- ([a-z0-9-]+): /m.exec(system)?.[1];
      const id = state.answer.toolId ?? firstCandidate;
      const instruction = (body.messages?.find((m) => m.role === 'user')?.content ?? '').split('\n\n')[0]!;
      const text = writing
        ? (state.writing.reply ?? instruction)
        : JSON.stringify({
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
      res.on('close', () => {
        if (!res.writableEnded) state.abandoned += 1;
      });
      if (writing && state.writing.hang) return;
      if (writing && state.writing.refuse) {
        res.write(chunk({ refusal: state.writing.refuse }));
        res.end('data: [DONE]\n\n');
        return;
      }
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < pieces.length) {
          res.write(chunk({ content: pieces[i++] }));
          if (i === state.pauseAfter) paused.push(next);
          else setTimeout(next, PIECE_DELAY_MS);
        } else {
          res.write(chunk({}, 'stop'));
          if (body.stream_options?.include_usage)
            res.write(
              `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [], usage: { prompt_tokens: 100, completion_tokens: pieces.length, total_tokens: 100 + pieces.length } })}\n\n`,
            );
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
