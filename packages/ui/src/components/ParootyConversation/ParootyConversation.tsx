import { useChat } from '../../hooks/useChat';
import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { trackRecommendationFollowed } from '../../analytics/productEvents';
import {
  CHAT_PLACEHOLDER,
  CHAT_THINKING,
  CHAT_WELCOME,
  DEFAULT_CHAT_ENDPOINT,
  isStreaming,
  persistChat,
  PRO_MARK,
  SERVICE_MARK,
  TOOL_REQUEST_LINK_TEXT,
  safeToolUrl,
  sendChatMessage,
  type ChatMessage,
  type ToolRecommendation,
} from '../../stores/chat';
import { primaryButton } from '../private/buttonLook.css';
import { ReplyText } from '../private/ReplyText';
import * as styles from './ParootyConversation.css';
import { cardReason } from './reason';

/** What the /parooty page offers to ask when the conversation is young. */
export const PAROOTY_SUGGESTED_PROMPTS = [
  'What tools can help with productivity?',
  'Show me AI tools',
  'Convert 10 km to miles',
  'Format some messy JSON',
] as const;

export interface ParootyConversationProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Where questions are POSTed as {query, sessionId}; the answer's `data` is shown. */
  endpoint?: string;
  /** Custom transport (tests, stories). */
  fetch?: typeof globalThis.fetch;
  /** Keep the conversation in sessionStorage for the tab — the same one the floating widget keeps (on by default). */
  persist?: boolean;
  /** The questions offered as buttons; a click asks it. */
  suggestedPrompts?: readonly string[];
}

function RecommendationCard({ tool, position }: { tool: ToolRecommendation; position: number }) {
  const href = safeToolUrl(tool.url);
  const reason = cardReason(tool.why, tool.description);
  return (
    <li className={styles.card} data-part="recommendation">
      <span className={styles.cardMeta}>
        <span className={styles.cardCategory}>{tool.category}</span>
        {tool.pro ? (
          <span className={styles.proMark} title={PRO_MARK.title} data-part="pro">
            {PRO_MARK.text}
            <span className={styles.visuallyHidden}>: needs a Pro subscription</span>
          </span>
        ) : null}
        {tool.needsService ? (
          <span className={styles.serviceMark} title={SERVICE_MARK.title} data-part="needs-service">
            {SERVICE_MARK.text}
          </span>
        ) : null}
      </span>
      {href ? (
        <a className={styles.cardName} href={href} onClick={() => trackRecommendationFollowed(href, position, 'page')}>
          {tool.name}
        </a>
      ) : (
        <span className={styles.cardName}>{tool.name}</span>
      )}
      <p className={styles.cardDescription}>{tool.description}</p>
      {reason ? (
        <p className={styles.cardWhy} data-part="why">
          <span className={styles.visuallyHidden}>Why: </span>
          {reason}
        </p>
      ) : null}
    </li>
  );
}

function Turn({
  message,
}: {
  message: Pick<ChatMessage, 'text' | 'isUser' | 'toolRecommendations' | 'toolRequest' | 'streaming' | 'result'>;
}) {
  const from = message.isUser ? 'user' : 'assistant';
  const recs = message.toolRecommendations ?? [];
  return (
    <div className={styles.turn[from]} data-part="message" data-from={from} aria-busy={message.streaming || undefined}>
      <span className={styles.speaker} aria-hidden="true">
        {message.isUser ? 'You' : 'Parooty'}
      </span>
      <div className={styles.bubble[from]}>
        <span className={styles.visuallyHidden}>{message.isUser ? 'You: ' : 'Parooty: '}</span>
        {/* Text only: React escapes it, so an answer can never inject markup. */}
        <ReplyText text={message.text} result={message.result} />
      </div>
      {recs.length > 0 ? (
        <ul className={styles.cards} aria-label="Recommended tools">
          {recs.map((tool, i) => (
            <RecommendationCard key={`${tool.name}-${tool.url}`} tool={tool} position={i + 1} />
          ))}
        </ul>
      ) : null}
      {message.toolRequest && /^\/app-request(?:\?|$)/.test(message.toolRequest.url) ? (
        <a
          className={styles.requestLink}
          href={message.toolRequest.url}
          data-part="tool-request"
          aria-label={`${TOOL_REQUEST_LINK_TEXT}: ${message.toolRequest.name}`}
        >
          {TOOL_REQUEST_LINK_TEXT}
        </a>
      ) : null}
    </div>
  );
}

/**
 * The whole conversation with Parooty, for the /parooty page: the same store as the floating
 * ChatWidget (a conversation begun in one goes on in the other), every recommendation as a card
 * with the reason it fits (the widget shows two per reply; this view shows all), suggested
 * prompts, "Thinking..." while a reply is pending and Parooty's "Squawk!" when one fails.
 */
export function ParootyConversation({
  endpoint = DEFAULT_CHAT_ENDPOINT,
  fetch,
  persist = true,
  suggestedPrompts = PAROOTY_SUGGESTED_PROMPTS,
  className,
  ...rest
}: ParootyConversationProps) {
  const chat = useChat();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  // The conversation is restored here; the widget's panel is not reopened over it.
  useEffect(() => (persist ? persistChat(undefined, { restoreOpen: false }) : undefined), [persist]);

  // Each new turn comes into view; a reply to a question asked here puts the cursor back in the input.
  const askedHere = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages' count and the last one's length are what should scroll the log
  useEffect(() => {
    if (chat.messages.length > 0) endRef.current?.scrollIntoView?.({ block: 'nearest' });
    if (!chat.pending && askedHere.current) {
      askedHere.current = false;
      inputRef.current?.focus();
    }
  }, [chat.messages.length, chat.messages.at(-1)?.text.length, chat.pending]);

  const ask = (text: string) => {
    if (!text.trim() || chat.pending) return;
    askedHere.current = true;
    void sendChatMessage(text, { endpoint, surface: 'page', ...(fetch ? { fetch } : {}) });
  };
  const send = () => {
    if (!draft.trim() || chat.pending) return;
    const text = draft;
    setDraft('');
    ask(text);
  };
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  // Before the first question (or only the widget's welcome so far) Parooty greets here too.
  const greeting = chat.messages.length === 0 ? [{ text: CHAT_WELCOME, isUser: false }] : [];

  return (
    <section
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-part="parooty-conversation"
      aria-label="Conversation with Parooty"
    >
      <div role="log" aria-label="Messages" className={styles.log} data-part="conversation-log">
        {greeting.map((m) => (
          <Turn key="welcome" message={m} />
        ))}
        {chat.messages.map((m) => (
          <Turn key={m.id} message={m} />
        ))}
        {chat.pending && !isStreaming(chat) ? (
          <p className={styles.thinking} data-part="thinking">
            <span className={styles.thinkingDot} aria-hidden="true" />
            <span className={styles.thinkingDot} aria-hidden="true" />
            <span className={styles.thinkingDot} aria-hidden="true" />
            {CHAT_THINKING}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      {suggestedPrompts.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of prompt buttons, not form fields: a fieldset would draw a border and a legend
        <div
          className={styles.prompts}
          data-part="suggested-prompts"
          role="group"
          aria-labelledby={`${inputId}-prompts`}
        >
          <span id={`${inputId}-prompts`} className={styles.promptsLabel}>
            Try asking
          </span>
          {suggestedPrompts.map((p) => (
            <button key={p} type="button" className={styles.prompt} disabled={chat.pending} onClick={() => ask(p)}>
              {p}
            </button>
          ))}
        </div>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          Message Parooty
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className={styles.input}
          rows={2}
          value={draft}
          placeholder={CHAT_PLACEHOLDER}
          disabled={chat.pending}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onInputKey}
        />
        <button type="submit" className={primaryButton} disabled={chat.pending || !draft.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
