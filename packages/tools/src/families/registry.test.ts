/**
 * The registries are the folders: every family folder's rows are in the catalogue, every row has
 * code that runs it, and no code is left without a row. (families/index.ts and engines.ts glob the
 * folders; this test is what fails when a folder is half added.)
 */
import { describe, expect, it } from 'vitest';
import type { ToolRow } from '../types';
import { ENGINES, engineKey, FAMILIES } from '.';
import { FILE_ENGINES } from './fileEngines';

/** Every engine module, loaded: what it exports besides `run` (its `operations`, when it names them). */
const engineModules = import.meta.glob<{ operations?: Readonly<Record<string, unknown>> }>(
  ['./*/run.ts', './*/*/run.ts'],
  { eager: true },
);
const definitionFiles = Object.keys(import.meta.glob('./*/definitions.ts'));
/** The source of every family's code (tests aside), to check how it is laid out. */
const sources = import.meta.glob<string>(['./*/*.ts', './*/*/*.ts', '!**/*.test.ts', '!**/*.test-support.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** A module's length limit in a family split into topics (the catalogue issue's ~300 lines). */
const MAX_LINES = 300;
const allRows: readonly ToolRow[] = FAMILIES.flatMap((f) => f.tools);
/** Rows run by a value engine (engines.ts); a file tool's family has a file engine (fileEngines.ts) instead. */
const rows = allRows.filter((t) => t.kind !== 'file');

describe('the catalogue registries', () => {
  it('takes in every family folder once, in order', () => {
    expect(FAMILIES.map((f) => `./${f.id}/definitions.ts`).sort()).toEqual([...definitionFiles].sort());
    const orders = FAMILIES.flatMap((f) => (f.order === undefined ? [] : [f.order]));
    expect(orders.filter((o, i) => orders.indexOf(o) !== i)).toEqual([]);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('has an engine for every row, and a row for every engine', () => {
    const keys = new Set(Object.keys(ENGINES));
    expect(rows.filter((t) => !keys.has(engineKey(t))).map((t) => `${t.id}: no ${engineKey(t)}`)).toEqual([]);
    const used = new Set(rows.map(engineKey));
    expect([...keys].filter((key) => !used.has(key))).toEqual([]);
    // A file tool's family has its file engine, and a file engine its file tools.
    const fileFamilies = new Set(allRows.filter((t) => t.kind === 'file').map((t) => t.family));
    expect(Object.keys(FILE_ENGINES).sort()).toEqual([...fileFamilies].sort());
  });

  it('gives every row an operation its engine handles, and every operation a row', () => {
    const problems: string[] = [];
    for (const [path, module] of Object.entries(engineModules)) {
      const key = path.slice(2, -'/run.ts'.length);
      if (!module.operations) continue;
      const served = rows.filter((t) => engineKey(t) === key);
      // A topic's operations are keyed by tool id; a whole family's by its rows' params.operation.
      const names = new Set(served.map((t) => (t.topic ? t.id : (t.params.operation ?? ''))));
      const handled = new Set(Object.keys(module.operations));
      for (const name of names) if (!handled.has(name)) problems.push(`${key}: no operation for ${name}`);
      for (const name of handled) if (!names.has(name)) problems.push(`${key}: operation ${name} has no row`);
    }
    expect(problems).toEqual([]);
  });

  it('sets a row’s topic only where its topic folder has code', () => {
    const topics = rows.filter((t) => t.topic !== undefined);
    expect(topics.filter((t) => !(`${t.family}/${t.topic}` in ENGINES)).map((t) => t.id)).toEqual([]);
  });

  it(`keeps a family split into topics to modules of at most ${MAX_LINES} lines, finding code by row, not by operation name`, () => {
    const split = new Set(rows.filter((t) => t.topic !== undefined).map((t) => t.family));
    const problems: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      if (!split.has(path.split('/')[1]!)) continue;
      const lines = source.split('\n').length;
      if (lines > MAX_LINES) problems.push(`${path}: ${lines} lines`);
      if (/params\.operation|switch \(op\b|OPERATIONS\[/.test(source))
        problems.push(`${path}: looks code up by operation name`);
    }
    expect(problems).toEqual([]);
  });
});
