// PERCH_WORKERS (site/server/runtime/workers.mjs): several server processes on one address, PostgreSQL only.
// On the PostgreSQL pass a server runs with two processes on a database of its own; on both
// passes the refusals (the embedded database belongs to one process; a bad value) are checked.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../support/postgres';
import { startFailure as startFailureOf, startServer, type RunningServer } from '../support/server';

const databaseUrl = inject('databaseUrl');
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
});

/** The processes whose parent is `pid` (read from /proc, as `pgrep -P` does). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(name));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children.sort((a, b) => a - b);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function ask(base: string, n: number) {
  const res = await fetch(new URL('/api/parooty/query', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'convert 10 km to miles', sessionId: `workers-${n}` }),
  });
  const body = (await res.json()) as { data?: { toolRecommendations: Array<{ url: string }> } };
  return { status: res.status, url: body.data?.toolRecommendations[0]?.url };
}

/**
 * A question on a connection of its own: a kept-alive connection to a process that was killed
 * dies with it (as it would in front of any server), so this asks on a new one.
 */
function askOnNewConnection(base: string, n: number): Promise<number> {
  const body = JSON.stringify({ query: 'word counter', sessionId: `workers-new-${n}` });
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL('/api/parooty/query', base),
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Why a start with these settings failed: the server's output. */
const startFailure = (env: Record<string, string>) => startFailureOf({ env }, running);

describe(`PERCH_WORKERS (${inject('database')})`, { timeout: 400_000 }, () => {
  it('refuses more than one process on the embedded database, and a value that is not a count', async () => {
    expect(await startFailure({ PERCH_WORKERS: '2' })).toContain(
      'Perch cannot start: PERCH_WORKERS=2 needs PostgreSQL (set DATABASE_URL): the embedded database belongs to one process.',
    );
    expect(await startFailure({ PERCH_WORKERS: 'lots' })).toContain(
      'Perch cannot start: PERCH_WORKERS must be a whole number from 1 to 64, or "auto" for one per core (it is "lots").',
    );
  });

  if (databaseUrl) {
    it('serves from two processes on one address, replaces one that dies, and stops them all', async () => {
      const server = await startServer({
        databaseUrl: await freshDatabase(databaseUrl, 'perch_workers'),
        env: { PERCH_WORKERS: '2', PAROOTY_ADDRESS_LIMIT: '1000' },
      });
      running.push(server);
      expect(server.output()).toMatch(
        /Perch is running at http:\/\/127\.0\.0\.1:\d+ \(database: postgres, 2 server processes\)/,
      );
      const first = childrenOf(server.pid);
      expect(first).toHaveLength(2);

      // 40 questions at once: every one answered, whichever process took it.
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(server.url, i)));
      expect(
        answers.every((a) => a.status === 200 && a.url === '/app/kilometres-to-miles?value=10'),
        JSON.stringify(answers.slice(0, 3)),
      ).toBe(true);

      // One process dies as a crash would: the other answers meanwhile, and a new one takes its place.
      process.kill(first[0]!, 'SIGKILL');
      await expect.poll(() => alive(first[0]!), { timeout: 10_000 }).toBe(false);
      expect(await Promise.all(Array.from({ length: 4 }, (_, i) => askOnNewConnection(server.url, i)))).toEqual([
        200, 200, 200, 200,
      ]);
      await expect
        .poll(() => childrenOf(server.pid).filter((pid) => !first.includes(pid)).length, { timeout: 60_000 })
        .toBe(1);
      expect(childrenOf(server.pid)).toHaveLength(2);
      await expect
        .poll(() => server.output(), { timeout: 60_000 })
        .toContain(`Perch: server process ${first[0]} was stopped by SIGKILL; starting another.`);
      const later = await Promise.all(Array.from({ length: 20 }, (_, i) => askOnNewConnection(server.url, 200 + i)));
      expect(later).toEqual(Array(20).fill(200));

      // Stopping the supervisor stops every process.
      const all = childrenOf(server.pid);
      await server.stop();
      running.splice(running.indexOf(server), 1);
      await expect.poll(() => all.filter(alive), { timeout: 10_000 }).toEqual([]);
    });
  }
});
