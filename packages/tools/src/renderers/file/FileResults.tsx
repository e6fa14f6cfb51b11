import { button, toast } from '@perch/ui';
import { useEffect, useMemo, useState } from 'react';
import type { PageFile, PageResult } from '../../fileTypes';
import { fileStem } from '../imageFile';
import * as ws from '../Renderers.css';
import { comparesSizes, extensionLabel, previewed, sizeChange, sizeLabel } from './fileList';
import * as styles from './FileTool.css';

interface Download {
  file: PageFile;
  url: string;
}

/** Object URLs for the results' Blobs (made in the worker), revoked when the results go. */
function useDownloads(
  files: readonly PageFile[],
  archive: Blob | undefined,
): { downloads: Download[]; zip: string | null } {
  const made = useMemo(() => {
    const downloads = files.map((file) => ({ file, url: URL.createObjectURL(file.blob) }));
    const zip = archive ? URL.createObjectURL(archive) : null;
    return { downloads, zip };
  }, [files, archive]);
  useEffect(
    () => () => {
      for (const d of made.downloads) URL.revokeObjectURL(d.url);
      if (made.zip) URL.revokeObjectURL(made.zip);
    },
    [made],
  );
  return made;
}

const NO_FILES: readonly PageFile[] = [];

/** A result's preview: the image itself when it is one (PDF → JPG's pages), else its extension. */
function Thumb({ file, url }: Download) {
  if (previewed(file.type))
    return <img className={styles.thumbImage} src={url} alt="" loading="lazy" decoding="async" />;
  return (
    <span className={styles.thumb} aria-hidden="true">
      {extensionLabel(file.name)}
    </span>
  );
}

/** Text read from the files (OCR): shown as it was read, with Copy. */
function ReadText({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <div className={ws.output}>
      <pre className={ws.result} data-part="read-text">
        {text}
      </pre>
      <div className={ws.actions}>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={copy}>
          {copied ? 'Copied' : 'Copy text'}
        </button>
      </div>
    </div>
  );
}

/** A run's outcome: its sentence, figures, each file with its size and Download, "Download all" as a ZIP, and what was skipped. */
export function FileResults({
  result,
  inputSize,
  inputTypes = [],
  idPrefix,
  toolName,
}: {
  result: PageResult;
  inputSize: number;
  /** The chosen files' types: before/after sizes are compared only when the results are of the same kind (not PDF → JPG). */
  inputTypes?: readonly string[];
  idPrefix: string;
  toolName: string;
}) {
  const files = result.ok ? result.files : NO_FILES;
  // A size change means something where the file stays what it was (merge, compress, resize), not across kinds.
  const sameKind = comparesSizes(
    inputTypes,
    files.map((f) => f.type),
  );
  const { downloads, zip } = useDownloads(files, result.ok ? result.archive : undefined);
  const total = files.reduce((n, f) => n + f.size, 0);
  return (
    <section className={ws.panel} aria-labelledby={`${idPrefix}-result`}>
      <h2 id={`${idPrefix}-result`} className={ws.outputTitle}>
        Result
      </h2>
      {result.ok ? (
        <p className={ws.result} data-part="tool-result">
          {result.text}
        </p>
      ) : (
        <p className={ws.error} role="alert" data-part="tool-error">
          {result.error}
        </p>
      )}
      {result.ok && result.output && <ReadText text={result.output} />}
      {result.ok && result.problems && result.problems.length > 0 && (
        <>
          <p className={styles.muted}>Skipped:</p>
          <ul className={styles.problems} data-part="file-problems">
            {result.problems.map((p) => (
              <li key={p.name}>{p.error}</li>
            ))}
          </ul>
        </>
      )}
      {result.ok && result.swatches && result.swatches.length > 0 && (
        <ul className={ws.swatches} aria-label="Colours" data-part="swatches">
          {result.swatches.map((colour, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour, and the list is drawn anew each run
            <li key={`${colour}-${i}`} className={ws.swatch} style={{ background: colour }} title={colour}>
              <span className={ws.swatchLabel}>{colour}</span>
            </li>
          ))}
        </ul>
      )}
      {result.ok && result.figures && result.figures.length > 0 && (
        <dl className={ws.figureList}>
          {result.figures.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a result's figures are fixed once made
            <div key={i} className={ws.figureRow}>
              <dt className={ws.figureLabel}>{f.label}</dt>
              <dd className={ws.figureRowValue}>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {downloads.length > 0 && (
        <>
          <p className={styles.muted}>
            {downloads.length === 1 ? '1 file' : `${downloads.length} files`}, {sizeLabel(total)}
            {sameKind && ` (from ${sizeLabel(inputSize)}, ${sizeChange(inputSize, total)})`}
          </p>
          <ul className={styles.list} data-part="file-results">
            {downloads.map(({ file, url }) => (
              <li key={url} className={styles.item}>
                <Thumb file={file} url={url} />
                <span className={styles.itemText}>
                  <span className={styles.name} title={file.name}>
                    {file.name}
                  </span>
                  <span className={styles.muted}>{sizeLabel(file.size)}</span>
                </span>
                <a
                  className={button({ tone: 'secondary', size: 'sm' })}
                  href={url}
                  download={file.name}
                  aria-label={`Download ${file.name}`}
                >
                  Download
                </a>
              </li>
            ))}
          </ul>
          {zip && (
            <div>
              <a className={button({ tone: 'primary' })} href={zip} download={`${fileStem(toolName)}.zip`}>
                Download all (ZIP)
              </a>
            </div>
          )}
        </>
      )}
    </section>
  );
}
