import { useId, useMemo, useState } from 'react';
import { button, toast } from '@perch/ui';
import { CURRENCIES, currencyLabel } from '../money/currency';
import { writeParts } from '../money/format';
import { type Money, useMoney } from '../money/useMoney';
import type { RendererKind, ToolResult } from '../types';
import { ImageActions } from './ImageActions';
import * as styles from './Renderers.css';
import { ScheduleResult } from './ScheduleResult';

/** Up to six figures of at most 12 characters each show as tiles. */
const tiles = (figures: readonly { value: string }[]) =>
  figures.length <= 6 && figures.every((f) => f.value.length <= 12);

/** A result as every kind shows it: the answer (copyable), its figures, an image or swatches; or why not. */
export function Result({ result, kind, toolName }: { result: ToolResult; kind: RendererKind; toolName: string }) {
  const [copied, setCopied] = useState(false);
  const money = useMoney();
  const id = useId();
  if (!result.ok) {
    return (
      <p role="alert" className={styles.error}>
        {result.error}
      </p>
    );
  }
  // Sums of money in the person's currency and locale; the rest as the engine wrote it.
  const text = result.parts ? writeParts(result.parts, money.format) : result.text;
  const figures = result.figures?.map((f) => ({
    label: f.label,
    value: f.parts ? writeParts(f.parts, money.format) : f.value,
  }));
  const hasMoney = Boolean(result.parts || result.schedule || result.figures?.some((f) => f.parts));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
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
    (kind === 'convert' || kind === 'form' || kind === 'colour') && !text.includes('\n') && text.length <= 60;
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
          {text}
        </p>
      ) : (
        <pre className={styles.result} data-part="tool-result">
          {text}
        </pre>
      )}
      {figures && figures.length > 0 && (
        // A few short figures read best as tiles; a longer breakdown as a list of label and value.
        <dl className={tiles(figures) ? styles.figures : styles.figureList}>
          {figures.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: figures may share a label, and the list is drawn anew each run
            <div key={`${f.label}-${i}`} className={tiles(figures) ? styles.figure : styles.figureRow}>
              <dt className={styles.figureLabel}>{f.label}</dt>
              <dd className={tiles(figures) ? styles.figureValue : styles.figureRowValue}>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={copy}>
          {copied ? 'Copied' : result.svg ? 'Copy text' : 'Copy result'}
        </button>
        {result.svg && <ImageActions svg={result.svg} name={toolName} />}
        {hasMoney && <CurrencyChoice money={money} id={`${id}-currency`} />}
      </div>
      {result.schedule && <ScheduleResult schedule={result.schedule} money={money} idPrefix={id} />}
    </div>
  );
}

/** The currency amounts are written in: for every money tool on this device, remembered. */
function CurrencyChoice({ money, id }: { money: Money; id: string }) {
  const options = useMemo(
    () => CURRENCIES.map((code) => ({ code, label: currencyLabel(code, money.locale) })),
    [money.locale],
  );
  return (
    <span className={styles.currency}>
      <label htmlFor={id} className={styles.hint}>
        Currency
      </label>
      <select
        id={id}
        className={styles.currencySelect}
        value={money.currency}
        onChange={(e) => money.setCurrency(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
