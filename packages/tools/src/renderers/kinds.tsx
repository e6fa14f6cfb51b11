import type { ReactNode } from 'react';
import type { RendererKind, ToolResult, ToolRow } from '../types';
import * as styles from './Renderers.css';
import { Fields } from './Fields';
import { CheckRenderer } from './CheckResult';
import { Result } from './Result';
import { StreamRenderer } from './WritingResult';

/** What the workspace hands every renderer. */
export interface RendererProps {
  tool: ToolRow;
  values: Readonly<Record<string, string>>;
  onChange(name: string, value: string): void;
  run(): void;
  result: ToolResult | null;
  idPrefix: string;
  /** The run button (its label depends on the kind). */
  runButton: ReactNode;
  /** How many times Run was pressed: a kind that runs on the server (stream) starts a run when it grows. */
  runCount?: number;
  /** The server has no AI service for this tool (kind 'stream'): it says so from the first paint. */
  needsService?: boolean;
}

/** Text in, text out: the text area first and wide, options beside each other under it. */
function TextRenderer({ tool, values, onChange, run, result, idPrefix, runButton }: RendererProps) {
  const main = tool.fields.filter((f) => f.type === 'textarea' || f.name === 'input');
  const options = tool.fields.filter((f) => !main.includes(f));
  return (
    <>
      <div className={styles.panel}>
        <Fields fields={main} values={values} onChange={onChange} onSubmitKey={run} idPrefix={idPrefix} />
        {options.length > 0 && (
          <Fields fields={options} values={values} onChange={onChange} onSubmitKey={run} idPrefix={idPrefix} inline />
        )}
        {runButton}
      </div>
      {result && <ResultPanel tool={tool} result={result} idPrefix={idPrefix} />}
    </>
  );
}

/** A value between two units: the value, then the answer in large type with its formula. */
function ConvertRenderer({ tool, values, onChange, run, result, idPrefix, runButton }: RendererProps) {
  return (
    <div className={styles.convert}>
      <div className={styles.panel}>
        <Fields fields={tool.fields} values={values} onChange={onChange} onSubmitKey={run} idPrefix={idPrefix} inline />
        {runButton}
      </div>
      {result && <ResultPanel tool={tool} result={result} idPrefix={idPrefix} />}
    </div>
  );
}

/** A form of numbers and choices: a grid of fields, then the answer and its breakdown. */
function FormRenderer({ tool, values, onChange, run, result, idPrefix, runButton }: RendererProps) {
  return (
    <>
      <div className={styles.panel}>
        <Fields fields={tool.fields} values={values} onChange={onChange} onSubmitKey={run} idPrefix={idPrefix} inline />
        {runButton}
      </div>
      {result && <ResultPanel tool={tool} result={result} idPrefix={idPrefix} />}
    </>
  );
}

/** Options, then Generate: each press gives a fresh result. */
function GenerateRenderer(props: RendererProps) {
  return <FormRenderer {...props} />;
}

/** Colours in, colours out: the answer with its swatches. */
function ColourRenderer(props: RendererProps) {
  return <FormRenderer {...props} />;
}

function ResultPanel({ tool, result, idPrefix }: { tool: ToolRow; result: ToolResult; idPrefix: string }) {
  return (
    <section className={styles.panel} aria-labelledby={`${idPrefix}-result`} aria-live="polite">
      <h2 id={`${idPrefix}-result`} className={styles.outputTitle}>
        Result
      </h2>
      <Result result={result} kind={tool.kind} toolName={tool.name} />
    </section>
  );
}

/** Value tools' renderers; a file tool ('file') is laid out by renderers/file/FileTool.tsx. */
export const RENDERERS: Record<Exclude<RendererKind, 'file'>, (props: RendererProps) => ReactNode> = {
  text: TextRenderer,
  convert: ConvertRenderer,
  form: FormRenderer,
  generate: GenerateRenderer,
  colour: ColourRenderer,
  stream: StreamRenderer,
  check: CheckRenderer,
};

/** The run button's words for each kind. */
export function runLabel(kind: RendererKind, toolName: string): string {
  return kind === 'generate'
    ? 'Generate'
    : kind === 'convert'
      ? 'Convert'
      : kind === 'check'
        ? 'Check'
        : `Run ${toolName}`;
}
