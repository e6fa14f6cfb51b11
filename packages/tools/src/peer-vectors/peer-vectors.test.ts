/**
 * Other projects' test vectors, run through Perch (issue #37): CyberChef's and IT-Tools' operation
 * cases for every operation Perch also offers, as data in cases.json (written by
 * scripts/import-peer-vectors.mjs from their repositories; see `sources` there for the commits).
 *
 * - A plain case passes when Perch's answer is their expected output, compared as `compare` says
 *   (COMPARE below) when the two differ only in form.
 * - `refused`: their operation gives an error (or nothing); Perch must answer with a sentence.
 * - `differs`: Perch deliberately answers otherwise, for the recorded reason: `perch` is its
 *   answer, or `refused` / `compare` say how it answers.
 * - `knownWrong`: Perch is wrong here today (what is wrong is recorded); the test asserts that it
 *   still fails, so the fix flips it and whoever fixes it removes the mark.
 */
import { describe, expect, it } from 'vitest';
import { findTool } from '../catalogue';
import { loadEngine } from '../families/engines';
import { fixedContext, valuesFor } from '../run';
import data from './cases.json';

interface PeerCase {
  source: string;
  file: string;
  name: string;
  operation: string;
  tool: string;
  values: Record<string, string>;
  expected: unknown;
  compare?: keyof typeof COMPARE;
  refused?: boolean;
  differs?: string;
  perch?: string;
  knownWrong?: string;
}

// JSON's inferred types are a union of every case's shape; the test checks each case against its tool below.
const cases = data.cases as unknown as PeerCase[];

/** Perch's answer as a person reads it: the text, or "ERROR <the sentence shown>". */
async function answer(c: PeerCase): Promise<string> {
  const tool = findTool(c.tool);
  if (!tool) throw new Error(`no tool ${c.tool}`);
  const result = await (await loadEngine(tool))(tool, valuesFor(tool, c.values), fixedContext());
  return result.ok ? result.text : `ERROR ${result.error}`;
}

const lines = (s: string) => s.replaceAll('\r\n', '\n').replace(/\n+$/, '');
const json = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return Symbol('not JSON');
  }
};

/** How an answer agrees with theirs when the two differ only in form (the case's `differs` says why). */
const COMPARE = {
  /** Their function returns a flag; Perch's sentence starts by saying which. */
  startsWith: (got: string, they: string) => got.startsWith(they),
  ignoreCase: (got: string, they: string) => got.toLowerCase() === they.toLowerCase(),
  /** Line ends (CRLF or LF) and a final line break aside. */
  lines: (got: string, they: string) => lines(got) === lines(they),
  /** The same JSON value, however indented. */
  json: (got: string, they: string) => JSON.stringify(json(got)) === JSON.stringify(json(they)),
  /** Their JSON, as Perch indents it, is part of Perch's answer. */
  containsJson: (got: string, they: string) => got.includes(JSON.stringify(json(they), null, 2)),
};

function agrees(c: PeerCase, got: string): boolean {
  if (c.refused) return got.startsWith('ERROR ');
  return c.compare ? COMPARE[c.compare](got, String(c.expected)) : got === String(c.expected);
}

describe('peer vectors', () => {
  it('are mapped to tools Perch has, with field values those tools take', () => {
    const problems: string[] = [];
    for (const c of cases) {
      const tool = findTool(c.tool);
      if (!tool) {
        problems.push(`${c.file} ${c.name}: no tool ${c.tool}`);
        continue;
      }
      for (const [name, value] of Object.entries(c.values)) {
        const field = tool.fields.find((f) => f.name === name);
        if (!field) problems.push(`${c.file} ${c.name}: ${c.tool} has no field ${name}`);
        else if (field.options && !field.options.some((o) => o.value === value))
          problems.push(`${c.file} ${c.name}: ${c.tool} ${name} has no option ${value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  for (const source of [...new Set(cases.map((c) => c.source))]) {
    describe(source, () => {
      for (const [index, c] of cases.entries()) {
        if (c.source !== source) continue;
        const title = `${c.file.split('/').pop()} › ${c.name} (#${index}, ${c.tool})`;
        if (c.knownWrong) {
          it(`${title}: still wrong (${c.knownWrong})`, async () => {
            expect(agrees(c, await answer(c))).toBe(false);
          });
        } else if (c.differs && c.perch !== undefined) {
          it(`${title}: differs on purpose (${c.differs})`, async () => {
            expect(await answer(c)).toBe(c.perch);
          });
        } else if (c.differs) {
          it(`${title}: differs in form (${c.differs})`, async () => {
            const got = await answer(c);
            expect(agrees(c, got), `Perch: ${JSON.stringify(got)}\nthey: ${JSON.stringify(c.expected)}`).toBe(true);
          });
        } else {
          it(title, async () => {
            const got = await answer(c);
            expect(agrees(c, got), `Perch: ${JSON.stringify(got)}\nthey: ${JSON.stringify(c.expected)}`).toBe(true);
          });
        }
      }
    });
  }
});
