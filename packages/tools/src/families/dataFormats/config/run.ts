import type { Figure } from '../../../types';
import { JsonValueError, pathKey, tomlFineTimes, toValue, writeJson, type JsonNode } from '../json';
import { dataOperations, dataEngine, fail, lib, ok, sentence, withJson } from '../libraries';

/** The dotted path of the first null (or undefined) in a value, or null if it has none. */
function findNull(value: unknown, path: string): string | null {
  if (value === null || value === undefined) return path;
  if (value instanceof Date || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const found = findNull(v, path === '' ? k : `${path}.${k}`);
    if (found !== null) return found;
  }
  return null;
}

/** `plain` (from JSON text) with the BigInts of `original` put back, so no digit is lost. */
/** The figure for TOML times whose digits past milliseconds could not be kept (see tomlFineTimes). */
function truncatedTimes(shown: string[]): Figure[] | undefined {
  if (shown.length === 0) return undefined;
  return [
    {
      label: 'Cut to milliseconds',
      value: `${shown.join(', ')}: two times in the TOML differ only after the third digit of a second, so these keep milliseconds, as TOML allows.`,
    },
  ];
}

function restoreBigInts(original: unknown, plain: unknown): unknown {
  if (typeof original === 'bigint') return original;
  if (Array.isArray(original) && Array.isArray(plain)) return plain.map((v, i) => restoreBigInts(original[i], v));
  if (original && plain && typeof original === 'object' && typeof plain === 'object' && !(original instanceof Date)) {
    for (const k of Object.keys(plain)) {
      const value = restoreBigInts((original as Record<string, unknown>)[k], (plain as Record<string, unknown>)[k]);
      Object.defineProperty(plain, k, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return plain;
}

const yamlOptions = { indent: 2, lineWidth: 0 } as const;
/**
 * Writing YAML from JSON or TOML: a string is quoted when either YAML 1.2's core schema (the
 * yaml library, yaml-to-json) or YAML 1.1 (PyYAML, older tools) would read it as something else
 * (0o755 and 0x1F as numbers, yes/no/on/off as booleans, 2025-01-15 as a date, ~ as null, << as
 * a merge key), so every string reads back as the same string.
 */
const yamlWriteOptions = { ...yamlOptions, version: '1.2', compat: 'yaml-1.1' } as const;
/** Reading YAML: << merge keys merge, as PyYAML, Docker Compose and Rails read them. */
const yamlReadOptions = { intAsBigInt: true, merge: true } as const;

/** The kept libraries each tool needs, loaded before it first runs. */
const needs = {
  'json-to-yaml': ['yaml'],
  'yaml-to-json': ['yaml'],
  'yaml-validator': ['yaml'],
  'yaml-formatter': ['yaml'],
  'toml-to-json': ['toml'],
  'json-to-toml': ['toml'],
  'yaml-to-toml': ['yaml', 'toml'],
  'toml-to-yaml': ['yaml', 'toml'],
} as const;

/** Each tool's code, by its row's id (rows.ts). */
export const operations = dataOperations(
  {
    'json-to-yaml': ({ input = '' }) =>
      withJson(input, (tree) => ok(lib('yaml').stringify(toValue(tree), yamlWriteOptions).trimEnd())),
    'yaml-to-json': ({ input = '' }) => {
      if (input.trim() === '') return fail('Enter YAML, such as name: Perch.');
      const docs = lib('yaml').parseAllDocuments(input, yamlReadOptions);
      if (!Array.isArray(docs)) return fail('Enter YAML, such as name: Perch.');
      const bad = docs.flatMap((d) => d.errors)[0];
      if (bad) return fail(`Not valid YAML: ${sentence(bad.message.split('\n')[0]!)}`);
      try {
        const values = docs.map((d) => d.toJS({ maxAliasCount: 1000 }));
        return ok(writeJson(values.length === 1 ? values[0] : values, 2));
      } catch (error) {
        if (error instanceof JsonValueError) return fail(`That YAML has a value JSON cannot hold: ${error.message}.`);
        return fail(`That YAML cannot be read: ${sentence((error as Error).message)}`);
      }
    },
    'yaml-validator': ({ input = '' }) => {
      if (input.trim() === '') return fail('Enter YAML, such as name: Perch.');
      const docs = lib('yaml').parseAllDocuments(input);
      if (!Array.isArray(docs)) return fail('Enter YAML, such as name: Perch.');
      const bad = docs.flatMap((d) => d.errors)[0];
      if (bad) return fail(`Not valid YAML: ${sentence(bad.message.split('\n')[0]!)}`);
      return ok(`Valid YAML: ${docs.length === 1 ? 'one document' : `${docs.length} documents`}.`);
    },
    'yaml-formatter': ({ input = '' }) => {
      if (input.trim() === '') return fail('Enter YAML, such as name: Perch.');
      const docs = lib('yaml').parseAllDocuments(input);
      if (!Array.isArray(docs)) return fail('Enter YAML, such as name: Perch.');
      const bad = docs.flatMap((d) => d.errors)[0];
      if (bad) return fail(`Not valid YAML: ${sentence(bad.message.split('\n')[0]!)}`);
      return ok(docs.map((d) => d.toString(yamlOptions).trimEnd()).join('\n---\n'));
    },
    'toml-to-json': ({ input = '' }) => {
      if (input.trim() === '') return fail('Enter TOML, such as title = "Perch".');
      try {
        const { value, truncated } = tomlFineTimes(input, lib('toml').parse(input, { integersAsBigInt: 'asNeeded' }));
        return ok(writeJson(value, 2), truncatedTimes(truncated));
      } catch (error) {
        if (error instanceof JsonValueError) return fail(`That TOML has a value JSON cannot hold: ${error.message}.`);
        return fail(`Not valid TOML: ${sentence((error as Error).message.split('\n')[0]!)}`);
      }
    },
    'json-to-toml': ({ input = '' }) =>
      withJson(input, (tree) => {
        if (tree.t !== 'object') return fail('TOML needs a JSON object at the top, such as {"title": "Perch"}.');
        const nulls: string[] = [];
        const findNulls = (n: JsonNode, path: string) => {
          if (n.t === 'literal' && n.raw === 'null') nulls.push(path);
          if (n.t === 'object') for (const e of n.entries) findNulls(e.value, pathKey(path, e.key));
          if (n.t === 'array') n.items.forEach((v, i) => findNulls(v, `${path}[${i}]`));
        };
        findNulls(tree, '$');
        if (nulls.length)
          return fail(`TOML has no null: replace or remove the null at ${nulls[0]!.replace(/^\$\.?/, '')}.`);
        try {
          // Integers as BigInt and every other number as a float, so 1.0 stays 1.0 (TOML tells them apart).
          return ok(
            lib('toml')
              .stringify(toValue(tree, true) as Record<string, unknown>, { numbersAsFloat: true })
              .trim(),
          );
        } catch (error) {
          return fail(`That JSON cannot be written as TOML: ${sentence((error as Error).message)}`);
        }
      }),
    'yaml-to-toml': ({ input = '' }) => {
      if (input.trim() === '') return fail('Enter YAML, such as title: Perch.');
      const doc = lib('yaml').parseDocument(input, yamlReadOptions);
      const bad = doc.errors[0];
      if (bad) return fail(`Not valid YAML: ${sentence(bad.message.split('\n')[0]!)}`);
      const value: unknown = doc.toJS({ maxAliasCount: 1000 });
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return fail('TOML needs a mapping at the top, such as title: Perch.');
      const nullAt = findNull(value, '');
      if (nullAt !== null)
        return fail(`TOML has no null: replace or remove the empty value at ${nullAt || 'the top'}.`);
      try {
        // Integers were read as BigInt, so every number left is a float: 1.0 stays 1.0.
        return ok(
          lib('toml')
            .stringify(value as Record<string, unknown>, { numbersAsFloat: true })
            .trim(),
        );
      } catch (error) {
        return fail(`That YAML cannot be written as TOML: ${sentence((error as Error).message)}`);
      }
    },
    'toml-to-yaml': ({ input = '' }) => {
      if (input.trim() === '') return fail('Enter TOML, such as title = "Perch".');
      let value: unknown;
      try {
        value = lib('toml').parse(input, { integersAsBigInt: 'asNeeded' });
      } catch (error) {
        return fail(`Not valid TOML: ${sentence((error as Error).message.split('\n')[0]!)}`);
      }
      const fine = tomlFineTimes(input, value);
      // Dates as their ISO text, as in TOML to JSON (YAML would otherwise write them in UTC).
      const plain = JSON.parse(writeJson(fine.value, 0), (_k, v: unknown) => v) as unknown;
      return ok(
        lib('yaml').stringify(restoreBigInts(fine.value, plain), yamlWriteOptions).trimEnd(),
        truncatedTimes(fine.truncated),
      );
    },
  },
  needs,
);

export const run = dataEngine(operations);
