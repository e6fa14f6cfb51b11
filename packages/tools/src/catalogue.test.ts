/**
 * The whole catalogue, tool by tool (in the spirit of CyberChef's operation tests): ids, names,
 * categories and fields are sound, every example runs and gives exactly its output, and no engine
 * throws on input a person could type.
 */
import { describe, expect, it } from 'vitest';
import { TOOL_CATEGORY_IDS } from './categories';
import { CATALOGUE } from './catalogue';
import { ENGINES, engineKey, FAMILIES, loadEngine } from './families';
import { FILE_ENGINES } from './families/fileEngines';
import { fixedContext, valuesFor } from './run';
import { RENDERER_KINDS, type Engine, type ToolRow } from './types';

/** No family may be more than this share of the catalogue (the catalogue issue's rule). */
const MAX_FAMILY_SHARE = 0.4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('the catalogue', () => {
  it('has unique slug ids and unique names', () => {
    const ids = CATALOGUE.map((t) => t.id);
    expect(ids.filter((id) => !SLUG.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const names = CATALOGUE.map((t) => t.name.toLowerCase());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('files every tool under a known category, family and renderer kind', () => {
    const families = new Set(FAMILIES.map((f) => f.id));
    const bad = CATALOGUE.filter(
      (t) =>
        !TOOL_CATEGORY_IDS.includes(t.category) ||
        !families.has(t.family) ||
        !(t.kind === 'file' ? t.family in FILE_ENGINES : engineKey(t) in ENGINES) ||
        !RENDERER_KINDS.includes(t.kind),
    );
    expect(bad.map((t) => t.id)).toEqual([]);
    for (const family of FAMILIES)
      expect(
        family.tools.every((t) => t.family === family.id),
        family.id,
      ).toBe(true);
    // Every file family has its file engine (value engines: families/registry.test.ts).
    expect(Object.keys(FILE_ENGINES).sort()).toEqual(
      FAMILIES.filter((f) => f.tools.some((t) => t.kind === 'file'))
        .map((f) => f.id)
        .sort(),
    );
  });

  it('describes every tool with an actionable sentence and gives it keywords', () => {
    const bad = CATALOGUE.filter(
      (t) => !/^[A-Z0-9].{8,}[.!?]$/u.test(t.description) || t.name.trim() !== t.name || t.name.length > 60,
    );
    expect(bad.map((t) => `${t.id}: ${t.description}`)).toEqual([]);
  });

  it('gives every tool sound fields and at least one example over them', () => {
    const problems: string[] = [];
    for (const tool of CATALOGUE) {
      const names = tool.fields.map((f) => f.name);
      if (new Set(names).size !== names.length) problems.push(`${tool.id}: repeated field names`);
      for (const key of Object.keys(tool.params))
        if (names.includes(key)) problems.push(`${tool.id}: preset ${key} is also a field`);
      for (const field of tool.fields) {
        if (
          field.type === 'select' &&
          (!field.options?.length ||
            (field.default !== undefined && !field.options.some((o) => o.value === field.default)))
        )
          problems.push(`${tool.id}: select ${field.name} without its default among its options`);
      }
      if (tool.examples.length === 0) problems.push(`${tool.id}: no example`);
      for (const example of tool.examples)
        for (const key of Object.keys(example.input))
          if (!names.includes(key)) problems.push(`${tool.id}: example sets unknown field ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it(`keeps every family to at most ${MAX_FAMILY_SHARE * 100}% of the catalogue`, () => {
    const over = FAMILIES.filter((f) => f.tools.length > MAX_FAMILY_SHARE * CATALOGUE.length).map(
      (f) => `${f.id}: ${f.tools.length} of ${CATALOGUE.length}`,
    );
    expect(over).toEqual([]);
  });
});

const engines = new Map<string, Engine>();
async function engineOf(tool: ToolRow): Promise<Engine> {
  let engine = engines.get(engineKey(tool));
  if (!engine) engines.set(engineKey(tool), (engine = await loadEngine(tool)));
  return engine;
}

/** Inputs a person could type into any field: empty, words, symbols, huge and odd numbers. */
const ODD_VALUES = ['', ' ', 'abc', '-1', '0', '1e308', 'NaN', '💥', '<script>', '{"a":', '9'.repeat(400), '\u0000'];

/** Families of value tools; a file family's examples run on files its own tests make (e.g. families/pdf/fileRun.test.ts). */
// A family split into topic folders has an engine per topic (`{family}/{topic}`), not one under its id: its
// rows are found by their own engine key, so its examples run too.
const VALUE_FAMILIES = FAMILIES.filter((f) => f.tools.some((t) => t.kind !== 'file' && engineKey(t) in ENGINES));

describe.each(VALUE_FAMILIES.map((f) => [f.id, f] as const))('family %s', (_, family) => {
  it.each(family.tools.map((t) => [t.id, t] as const))(
    '%s: its examples give exactly their output',
    async (_, tool) => {
      const engine = await engineOf(tool);
      for (const example of tool.examples) {
        const result = await engine(tool, valuesFor(tool, example.input), fixedContext());
        expect(result, `${tool.id} ${JSON.stringify(example.input)}`).toEqual(
          expect.objectContaining({ ok: true, text: example.output }),
        );
      }
    },
  );

  it('never throws on odd input: every tool answers a result or a sentence', async () => {
    const failures: string[] = [];
    for (const tool of family.tools) {
      const engine = await engineOf(tool);
      for (const field of tool.fields) {
        for (const odd of ODD_VALUES) {
          const values = valuesFor(tool, { ...tool.examples[0]!.input, [field.name]: odd });
          try {
            const result = await engine(tool, values, fixedContext());
            if (!result.ok && !/^\S[\s\S]{8,300}[.!?)]$/u.test(result.error))
              failures.push(
                `${tool.id} ${field.name}=${JSON.stringify(odd)}: unclear error ${JSON.stringify(result.error)}`,
              );
          } catch (error) {
            failures.push(`${tool.id} ${field.name}=${JSON.stringify(odd.slice(0, 20))}: threw ${String(error)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
