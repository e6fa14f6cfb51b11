import { writeParts } from '../money/format';
import { useMoney } from '../money/useMoney';
import type { TextPart, ToolExample, ToolRow } from '../types';
import { exampleFileLabel } from './exampleFiles';
import * as styles from './ToolWorkspace.css';

/** An answer shown in full up to this many characters, then cut with an ellipsis. */
export const EXAMPLE_ANSWER_MAX = 140;

/**
 * A catalogue example as a reader scans it: each input on a line of its own ("Number: 995"), a
 * value of several lines (an ingredient list, TOML) under its label with its line breaks kept,
 * then the answer after an arrow, its lines lined up. Phrasing content only, so it can sit inside
 * the button that tries the example (the tool page) or in a plain list (a locked Pro tool's page).
 * With `parts` (the answer's sums of money marked), amounts are written as results write them:
 * "Monthly payment: $2,022.62", in the person's currency and locale. An AI writing tool's example
 * shows its inputs only: its recorded output is what Perch asks the AI service (the prompt its
 * test checks), not an answer anyone would get.
 */
export function ExampleSummary({
  tool,
  example,
  parts,
}: {
  tool: Pick<ToolRow, 'fields' | 'kind'>;
  example: ToolExample;
  parts?: readonly TextPart[] | null;
}) {
  const money = useMoney();
  const output = parts ? writeParts(parts, money.format) : example.output;
  const answer = output.length > EXAMPLE_ANSWER_MAX ? `${output.slice(0, EXAMPLE_ANSWER_MAX)}…` : output;
  return (
    <>
      <span className={styles.exampleIn}>
        {example.files && (
          <span className={styles.exampleField}>Files: {example.files.map(exampleFileLabel).join(', ')}</span>
        )}
        {tool.fields
          .filter((f) => example.input[f.name] !== undefined)
          .map((f) => {
            const value = example.input[f.name]!;
            return (
              <span key={f.name} className={styles.exampleField}>
                {f.label}: <span className={value.includes('\n') ? styles.exampleLines : undefined}>{value}</span>
              </span>
            );
          })}
      </span>
      {tool.kind !== 'stream' && (
        <span className={styles.exampleOut}>
          <span>→</span>
          <span className={styles.exampleAnswer}>{answer}</span>
        </span>
      )}
    </>
  );
}
