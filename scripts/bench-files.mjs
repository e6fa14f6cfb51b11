// File tools' figures (issue 39), printed by `npm run bench` (never asserted), each the median of 3
// runs on files the bench generates, beside the native tool on the same files in the same run:
//  - merge 10 PDFs of 100 pages (pdfunite); split a 500-page PDF into single pages (pdfseparate);
//  - draw 20 pages at 150 DPI as JPEG (pdftoppm -r 150 -jpeg);
//  - ZIP 100 files of 500 KB, 50 MB in all (zip -6);
//  - a generated 12-megapixel JPEG to WebP at quality 75 (cwebp) and resized to 1920 px wide
//    (ImageMagick's convert), on Squoosh's codecs (the same WebAssembly the worker runs).
// Timed in headless Chromium, through the page's own file worker (the built site's fileWorker
// asset, files posted as Blobs, results back as Blobs with "Download all" zipped), as a person
// waits for it: the page starts its worker and loads the family's engine when files are chosen
// (prepareFileWorker, which also readies what the tool's operation needs: pdf.js for drawing), so the Chromium figure is Run → result on such a prepared worker, its first
// run (a new prepared worker each time, so no code or WebAssembly has run yet); "again" is a
// second run on it (the page keeps the worker between runs) and "cold start" a new worker made at
// Run, as the page did before. Also in Node, calling the engine directly (no canvas there, so
// drawing is Chromium only). Resize's result is compared with ImageMagick's (mean |Δ|, PSNR).
// Then the tool count per file family. BENCH_FILES_ONLY=merge,resized runs only those tasks;
// BENCH_FILES_RUNS=5 takes the median of 5.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceServer } from './source-server.mjs';
import { launchChromium } from './chromium.mjs';
import { ROOT, startServer } from './server-process.mjs';

const RUNS = Number(process.env.BENCH_FILES_RUNS ?? 3);
const ONLY = (process.env.BENCH_FILES_ONLY ?? '').split(',').filter(Boolean);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const has = (cmd, args) => spawnSync(cmd, args).error === undefined;

const vite = await sourceServer();
const dir = mkdtempSync(join(tmpdir(), 'perch-bench-files-'));
let server;
let browser;
try {
  const { makePdf } = await vite.ssrLoadModule('/packages/tools/src/families/pdf/fixtures.ts');
  const pdfRun = (await vite.ssrLoadModule('/packages/tools/src/families/pdf/fileRun.ts')).run;
  const zipRun = (await vite.ssrLoadModule('/packages/tools/src/families/archives/fileRun.ts')).run;
  const { FAMILIES } = await vite.ssrLoadModule('/packages/tools/src/families/index.ts');
  const { fixedContext } = await vite.ssrLoadModule('/packages/tools/src/run.ts');
  const missing = [];
  if (!has('pdfunite', ['-v'])) missing.push('poppler-utils');
  if (!has('zip', ['-v'])) missing.push('zip');
  if (!has('cwebp', ['-version'])) missing.push('webp');
  if (!has('convert', ['-version'])) missing.push('imagemagick');
  const imageRun = (await vite.ssrLoadModule('/packages/tools/src/families/images/fileRun.ts')).run;
  const { setWasmSource, encode, decode, lanczos } = await vite.ssrLoadModule(
    '/packages/tools/src/families/images/codecs.ts',
  );
  const { difference } = await vite.ssrLoadModule('/packages/tools/src/families/images/pixels.ts');
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
  const twenty = await makePdf('twenty.pdf', 20);
  // Text-like files (words from a small vocabulary, in a random order): compressible as documents are.
  const WORDS = 'the of and to in is it that for on with as was at by be this from or have an are not but'.split(' ');
  let seed = 39;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const hundred = Array.from({ length: 100 }, (_, i) => {
    const parts = [];
    let size = 0;
    while (size < 500 * 1024) {
      const word = `${WORDS[Math.floor(random() * WORDS.length)]}${Math.floor(random() * 1000)} `;
      parts.push(word);
      size += word.length;
    }
    return {
      name: `file-${i + 1}.txt`,
      type: 'text/plain',
      bytes: new TextEncoder().encode(parts.join('').slice(0, 500 * 1024)),
    };
  });
  for (const f of [...tens, big, twenty]) writeFileSync(join(dir, f.name), f.bytes);
  for (const f of hundred) writeFileSync(join(dir, f.name), f.bytes);

  const time = async (fn) => {
    const ms = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await fn();
      ms.push(performance.now() - start);
    }
    return median(ms);
  };
  const native = (cmd, args) => async () => {
    for (const name of readdirSync(dir)) if (/^(out|page-|img-)/.test(name)) rmSync(join(dir, name), { force: true });
    const r = spawnSync(cmd, args, { cwd: dir });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  };

  // Chromium: the built site's own worker, on a page of the site (same origin, its CSP).
  const workerAsset = readdirSync(join(ROOT, 'dist/client/_astro')).find((n) => /^fileWorker-.*\.js$/.test(n));
  if (!workerAsset) throw new Error('no fileWorker asset in dist/: run npx astro build first (npm run bench builds)');
  server = await startServer();
  browser = await launchChromium();
  const page = await browser.newPage();
  const served = new Map();
  await page.route('**/bench-files/**', (route) => {
    const file = served.get(decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()));
    return file ? route.fulfill({ body: Buffer.from(file.bytes), contentType: file.type }) : route.abort();
  });
  await page.goto(`${server.url}/`);
  const inChromium = async (family, op, params, values, files) => {
    for (const f of files) served.set(f.name, f);
    const names = files.map((f) => f.name);
    await page.evaluate(async (list) => {
      window.benchFiles = await Promise.all(
        list.map(async (name) => {
          const blob = await (await fetch(`/bench-files/${encodeURIComponent(name)}`)).blob();
          return { name, type: blob.type, size: blob.size, blob };
        }),
      );
    }, names);
    const job = { family, tool: { id: op, params: { op, ...params } }, values };
    const url = `/_astro/${workerAsset}`;
    // What a person waits for: the page started its worker and loaded the family's engine when the
    // files were chosen (prepareFileWorker), so Run costs the job alone, on code and WebAssembly
    // that have not yet run (a new prepared worker each time). Then a second run on that worker.
    const firstAndAgain = () =>
      page.evaluate(
        ({ url, job }) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(url, { type: 'module' });
            const times = [];
            let start = 0;
            const go = () => {
              start = performance.now();
              worker.postMessage({ ...job, files: window.benchFiles });
            };
            worker.onmessage = (event) => {
              if (event.data?.warmed) return go();
              if (!event.data?.result) return;
              if (!event.data.result.ok) return reject(new Error(event.data.result.error));
              times.push(performance.now() - start);
              if (times.length < 2) return go();
              worker.terminate();
              resolve(times);
            };
            worker.onerror = (e) => reject(new Error(e.message));
            worker.postMessage({ warm: job.family, op: job.tool.params.op });
          }),
        { url, job },
      );
    // A cold start: a new worker per run, its code loaded after Run (how the page worked before).
    const cold = () =>
      page.evaluate(
        ({ url, job }) =>
          new Promise((resolve, reject) => {
            const start = performance.now();
            const worker = new Worker(url, { type: 'module' });
            worker.onmessage = (event) => {
              if (!event.data?.result) return;
              worker.terminate();
              event.data.result.ok ? resolve(performance.now() - start) : reject(new Error(event.data.result.error));
            };
            worker.onerror = (e) => reject(new Error(e.message));
            worker.postMessage({ ...job, files: window.benchFiles });
          }),
        { url, job },
      );
    // Taken in turn, so a change in the machine's load falls on each kind of run alike.
    const runs = [];
    const colds = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await firstAndAgain());
      colds.push(await cold());
    }
    return { first: median(runs.map((r) => r[0])), again: median(runs.map((r) => r[1])), cold: median(colds) };
  };
  const inNode = (engine, op, params, values, files) => () =>
    time(async () => {
      const result = await engine({ id: op, params: { op, ...params } }, files, values, fixedContext(), () => {});
      if (!result.ok) throw new Error(result.error);
    });

  const rows = [];
  const bench = async (task, chromium, node, nativeName, nativeRun) => {
    if (ONLY.length > 0 && !ONLY.some((word) => task.includes(word))) return false;
    const c = await chromium();
    const n = node ? await node() : null;
    const x = has(nativeName.split(' ')[0], ['-v']) ? await time(nativeRun) : null;
    const ratio = (ms) => (x === null ? '-' : `${(ms / x).toFixed(2)}×`);
    rows.push({
      task,
      'Chromium (ms)': Math.round(c.first),
      again: Math.round(c.again),
      'cold start': Math.round(c.cold),
      'Node (ms)': n === null ? 'no canvas' : Math.round(n),
      native: nativeName,
      'native (ms)': x === null ? 'missing' : Math.round(x),
      'Chromium ÷ native': ratio(c.first),
      'Node ÷ native': n === null ? '-' : ratio(n),
    });
    return true;
  };
  const split = { mode: 'every' };
  const jpeg = { dpi: '150', quality: '75', pages: '' };
  await bench(
    'merge 10 × 100-page PDFs',
    () => inChromium('pdf', 'merge', {}, { ranges: '' }, tens),
    inNode(pdfRun, 'merge', {}, { ranges: '' }, tens),
    'pdfunite',
    native('pdfunite', [...tens.map((f) => f.name), 'out.pdf']),
  );
  await bench(
    'split a 500-page PDF into pages',
    () => inChromium('pdf', 'split', {}, split, [big]),
    inNode(pdfRun, 'split', {}, split, [big]),
    'pdfseparate',
    native('pdfseparate', ['big.pdf', 'page-%d.pdf']),
  );
  await bench(
    'draw 20 pages at 150 DPI as JPEG',
    () => inChromium('pdf', 'toImages', { format: 'image/jpeg' }, jpeg, [twenty]),
    null,
    'pdftoppm -r 150 -jpeg',
    native('pdftoppm', ['-r', '150', '-jpeg', '-jpegopt', 'quality=75', 'twenty.pdf', 'img-']),
  );
  await bench(
    'ZIP 100 files (50 MB)',
    () => inChromium('archives', 'create', {}, {}, hundred),
    inNode(zipRun, 'create', {}, {}, hundred),
    'zip -6',
    native('zip', ['-q', '-6', 'out.zip', ...hundred.map((f) => f.name)]),
  );
  const imageTool = (id) => FAMILIES.flatMap((f) => f.tools).find((t) => t.id === id).params;
  const toWebp = imageTool('jpg-to-webp');
  const resize = imageTool('resize-image');
  const resizeValues = { unit: 'pixels', width: '1920', height: '', keepAspect: 'true' };
  await bench(
    '12 MP JPEG → WebP at quality 75',
    () => inChromium('images', toWebp.op, toWebp, { quality: '75' }, [photo]),
    inNode(imageRun, toWebp.op, toWebp, { quality: '75' }, [photo]),
    'cwebp',
    native('cwebp', ['-quiet', '-q', '75', 'photo.jpg', '-o', 'photo.webp']),
  );
  const resized = await bench(
    '12 MP JPEG resized to 1920 px wide',
    () => inChromium('images', resize.op, resize, resizeValues, [photo]),
    inNode(imageRun, resize.op, resize, resizeValues, [photo]),
    'convert',
    native('convert', ['photo.jpg', '-resize', '1920x', 'small.jpg']),
  );
  if (resized && has('convert', ['-version'])) {
    // Both results decoded by the same decoder: Perch's engine, and Lanczos alone (before halving).
    const magick = await decode('jpeg', readFileSync(join(dir, 'small.jpg')));
    const made = await imageRun(
      { id: resize.op, params: { ...resize, op: resize.op } },
      [photo],
      resizeValues,
      fixedContext(),
      () => {},
    );
    if (!made.ok) throw new Error(made.error);
    const ours = await decode('jpeg', made.files[0].bytes);
    const alone = await decode(
      'jpeg',
      await encode('jpeg', await lanczos(await decode('jpeg', photo.bytes), ours.width, ours.height), 90, 'quick'),
    );
    const said = ({ meanAbs, psnr }) => `mean |Δ| ${meanAbs.toFixed(2)} of 255, PSNR ${psnr.toFixed(1)} dB`;
    console.log(
      `Resize beside ImageMagick's convert -resize 1920x: Perch ${said(difference(ours, magick))}; Lanczos alone ${said(difference(alone, magick))}`,
    );
  }
  console.log(
    `\nFile tools (median of ${RUNS}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; target ≤ 3× native):`,
  );
  console.log(
    'Chromium = Run to result on the page’s prepared file worker (first run); again = a second run on it; cold start = a new worker per run.',
  );
  console.table(rows);
  if (missing.length > 0) console.log(`Native tools missing: sudo apt-get install ${missing.join(' ')}`);
  const fileFamilies = FAMILIES.filter((f) => f.tools.some((t) => t.kind === 'file'));
  console.log(
    `File tools per family: ${fileFamilies.map((f) => `${f.id} ${f.tools.filter((t) => t.kind === 'file').length}`).join(', ')}`,
  );
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  await vite.close();
}
