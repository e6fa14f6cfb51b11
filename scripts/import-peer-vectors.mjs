/**
 * Brings other projects' operation test cases into Perch as data (issue #37): CyberChef's
 * `tests/operations/tests/*.mjs` and IT-Tools' `src/tools/**\/*.test.ts`, read from their git
 * mirrors (`fetch github:gchq/CyberChef`, `fetch github:CorentinTh/it-tools`). Each case is kept as
 * facts (input, their arguments, expected output, source file and test name); a case whose
 * operation Perch offers is mapped to a Perch tool id and its field values. Nothing of their code
 * or prose is copied: their test files are only evaluated here, with stand-ins for their test
 * harness, to read the cases they register.
 *
 *   npx node scripts/import-peer-vectors.mjs [cyberchef-git-dir] [it-tools-git-dir]
 *
 * writes packages/tools/src/peer-vectors/cases.json (then `npx biome check --write` it), which
 * peer-vectors.test.ts runs. Run it by hand when the mirrors move. The mappings, and the reasons
 * where Perch deliberately differs or is known to be wrong, live in peerMappings.mjs beside this
 * script (NOTES: rules matched on a case's source file, test name, tool and values), so they
 * survive a re-run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { asBytes, CYBERCHEF, IT_TOOLS, NOTES } from './peerMappings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [cyberchefDir = '/work/.mirror/gchq+CyberChef/repo', itToolsDir = '/work/.mirror/CorentinTh+it-tools/repo'] =
  process.argv.slice(2);

const git = (dir, ...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
const filesOf = (dir, pattern) =>
  git(dir, 'ls-tree', '-r', 'HEAD', '--name-only')
    .split('\n')
    .filter((path) => pattern.test(path));

/** An inline snapshot's string as the value it stands for: quoted, indented, with \" and \\ escaped. */
function fromSnapshot(snapshot) {
  const lines = snapshot
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  const body = lines.map((l) => l.slice(indent)).join('\n');
  const unquoted = /^".*"$/s.test(body) ? body.slice(1, -1) : body;
  return unquoted.replace(/\\(["\\])/g, '$1');
}

/** CyberChef: each test file registers {name, input, expectedOutput, recipeConfig}; a stand-in register keeps them. */
async function cyberchefCases(work) {
  const registered = [];
  globalThis.__peerRegister = registered;
  mkdirSync(join(work, 'tests/lib'), { recursive: true });
  mkdirSync(join(work, 'tests/operations/tests'), { recursive: true });
  writeFileSync(
    join(work, 'tests/lib/TestRegister.mjs'),
    'const add = (file) => (tests) => { for (const t of tests) globalThis.__peerRegister.push({ ...t, file: globalThis.__peerFile }); };\n' +
      'export default { addTests: (t) => add()(t), addApiTests: () => {} };\n',
  );
  const skipped = [];
  // A few test files read shared samples or a helper of CyberChef's own: bring those files too.
  for (const path of filesOf(cyberchefDir, /^(tests\/samples\/[^/]+|src\/core\/lib\/(Base32|Extract|Bacon))\.mjs$/)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), git(cyberchefDir, 'show', `HEAD:${path}`));
  }
  for (const path of filesOf(cyberchefDir, /^tests\/operations\/tests\/[^/]+\.mjs$/)) {
    const target = join(work, path);
    writeFileSync(target, git(cyberchefDir, 'show', `HEAD:${path}`));
    globalThis.__peerFile = path;
    try {
      await import(pathToFileURL(target).href);
    } catch (error) {
      skipped.push(`${path}: ${String(error.message).split('\n')[0]}`);
    }
  }
  return { cases: registered, skipped };
}

/**
 * IT-Tools: vitest files calling their own functions. Their imports become recorders (a call
 * returns {fn, args}), and `expect(recorded).toBe(expected)` keeps the pair as a case.
 */
async function itToolsCases(work) {
  const cases = [];
  const skipped = [];
  for (const path of filesOf(itToolsDir, /^src\/tools\/.*\.test\.ts$/)) {
    let source = git(itToolsDir, 'show', `HEAD:${path}`);
    source = source.replace(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';?/g, (_, type, names, from) =>
      type ? '' : from === 'vitest' ? `const {${names}} = __harness;` : `const {${names}} = __recorders;`,
    );
    source = source.replace(
      /import\s+(\w+)\s+from\s+'([^']+)';?/g,
      (_, name) => `const ${name} = __recorders.${name};`,
    );
    const code = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const target = join(work, path.replaceAll('/', '_').replace(/\.ts$/, '.mjs'));
    writeFileSync(target, `const { __harness, __recorders } = globalThis.__peerIt;\n${code}`);
    const names = [];
    const record = (actual, kind, expected) => {
      if (actual && typeof actual === 'object' && '__fn' in actual)
        cases.push({ file: path, name: names.join(' › '), fn: actual.__fn, args: actual.args, kind, expected });
    };
    const matchers = (actual) => {
      const value = typeof actual === 'function' ? safely(actual) : actual;
      const m = {
        toBe: (e) => record(value, 'equal', e),
        toEqual: (e) => record(value, 'equal', e),
        toStrictEqual: (e) => record(value, 'equal', e),
        eql: (e) => record(value, 'equal', e),
        equal: (e) => record(value, 'equal', e),
        toThrow: (e) => record(value, 'throws', e === undefined ? true : String(e)),
        toThrowError: (e) => record(value, 'throws', e === undefined ? true : String(e)),
        toMatchInlineSnapshot: (e) => record(value, 'equal', typeof e === 'string' ? fromSnapshot(e) : e),
        toMatchSnapshot: () => {},
        toBeDefined: () => {},
        toHaveLength: () => {},
      };
      return new Proxy(m, {
        get: (target, key) => (key in target ? target[key] : key === 'not' ? proxyNoop() : matchers(actual)),
      });
    };
    const proxyNoop = () => new Proxy(() => proxyNoop(), { get: () => proxyNoop(), apply: () => proxyNoop() });
    const safely = (f) => {
      try {
        return f();
      } catch {
        return undefined;
      }
    };
    const block = (name, fn) => {
      names.push(name);
      try {
        fn?.();
      } finally {
        names.pop();
      }
    };
    const describe = Object.assign(block, { each: () => block, skip: () => {}, only: block });
    const recorders = new Proxy(
      {},
      {
        get:
          (_, fn) =>
          (...args) => ({ __fn: String(fn), args }),
      },
    );
    globalThis.__peerIt = {
      __harness: { describe, it: describe, test: describe, expect: matchers },
      __recorders: recorders,
    };
    try {
      await import(pathToFileURL(target).href);
    } catch (error) {
      skipped.push(`${path}: ${String(error.message).split('\n')[0]}`);
    }
  }
  return { cases, skipped };
}

const work = mkdtempSync(join(tmpdir(), 'peer-vectors-'));
try {
  const chef = await cyberchefCases(work);
  const it = await itToolsCases(work);
  const out = [];
  const tally = {
    cyberchef: { found: chef.cases.length, mapped: 0, bytesOnly: 0 },
    itTools: { found: it.cases.length, mapped: 0 },
  };
  for (const c of chef.cases) {
    const steps = c.recipeConfig ?? [];
    if (steps.length !== 1 || typeof c.expectedOutput !== 'string' || typeof c.input !== 'string') continue;
    const { op, args = [] } = steps[0];
    for (const map of CYBERCHEF[op] ?? []) {
      const values = map(c.input, args, c.expectedOutput);
      if (!values) continue;
      const bytes = asBytes(values, c.expectedOutput);
      if (!bytes) {
        tally.cyberchef.bytesOnly++;
        break;
      }
      const { tool, expected = c.expectedOutput, compare, refused, ...fields } = bytes;
      out.push({
        source: 'CyberChef',
        file: c.file,
        name: c.name,
        operation: op,
        args,
        tool,
        values: fields,
        expected,
        ...(compare ? { compare } : {}),
        ...(refused ? { refused } : {}),
      });
      tally.cyberchef.mapped++;
      break;
    }
  }
  for (const c of it.cases) {
    for (const map of IT_TOOLS[c.fn] ?? []) {
      const values = map(c.args, c.expected, c.kind);
      if (!values) continue;
      const { tool, expected = c.expected, compare, refused = c.kind === 'throws', ...fields } = values;
      out.push({
        source: 'IT-Tools',
        file: c.file,
        name: c.name,
        operation: c.fn,
        args: c.args,
        tool,
        values: fields,
        expected,
        ...(compare ? { compare } : {}),
        ...(refused ? { refused } : {}),
      });
      tally.itTools.mapped++;
      break;
    }
  }
  for (const c of out) {
    const note = NOTES.find((rule) => rule.applies(c))?.note ?? {};
    Object.assign(c, note, typeof note.perch === 'function' ? { perch: note.perch(c) } : {});
  }
  const file = join(root, 'packages/tools/src/peer-vectors/cases.json');
  mkdirSync(dirname(file), { recursive: true });
  const sources = {
    cyberchef: {
      repository: 'github.com/gchq/CyberChef',
      commit: git(cyberchefDir, 'rev-parse', 'HEAD').trim(),
      licence: 'Apache-2.0',
    },
    itTools: {
      repository: 'github.com/CorentinTh/it-tools',
      commit: git(itToolsDir, 'rev-parse', 'HEAD').trim(),
      licence: 'GPL-3.0',
    },
  };
  writeFileSync(file, `${JSON.stringify({ sources, tally, cases: out }, null, 2)}\n`);
  console.log(JSON.stringify(tally), `→ ${file}`);
  if (process.env.VERBOSE) {
    const ops = {};
    for (const c of chef.cases) for (const s of c.recipeConfig ?? []) ops[s.op] = (ops[s.op] ?? 0) + 1;
    console.log('CyberChef ops:', JSON.stringify(ops));
    const fns = {};
    for (const c of it.cases) fns[c.fn] = (fns[c.fn] ?? 0) + 1;
    console.log('IT-Tools functions:', JSON.stringify(fns));
    console.log('skipped files:', [...chef.skipped, ...it.skipped].join('\n'));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
