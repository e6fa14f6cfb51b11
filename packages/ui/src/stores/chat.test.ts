import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $chat,
  CHAT_ANSWERED_ON_DEVICE,
  CHAT_FAILURE,
  CHAT_NEEDS_CONNECTION,
  CHAT_NOTIFICATION_DELAY_MS,
  CHAT_STORAGE_KEY,
  CHAT_WELCOME,
  chatNotificationDelay,
  isStreaming,
  persistChat,
  resetChat,
  safeToolUrl,
  scheduleChatNotification,
  sendChatMessage,
  setChatOpen,
  setDeviceAnswerer,
  toggleChat,
} from './chat';

const rec = (n: number) => ({
  name: `Tool ${n}`,
  description: 'Does things',
  category: 'Productivity',
  url: `/app/${n}`,
});
/** The API's answer: the Parooty query response under `data` (spec §7). */
const answer = (data: unknown, status = 200) =>
  vi
    .fn<typeof fetch>()
    .mockResolvedValue(
      new Response(JSON.stringify({ data }), { status, headers: { 'content-type': 'application/json' } }),
    );

beforeEach(() => resetChat());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('opening and closing', () => {
  it('greets on the first open with no messages, once', () => {
    setChatOpen(true);
    expect($chat.get().messages.map((m) => [m.text, m.isUser])).toEqual([[CHAT_WELCOME, false]]);
    toggleChat();
    toggleChat();
    expect($chat.get().messages).toHaveLength(1);
  });

  it('shows the dot after 30 s closed with no messages, and a toggle clears it', () => {
    vi.useFakeTimers();
    scheduleChatNotification(0);
    vi.advanceTimersByTime(CHAT_NOTIFICATION_DELAY_MS - 1);
    expect($chat.get().dot).toBe(false);
    vi.advanceTimersByTime(1);
    expect($chat.get().dot).toBe(true);
    toggleChat();
    expect($chat.get().dot).toBe(false);
  });

  it('counts the 30 s from page load, not from when the widget mounts', () => {
    vi.useFakeTimers();
    // The widget hydrated 10 s after the page loaded: the dot is due 20 s later, not 30.
    scheduleChatNotification(10_000);
    vi.advanceTimersByTime(CHAT_NOTIFICATION_DELAY_MS - 10_000 - 1);
    expect($chat.get().dot).toBe(false);
    vi.advanceTimersByTime(1);
    expect($chat.get().dot).toBe(true);
  });

  it('shows the dot at once when the widget mounts more than 30 s after page load', () => {
    vi.useFakeTimers();
    scheduleChatNotification(45_000);
    vi.advanceTimersByTime(0);
    expect($chat.get().dot).toBe(true);
    expect(chatNotificationDelay(45_000)).toBe(0);
    expect(chatNotificationDelay(0)).toBe(CHAT_NOTIFICATION_DELAY_MS);
  });

  it('measures page age with performance.now() (time since navigation start) by default', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.advanceTimersByTime(12_000); // the page has been open 12 s when the widget mounts
    scheduleChatNotification();
    vi.advanceTimersByTime(CHAT_NOTIFICATION_DELAY_MS - 12_000 - 1);
    expect($chat.get().dot).toBe(false);
    vi.advanceTimersByTime(1);
    expect($chat.get().dot).toBe(true);
  });

  it('shows no dot when the panel was opened in the meantime', () => {
    vi.useFakeTimers();
    scheduleChatNotification(0);
    setChatOpen(true);
    vi.advanceTimersByTime(CHAT_NOTIFICATION_DELAY_MS);
    expect($chat.get().dot).toBe(false);
  });
});

describe('sendChatMessage', () => {
  it('posts the trimmed query with the widget session id and shows the answer', async () => {
    const fetch = answer({ content: 'Try these', toolRecommendations: [rec(1), rec(2), rec(3)] });
    await sendChatMessage('  focus tools  ', { fetch });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/parooty/query');
    expect(init?.credentials).toBe('include');
    const body = JSON.parse(String(init?.body));
    expect(body.query).toBe('focus tools');
    expect(body.sessionId).toMatch(/^widget-\d+$/);
    const [asked, answered] = $chat.get().messages;
    expect(asked).toMatchObject({ text: 'focus tools', isUser: true });
    expect(answered).toMatchObject({ text: 'Try these', isUser: false });
    expect(answered!.toolRecommendations).toHaveLength(3); // the widget shows the first 2
    expect($chat.get().pending).toBe(false);
  });

  it("keeps the result's sentence when the reply opens with it, and only then", async () => {
    const result = { toolId: 'kilometres-to-miles', text: '3.10686 mi', sentence: '5 km is 3.10686 mi.' };
    await sendChatMessage('convert 5 km to miles', {
      fetch: answer({ content: '5 km is 3.10686 mi. Squawk!', result }),
    });
    expect($chat.get().messages.at(-1)).toMatchObject({
      text: '5 km is 3.10686 mi. Squawk!',
      result: '5 km is 3.10686 mi.',
    });
    await sendChatMessage('again', { fetch: answer({ content: 'Something else.', result }) });
    expect($chat.get().messages.at(-1)).not.toHaveProperty('result');
    await sendChatMessage('odd', { fetch: answer({ content: 'x', result: { sentence: 42 } }) });
    expect($chat.get().messages.at(-1)).not.toHaveProperty('result');
  });

  it('ignores empty and whitespace input, and input while a reply is pending', async () => {
    const fetch = answer({ content: 'ok' });
    await sendChatMessage('   \n ', { fetch });
    expect(fetch).not.toHaveBeenCalled();
    $chat.set({ ...$chat.get(), pending: true });
    await sendChatMessage('hello', { fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect($chat.get().messages).toEqual([]);
  });

  it('answers any failure with the Squawk message and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: Array<typeof globalThis.fetch> = [
      answer({ content: 'x' }, 500),
      answer({}),
      vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('offline')),
    ];
    for (const transport of failing) {
      resetChat();
      await sendChatMessage('hi', { fetch: transport });
      expect($chat.get().messages.at(-1)).toMatchObject({ text: CHAT_FAILURE, isUser: false });
      expect($chat.get().pending).toBe(false);
    }
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('drops malformed recommendations, and keeps why a tool fits', async () => {
    await sendChatMessage('hi', {
      fetch: answer({
        content: 'ok',
        toolRecommendations: [
          rec(1),
          { name: 1 },
          'x',
          null,
          { ...rec(2), why: 'It fits.', id: 'x', pro: true },
          { ...rec(3), pro: 'yes' },
        ],
      }),
    });
    // `pro` is kept only when it is true: a truthy string is not a Pro mark.
    expect($chat.get().messages.at(-1)!.toolRecommendations).toEqual([
      rec(1),
      { ...rec(2), why: 'It fits.', pro: true },
      rec(3),
    ]);
  });

  it('keeps a "not yet" answer\'s request link, only to /app-request', async () => {
    const request = { name: 'PDF merger', url: '/app-request?name=PDF+merger&description=merge' };
    await sendChatMessage('merge pdfs', { fetch: answer({ content: 'Not yet.', toolRequest: request }) });
    expect($chat.get().messages.at(-1)!.toolRequest).toEqual(request);
    for (const bad of [
      { name: 'x', url: 'https://evil.example/app-request' },
      { name: 'x', url: 'javascript:alert(1)' },
      { name: '', url: '/app-request' },
      { name: 'x', url: '/app-requests' },
      'x',
    ]) {
      await sendChatMessage('merge pdfs', { fetch: answer({ content: 'Not yet.', toolRequest: bad }) });
      expect($chat.get().messages.at(-1)!.toolRequest, JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('reads the answer under data (spec §7): a bare {content} is not an answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bare = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        new Response(JSON.stringify({ content: 'ok' }), { headers: { 'content-type': 'application/json' } }),
      );
    await sendChatMessage('hi', { fetch: bare });
    expect($chat.get().messages.at(-1)!.text).toBe(CHAT_FAILURE);
  });
});

describe('sendChatMessage with a streamed answer', () => {
  /** A response whose body the test writes event by event. */
  function streamedAnswer() {
    let push!: (text: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        push = (text) => controller.enqueue(encoder.encode(text));
        end = () => controller.close();
      },
    });
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }));
    const event = (name: string, data: unknown) => push(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    return { fetch, event, push, end };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks for events, writes the reply as it arrives, then puts the final answer in its place', async () => {
    const { fetch, event, push, end } = streamedAnswer();
    const sending = sendChatMessage('km to miles', { fetch });
    await settle();
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('accept')).toBe('text/event-stream, application/json');
    event('content', { delta: 'Ten kilo' });
    await settle();
    expect($chat.get().messages.at(-1)).toMatchObject({ text: 'Ten kilo', isUser: false, streaming: true });
    expect(isStreaming($chat.get())).toBe(true);
    expect($chat.get().pending).toBe(true);
    // An event cut across two reads.
    push('event: content\ndata: {"delta":"metres?');
    await settle();
    push(' Easy!"}\n\n');
    await settle();
    expect($chat.get().messages.at(-1)!.text).toBe('Ten kilometres? Easy!');
    event('answer', { data: { content: 'Ten kilometres? Easy peasy!', toolRecommendations: [rec(1)] } });
    end();
    await sending;
    const messages = $chat.get().messages;
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({
      text: 'Ten kilometres? Easy peasy!',
      toolRecommendations: [rec(1)],
      streaming: false,
    });
    expect(isStreaming($chat.get())).toBe(false);
    expect($chat.get().pending).toBe(false);
  });

  it('turns a reply cut off (an error event, or the stream ending) into the Squawk message in its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const finish of ['error', 'end'] as const) {
      resetChat();
      const { fetch, event, end } = streamedAnswer();
      const sending = sendChatMessage('hi', { fetch });
      await settle();
      event('content', { delta: 'Half a' });
      if (finish === 'error') event('error', { error: 'Internal error' });
      end();
      await sending;
      expect($chat.get().messages.map((m) => m.text)).toEqual(['hi', CHAT_FAILURE]);
      expect($chat.get().pending).toBe(false);
    }
  });

  it('does not restore a reply left half-written when the page changed', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    };
    storage.set(
      CHAT_STORAGE_KEY,
      JSON.stringify({
        sessionId: 'widget-1',
        open: true,
        messages: [
          { id: 'a', text: 'hi', isUser: true, timestamp: 1 },
          { id: 'b', text: 'Half', isUser: false, timestamp: 2, streaming: true },
        ],
      }),
    );
    const stop = persistChat(store);
    expect($chat.get().messages.map((m) => m.text)).toEqual(['hi']);
    stop();
  });
});

describe('safeToolUrl', () => {
  it('keeps site paths and http(s) links, refuses scripts and data', () => {
    expect(safeToolUrl('/app/42')).toBe('/app/42');
    expect(safeToolUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(safeToolUrl('javascript:alert(1)')).toBeNull();
    expect(safeToolUrl('data:text/html,x')).toBeNull();
    expect(safeToolUrl('//evil.example')).toBeNull();
  });
});

describe('persistChat', () => {
  it('keeps the conversation in session storage and restores it', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const stop = persistChat(storage);
    // Nothing is stored until the conversation begins (the first open's welcome message).
    expect(store.has(CHAT_STORAGE_KEY)).toBe(false);
    setChatOpen(true);
    expect(store.has(CHAT_STORAGE_KEY)).toBe(true);
    stop();
    const saved = $chat.get();
    resetChat();
    persistChat(storage)();
    expect($chat.get().messages).toEqual(saved.messages);
    expect($chat.get().sessionId).toBe(saved.sessionId);
  });

  it('reopens a panel left open, unless told not to (the page that shows the conversation itself)', () => {
    const stored = JSON.stringify({
      sessionId: 'widget-7',
      open: true,
      messages: [{ id: 'a', text: 'hi', isUser: true, timestamp: 1 }],
    });
    const storage = { getItem: () => stored, setItem: () => {}, removeItem: () => {} };
    persistChat(storage)();
    expect($chat.get()).toMatchObject({ open: true, sessionId: 'widget-7' });
    resetChat();
    persistChat(storage, { restoreOpen: false })();
    expect($chat.get()).toMatchObject({ open: false, sessionId: 'widget-7' });
    expect($chat.get().messages.map((m) => m.text)).toEqual(['hi']);
  });

  it('not reopened on this page, the panel stays open for the next one until it is opened or closed here', () => {
    const store = new Map<string, string>([
      [
        CHAT_STORAGE_KEY,
        JSON.stringify({
          sessionId: 'widget-8',
          open: true,
          messages: [{ id: 'a', text: 'hi', isUser: true, timestamp: 1 }],
        }),
      ],
    ]);
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const storedOpen = () => (JSON.parse(store.get(CHAT_STORAGE_KEY)!) as { open: boolean }).open;
    const stop = persistChat(storage, { restoreOpen: false });
    expect($chat.get().open).toBe(false);
    // A question asked on the page: the conversation is stored, the panel still open for the next page.
    $chat.set({
      ...$chat.get(),
      messages: [...$chat.get().messages, { id: 'b', text: 'more', isUser: true, timestamp: 2 }],
    });
    expect(storedOpen()).toBe(true);
    setChatOpen(true);
    setChatOpen(false);
    expect(storedOpen()).toBe(false);
    stop();
  });

  it('starts afresh from a damaged entry', () => {
    const storage = { getItem: () => '{not json', setItem: () => {}, removeItem: () => {} };
    persistChat(storage)();
    expect($chat.get().messages).toEqual([]);
  });
});

describe('when Perch cannot be reached', () => {
  afterEach(() => setDeviceAnswerer(null));
  const unreachable = () => vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));

  it('the device answers, with its tools, and says it answered on this device', async () => {
    const device = vi.fn().mockResolvedValue({
      content: '5 km is 3.10686 mi. Squawk!',
      toolRecommendations: [rec(1)],
      result: { sentence: '5 km is 3.10686 mi.' },
    });
    setDeviceAnswerer(device);
    await sendChatMessage('5 km to miles', { fetch: unreachable() });
    expect(device).toHaveBeenCalledWith('5 km to miles', $chat.get().sessionId);
    expect($chat.get().messages.at(-1)).toMatchObject({
      text: `5 km is 3.10686 mi. Squawk!\n\n${CHAT_ANSWERED_ON_DEVICE}`,
      result: '5 km is 3.10686 mi.',
      toolRecommendations: [rec(1)],
      onDevice: true,
    });
    expect($chat.get().pending).toBe(false);
  });

  it("a proxy's 502-504 is the server out of reach too", async () => {
    setDeviceAnswerer(async () => ({ content: 'From here.', toolRecommendations: [] }));
    await sendChatMessage('hi', { fetch: answer({}, 503) });
    expect($chat.get().messages.at(-1)).toMatchObject({ text: `From here.\n\n${CHAT_ANSWERED_ON_DEVICE}` });
  });

  it('says Parooty needs a connection when the device cannot answer either, never Squawk', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setDeviceAnswerer(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await sendChatMessage('hi', { fetch: unreachable() });
    expect($chat.get().messages.at(-1)).toMatchObject({ text: CHAT_NEEDS_CONNECTION, isUser: false });
  });

  it("a server that answered with an error is not the device's to answer", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const device = vi.fn();
    setDeviceAnswerer(device);
    await sendChatMessage('hi', { fetch: answer({ content: 'x' }, 500) });
    expect(device).not.toHaveBeenCalled();
    expect($chat.get().messages.at(-1)).toMatchObject({ text: CHAT_FAILURE });
  });
});
