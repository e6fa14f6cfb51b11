import { incrementPersonProperty, trackProductEvent } from '@perch/ui/analytics';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { button } from '@perch/ui';
import { recordToolUsage, syncToolUsage } from '@perch/ui/offline';
import { NEEDS_AI_SERVICE, NEEDS_AI_SERVICE_TITLE } from '../browse/marks';
import { TOOL_CATEGORIES } from '../categories';
import { loadEngine as engineOf } from '../families/engines';
import { FileTool } from '../renderers/file/FileTool';
import { RENDERERS, runLabel } from '../renderers/kinds';
import { defaultValues, platformContext, runTool } from '../run';
import { sharedLink } from '../sharedLink';
import { takeSubmittedRun } from './submittedRun';
import { valuesInDom } from './typedValues';
import { currencyForLocale, DEFAULT_LOCALE } from '../money/currency';
import { FirstMoney } from '../money/useMoney';
import type { Engine, TextPart, ToolResult, ToolRow } from '../types';
import { ExampleSummary } from './ExampleSummary';
import * as styles from './ToolWorkspace.css';
import { FavouriteButton, WishlistButton } from './ToolListButton';

export interface ToolWorkspaceProps {
  /** The catalogue row (plain data, so the page can hydrate it). */
  tool: ToolRow;
  /** The signed-in user: usage is recorded on the device under this id. */
  userId: string;
  wishlisted: boolean;
  /** Whether the tool is one of the user's favourites (pinned first on /tools). */
  favourite?: boolean;
  /** Values from the page's URL (`?value=5`): filled in and run at once, so a shared link shows its result. */
  initialValues?: Readonly<Record<string, string>>;
  /**
   * The result of `initialValues`, worked out by the server (`linkResult`) when it reads the same
   * everywhere: shown from the first paint, and not run again once live (its use is still recorded
   * once). Absent, a link's inputs run when the form goes live.
   */
  initialResult?: ToolResult | null;
  /**
   * The locale the server drew amounts in (the request's Accept-Language); the device's own
   * locale and remembered currency apply once live.
   */
  moneyLocale?: string;
  /** Each example's answer with its sums of money marked (the engine's own `parts`), so it is written as results are; null where it has none. */
  exampleParts?: readonly (readonly TextPart[] | null)[];
  /** An AI writing tool on a server with no AI service: marked "Needs the AI service" (the server knows). */
  needsService?: boolean;
}

/**
 * Whether this page says "Works offline.": only once a service worker controls it, which it does
 * after its install kept every engine and the catalogue (site/sw), so the claim is true when shown
 * (#40). Before that — a first visit, Storybook, a browser without service workers — it says the
 * tool runs in the browser, which is always true.
 */
function useKeptOffline(): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!workers) return;
    const check = () => setKept(Boolean(workers.controller));
    check();
    workers.addEventListener('controllerchange', check);
    return () => workers.removeEventListener('controllerchange', check);
  }, []);
  return kept;
}

/** Records one use on the device, then syncs it when the device is online (exactly once, by its id). */
async function recordUse(userId: string, toolId: string, durationMs: number): Promise<void> {
  await recordToolUsage({ userId, toolId, action: 'run', durationMs, usedAt: new Date().toISOString() });
  if (navigator.onLine) await syncToolUsage();
}

/** Keeps the inputs in the address bar, so the result can be shared or bookmarked. */
function writeUrl(tool: ToolRow, values: Readonly<Record<string, string>>): void {
  const url = sharedLink(tool, values, new URL(window.location.href));
  if (url) window.history.replaceState(window.history.state, '', url);
}

/**
 * A catalogue tool's page body (/app/{id}): what it does, its inputs (laid out by its kind's
 * renderer), its result, examples to try, and the favourite and wishlist buttons. The family's engine loads on
 * its own, so the page carries only that family's code; tools run in the browser and work
 * offline. Each run is recorded on the device and synced to /api/tool-usage.
 */
export function ToolWorkspace({
  tool,
  userId,
  wishlisted,
  favourite = false,
  initialValues = {},
  initialResult = null,
  moneyLocale = DEFAULT_LOCALE,
  exampleParts,
  needsService = false,
}: ToolWorkspaceProps) {
  const given = Object.fromEntries(
    tool.fields.filter((f) => typeof initialValues[f.name] === 'string').map((f) => [f.name, initialValues[f.name]!]),
  );
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...defaultValues(tool.fields), ...given }));
  const [result, setResult] = useState<ToolResult | null>(initialResult);
  const firstMoney = useMemo(() => ({ locale: moneyLocale, currency: currencyForLocale(moneyLocale) }), [moneyLocale]);
  const [engineError, setEngineError] = useState(false);
  /** A run is under way (the family's engine may still be loading). */
  const [busy, setBusy] = useState(false);
  const keptOffline = useKeptOffline();
  /** Runs asked for by a kind that runs on the server (stream): its renderer sends them. */
  const [runCount, setRunCount] = useState(0);
  /** What the person types goes to a server only when they press Run (AI writing). */
  const onServer = tool.kind === 'stream';
  const engine = useRef<Promise<Engine> | null>(null);
  const id = useId();
  const categoryLabel = TOOL_CATEGORIES.find((c) => c.id === tool.category)?.label ?? tool.category;

  const loadEngine = () => {
    engine.current ??= engineOf(tool);
    return engine.current;
  };

  const execute = async (current: Record<string, string>, record: boolean) => {
    let run: Engine;
    setBusy(true);
    try {
      run = await loadEngine();
    } catch (error) {
      console.error('Perch: tool engine did not load', error);
      engine.current = null;
      setEngineError(true);
      setBusy(false);
      return;
    }
    setEngineError(false);
    const started = performance.now();
    const outcome = await runTool(run, tool, current, platformContext());
    setBusy(false);
    setResult(outcome);
    writeUrl(tool, current);
    if (record) recordRun(Math.round(performance.now() - started), outcome.ok);
  };

  const recordRun = (durationMs: number, ok: boolean) => {
    trackProductEvent('tool_used', { tool_id: tool.id, category: tool.category, duration_ms: durationMs, ok });
    incrementPersonProperty('tools_used', 1);
    void recordUse(userId, tool.id, durationMs).catch((error: unknown) => {
      console.warn('Perch: tool usage not recorded', error);
    });
  };

  // A link that carries inputs (shared, or from Parooty) shows its result at once; otherwise the
  // engine is fetched in the background so the first run is instant.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later changes run only when the person asks
  useEffect(() => {
    // A file tool has no value engine to fetch and no link inputs to run: it waits for files.
    if (tool.kind === 'file') return;
    // The page hydrates this form on its first touch: what was typed or chosen before then is
    // in the controls (React keeps it) but not yet in state. Take it, so nothing typed is lost.
    const typed = valuesInDom(tool, id, values);
    if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }));
    // Sent before the page was live (the person pressed Run): their run, recorded as one.
    const submitted = takeSubmittedRun(tool.id);
    // A tool that sends the text to the AI service runs only when its Run button is pressed: here,
    // or before the page was live (the form sent, `submitted`), which is the person's press too.
    if (onServer) {
      if (submitted) setRunCount(1);
      return;
    }
    // A result shown from a link's inputs is a use, counted once for this page view (as a run sent
    // before the page was live is); what the person changes afterwards counts only when they run it.
    // Drawn by the server (the link's result): on screen already, so it is only recorded. What
    // was typed before the form went live waits, as any change does, for Run.
    if (initialResult && !submitted) {
      recordRun(0, initialResult.ok);
      void loadEngine().catch(() => {});
    } else if (submitted || Object.keys(given).length > 0) void execute(values, true);
    else void loadEngine().catch(() => {});
    // Once, on mount: later changes run only when the person asks.
  }, []);

  const run = (event?: FormEvent) => {
    event?.preventDefault();
    if (onServer) setRunCount((n) => n + 1);
    else void execute(values, true);
  };
  const change = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const tryExample = (input: Record<string, string>) => {
    setValues({ ...defaultValues(tool.fields), ...input });
    setResult(null);
  };

  const Renderer = tool.kind === 'file' ? null : RENDERERS[tool.kind];
  const runButton = (
    <div className={styles.actions}>
      <button type="submit" className={button({ tone: 'primary' })}>
        {runLabel(tool.kind, tool.name)}
      </button>
      <button
        type="button"
        className={button({ tone: 'ghost', size: 'sm' })}
        onClick={() => tryExample(tool.examples[0]!.input)}
      >
        Try the example
      </button>
      <span className={styles.hint} aria-live="polite">
        {busy
          ? 'Working…'
          : `${tool.fields.some((f) => f.type === 'textarea') ? 'Ctrl + Enter runs it. ' : ''}${onServer ? 'Runs on Perch’s AI service.' : keptOffline ? 'Works offline.' : 'Runs in your browser.'}`}
      </span>
    </div>
  );

  return (
    <FirstMoney.Provider value={firstMoney}>
      <article className={styles.root} aria-labelledby={`${id}-title`} data-kind={tool.kind}>
        <header className={styles.header}>
          <div className={styles.titleBlock}>
            <span className={styles.category}>
              {categoryLabel}
              {needsService && (
                <span className={styles.serviceMark} title={NEEDS_AI_SERVICE_TITLE} data-part="needs-service">
                  {NEEDS_AI_SERVICE}
                </span>
              )}
            </span>
            <h1 id={`${id}-title`} className={styles.title}>
              {tool.name}
            </h1>
            <p className={styles.description}>{tool.description}</p>
          </div>
          <div className={styles.listButtons}>
            <FavouriteButton toolId={tool.id} toolName={tool.name} initiallyFavourite={favourite} />
            <WishlistButton toolId={tool.id} toolName={tool.name} initiallyWishlisted={wishlisted} />
          </div>
        </header>
        {tool.kind === 'file' || !Renderer ? (
          <FileTool
            tool={tool}
            values={values}
            onChange={change}
            idPrefix={id}
            onRan={(outcome, durationMs) => recordRun(durationMs, outcome.ok)}
          />
        ) : (
          <>
            {/* Until the page is live, Run posts the form; the server answers with the page that runs it and records the run (site/pages/app/[id].astro). */}
            <form className={styles.body} method="post" onSubmit={run} noValidate aria-busy={busy}>
              <Renderer
                tool={tool}
                values={values}
                onChange={change}
                run={() => run()}
                result={result}
                idPrefix={id}
                runButton={runButton}
                runCount={runCount}
                needsService={needsService}
              />
            </form>
          </>
        )}
        {engineError && (
          <p role="alert" className={styles.error}>
            This tool could not load. Check your connection and press {runLabel(tool.kind, tool.name)} again.
          </p>
        )}
        <section aria-labelledby={`${id}-examples`} className={styles.examples}>
          <h2 id={`${id}-examples`} className={styles.outputTitle}>
            Examples
          </h2>
          <ul className={styles.exampleList}>
            {tool.examples.map((example, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tool's examples are fixed data, never reordered
              <li key={i}>
                <button type="button" className={styles.example} onClick={() => tryExample(example.input)}>
                  <ExampleSummary tool={tool} example={example} parts={exampleParts?.[i]} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </FirstMoney.Provider>
  );
}
