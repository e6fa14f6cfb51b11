// File tools' figures (issue 39), printed by `npm run bench` (never asserted): the PDF engine
// (pdf-lib, the code the page's worker runs) against poppler-utils on the same generated files —
// merge 10 PDFs of 100 pages (pdfunite) and split a 500-page PDF into single pages (pdfseparate),
// each the median of 3 runs, with Perch's time as a ratio to native; and the image engine (Squoosh's
// codecs, the same WebAssembly the worker runs) on a generated 12-megapixel JPEG: to WebP at
// quality 75 (cwebp) and resized to 1920 px wide (ImageMagick's convert). Timed in Node: the engines
// have no DOM, and Node runs them on the same V8 as Chromium; the worker's transfer is not included.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { ROOT } from './server-process.mjs';
import { workspaceSource } from './workspace-source.mjs';

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
  const has = (cmd, args) => spawnSync(cmd, args).status === 0;
  const hasPoppler = has('pdfunite', ['-v']);
  const images = await vite.ssrLoadModule('/packages/tools/src/families/images/fileRun.ts');
  const { setWasmSource, encode } = await vite.ssrLoadModule('/packages/tools/src/families/images/codecs.ts');
  const { nodeWasm } = await vite.ssrLoadModule('/packages/tools/src/families/images/wasm.test-support.ts');
  const { testPicture } = await vite.ssrLoadModule('/packages/tools/src/families/images/fixtures.ts');
  setWasmSource(nodeWasm);
  // A 12-megapixel "photo": the test picture with grain, so it compresses like a photo, not a gradient.
  const picture = testPicture(4000, 3000);
  for (let i = 0, seed = 7; i < picture.data.length; i++)
    if (i % 4 !== 3) picture.data[i] += ((seed = (seed * 48271) % 2147483647) % 17) - 8;
  const photo = { name: 'photo.jpg', type: 'image/jpeg', bytes: await encode('jpeg', picture, 90) };
  writeFileSync(join(dir, photo.name), photo.bytes);

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
  const bench = async (task, perch, nativeName, nativeRun, available = hasPoppler) => {
    const p = await time(perch);
    const n = available ? await time(nativeRun) : null;
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
  const imageTool = (id, values) => async () => {
    const row = FAMILIES.flatMap((f) => f.tools).find((t) => t.id === id);
    const result = await images.run(row, [photo], values, fixedContext(), () => {});
    if (!result.ok) throw new Error(result.error);
  };
  const hasCwebp = has('cwebp', ['-version']);
  const hasMagick = has('convert', ['-version']);
  await bench(
    '12 MP JPEG → WebP at quality 75',
    imageTool('jpg-to-webp', { quality: '75' }),
    'cwebp',
    native('cwebp', ['-quiet', '-q', '75', 'photo.jpg', '-o', 'photo.webp']),
    hasCwebp,
  );
  await bench(
    '12 MP JPEG resized to 1920 px wide',
    imageTool('resize-image', { unit: 'pixels', width: '1920', height: '', keepAspect: 'true' }),
    'convert',
    native('convert', ['photo.jpg', '-resize', '1920x', 'small.jpg']),
    hasMagick,
  );
  console.log('\nFile tools (median of 3; target ≤ 3× native):');
  console.table(rows);
  if (!hasPoppler) console.log('poppler-utils missing: sudo apt-get install poppler-utils');
  if (!hasCwebp || !hasMagick) console.log('cwebp or ImageMagick missing: sudo apt-get install webp imagemagick');
  const fileFamilies = FAMILIES.filter((f) => f.tools.some((t) => t.kind === 'file'));
  console.log(fileFamilies.map((f) => `${f.id}: ${f.tools.length} file tools`).join(', '));
} finally {
  rmSync(dir, { recursive: true, force: true });
  await vite.close();
}
