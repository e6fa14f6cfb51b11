import { announce, button } from '@perch/ui';
import { type ClipboardEvent, type DragEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import type { FileProblem, PageFile, PageResult } from '../../fileTypes';
import { defaultValues } from '../../run';
import type { ToolRow } from '../../types';
import { makeExampleFiles, makeThumbnail, prepareFileWorker, runFileTool } from '../../workers/runFileTool';
import * as ws from '../Renderers.css';
import { Fields } from '../Fields';
import { FileResults } from './FileResults';
import { extensionLabel, moved, PRIVACY_NOTE, PROGRESS_AFTER_MS, previewed, sizeLabel } from './fileList';
import * as styles from './FileTool.css';

const isPdf = (file: PageFile) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

interface Item {
  key: number;
  file: PageFile;
}

/**
 * A chosen file's preview: an image shows itself (an object URL of the page's own Blob, so nothing
 * is copied or encoded; revoked when the file goes), a PDF its first page drawn small in the file
 * worker, or, when it cannot be opened, the sentence saying why; anything else shows its extension.
 */
function usePreview(file: PageFile, thumbnailer: typeof makeThumbnail) {
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    const stop = new AbortController();
    if (previewed(file.type)) {
      made = URL.createObjectURL(file.blob);
      setUrl(made);
    } else if (isPdf(file)) {
      void thumbnailer(file, stop.signal).then((drawn) => {
        if (!live || drawn === '') return;
        if (typeof drawn === 'string') setProblem(drawn);
        else {
          made = URL.createObjectURL(drawn);
          setUrl(made);
        }
      });
    }
    return () => {
      live = false;
      stop.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
      setProblem(null);
    };
  }, [file, thumbnailer]);
  return { url, problem };
}

/** One chosen file: its preview, name and size (or why it cannot be opened), and its buttons. */
function ItemBody({ file, thumbnailer }: { file: PageFile; thumbnailer: typeof makeThumbnail }) {
  const { url, problem } = usePreview(file, thumbnailer);
  return (
    <>
      {url ? (
        <img
          className={styles.thumbImage}
          src={url}
          alt={isPdf(file) ? `First page of ${file.name}` : ''}
          decoding="async"
          data-part="file-thumbnail"
        />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          {extensionLabel(file.name)}
        </span>
      )}
      <span className={styles.itemText}>
        <span className={styles.name} title={file.name}>
          {file.name}
        </span>
        <span className={styles.muted}>{sizeLabel(file.size)}</span>
        {problem && (
          <span className={styles.muted} data-part="file-thumbnail-problem">
            {problem}
          </span>
        )}
      </span>
    </>
  );
}

export interface FileToolProps {
  tool: ToolRow;
  values: Readonly<Record<string, string>>;
  onChange(name: string, value: string): void;
  idPrefix: string;
  /** Runs the engine; by default in the file worker. Stories may give their own. */
  runner?: typeof runFileTool;
  /** Told after each run (for usage records). */
  onRan?(result: PageResult, durationMs: number): void;
  /** Makes the example's files; by default in the file worker, as Blobs. Stories may give their own. */
  exampleMaker?: typeof makeExampleFiles;
  /** Draws a chosen PDF's first page; by default in the file worker. */
  thumbnailer?: typeof makeThumbnail;
}

/**
 * The file renderer: a drop zone (also a file picker, and paste), the files in order (drag, or Move
 * up / Move down where order matters), the tool's options, Run with a progress bar and Cancel for
 * slow work, and the results with sizes and downloads. The bytes stay in the page and its worker.
 */
/**
 * The file tools' worker and library are not fetched ahead (they are large): the service worker
 * keeps them the first time a file tool runs (#40), which is what this line says.
 */
const RUNS_HERE = 'Runs in this page, and offline after its first use.';

export function FileTool({
  tool,
  values,
  onChange,
  idPrefix,
  runner = runFileTool,
  onRan,
  exampleMaker = makeExampleFiles,
  thumbnailer = makeThumbnail,
}: FileToolProps) {
  const accept = tool.accept!;
  const [items, setItems] = useState<Item[]>([]);
  const [refused, setRefused] = useState<FileProblem[]>([]);
  const [over, setOver] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const [showProgress, setShowProgress] = useState(false);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<PageResult | null>(null);
  const [chosen, setChosen] = useState<{ size: number; types: readonly string[] }>({ size: 0, types: [] });
  const nextKey = useRef(1);
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => controller.current?.abort(), []);
  // Files chosen: start the file worker and load the engine while the person sets options, so Run
  // waits only for the work (a runner of the stories' own needs no worker).
  const prepare = () => {
    if (runner === runFileTool) prepareFileWorker(tool.family, tool.params.op);
  };

  const add = (list: readonly File[]) => {
    const chosen = accept.multiple ? list : list.slice(0, 1);
    const tooBig = chosen.filter((f) => f.size > accept.maxBytes);
    // A File is a Blob: the page keeps the handle and the worker reads the bytes, so adding a
    // 100 MB file costs the main thread nothing.
    const fresh = chosen
      .filter((f) => f.size <= accept.maxBytes)
      .map((f) => ({ key: nextKey.current++, file: { name: f.name, type: f.type, size: f.size, blob: f } }));
    setItems((current) => (accept.multiple ? [...current, ...fresh] : fresh));
    setRefused(
      tooBig.map((f) => ({
        name: f.name,
        error: `${f.name} is ${sizeLabel(f.size)}: the limit is ${sizeLabel(accept.maxBytes)} a file.`,
      })),
    );
    setResult(null);
    if (fresh.length > 0) {
      prepare();
      announce(`Added ${fresh.map((i) => i.file.name).join(', ')}.`);
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    setItems(moved(items, from, to));
    announce(`${items[from]!.file.name} is now number ${to + 1} of ${items.length}.`);
  };
  const removeAt = (index: number) => {
    announce(`Removed ${items[index]!.file.name}.`);
    setItems(items.filter((_, i) => i !== index));
  };

  const run = async (event?: FormEvent) => {
    event?.preventDefault();
    if (running) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setProgress(0);
    setResult(null);
    const files = items.map((i) => i.file);
    setChosen({ size: files.reduce((n, f) => n + f.size, 0), types: files.map((f) => f.type) });
    const timer = setTimeout(() => setShowProgress(true), PROGRESS_AFTER_MS);
    const started = performance.now();
    const outcome = await runner(tool, files, values, { onProgress: setProgress, signal: abort.signal });
    clearTimeout(timer);
    setShowProgress(false);
    setRunning(false);
    setResult(outcome);
    announce(outcome.ok ? outcome.text : outcome.error);
    onRan?.(outcome, Math.round(performance.now() - started));
  };

  /** The first example: its sample files made here, its values filled in. */
  const tryExample = async () => {
    const example = tool.examples[0];
    if (!example?.files) return;
    const files = await exampleMaker(tool.family, example.files);
    if (!files) {
      announce('The example could not be made. Add your own files instead.');
      return;
    }
    const defaults = defaultValues(tool.fields);
    for (const field of tool.fields) onChange(field.name, example.input[field.name] ?? defaults[field.name]!);
    setItems(files.map((file) => ({ key: nextKey.current++, file })));
    prepare();
    setRefused([]);
    setResult(null);
    announce(`Added the example's files: ${files.map((f) => f.name).join(', ')}.`);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (dragging === null && event.dataTransfer.files.length > 0) add([...event.dataTransfer.files]);
  };
  const paste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length > 0) {
      event.preventDefault();
      add([...event.clipboardData.files]);
    }
  };

  const many = accept.multiple ? 'files' : 'a file';
  return (
    <form className={styles.root} onSubmit={run} onPaste={paste} noValidate aria-busy={running}>
      <section
        className={styles.zone}
        aria-labelledby={`${idPrefix}-zone`}
        data-part="drop-zone"
        data-state={over ? 'over' : 'idle'}
        onDragOver={(e) => {
          if (dragging !== null) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <span id={`${idPrefix}-zone`} className={styles.zoneTitle}>
          Drop {many} here, paste, or
        </span>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => input.current?.click()}>
          Choose {accept.multiple ? 'files' : 'a file'}
        </button>
        <input
          ref={input}
          id={`${idPrefix}-files`}
          className={styles.hiddenInput}
          type="file"
          accept={accept.types}
          multiple={accept.multiple}
          tabIndex={-1}
          aria-label={`Choose ${accept.label}`}
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <span className={styles.muted}>{accept.label}</span>
      </section>
      <p className={styles.privacy} data-part="privacy">
        {PRIVACY_NOTE}
      </p>
      {refused.length > 0 && (
        <ul className={styles.problems} role="alert">
          {refused.map((p) => (
            <li key={p.name}>{p.error}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <section aria-labelledby={`${idPrefix}-list`}>
          <h2 id={`${idPrefix}-list`} className={ws.outputTitle}>
            {accept.ordered ? 'Files, in order' : 'Files'}
          </h2>
          <ol className={styles.list} data-part="file-list">
            {items.map((item, index) => (
              <li
                key={item.key}
                className={styles.item}
                data-part="file-item"
                data-state={dragging === index ? 'dragging' : 'idle'}
                draggable={accept.ordered}
                onDragStart={(e) => {
                  setDragging(index);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(e) => {
                  if (dragging !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  e.stopPropagation();
                  move(dragging, index);
                  setDragging(null);
                }}
              >
                <ItemBody file={item.file} thumbnailer={thumbnailer} />
                <span className={styles.itemButtons}>
                  {accept.ordered && (
                    <>
                      <button
                        type="button"
                        className={button({ tone: 'ghost', size: 'sm' })}
                        aria-label={`Move ${item.file.name} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={button({ tone: 'ghost', size: 'sm' })}
                        aria-label={`Move ${item.file.name} down`}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        ↓
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={button({ tone: 'ghost', size: 'sm' })}
                    aria-label={`Remove ${item.file.name}`}
                    onClick={() => removeAt(index)}
                  >
                    ✕
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {tool.fields.length > 0 && (
        <Fields
          fields={tool.fields}
          values={values}
          onChange={onChange}
          onSubmitKey={() => void run()}
          idPrefix={idPrefix}
          inline
        />
      )}
      <div className={ws.actions}>
        {/* aria-disabled, not disabled: a disabled button loses focus, so a keyboard user who ran
            the tool would be sent back to the top of the page (and when the run ended before the
            next frame, it kept it: the look of the page depended on the worker's speed). */}
        <button type="submit" className={button({ tone: 'primary' })} aria-disabled={running || undefined}>
          {tool.name}
        </button>
        <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => void tryExample()}>
          Try the example
        </button>
        {!showProgress && <span className={ws.hint}>{items.length === 0 ? `Add ${many} to start.` : RUNS_HERE}</span>}
      </div>
      {showProgress && (
        <div className={styles.progress} data-part="progress">
          <label htmlFor={`${idPrefix}-progress`} className={styles.muted}>
            Working… {Math.round(progress * 100)} %
          </label>
          <progress id={`${idPrefix}-progress`} className={styles.bar} value={progress} max={1} />
          <div>
            <button
              type="button"
              className={button({ tone: 'secondary', size: 'sm' })}
              onClick={() => controller.current?.abort()}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {result && (
        <FileResults
          result={result}
          inputSize={chosen.size}
          inputTypes={chosen.types}
          idPrefix={idPrefix}
          toolName={tool.name}
        />
      )}
    </form>
  );
}
