import { trackRecommendationFollowed } from '../../analytics/productEvents';
import { useChat } from '../../hooks/useChat';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  CHAT_PLACEHOLDER,
  CHAT_QUICK_PROMPTS,
  CHAT_THINKING,
  CHAT_TITLE,
  DEFAULT_CHAT_ENDPOINT,
  EMBED_ACCESS_PATH,
  isStreaming,
  MAX_RECOMMENDATIONS,
  persistChat,
  PRO_MARK,
  SERVICE_MARK,
  TOOL_REQUEST_LINK_TEXT,
  safeToolUrl,
  scheduleChatNotification,
  sendChatMessage,
  setChatOpen,
  type ChatMessage,
  type ToolRequestLink,
} from '../../stores/chat';
import { primaryButton } from '../private/buttonLook.css';
import { ChatIcon, CloseIcon } from '../private/icons';
import { ReplyText } from '../private/ReplyText';
import * as styles from './ChatWidget.css';

export const chatPlacements = ['fixed', 'inline'] as const;

export interface ChatWidgetProps {
  /** Where questions are POSTed as {query, sessionId}; the answer's `content` (and up to two `toolRecommendations`) is shown. */
  endpoint?: string;
  /** Fixed at the bottom right of the page (default), or in the flow. */
  placement?: (typeof chatPlacements)[number];
  /** Custom transport (tests, embeds behind a proxy). */
  fetch?: typeof globalThis.fetch;
  /** Keep the conversation in sessionStorage for the tab (on by default). */
  persist?: boolean;
  /**
   * Reopen the panel on a new page if it was open when the last page was left (on by default).
   * Off on a page that shows the conversation itself (/parooty), where the panel would cover it.
   */
  restoreOpen?: boolean;
  /**
   * Embedded on another site: Perch's origin. Tool links point there (a site-relative link would
   * open the host site's own page) and open in a new tab, and a failed question asks Perch
   * whether this site may use Parooty at all, to say so instead of "Squawk!".
   */
  perchOrigin?: string;
}

/** A recommendation's link: site-relative on Perch, absolute to Perch when embedded elsewhere. */
function linkOf(url: string, perchOrigin: string | undefined): string | null {
  const href = safeToolUrl(url);
  if (!href || !perchOrigin) return href;
  try {
    return new URL(href, perchOrigin).href;
  } catch {
    return null;
  }
}

function Message({ message, perchOrigin }: { message: ChatMessage; perchOrigin?: string | undefined }) {
  const recs = (message.toolRecommendations ?? []).slice(0, MAX_RECOMMENDATIONS);
  return (
    <div
      className={styles.message[message.isUser ? 'user' : 'assistant']}
      data-part="message"
      data-from={message.isUser ? 'user' : 'assistant'}
      aria-busy={message.streaming || undefined}
    >
      <span className={styles.visuallyHidden}>{message.isUser ? 'You: ' : 'Parooty: '}</span>
      {/* Text only: React escapes it, so a message can never inject markup. */}
      <ReplyText text={message.text} result={message.result} />
      {recs.length > 0 ? (
        <ul className={styles.recs} aria-label="Recommended tools">
          {recs.map((r, i) => {
            const href = linkOf(r.url, perchOrigin);
            return (
              <li key={`${r.name}-${r.url}`} className={styles.rec} data-part="recommendation">
                {href ? (
                  <a
                    className={styles.recName}
                    href={href}
                    {...(perchOrigin ? { target: '_blank', rel: 'noopener' } : {})}
                    onClick={() => trackRecommendationFollowed(href, i + 1, 'widget')}
                  >
                    {r.name}
                  </a>
                ) : (
                  <span className={styles.recName}>{r.name}</span>
                )}
                <span>{r.description}</span>
                <span className={styles.recCategory}>
                  {r.category}
                  {r.pro ? (
                    <span className={styles.proMark} title={PRO_MARK.title} data-part="pro">
                      {PRO_MARK.text}
                      <span className={styles.visuallyHidden}>: needs a Pro subscription</span>
                    </span>
                  ) : null}
                  {r.needsService ? (
                    <span className={styles.serviceMark} title={SERVICE_MARK.title} data-part="needs-service">
                      {SERVICE_MARK.text}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {message.toolRequest ? <RequestLink request={message.toolRequest} perchOrigin={perchOrigin} /> : null}
    </div>
  );
}

/** Under a "not yet" answer: the request for the missing tool, filled in (absolute to Perch when embedded). */
function RequestLink({ request, perchOrigin }: { request: ToolRequestLink; perchOrigin?: string | undefined }) {
  const href = /^\/app-request(?:\?|$)/.test(request.url) ? linkOf(request.url, perchOrigin) : null;
  if (!href) return null;
  return (
    <a
      className={styles.requestLink}
      href={href}
      data-part="tool-request"
      aria-label={`${TOOL_REQUEST_LINK_TEXT}: ${request.name}`}
      {...(perchOrigin ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {TOOL_REQUEST_LINK_TEXT}
    </a>
  );
}

/**
 * Parooty's floating chat: a launcher and a panel "Chat with Parooty". Enter sends,
 * Shift+Enter adds a line; while a reply is pending the input is disabled and "Thinking..."
 * shows; Escape closes and gives focus back to the launcher.
 */
export function ChatWidget({
  endpoint = DEFAULT_CHAT_ENDPOINT,
  placement = 'fixed',
  fetch,
  persist = true,
  restoreOpen = true,
  perchOrigin,
}: ChatWidgetProps) {
  const chat = useChat();
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => (persist ? persistChat(undefined, { restoreOpen }) : undefined), [persist, restoreOpen]);
  useEffect(() => scheduleChatNotification(), []);

  // Opening, and each finished reply, put the cursor back in the input.
  useEffect(() => {
    if (chat.open && !chat.pending) inputRef.current?.focus();
  }, [chat.open, chat.pending]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages' count and the last one's length are what should scroll the log
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, chat.messages.at(-1)?.text.length, chat.pending, chat.open]);

  const send = () => {
    if (!draft.trim() || chat.pending) return;
    const text = draft;
    setDraft('');
    void sendChatMessage(text, {
      endpoint,
      ...(fetch ? { fetch } : {}),
      ...(perchOrigin ? { accessUrl: new URL(EMBED_ACCESS_PATH, perchOrigin).href } : {}),
    });
  };

  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const close = () => {
    setChatOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <div className={styles.root[placement]} data-part="chat-widget">
      {chat.open ? (
        <section
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className={styles.panel}
          data-part="chat-panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {CHAT_TITLE}
            </h2>
            <button type="button" className={styles.iconButton} aria-label="Close chat" onClick={close}>
              <CloseIcon width={18} height={18} />
            </button>
          </header>
          <div
            ref={logRef}
            role="log"
            aria-label="Conversation with Parooty"
            className={styles.log}
            data-part="chat-log"
          >
            {chat.messages.map((m) => (
              <Message key={m.id} message={m} perchOrigin={perchOrigin} />
            ))}
            {chat.pending && !isStreaming(chat) ? (
              <p className={styles.thinking} data-part="thinking">
                <span className={styles.thinkingDot} aria-hidden="true" />
                <span className={styles.thinkingDot} aria-hidden="true" />
                <span className={styles.thinkingDot} aria-hidden="true" />
                {CHAT_THINKING}
              </p>
            ) : null}
          </div>
          <div className={styles.prompts} data-part="quick-prompts">
            {CHAT_QUICK_PROMPTS.map((p) => (
              <button
                key={p}
                type="button"
                className={styles.prompt}
                disabled={chat.pending || chat.refused}
                onClick={() => {
                  setDraft(p);
                  inputRef.current?.focus();
                }}
              >
                {p}
              </button>
            ))}
          </div>
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <textarea
              ref={inputRef}
              className={styles.input}
              rows={1}
              value={draft}
              placeholder={CHAT_PLACEHOLDER}
              aria-label="Message Parooty"
              disabled={chat.pending || chat.refused}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onInputKey}
            />
            <button type="submit" className={primaryButton} disabled={chat.pending || chat.refused || !draft.trim()}>
              Send
            </button>
          </form>
        </section>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        aria-expanded={chat.open}
        aria-controls={chat.open ? panelId : undefined}
        aria-label={
          chat.open ? 'Close chat with Parooty' : chat.dot ? 'Open chat with Parooty (new)' : 'Open chat with Parooty'
        }
        data-part="chat-launcher"
        onClick={() => setChatOpen(!chat.open)}
      >
        {/* Icons at 26 px: the default 20 px reads as a speck inside the 56 px launcher. */}
        {chat.open ? <CloseIcon width={24} height={24} /> : <ChatIcon width={26} height={26} />}
        {chat.dot ? <span className={styles.dot} data-part="dot" aria-hidden="true" /> : null}
      </button>
    </div>
  );
}
