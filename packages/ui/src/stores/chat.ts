import { incrementPersonProperty, trackProductEvent, type PAROOTY_SURFACES } from '../analytics/productEvents';
import { createParser } from 'eventsource-parser';
import { atom } from 'nanostores';

/** A closed widget with no conversation shows a dot on its launcher after this long (spec §4). */
export const CHAT_NOTIFICATION_DELAY_MS = 30_000;
/** Each assistant message shows at most this many tool recommendations (spec §2, §9). */
export const MAX_RECOMMENDATIONS = 2;
export const DEFAULT_CHAT_ENDPOINT = '/api/parooty/query';
/** Where an embedded widget asks whether its site may use Parooty ({allowed}). */
export const EMBED_ACCESS_PATH = '/api/parooty/embed-access';
export const CHAT_STORAGE_KEY = 'perch:chat';

export const CHAT_TITLE = 'Chat with Parooty';
export const CHAT_PLACEHOLDER = 'Ask Parooty...';
export const CHAT_THINKING = 'Thinking...';
export const CHAT_QUICK_PROMPTS = ['What tools can help with productivity?', 'Show me AI tools'] as const;
export const CHAT_WELCOME =
  "Hi, I'm Parooty! Tell me what you're working on and I'll recommend the right tools from the catalogue.";
export const CHAT_FAILURE = "Squawk! Sorry, I'm having trouble right now. Try asking me again!";
/** Said when neither the server nor this device can answer (the device's recommender was never fetched). */
export const CHAT_NEEDS_CONNECTION =
  'Parooty needs a connection the first time. Connect to the internet and ask again: after that, Parooty answers on this device too.';
/** How a reply worked out in the page, not by Perch's server, says so (after its text). */
export const CHAT_ANSWERED_ON_DEVICE = 'Answered on this device: you are offline or Perch cannot be reached.';

/** A reply made on the device: the same parts as the server's answer under `data`. */
export interface DeviceReply {
  content: string;
  toolRecommendations: ToolRecommendation[];
  toolRequest?: ToolRequestLink;
  result?: { sentence: string };
}

/**
 * Answers a question in the page when the server cannot (Perch's site sets one, loaded lazily:
 * site/client/parootyOnDevice.ts); it rejects when its code cannot be loaded.
 */
export type DeviceAnswerer = (query: string, sessionId: string) => Promise<DeviceReply>;
let deviceAnswerer: DeviceAnswerer | null = null;

/** Sets (or, with null, removes) what answers when the server cannot be reached. */
export function setDeviceAnswerer(answerer: DeviceAnswerer | null): void {
  deviceAnswerer = answerer;
}

/** What the embedded widget says, once, on a site Perch has not allowed to ask Parooty. */
export const CHAT_NOT_ALLOWED =
  "Parooty isn't available on this site yet. The site's owner can ask Perch's administrator to allow it.";

/** The mark on a recommended tool that needs Pro, and what it says to a pointer or screen reader. */
export const PRO_MARK = { text: 'Pro', title: 'Part of Perch Pro: needs a Pro subscription' } as const;
/** The mark on an AI writing tool when the server has no AI service (the same words as the catalogue's cards). */
export const SERVICE_MARK = {
  text: 'Needs the AI service',
  title: 'This Perch server has not configured an AI service, so this tool cannot run here yet.',
} as const;

/**
 * One tool Parooty recommends, as `POST /api/parooty/query` sends it: declared once, here, for the
 * chat, the server's assistant providers (site/server/providers/assistant) and the embedded
 * recommender (@perch/tools/parooty, whose ParootyTool extends it).
 */
export interface ParootyRecommendation {
  id: string;
  name: string;
  description: string;
  /** On the wire the category as people read it ("Units & conversions"); the recommender's own tools carry its id. */
  category: string;
  /** Site-relative: /app/{id}, with the inputs the question gave (?value=10). */
  url: string;
  /** Why the tool fits the question, in Parooty's words (the /parooty page shows it). */
  why: string;
  /** Needs a Pro subscription: the cards mark it "Pro". */
  pro: boolean;
  /** An AI writing tool on a server with no AI service: the cards mark it "Needs the AI service". */
  needsService?: boolean;
}

/** What the chat keeps of a recommendation: the fields its views show; why, Pro and the AI-service mark when given. */
export type ToolRecommendation = Pick<ParootyRecommendation, 'name' | 'description' | 'category' | 'url'> &
  Partial<Pick<ParootyRecommendation, 'why' | 'pro' | 'needsService'>>;

/** A "not yet" answer's request: the tool Perch lacks, and /app-request with the form filled in. */
export interface ToolRequestLink {
  name: string;
  url: string;
}

/** The link under a "not yet" answer. */
export const TOOL_REQUEST_LINK_TEXT = 'Request this tool';

export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  /** ms since the epoch. */
  timestamp: number;
  toolRecommendations?: ToolRecommendation[];
  /** With a "not yet" answer: the tool to ask for (a link to /app-request). */
  toolRequest?: ToolRequestLink;
  /**
   * The sentence that states a tool's own result ("5 km is 3.10686 mi."), when the reply opens
   * with it: the views set it apart from the rest of the text.
   */
  result?: string;
  /** Parooty's reply while a model is still writing it: the text grows, the tools come at the end. */
  streaming?: boolean;
  /** Worked out in the page because the server could not be reached (the views say so). */
  onDevice?: boolean;
}

export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  pending: boolean;
  /** The launcher's notification dot. */
  dot: boolean;
  /** "widget-" + the time the conversation started; sent with every query. */
  sessionId: string;
  /** Embedded on a site Perch has not allowed: the widget said so and takes no more questions. */
  refused?: boolean;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const fresh = (): ChatState => ({
  open: false,
  messages: [],
  pending: false,
  dot: false,
  sessionId: `widget-${Date.now()}`,
});

export const $chat = atom<ChatState>(fresh());

/**
 * The state every server render shows (nothing stored is known on the server). Islands render
 * this on their first client render too, then the store: a conversation restored by another
 * island before this one hydrated must not make its first render differ from the server's HTML.
 */
export const SERVER_CHAT_STATE: ChatState = Object.freeze({
  open: false,
  messages: [],
  pending: false,
  dot: false,
  sessionId: '',
}) as ChatState;

/** Changes some fields of the state (an atom, not a map: the embed carries no map store code). */
function update(change: Partial<ChatState>) {
  $chat.set({ ...$chat.get(), ...change });
}

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/** A well-formed recommendation, keeping only the fields the views show. */
function toRecommendation(value: unknown): ToolRecommendation | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!['name', 'description', 'category', 'url'].every((k) => typeof v[k] === 'string')) return null;
  const rec: ToolRecommendation = {
    name: v.name as string,
    description: v.description as string,
    category: v.category as string,
    url: v.url as string,
  };
  if (typeof v.why === 'string' && v.why) rec.why = v.why;
  if (v.pro === true) rec.pro = true;
  if (v.needsService === true) rec.needsService = true;
  return rec;
}

/** A well-formed request link, only ever to Perch's own /app-request. */
function toToolRequest(value: unknown): ToolRequestLink | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.name !== 'string' || typeof v.url !== 'string' || !v.name) return null;
  if (!/^\/app-request(?:\?|$)/.test(v.url)) return null;
  return { name: v.name, url: v.url };
}

/** A recommendation link must stay on http(s) or the site itself — never javascript: or data:. */
export function safeToolUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** How `persistChat` restores a stored conversation. */
export interface PersistChatOptions {
  /**
   * Reopen the widget's panel if it was open when the last page was left (default true). False
   * where the page itself shows the conversation (/parooty): the panel would cover its cards.
   */
  restoreOpen?: boolean;
}

/**
 * Keeps the conversation for the tab, so moving between pages does not lose it. Only a
 * conversation that has begun is stored: the site hydrates the widget early on a page whose
 * tab has one (the `soonerIfStored` option of `client:interaction`).
 */
export function persistChat(
  storage: StorageLike | undefined = globalThis.sessionStorage,
  { restoreOpen = true }: PersistChatOptions = {},
): () => void {
  if (!storage) return () => {};
  // Not reopened here, a panel left open stays open in storage (the next page reopens it) until
  // it is opened or closed on this page.
  let storedOpen = false;
  let openHere = $chat.get().open;
  let openChangedHere = restoreOpen;
  try {
    const saved = storage.getItem(CHAT_STORAGE_KEY);
    if (saved) {
      const parsed = JSON.parse(saved) as Partial<ChatState>;
      if (Array.isArray(parsed.messages) && typeof parsed.sessionId === 'string') {
        // A reply cut off mid-stream by leaving the page is not kept half-written.
        const messages = (parsed.messages as ChatMessage[]).filter((m) => !m.streaming);
        storedOpen = parsed.open === true;
        if (restoreOpen) openHere = storedOpen;
        $chat.set({ ...$chat.get(), messages, sessionId: parsed.sessionId, open: openHere, pending: false });
      }
    }
  } catch {
    // A damaged entry starts a new conversation.
  }
  return $chat.subscribe((state) => {
    if (state.open !== openHere) openChangedHere = true;
    try {
      if (state.messages.length === 0) storage.removeItem(CHAT_STORAGE_KEY);
      else
        storage.setItem(
          CHAT_STORAGE_KEY,
          JSON.stringify({
            messages: state.messages,
            sessionId: state.sessionId,
            open: openChangedHere ? state.open : storedOpen,
          }),
        );
    } catch {
      // Storage full or blocked: the conversation still works for this page.
    }
  });
}

function addMessage(message: Omit<ChatMessage, 'id' | 'timestamp'>) {
  update({ messages: [...$chat.get().messages, { ...message, id: newId(), timestamp: Date.now() }] });
}

/** Opens or closes the panel; clears the dot; the first open greets with a welcome message. */
export function setChatOpen(open: boolean): void {
  update({ dot: false, open });
  if (open && $chat.get().messages.length === 0) addMessage({ text: CHAT_WELCOME, isUser: false });
}

export function toggleChat(): void {
  setChatOpen(!$chat.get().open);
}

/** Milliseconds since this page started loading (navigation start, `performance.timeOrigin`). */
export function sincePageLoad(): number {
  return typeof performance === 'undefined' ? 0 : performance.now();
}

/** How long to wait, `sinceLoadMs` after the page started loading, for the dot's 30 s mark. */
export function chatNotificationDelay(sinceLoadMs: number): number {
  return Math.max(0, CHAT_NOTIFICATION_DELAY_MS - Math.max(0, sinceLoadMs));
}

/**
 * 30 s after the PAGE LOADED (spec §4) — not after this call: the widget hydrates late (on the
 * first interaction, or once the browser is idle), so a timer started on mount showed the dot
 * ~40 s in — the launcher shows a dot if the chat is closed with no messages. Returns a cancel
 * function.
 */
export function scheduleChatNotification(sinceLoadMs: number = sincePageLoad()): () => void {
  const timer = setTimeout(() => {
    const s = $chat.get();
    if (!s.open && s.messages.length === 0) update({ dot: true });
  }, chatNotificationDelay(sinceLoadMs));
  return () => clearTimeout(timer);
}

/** Whether Parooty's reply is being written into the conversation now (no "Thinking..." then). */
export function isStreaming(state: Pick<ChatState, 'messages'>): boolean {
  return state.messages.at(-1)?.streaming === true;
}

/** Changes the last message (the reply being streamed). */
function updateLast(change: Partial<ChatMessage>) {
  const messages = $chat.get().messages;
  const last = messages.at(-1);
  if (last) update({ messages: [...messages.slice(0, -1), { ...last, ...change }] });
}

type AnswerBody = {
  data?: { content?: unknown; toolRecommendations?: unknown; toolRequest?: unknown; result?: unknown } | null;
} | null;

/** The result's sentence, kept only when it is text the reply opens with (never markup: it is shown as text). */
function resultSentence(result: unknown, content: string): string | undefined {
  const sentence = result && typeof result === 'object' ? (result as { sentence?: unknown }).sentence : undefined;
  return typeof sentence === 'string' && sentence !== '' && content.startsWith(sentence) ? sentence : undefined;
}

/**
 * Reads Parooty's server-sent events: each `content` piece is written into a reply that grows
 * on screen; the `answer` event is the final body (its text replaces the pieces). Throws on an
 * `error` event or a stream that ends without an answer.
 */
async function readAnswerStream(body: ReadableStream<Uint8Array>): Promise<AnswerBody> {
  let answer: AnswerBody | undefined;
  let failure: string | undefined;
  let text = '';
  const parser = createParser({
    onEvent(event) {
      try {
        const value = JSON.parse(event.data) as Record<string, unknown>;
        if (event.event === 'content' && typeof value.delta === 'string') {
          text += value.delta;
          if (isStreaming($chat.get())) updateLast({ text });
          else addMessage({ text, isUser: false, streaming: true });
        } else if (event.event === 'answer') answer = value as AnswerBody;
        else if (event.event === 'error') failure = typeof value.error === 'string' ? value.error : 'error';
      } catch {
        failure = 'Parooty sent an event that is not JSON';
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
  if (failure) throw new Error(`Parooty's stream failed: ${failure}`);
  if (answer === undefined) throw new Error("Parooty's stream ended without an answer");
  return answer;
}

export interface SendOptions {
  endpoint?: string;
  fetch?: typeof globalThis.fetch;
  /** Where the question was asked, for the product event (the widget unless said). */
  surface?: (typeof PAROOTY_SURFACES)[number];
  /**
   * Embedded on another site: where to ask, after a failed question, whether this site may use
   * Parooty at all (`GET /api/parooty/embed-access`, readable from any origin). A browser hides a
   * refused cross-origin request's answer from the page, so this is how the widget tells "not
   * allowed here" from "trouble right now".
   */
  accessUrl?: string;
}

/** Whether Perch says this site may not use Parooty (false when it cannot be asked). */
async function refusedHere(accessUrl: string, fetch: typeof globalThis.fetch): Promise<boolean> {
  try {
    const res = await fetch(accessUrl, { credentials: 'omit' });
    return res.ok && ((await res.json()) as { allowed?: unknown }).allowed === false;
  } catch {
    return false;
  }
}

/**
 * Sends a question to Parooty. Ignored when the trimmed text is empty or a reply is pending.
 * When the server cannot be reached (no network, or a proxy's 502–504), the device answers if the
 * site set an answerer (setDeviceAnswerer), or says Parooty needs a connection when that cannot
 * load. Any other failure becomes Parooty's "Squawk!" message; nothing throws.
 */
export async function sendChatMessage(
  text: string,
  { endpoint = DEFAULT_CHAT_ENDPOINT, fetch = globalThis.fetch, surface = 'widget', accessUrl }: SendOptions = {},
): Promise<void> {
  const query = text.trim();
  if (!query || $chat.get().pending || $chat.get().refused) return;
  // The question's length, never its text: what a person asks may hold personal data.
  trackProductEvent('parooty_question_asked', { question_length: query.length, surface });
  incrementPersonProperty('parooty_questions_asked', 1);
  addMessage({ text: query, isUser: true });
  update({ pending: true });
  /** The server could not be reached (no network, or no answer from it): the device may answer. */
  let unreachable = false;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      // A model's answer streams as it is written; the embedded one comes whole, as JSON.
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' },
      credentials: 'include',
      body: JSON.stringify({ query, sessionId: $chat.get().sessionId }),
    }).catch((error: unknown) => {
      unreachable = true;
      throw error;
    });
    // 502–504: a proxy in front of Perch answered for a server it could not reach.
    if (response.status >= 502 && response.status <= 504) unreachable = true;
    if (!response.ok) throw new Error(`Parooty answered ${response.status}`);
    const streamed =
      (response.headers.get('content-type') ?? '').startsWith('text/event-stream') && response.body !== null;
    // Spec §7: data.content and data.toolRecommendations are read (the Parooty query response under `data`).
    const body = streamed ? await readAnswerStream(response.body!) : ((await response.json()) as AnswerBody);
    const data = body?.data;
    const content = data?.content;
    if (typeof content !== 'string' || !content) throw new Error('Parooty sent no content');
    const recs = Array.isArray(data?.toolRecommendations)
      ? data.toolRecommendations.map(toRecommendation).filter((r): r is ToolRecommendation => r !== null)
      : [];
    const request = toToolRequest(data?.toolRequest);
    const result = resultSentence(data?.result, content);
    const reply = {
      text: content,
      isUser: false,
      ...(result ? { result } : {}),
      ...(recs.length ? { toolRecommendations: recs } : {}),
      ...(request ? { toolRequest: request } : {}),
    };
    if (isStreaming($chat.get())) updateLast({ ...reply, streaming: false });
    else addMessage(reply);
  } catch (error) {
    if (accessUrl && (await refusedHere(accessUrl, fetch))) {
      // Said once: no more questions are sent from this page's widget.
      update({ refused: true });
      addMessage({ text: CHAT_NOT_ALLOWED, isUser: false });
      return;
    }
    if (unreachable && deviceAnswerer && !isStreaming($chat.get())) {
      addMessage(await answerOnDevice(query));
      return;
    }
    console.error('Parooty query failed', error);
    // A reply cut off half-written becomes the Squawk message in its place.
    if (isStreaming($chat.get())) updateLast({ text: CHAT_FAILURE, streaming: false });
    else addMessage({ text: CHAT_FAILURE, isUser: false });
  } finally {
    update({ pending: false });
  }
}

/** The device's reply to a question the server could not be asked, or that Parooty needs a connection. */
async function answerOnDevice(query: string): Promise<Omit<ChatMessage, 'id' | 'timestamp'>> {
  try {
    const reply = await deviceAnswerer!(query, $chat.get().sessionId);
    const recs = reply.toolRecommendations.map(toRecommendation).filter((r): r is ToolRecommendation => r !== null);
    const request = toToolRequest(reply.toolRequest);
    const result = resultSentence(reply.result, reply.content);
    return {
      text: `${reply.content}\n\n${CHAT_ANSWERED_ON_DEVICE}`,
      isUser: false,
      onDevice: true,
      ...(result ? { result } : {}),
      ...(recs.length ? { toolRecommendations: recs } : {}),
      ...(request ? { toolRequest: request } : {}),
    };
  } catch (error) {
    console.warn('Parooty could not answer on this device', error);
    return { text: CHAT_NEEDS_CONNECTION, isUser: false };
  }
}

/** Forgets the conversation (sign-out, tests). */
export function resetChat(): void {
  $chat.set(fresh());
}
