// What the server process itself guarantees (#14): one server per embedded data folder, a clear
// message when the data folder cannot be written, and a time limit on reading a request. These
// start servers of their own on PGlite, whichever project runs them.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newAccount, signIn, signUp } from '../support/accounts';
import { rawRequest } from '../support/rawHttp';
import { startFailure as startFailureOf, startServer, type RunningServer } from '../support/server';

/** Each test starts servers of its own: up to 180 s each on a loaded machine. */
const SERVERS_TIMEOUT_MS = 600_000;

const folders: string[] = [];
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  for (const dir of folders) {
    chmodRecursive(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'perch-process-'));
  folders.push(dir);
  return dir;
}

function chmodRecursive(target: string, mode: number) {
  chmodSync(target, statSync(target).isDirectory() ? mode : mode & 0o666);
  if (statSync(target).isDirectory())
    for (const name of readdirSync(target)) chmodRecursive(path.join(target, name), mode);
}

async function start(options: Parameters<typeof startServer>[0]) {
  const server = await startServer(options);
  running.push(server);
  return server;
}

/** Why a start failed: the server's output, which ends with "Perch cannot start: …". */
const startFailure = (options: Parameters<typeof startServer>[0]) => startFailureOf(options, running);

// Root may write anywhere whatever the mode bits say: run the server as root without that power
// then. (Not as another user: that user could not read a checkout in a 0700 folder, #43.)
const unprivileged = { withoutFileOverride: true };

describe('#14.4 one embedded data folder, one server', () => {
  it(
    'stops a second server on the same folder with a clear message; after a crash (kill -9) a new one starts with the data',
    async () => {
      const dataDir = folder();
      const first = await start({ dataDir });
      const { account } = await signUp(first.url, newAccount());

      const refused = await startFailure({ dataDir });
      expect(refused).toMatch(/Perch cannot start: .*already in use by another Perch server/s);
      expect(refused).toContain(dataDir);
      // The first one is untouched.
      expect((await fetch(new URL('/api/health', first.url))).status).toBe(200);
      expect((await signIn(first.url, account.email, account.password)).status).toBe(200);

      await first.kill();
      const next = await start({ dataDir });
      expect((await signIn(next.url, account.email, account.password)).status).toBe(200);
    },
    SERVERS_TIMEOUT_MS,
  );
});

describe('#35.5 the data folder stays locked if its lock file is deleted', () => {
  it(
    'refuses a second server on the folder after perch.lock was removed under the first',
    async () => {
      const dataDir = folder();
      const first = await start({ dataDir });
      rmSync(path.join(dataDir, 'perch.lock'), { force: true });
      const refused = await startFailure({ dataDir });
      expect(refused).toMatch(/Perch cannot start: .*already in use by another Perch server/s);
      expect((await fetch(new URL('/api/health', first.url))).status).toBe(200);
    },
    SERVERS_TIMEOUT_MS,
  );
});

describe('#14.7 a data folder that cannot be written', () => {
  it(
    'says the folder is read-only and what to do, when it is empty',
    async () => {
      const dataDir = path.join(folder(), 'data');
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o555);
      const message = await startFailure({ dataDir, ...unprivileged });
      expect(message).toMatch(/Perch cannot start: The data folder .* is read-only/);
      expect(message).toMatch(/PERCH_DATA_DIR/);
      expect(message).not.toMatch(/damaged|move .* aside/);
    },
    SERVERS_TIMEOUT_MS,
  );

  it(
    'says so too when it holds a database whose files cannot be written',
    async () => {
      const dataDir = path.join(folder(), 'data');
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o755);
      const first = await start({ dataDir, ...unprivileged });
      await first.stop();
      chmodRecursive(dataDir, 0o555);
      const message = await startFailure({ dataDir, ...unprivileged });
      expect(message).toMatch(/Perch cannot start: The data folder .* is read-only/);
      expect(message).not.toMatch(/damaged|move .* aside/);
    },
    SERVERS_TIMEOUT_MS,
  );
});

describe('#14.8 a request that never finishes arriving', () => {
  it(
    'is answered 408 in the error shape once PERCH_REQUEST_TIMEOUT_SECONDS have passed',
    async () => {
      const server = await start({ env: { PERCH_REQUEST_TIMEOUT_SECONDS: '1' } });
      // Promises 1,000 bytes, sends 10, then nothing.
      const answer = await rawRequest(
        server.url,
        'POST /api/error HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 1000',
        '{"error":"',
      );
      expect(answer.status).toBe(408);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
      expect((await fetch(new URL('/api/health', server.url))).status).toBe(200);
    },
    SERVERS_TIMEOUT_MS,
  );
});
