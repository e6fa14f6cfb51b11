import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The folder holding initdb/pg_ctl (Debian's postgresql package), or null when absent. */
export function findPostgresBin(): string | null {
  const fromEnv = process.env.PERCH_PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(path.join(base, v, 'bin/initdb'))) return path.join(base, v, 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ThrowawayPostgres {
  url: string;
  /** The postmaster's process (its server processes are its children). */
  pid: number;
  stop(): void;
}

/**
 * Creates a throwaway PostgreSQL cluster in a temp folder, listening on loopback only.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user. Without
 * `durable` it runs with fsync and full-page writes off (a test's data need not survive a crash).
 */
export async function startPostgres(
  bin: string,
  { durable = false }: { durable?: boolean } = {},
): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'perch-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'perch', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    // Tests need no durability; a benchmark measures PostgreSQL as it would run (`durable`).
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off -c full_page_writes=off'}`,
    'start',
  ]);
  return {
    url: `postgres://perch@127.0.0.1:${port}/postgres`,
    pid: Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new, empty database in the cluster at `url` (its name from `prefix` and a random suffix),
 * for a test whose writes must not touch the shared one. Answers its URL.
 */
export async function freshDatabase(url: string, prefix: string): Promise<string> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.href;
}
