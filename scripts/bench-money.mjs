// Money tools' figures, printed (never asserted). After a build: `npx node scripts/bench-money.mjs`.
//  - JavaScript the mortgage page (/app/mortgage-calculator, signed in) loads: by the load event,
//    after its first touch (the island hydrates, the finance engine comes), and after a run (a
//    schedule shows: the chart's code comes); gzip -9 of each body, and the files' names
//  - the chart chunk (uPlot and the drawing code) and its CSS: raw and gzip -9
//  - the same page's scripts on /tools, which must not fetch the chart
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { ROOT, startServer } from './server-process.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (body) => gzipSync(body, { level: 9 }).length;

const server = await startServer();
const browser = await launchChromium();
try {
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      email: `bench-money-${Date.now()}@perch.test`,
      password: 'bench-password-long',
      firstName: 'Bench',
      lastName: 'User',
    }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .find((c) => c.startsWith('perch_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-up failed: ${signup.status}`);
  const [name, value] = cookie.split('=');
  const rows = [];
  for (const pagePath of ['/tools', '/app/mortgage-calculator']) {
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    const seen = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        seen.push(
          res
            .body()
            .catch(() => Buffer.alloc(0))
            .then((body) => ({ url: new URL(res.url()).pathname, type, gz: gz(body) })),
        );
    });
    await page.goto(server.url + pagePath, { waitUntil: 'load' });
    const atLoad = await Promise.all(seen.slice());
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const touched = await Promise.all(seen.slice());
    let ran = touched;
    if (pagePath.startsWith('/app/')) {
      await page.getByRole('button', { name: 'Run Mortgage Calculator' }).click();
      await page.locator('[data-part="tool-result"]').waitFor({ timeout: 30_000 });
      // A build from before schedules shows none: then the result alone.
      if (await page.locator('[data-part="schedule"]').count()) {
        // Charts draw as they near the screen: scrolled to, as a person reading on would.
        await page.locator('[data-part="schedule-chart"]').first().scrollIntoViewIfNeeded();
        await page.locator('[data-part="schedule-chart"] canvas').first().waitFor({ timeout: 30_000 });
      }
      await page.waitForLoadState('networkidle');
      ran = await Promise.all(seen);
    }
    const js = (list) => list.filter((s) => s.type === 'script');
    const sum = (list) => list.reduce((n, s) => n + s.gz, 0);
    rows.push({
      page: pagePath,
      'JS by load (gz -9)': kb(sum(js(atLoad))),
      'JS after first touch': kb(sum(js(touched))),
      'JS after a run': kb(sum(js(ran))),
      'CSS after a run': kb(sum(ran.filter((s) => s.type === 'stylesheet'))),
      'chart chunk fetched': ran.some((s) => /scheduleChart/.test(s.url)) ? 'yes' : 'no',
    });
    if (pagePath.startsWith('/app/'))
      console.log(
        `\nFiles the mortgage page fetched after a run:\n${ran.map((s) => `  ${s.url} ${kb(s.gz)}`).join('\n')}`,
      );
    await context.close();
  }
  console.log('\nJavaScript on the wire, signed in (gzip -9 of each body)');
  console.table(rows);
  const assets = path.join(ROOT, 'dist/client/_astro');
  const chart = readdirSync(assets).filter((f) => /^(scheduleChart|uPlot\.min)\.[^.]+\.(js|css)$/.test(f));
  console.log('\nThe chart chunk (loaded only when a schedule shows)');
  console.table(
    chart.map((f) => {
      const body = readFileSync(path.join(assets, f));
      return { file: f, raw: kb(body.length), 'gzip -9': kb(gz(body)) };
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
