// Takes full-page screenshots of the public pages at desktop and phone widths, for review.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]
// PAGES=/a,/b picks the pages; COOKIE=name=value shoots them signed in (e.g. a perch_session).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';

const base = process.argv[2] || 'http://127.0.0.1:4321';
const out = process.argv[3] || 'test-results/screenshots';
const pages = (process.env.PAGES || '/,/pricing,/terms,/privacy,/refund-policy,/nope,/analytics').split(',');
const widths = [1280, 390];
mkdirSync(out, { recursive: true });
const browser = await launchChromium();
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  if (process.env.COOKIE) {
    const [name, ...value] = process.env.COOKIE.split('=');
    await context.addCookies([{ name, value: value.join('='), url: base }]);
  }
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = path.join(out, `${p === '/' ? 'home' : p.slice(1).replace(/[^a-z0-9]+/gi, '-')}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  if (problems.length) console.log(`console errors at ${width}px:\n  ${problems.join('\n  ')}`);
  await context.close();
}
await browser.close();
