import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { button, toast } from '@perch/ui';
import { recordToolUsage, syncToolUsage } from '@perch/ui/offline';
import { TOOL_CATEGORIES } from '../categories';
import { findTool, type ToolOutput } from '../textTools';
import * as styles from './ToolWorkspace.css';
import { WishlistButton } from './WishlistButton';

export interface ToolWorkspaceProps {
  /** A catalogue tool's id (props stay serialisable, so the page can hydrate it). */
  toolId: string;
  /** The signed-in user: usage is recorded on the device under this id. */
  userId: string;
  wishlisted: boolean;
}

/** Records one use on the device, then syncs it when the device is online (exactly once, by its id). */
async function recordUse(userId: string, toolId: string, durationMs: number): Promise<void> {
  await recordToolUsage({ userId, toolId, action: 'run', durationMs, usedAt: new Date().toISOString() });
  if (navigator.onLine) await syncToolUsage();
}

function Output({ output }: { output: ToolOutput }) {
  const [copied, setCopied] = useState(false);
  if (output.kind === 'error') {
    return (
      <p role="alert" className={styles.error}>
        {output.message}
      </p>
    );
  }
  if (output.kind === 'figures') {
    return (
      <dl className={styles.figures}>
        {output.figures.map((f) => (
          <div key={f.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{f.label}</dt>
            <dd className={styles.figureValue}>{f.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(output.text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: 'Could not copy', description: 'Select the result and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <>
      <pre className={styles.result} data-part="tool-result">
        {output.text}
      </pre>
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={copy}>
          {copied ? 'Copied' : 'Copy result'}
        </button>
      </div>
    </>
  );
}

/**
 * A catalogue tool's page body (/app/{id}): what it does, its input, its result, and the
 * wishlist button. Tools run in the browser, so they work offline; each run is recorded on the
 * device and synced to /api/tool-usage.
 */
export function ToolWorkspace({ toolId, userId, wishlisted }: ToolWorkspaceProps) {
  const tool = findTool(toolId);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState<ToolOutput | null>(null);
  const id = useId();
  if (!tool) return <p role="alert">This tool is not in the catalogue.</p>;
  const categoryLabel = TOOL_CATEGORIES.find((c) => c.id === tool.category)?.label ?? tool.category;

  const run = (event?: FormEvent) => {
    event?.preventDefault();
    const started = performance.now();
    const result = tool.run(input);
    setOutput(result);
    void recordUse(userId, tool.id, Math.round(performance.now() - started)).catch((error: unknown) => {
      console.warn('Perch: tool usage not recorded', error);
    });
  };
  const runOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) run(event);
  };

  return (
    <article className={styles.root} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <span className={styles.category}>{categoryLabel}</span>
          <h1 id={`${id}-title`} className={styles.title}>
            {tool.name}
          </h1>
          <p className={styles.description}>{tool.description}</p>
        </div>
        <WishlistButton toolId={tool.id} toolName={tool.name} initiallyWishlisted={wishlisted} />
      </header>
      <form className={styles.panel} onSubmit={run}>
        <label className={styles.label} htmlFor={`${id}-input`}>
          {tool.inputLabel}
        </label>
        <textarea
          id={`${id}-input`}
          className={styles.input}
          value={input}
          placeholder={tool.example}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={runOnCtrlEnter}
          spellCheck={tool.category === 'writing'}
        />
        <div className={styles.actions}>
          <button type="submit" className={button({ tone: 'primary' })}>
            Run {tool.name}
          </button>
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => setInput(tool.example)}>
            Try the example
          </button>
          <span className={styles.hint}>Ctrl + Enter runs it. Works offline.</span>
        </div>
      </form>
      {output && (
        <section className={styles.panel} aria-labelledby={`${id}-result`} aria-live="polite">
          <div className={styles.outputHead}>
            <h2 id={`${id}-result`} className={styles.outputTitle}>
              Result
            </h2>
          </div>
          <div className={styles.output}>
            <Output output={output} />
          </div>
        </section>
      )}
    </article>
  );
}
