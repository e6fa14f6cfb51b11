/**
 * Parooty's knowledge of the tools lives on the rows (`ask`): parooty/ holds the language and no
 * tool. These tests fail when a parooty source file names a catalogue tool, when a row's phrasing
 * does not compile or fills a field the row does not have, and when a kind of request Parooty
 * recognises has no row to offer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue';
import { ASK_KINDS, ASK_READERS } from '../types';
import { intentMatches } from './intents';
import { rowsFor } from './phrases';

const HERE = new URL('./', import.meta.url);

/** Every TypeScript source under parooty/ that is not a test. */
function sources(dir: URL): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sources(new URL(`${entry.name}/`, dir));
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const url = new URL(entry.name, dir);
    return [{ path: url.pathname.slice(HERE.pathname.length), text: readFileSync(url, 'utf8') }];
  });
}

/** The string literals of a source ('…', "…" and `…` without a substitution). */
function literals(text: string): string[] {
  return [...text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
}

describe("Parooty's knowledge of the tools is on the rows", () => {
  const ids = new Set(CATALOGUE.map((t) => t.id));

  it('no parooty source names a catalogue tool', () => {
    const files = sources(HERE);
    expect(files.length).toBeGreaterThan(5);
    const named = files.flatMap(({ path, text }) =>
      literals(text)
        .filter((literal) => ids.has(literal))
        .map((id) => `${path}: '${id}'`),
    );
    expect(named).toEqual([]);
  });

  it('the check sees an id written in a parooty source', () => {
    expect(literals("const x = findTool('square-root-calculator');").filter((l) => ids.has(l))).toEqual([
      'square-root-calculator',
    ]);
  });

  it('every phrasing on a row compiles and fills only the row’s own fields', () => {
    const problems: string[] = [];
    let phrasings = 0;
    for (const tool of CATALOGUE) {
      const names = new Set(tool.fields.map((f) => f.name));
      for (const phrase of tool.ask?.says ?? []) {
        phrasings += 1;
        try {
          new RegExp(phrase.pattern.replace(/\{(num|money|percent|list|date)\}/g, '(\\d+)'), 'iu');
        } catch (error) {
          problems.push(`${tool.id}: ${(error as Error).message}`);
        }
        for (const field of Object.keys(phrase.fill ?? {}))
          if (!names.has(field)) problems.push(`${tool.id}: fills '${field}', not one of its fields`);
        if (phrase.read && !(ASK_READERS as readonly string[]).includes(phrase.read))
          problems.push(`${tool.id}: no reader '${phrase.read}'`);
      }
    }
    expect(problems).toEqual([]);
    expect(phrasings).toBeGreaterThan(80);
  });

  it('every kind of request Parooty recognises has a row to offer, best first', () => {
    expect(ASK_KINDS.filter((kind) => rowsFor(kind).length === 0)).toEqual([]);
    for (const kind of ASK_KINDS) {
      const ranks = rowsFor(kind).map((t) => t.ask!.for![kind]!);
      expect(ranks, kind).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(ranks).size, `${kind}: two rows share a place`).toBe(ranks.length);
    }
  });

  it('a phrasing on a row is what opens its tool, with its fields filled', () => {
    const [first] = intentMatches('what is the square root of 1,444');
    expect(first).toMatchObject({ values: { input: '1444' }, complete: true, asked: 'the square root of 1,444' });
    const tool = CATALOGUE.find((t) => t.id === first!.id)!;
    expect(tool.ask?.says?.some((p) => /square root/.test(p.pattern))).toBe(true);
  });

  it('the phrasing that reads more of the question comes first', () => {
    const found = intentMatches('geometric mean of 2 and 8').map((m) => m.id);
    const geometric = CATALOGUE.find((t) => t.ask?.says?.some((p) => p.pattern.includes('geometric mean')))!;
    expect(found[0]).toBe(geometric.id);
    expect(found.length).toBeGreaterThan(1);
  });
});
