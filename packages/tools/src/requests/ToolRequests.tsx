import { trackProductEvent } from '@perch/ui/analytics';
import { useId, useRef, useState, type FormEvent } from 'react';
import { button, toast } from '@perch/ui';
import { ApiError, apiRequest, isQueuedResult } from '@perch/ui/offline';
import * as styles from './ToolRequests.css';
import { TOOL_REQUEST_STATUS_LABELS } from './statusLabels';

/** Limits of a request, as the server checks them (POST /api/app-requests). */
export const TOOL_REQUEST_LIMITS = { name: 100, description: 2_000 } as const;

export const TOOL_REQUEST_TEXT = {
  submit: 'Send request',
  sending: 'Sending…',
  sentTitle: 'Request sent',
  sentDescription: 'Thanks! We will let you know here when its status changes.',
  queuedTitle: 'Saved on this device',
  failureTitle: 'Request not sent',
  failureFallback: 'An error occurred. Please try again.',
  nameRequired: 'Give the tool a name.',
  descriptionRequired: 'Say what the tool should do.',
  categoryRequired: 'Choose a category.',
  listTitle: 'Your requests',
  empty: 'You have not requested a tool yet.',
} as const;

export { TOOL_REQUEST_STATUS_LABELS } from './statusLabels';

export interface ToolRequestItem {
  id: string;
  name: string;
  description: string;
  category: string;
  /** A server status, or "queued" while it waits on the device for the connection. */
  status: keyof typeof TOOL_REQUEST_STATUS_LABELS;
  createdAt: string;
}

export interface ToolRequestsProps {
  /** The user's requests as the page was drawn, newest first. */
  initialRequests: readonly ToolRequestItem[];
  categories: readonly { id: string; label: string }[];
  /**
   * A request begun elsewhere (Parooty's "not yet" link: /app-request?name=…&description=…): the
   * form starts with it, for the person to check and send. Cut to the fields' limits.
   */
  initialDraft?: { name?: string | undefined; description?: string | undefined; category?: string | undefined };
}

type Draft = { name: string; description: string; category: string };
type FieldErrors = Partial<Record<keyof Draft, string>>;

/** The same checks as the server, so most mistakes are told before sending. */
export function checkToolRequest(draft: Draft, categoryIds: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  const description = draft.description.trim();
  if (name === '') errors.name = TOOL_REQUEST_TEXT.nameRequired;
  else if (name.length > TOOL_REQUEST_LIMITS.name) errors.name = `Use at most ${TOOL_REQUEST_LIMITS.name} characters.`;
  if (description === '') errors.description = TOOL_REQUEST_TEXT.descriptionRequired;
  else if (description.length > TOOL_REQUEST_LIMITS.description)
    errors.description = `Use at most ${TOOL_REQUEST_LIMITS.description.toLocaleString('en')} characters.`;
  if (!categoryIds.includes(draft.category)) errors.category = TOOL_REQUEST_TEXT.categoryRequired;
  return errors;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * /app-request: ask for a tool the catalogue lacks (name, what it should do, category), and see
 * your requests with their status. Works offline: a request made offline waits on the device
 * ("Waiting to send") and is sent once when the connection returns.
 */
export function ToolRequests({ initialRequests, categories, initialDraft }: ToolRequestsProps) {
  const [requests, setRequests] = useState<ToolRequestItem[]>([...initialRequests]);
  const [draft, setDraft] = useState<Draft>(() => ({
    name: (initialDraft?.name ?? '').slice(0, TOOL_REQUEST_LIMITS.name),
    description: (initialDraft?.description ?? '').slice(0, TOOL_REQUEST_LIMITS.description),
    category: categories.some((c) => c.id === initialDraft?.category) ? initialDraft!.category! : '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const id = useId();
  const labels = new Map(categories.map((c) => [c.id, c.label]));

  const focusFirst = (found: FieldErrors) => {
    if (found.name) nameRef.current?.focus();
    else if (found.description) descriptionRef.current?.focus();
    else if (found.category) categoryRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkToolRequest(
      draft,
      categories.map((c) => c.id),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const body = { name: draft.name.trim(), description: draft.description.trim(), category: draft.category };
    setSending(true);
    try {
      const answer = await apiRequest<ToolRequestItem>('POST', '/api/app-requests', JSON.stringify(body));
      if (isQueuedResult(answer) || answer)
        trackProductEvent('tool_request_filed', {
          category: body.category,
          has_description: body.description.length > 0,
          offline: isQueuedResult(answer),
        });
      if (isQueuedResult(answer)) {
        setRequests((list) => [
          { id: `queued-${Date.now()}`, ...body, status: 'queued', createdAt: new Date().toISOString() },
          ...list,
        ]);
        toast({ title: TOOL_REQUEST_TEXT.queuedTitle, description: answer.message });
      } else if (answer) {
        setRequests((list) => [answer, ...list]);
        toast({ title: TOOL_REQUEST_TEXT.sentTitle, description: TOOL_REQUEST_TEXT.sentDescription });
      }
      setDraft({ name: '', description: '', category: '' });
    } catch (error) {
      // The server's field errors go next to their fields; the draft is kept.
      if (error instanceof ApiError && error.details && typeof error.details === 'object') {
        const fromServer = Object.fromEntries(
          Object.entries(error.details as Record<string, unknown>).filter(
            ([k, v]) => k in draft && typeof v === 'string',
          ),
        ) as FieldErrors;
        setErrors(fromServer);
        focusFirst(fromServer);
      }
      const message =
        error instanceof Error && error.message
          ? error.message.replace(/^API Error: /, '')
          : TOOL_REQUEST_TEXT.failureFallback;
      toast({ title: TOOL_REQUEST_TEXT.failureTitle, description: message, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const set = (name: keyof Draft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [name]: e.target.value }));
    if (errors[name]) setErrors((found) => ({ ...found, [name]: undefined }));
  };
  const invalid = (name: keyof Draft) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};
  const errorText = (name: keyof Draft) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className={styles.fieldError}>
        {errors[name]}
      </span>
    ) : null;

  return (
    <div className={styles.root} data-part="tool-requests">
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending} aria-label="Request a tool">
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-name`}>
            Tool name
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            className={styles.control}
            value={draft.name}
            onChange={set('name')}
            maxLength={TOOL_REQUEST_LIMITS.name}
            placeholder="e.g. Invoice number generator"
            autoComplete="off"
            {...invalid('name')}
          />
          {errorText('name')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-description`}>
            What should it do?
          </label>
          <textarea
            ref={descriptionRef}
            id={`${id}-description`}
            className={styles.textarea}
            value={draft.description}
            onChange={set('description')}
            maxLength={TOOL_REQUEST_LIMITS.description}
            placeholder="What you put in, what you get out, and what you need it for."
            {...invalid('description')}
          />
          <span className={styles.hint}>
            {draft.description.length.toLocaleString('en')} / {TOOL_REQUEST_LIMITS.description.toLocaleString('en')}
          </span>
          {errorText('description')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-category`}>
            Category
          </label>
          <select
            ref={categoryRef}
            id={`${id}-category`}
            className={styles.control}
            value={draft.category}
            onChange={set('category')}
            {...invalid('category')}
          >
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          {errorText('category')}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={button({ tone: 'primary', size: 'md' })} disabled={sending}>
            {sending ? TOOL_REQUEST_TEXT.sending : TOOL_REQUEST_TEXT.submit}
          </button>
        </div>
      </form>
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className={styles.sectionTitle}>
          {TOOL_REQUEST_TEXT.listTitle}
        </h2>
        {requests.length === 0 ? (
          <p className={styles.empty}>{TOOL_REQUEST_TEXT.empty}</p>
        ) : (
          <ul className={styles.list}>
            {requests.map((r) => (
              <li key={r.id} className={styles.item} data-part="tool-request">
                <div className={styles.itemHead}>
                  <span className={styles.itemName}>{r.name}</span>
                  <span className={styles.status} data-status={r.status}>
                    {TOOL_REQUEST_STATUS_LABELS[r.status] ?? r.status}
                  </span>
                </div>
                <span className={styles.itemMeta}>
                  {labels.get(r.category) ?? r.category} · {dateFormat.format(new Date(r.createdAt))}
                </span>
                <p className={styles.itemDescription}>{r.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
