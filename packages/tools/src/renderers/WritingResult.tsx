import { useEffect, useId, useRef, useState } from 'react';
import { button, toast } from '@perch/ui';
import { diffSummary, textDiff } from '../families/aiWriting/diff';
import { offlineMethods } from '../families/aiWriting/definitions';
import { changesText, MAIN_FIELD, writingPrompt } from '../families/aiWriting/prompts';
import { runWriting, writingStatus, type WritingBudget, type WritingStatus } from '../families/aiWriting/stream';
import * as styles from './Renderers.css';
import * as w from './Writing.css';
import { Fields } from './Fields';
import type { RendererProps } from './kinds';

type Phase =
  | { state: 'idle' }
  | { state: 'streaming'; text: string; input: string }
  | { state: 'done'; text: string; input: string }
  | { state: 'failed'; text: string; error: string; cancelled: boolean };

/** "32 of 50 runs left today". */
export const budgetWords = (b: WritingBudget) =>
  `${b.runsLeft} of ${b.runsPerDay} ${b.runsPerDay === 1 ? 'run' : 'runs'} left today`;

/**
 * An AI writing tool: the text and options, Run, then the model's answer as it streams with
 * Cancel, Copy, and — for a tool that changes the person's text — what changed. Without a model
 * on the server it says so and sends nothing.
 */
export function StreamRenderer({
  tool,
  values,
  onChange,
  run,
  idPrefix,
  runButton,
  runCount = 0,
  statusSource = writingStatus,
  writingFetch,
  needsService = false,
}: RendererProps & {
  /** Where the server's answer to "is AI writing configured, and what is left today" comes from. */
  statusSource?: () => Promise<WritingStatus | null>;
  /** The fetch a run goes through (the browser's by default). */
  writingFetch?: typeof fetch;
}) {
  const [status, setStatus] = useState<WritingStatus | null | 'loading'>('loading');
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const [budget, setBudget] = useState<WritingBudget | null>(null);
  const controller = useRef<AbortController | null>(null);
  const id = useId();
  const main = tool.fields.filter((f) => f.type === 'textarea');
  const options = tool.fields.filter((f) => !main.includes(f));

  useEffect(() => {
    let live = true;
    void statusSource().then((s) => {
      if (!live) return;
      setStatus(s);
      if (s?.budget) setBudget(s.budget);
    });
    return () => {
      live = false;
      controller.current?.abort();
    };
  }, [statusSource]);

  /** The last press of Run answered: a press while the status is still on its way waits for it. */
  const answered = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a run starts only when Run is pressed (runCount), with the values of that moment
  useEffect(() => {
    if (runCount === answered.current) return;
    // The server said at render that it has no AI service: no need to wait for the status.
    const known = status === 'loading' ? (needsService ? { configured: false, budget: null } : 'loading') : status;
    if (known === 'loading') return;
    answered.current = runCount;
    const built = writingPrompt(tool, values);
    if (!built.ok) return setPhase({ state: 'failed', text: '', error: built.error, cancelled: false });
    // Without the service nothing is sent: the press gets its answer in words, where a result would be.
    if (!known?.configured)
      return setPhase({
        state: 'failed',
        text: '',
        error:
          known === null
            ? 'Could not reach Perch’s AI service. Check your connection and try again.'
            : 'Nothing was sent: AI writing needs the AI service, and this Perch server has not configured one.',
        cancelled: false,
      });
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    const input = values[MAIN_FIELD] ?? '';
    setPhase({ state: 'streaming', text: '', input });
    void runWriting(tool.id, values, {
      signal: mine.signal,
      ...(writingFetch ? { fetch: writingFetch } : {}),
      onText: (text) => setPhase({ state: 'streaming', text, input }),
    }).then((outcome) => {
      if (controller.current !== mine) return;
      if (outcome.budget) setBudget(outcome.budget);
      setPhase((p) =>
        outcome.ok
          ? { state: 'done', text: outcome.text, input }
          : {
              state: 'failed',
              text: 'text' in p ? p.text : '',
              error: outcome.error,
              cancelled: outcome.cancelled ?? false,
            },
      );
    });
  }, [runCount, status]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: `${tool.name}’s answer is on the clipboard.` });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'destructive' });
    }
  };

  const unconfigured = status === 'loading' ? needsService : status !== null && !status.configured;
  const offline = offlineMethods(tool.id);
  const text = phase.state === 'idle' ? '' : phase.text;
  const runs = phase.state === 'done' && changesText(tool) ? textDiff(phase.input, phase.text) : null;

  return (
    <>
      <div className={styles.panel}>
        <Fields fields={main} values={values} onChange={onChange} onSubmitKey={run} idPrefix={idPrefix} />
        {options.length > 0 && (
          <Fields fields={options} values={values} onChange={onChange} onSubmitKey={run} idPrefix={idPrefix} inline />
        )}
        {runButton}
        <p className={w.meta} data-part="privacy">
          What you type is sent to the AI service only when you press Run. Perch keeps counts, never your text.
          {budget && !unconfigured && <> {budgetWords(budget)}.</>}
        </p>
      </div>
      {unconfigured && (
        <div className={w.notice} data-part="unconfigured" role="note">
          <strong>AI writing needs the AI service, and this Perch server has not configured one.</strong>
          <span>
            An admin turns it on by setting <code className={w.code}>OPENAI_API_KEY</code> (and{' '}
            <code className={w.code}>OPENAI_BASE_URL</code> for another OpenAI-compatible service) and restarting the
            server. Until then nothing you type here is sent anywhere.
          </span>
          {offline.length > 0 && (
            <>
              <span>These work in this page with no AI service, and do part of the job:</span>
              <ul className={w.offline} data-part="offline-methods">
                {offline.map((m) => (
                  <li key={m.id}>
                    <a href={`/app/${m.id}`}>{m.name}</a>: {m.part}.
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {status === null && (
        <p role="alert" className={styles.error}>
          Could not ask the server whether AI writing is available. Check your connection and reload the page.
        </p>
      )}
      {phase.state !== 'idle' && (
        <section
          className={styles.panel}
          aria-labelledby={`${id}-result`}
          aria-busy={phase.state === 'streaming'}
          data-part="result"
          data-state={phase.state}
        >
          <div className={styles.outputHead}>
            <h2 id={`${id}-result`} className={styles.outputTitle}>
              {phase.state === 'streaming' ? 'Writing…' : 'Result'}
            </h2>
            <div className={w.buttons}>
              {phase.state === 'streaming' && (
                <button
                  type="button"
                  className={button({ tone: 'ghost', size: 'sm' })}
                  onClick={() => controller.current?.abort()}
                >
                  Cancel
                </button>
              )}
              {text && phase.state !== 'streaming' && (
                <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => void copy(text)}>
                  Copy
                </button>
              )}
            </div>
          </div>
          {phase.state === 'failed' && (
            <p role="alert" className={styles.error} data-part="error">
              {phase.error}
            </p>
          )}
          {text && (
            <output className={w.text} data-part="text" aria-live="polite">
              {text}
            </output>
          )}
          {runs && (
            <div className={w.diff} data-part="diff">
              <h3 className={styles.outputTitle}>What changed · {diffSummary(runs)}</h3>
              <p className={w.text}>
                {runs.map((run, i) =>
                  run.state === 'added' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: runs are rebuilt whole for each answer
                    <ins key={i} className={w.added}>
                      {run.text}
                    </ins>
                  ) : run.state === 'removed' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    <del key={i} className={w.removed}>
                      {run.text}
                    </del>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    <span key={i}>{run.text}</span>
                  ),
                )}
              </p>
            </div>
          )}
        </section>
      )}
    </>
  );
}
