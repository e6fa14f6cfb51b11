// The JavaScript a catalogue tool page (/app/{id}) loads before and for its first run, printed
// (never asserted). `npx astro build` first, then `node scripts/bench-tool-page.mjs [ids…]`
// (default: a few webDev and dates tools, the biggest families). For each page: the script files
// fetched from opening the page until its first result shows (gzip -9 of each file, and raw
// bytes), and among them the engine chunks (what the tool's own code costs). TOOLS=a,b also works.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { startServer } from './server-process.mjs';

const DEFAULT_IDS = ['subnet-calculator', 'regex-tester', 'url-parser', 'cron-expression-explainer', 'date-calculator'];
const ids = process.argv.slice(2).length
  ? process.argv.slice(2)
  : (process.env.TOOLS?.split(',').filter(Boolean) ?? DEFAULT_IDS);
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await launchChromium();
try {
  // Tool pages are signed in (spec §2): a fresh account on this throwaway server.
  const tag = Math.random().toString(36).slice(2, 10);
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${tag}@perch.test`,
      password: `pw-${tag}-long-enough`,
      firstName: 'Bench',
      lastName: 'Page',
    }),
  });
  const session = signup.headers
    .getSetCookie()
    .find((c) => c.startsWith('perch_session='))
    ?.split(';')[0];
  if (!session) throw new Error(`sign-up failed: ${signup.status}`);
  const context = await browser.newContext();
  const [name, ...value] = session.split('=');
  await context.addCookies([{ name: name ?? '', value: value.join('='), url: server.url }]);
  /** @type {{ tool: string, files: number, 'JS (gz)': string, 'JS (raw)': string, loaded: { url: string, raw: number, gz: number }[] | undefined }[]} */
  const rows = [];
  for (const id of ids) {
    const page = await context.newPage();
    /** @type {Promise<{ url: string, raw: number, gz: number } | null>[]} */
    const fetched = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        fetched.push(
          res.body().then(
            (body) => ({ url: res.url(), raw: body.length, gz: gzipSync(body, { level: 9 }).length }),
            // A script fetched by a page that then navigated has no body to read: it was not kept.
            () => null,
          ),
        );
    });
    const response = await page.goto(`${server.url}/app/${id}`, { waitUntil: 'networkidle' });
    if (!response?.ok() || new URL(page.url()).pathname !== `/app/${id}`) {
      rows.push({
        tool: id,
        files: 0,
        'JS (gz)': `page answered ${response?.status()} at ${page.url()}`,
        'JS (raw)': '',
        loaded: undefined,
      });
      await page.close();
      continue;
    }
    // The first run: "Try the example" fills the form and runs the tool, which loads its engine.
    // A Pro tool is locked for this account (no such button): it is reported, not measured.
    const tryIt = page.getByRole('button', { name: 'Try the example' });
    if (!(await tryIt.count())) {
      rows.push({ tool: id, files: 0, 'JS (gz)': 'locked (a Pro tool)', 'JS (raw)': '', loaded: undefined });
      await page.close();
      continue;
    }
    await tryIt.click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const files = (await Promise.all(fetched)).filter((f) => f !== null);
    const gz = files.reduce((a, f) => a + f.gz, 0);
    const raw = files.reduce((a, f) => a + f.raw, 0);
    rows.push({ tool: id, files: files.length, 'JS (gz)': kb(gz), 'JS (raw)': kb(raw), loaded: files });
    if (process.env.VERBOSE)
      for (const f of files.sort((a, b) => b.gz - a.gz))
        console.log(`  ${id}: ${kb(f.gz)} ${f.url.replace(server.url, '')}`);
    await page.close();
  }
  // The page's shell is what every measured page fetched; the rest is the tool's own code (its
  // engine and the libraries only it uses).
  const paths = (/** @type {{ url: string }[]} */ files) => new Set(files.map((f) => new URL(f.url).pathname));
  const measured = rows.filter((r) => r.loaded);
  const shell = measured.reduce(
    (common, r) => common.intersection(paths(r.loaded ?? [])),
    paths(measured[0]?.loaded ?? []),
  );
  console.log('\nJS a tool page fetches, opening it and running it once (gzip -9 per file)');
  console.table(
    rows.map(({ loaded, ...row }) => {
      const own = (loaded ?? []).filter((f) => !shell.has(new URL(f.url).pathname));
      return {
        ...row,
        'its own code (gz)': kb(own.reduce((a, f) => a + f.gz, 0)),
        'own files': own.map((f) => new URL(f.url).pathname.replace('/_astro/', '')).join(' '),
      };
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
