import { useEffect, useId, useState } from 'react';
import { button } from '@perch/ui';
import type { TextFinding, ToolResult } from '../types';
import { accept, type Checked, pieces } from './checkMarks';
import * as styles from './Renderers.css';
import * as c from './Check.css';
import { Fields } from './Fields';
import { Result } from './Result';
import type { RendererProps } from './kinds';

/** What each check is called beside its finding. */
const RULE_LABELS: Readonly<Record<string, string>> = {
  spelling: 'Spelling',
  passive: 'Passive voice',
  repeated: 'Repeated word',
  readability: 'Hard to read',
  simpler: 'Simpler word',
};

/**
 * A checker (spelling, style): the text, Check, then the text again with each finding marked in
 * place and numbered, and the list of findings with their replacements — one click puts one in
 * the text (and the marks move with it).
 */
export function CheckRenderer({ tool, values, onChange, run, result, idPrefix, runButton }: RendererProps) {
  const id = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    setChecked(result?.ok && result.findings ? result.findings : null);
    setSaid('');
  }, [result]);

  const take = (finding: TextFinding, suggestion: string) => {
    if (!checked) return;
    const next = accept(checked, finding, suggestion);
    setChecked(next);
    onChange('input', next.source);
    setSaid(`Replaced “${checked.source.slice(finding.start, finding.end)}” with “${suggestion}”.`);
  };

  const current = checked !== null && checked.source === (values.input ?? '');
  return (
    <>
      <div className={styles.panel}>
        <Fields fields={tool.fields} values={values} onChange={onChange} onSubmitKey={run} idPrefix={idPrefix} />
        {runButton}
        <p className={c.meta}>Checked in this page: your text is not sent anywhere.</p>
      </div>
      {result && (
        <section className={styles.panel} aria-labelledby={`${id}-result`} data-part="result">
          <h2 id={`${id}-result`} className={styles.outputTitle}>
            Result
          </h2>
          {!result.ok ? (
            <p role="alert" className={styles.error}>
              {result.error}
            </p>
          ) : (
            <>
              <CheckedText checked={current ? checked : null} result={result} onAccept={take} />
              {/* The findings as one text, to copy into a message or a ticket (what the examples check). */}
              <details className={c.report} data-part="report">
                <summary>The findings as text, to copy</summary>
                <Result result={result} kind={tool.kind} toolName={tool.name} />
              </details>
            </>
          )}
          {checked && !current && (
            <p className={c.meta} data-part="stale">
              The text has changed since it was checked. Run the check again to mark it.
            </p>
          )}
          <p className={c.meta} role="status" data-part="said">
            {said}
          </p>
        </section>
      )}
    </>
  );
}

function CheckedText({
  checked,
  result,
  onAccept,
}: {
  checked: Checked | null;
  result: Extract<ToolResult, { ok: true }>;
  onAccept(finding: TextFinding, suggestion: string): void;
}) {
  if (!checked) return null;
  const count = checked.items.length;
  if (count === 0)
    return <p data-part="summary">{result.findings?.items.length ? 'Nothing left to fix.' : result.text}</p>;
  return (
    <>
      <p data-part="summary">
        {count} {count === 1 ? 'thing' : 'things'} to look at, marked in your text.
      </p>
      <p className={c.text} data-part="marked">
        {pieces(checked).map((piece, i) => {
          const word = piece.over.find((f) => f.rule !== 'readability');
          const sentence = piece.over.some((f) => f.rule === 'readability');
          const numbers = piece.ends.map((n) => (
            <sup key={n} className={c.number} aria-hidden="true">
              {n}
            </sup>
          ));
          const inner = word ? (
            <mark className={c.word} data-rule={word.rule} title={word.message}>
              {piece.text}
            </mark>
          ) : (
            piece.text
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are cut anew from each text
            <span key={i} className={sentence ? c.sentence : undefined}>
              {inner}
              {numbers}
            </span>
          );
        })}
      </p>
      <ol className={c.list} aria-label="Findings" data-part="findings">
        {checked.items.map((finding, n) => (
          <li key={`${finding.start}-${finding.end}-${finding.rule}`} className={c.item} data-rule={finding.rule}>
            <span className={c.number}>{n + 1}</span>
            <div className={c.itemBody}>
              <span className={c.rule}>{RULE_LABELS[finding.rule] ?? finding.rule}</span>
              <span>{finding.message}</span>
              {finding.suggestions.length > 0 && (
                <div className={c.suggestions}>
                  {finding.suggestions.map((s) => (
                    <button
                      key={s}
                      type="button"
                      className={button({ tone: 'ghost', size: 'sm' })}
                      onClick={() => onAccept(finding, s)}
                      aria-label={`Use “${s}” for “${checked.source.slice(finding.start, finding.end)}”`}
                    >
                      Use “{s}”
                    </button>
                  ))}
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
