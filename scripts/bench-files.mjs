// File tools' figures (issue 39), printed by `npm run bench` (never asserted): the PDF engine
// (pdf-lib, the code the page's worker runs) against poppler-utils on the same generated files —
// merge 10 PDFs of 100 pages (pdfunite) and split a 500-page PDF into single pages (pdfseparate),
// each the median of 3 runs, with Perch's time as a ratio to native. Timed in Node: the engine has
// no DOM, and Node runs it on the same V8 as Chromium; the worker's transfer is not included.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { ROOT } from './server-process.mjs';
import { workspaceSource } from '../site/integrations/workspace-source.mjs';

const RUNS = 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const vite = await createServer({
  root: ROOT,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  plugins: [workspaceSource()],
  optimizeDeps: { noDiscovery: true, include: [] },
});
const dir = mkdtempSync(join(tmpdir(), 'perch-bench-files-'));
try {
  const { makePdf } = await vite.ssrLoadModule('/packages/tools/src/families/pdf/fixtures.ts');
  const { run } = await vite.ssrLoadModule('/packages/tools/src/families/pdf/fileRun.ts');
  const { FAMILIES } = await vite.ssrLoadModule('/packages/tools/src/families/index.ts');
  const { fixedContext } = await vite.ssrLoadModule('/packages/tools/src/run.ts');
  const hasPoppler = spawnSync('pdfunite', ['-v']).status === 0;

  const tens = await Promise.all(Array.from({ length: 10 }, (_, i) => makePdf(`part-${i + 1}.pdf`, 100)));
  const big = await makePdf('big.pdf', 500);
  for (const f of [...tens, big]) writeFileSync(join(dir, f.name), f.bytes);

  const time = async (fn) => {
    const ms = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await fn();
      ms.push(performance.now() - start);
    }
    return median(ms);
  };
  const engine = (op, files) => async () => {
    const result = await run({ id: op, params: { op } }, files, {}, fixedContext(), () => {});
    if (!result.ok) throw new Error(result.error);
  };
  const native = (cmd, args) => async () => {
    const r = spawnSync(cmd, args, { cwd: dir });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  };
  const rows = [];
  const bench = async (task, perch, nativeName, nativeRun) => {
    const p = await time(perch);
    const n = hasPoppler ? await time(nativeRun) : null;
    rows.push({
      task,
      'Perch (ms)': Math.round(p),
      native: nativeName,
      'native (ms)': n === null ? 'missing' : Math.round(n),
      ratio: n === null ? '-' : `${(p / n).toFixed(2)}×`,
    });
  };
  await bench(
    'merge 10 × 100-page PDFs',
    engine('merge', tens),
    'pdfunite',
    native('pdfunite', [...tens.map((f) => f.name), 'out.pdf']),
  );
  await bench(
    'split a 500-page PDF into pages',
    engine('split', [big]),
    'pdfseparate',
    native('pdfseparate', ['big.pdf', 'page-%d.pdf']),
  );
  console.log('\nFile tools (median of 3; target ≤ 3× native):');
  console.table(rows);
  if (!hasPoppler) console.log('poppler-utils missing: sudo apt-get install poppler-utils');
  const fileFamilies = FAMILIES.filter((f) => f.tools.some((t) => t.kind === 'file'));
  console.log(fileFamilies.map((f) => `${f.id}: ${f.tools.length} file tools`).join(', '));
} finally {
  rmSync(dir, { recursive: true, force: true });
  await vite.close();
}
