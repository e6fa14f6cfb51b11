// Lighthouse on a money tool opened from a link with its inputs (issue #36), signed in, three runs
// by default: `npx astro build && node scripts/bench-link-page.mjs [runs]`. Prints each run's
// category scores, total blocking time, LCP, CLS and the script it fetched.
import { runLighthouse } from './lighthouse.mjs';
import { startServer } from './server-process.mjs';

const LINK = process.env.LINK ?? '/app/mortgage-calculator?price=400000&down=80000&rate=6.5&years=30';
const runs = Number(process.argv[2] ?? 3);

const server = await startServer();
try {
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      email: `bench-link-${Date.now()}@perch.test`,
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
  const rows = [];
  for (let i = 0; i < runs; i += 1) {
    const r = await runLighthouse(`${server.url}${LINK}`, { cookie });
    rows.push({
      ...r.scores,
      tbtMs: Math.round(r.tbtMs),
      lcpMs: Math.round(r.lcpMs),
      cls: Number(r.cls.toFixed(3)),
      scriptKb: Number(r.scriptKb.toFixed(1)),
      flagged: r.flagged.join(' '),
    });
  }
  console.log(LINK);
  console.table(rows);
} finally {
  await server.stop();
}
