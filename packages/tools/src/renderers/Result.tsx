import { useState } from 'react';
import { button, toast } from '@perch/ui';
import type { RendererKind, ToolResult } from '../types';
import { ImageActions } from './ImageActions';
import * as styles from '../workspace/ToolWorkspace.css';

/** Up to six figures of at most 12 characters each show as tiles. */
const tiles = (figures: readonly { value: string }[]) =>
  figures.length <= 6 && figures.every((f) => f.value.length <= 12);

/** A result as every kind shows it: the answer (copyable), its figures, an image or swatches; or why not. */
export function Result({ result, kind, toolName }: { result: ToolResult; kind: RendererKind; toolName: string }) {
  const [copied, setCopied] = useState(false);
  if (!result.ok) {
    return (
      <p role="alert" className={styles.error}>
        {result.error}
      </p>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the result and copy it yourself.',
        variant: 'destructive',
      });
    }
  };
  // A short one-line answer (a converted value, a payment, a ratio) is shown large; text as text.
  const headline =
    (kind === 'convert' || kind === 'form' || kind === 'colour') &&
    !result.text.includes('\n') &&
    result.text.length <= 60;
  return (
    <div className={styles.output}>
      {result.swatches && result.swatches.length > 0 && (
        <ul className={styles.swatches} aria-label="Colours">
          {result.swatches.map((colour, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour, and the list is drawn anew each run
            <li key={`${colour}-${i}`} className={styles.swatch} style={{ background: colour }} title={colour}>
              <span className={styles.swatchLabel}>{colour}</span>
            </li>
          ))}
        </ul>
      )}
      {result.svg && (
        <img
          className={styles.image}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(result.svg)}`}
          alt={`${toolName} result`}
        />
      )}
      {headline ? (
        <p className={styles.headline} data-part="tool-result">
          {result.text}
        </p>
      ) : (
        <pre className={styles.result} data-part="tool-result">
          {result.text}
        </pre>
      )}
      {result.figures && result.figures.length > 0 && (
        // A few short figures read best as tiles; a longer breakdown as a list of label and value.
        <dl className={tiles(result.figures) ? styles.figures : styles.figureList}>
          {result.figures.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: figures may share a label, and the list is drawn anew each run
            <div key={`${f.label}-${i}`} className={tiles(result.figures!) ? styles.figure : styles.figureRow}>
              <dt className={styles.figureLabel}>{f.label}</dt>
              <dd className={tiles(result.figures!) ? styles.figureValue : styles.figureRowValue}>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={copy}>
          {copied ? 'Copied' : result.svg ? 'Copy text' : 'Copy result'}
        </button>
        {result.svg && <ImageActions svg={result.svg} name={toolName} />}
      </div>
    </div>
  );
}
