import { createServer, type AddressInfo } from 'node:net';
import { expect, inject } from 'vitest';
import { ROOT, startServer as startServerProcess, type RunningServer } from '../../scripts/server-process.mjs';

// The tests start the built server with the same launcher the bench uses.
export { ROOT, startServerProcess, type RunningServer };

/**
 * Starts the built server for a test. On PGlite (no databaseUrl) it opens a copy of this run's
 * migrated template database (site/server/db/pgliteTemplate.test-support.ts), as a server
 * started a second time does, instead of creating and migrating one of its own.
 */
export function startServer(options: Parameters<typeof startServerProcess>[0] = {}): Promise<RunningServer> {
  const fromDataDir = options.fromDataDir ?? (options.databaseUrl ? undefined : inject('pgliteTemplate'));
  return startServerProcess({ ...options, ...(fromDataDir ? { fromDataDir } : {}) });
}

/**
 * Why a start failed: the server's output, which ends with "Perch cannot start: …". A server that
 * started after all fails the test and joins `running`, for the caller to stop.
 */
export async function startFailure(
  options: Parameters<typeof startServer>[0],
  running: RunningServer[],
): Promise<string> {
  const outcome = await startServer(options).then(
    (server) => {
      running.push(server);
      return null;
    },
    (error: unknown) => (error as Error).message,
  );
  expect(outcome, 'the server should have refused to start').not.toBeNull();
  return outcome!;
}

/**
 * The shared test servers know one admin address (PERCH_ADMIN_EMAILS), used by the admin tests.
 * Every test file reaches them from one address (127.0.0.1), so every per-address budget is
 * raised: otherwise whether a journey is refused would depend on what ran just before it. The
 * limits themselves are tested on servers of their own (instances.test.ts, parooty.test.ts,
 * performanceMetrics.test.ts).
 */
export const TEST_ADMIN_EMAIL = 'admin@perch.test';
/** Admins of their own for the admin dashboard's tests (e2e/api/admin.test.ts, e2e/journeys/admin.test.ts). */
export const TEST_DASHBOARD_ADMIN_EMAILS = {
  api: 'admin-api@perch.test',
  journey: 'admin-journey@perch.test',
  /** e2e/journeys/offlineTools.test.ts reads the questions answered on a device. */
  offline: 'admin-offline@perch.test',
} as const;
export const TEST_SERVER_ENV = {
  PERCH_ADMIN_EMAILS: [TEST_ADMIN_EMAIL, ...Object.values(TEST_DASHBOARD_ADMIN_EMAILS)].join(','),
  PERCH_SIGNUP_LIMIT: '100000',
  PAROOTY_ADDRESS_LIMIT: '100000',
  // Failed sign-ins, crash reports and performance batches per address.
  PERCH_ADDRESS_LIMIT_SCALE: '10000',
  // A partner site whose page may call POST /api/parooty/query (CORS).
  PAROOTY_ALLOWED_ORIGINS: 'https://partner.example',
  // /tools' Popular order counted on every load: a test's use shows in it at once (the cache
  // itself is tested in site/server/services/toolUsage.test.ts).
  PERCH_POPULAR_CACHE_SECONDS: '0',
};

/**
 * The shared servers' settings, with a real partner page's origin allowed too: a loopback port
 * chosen free for this run (the embed journey serves its partner page there). A fixed port would
 * collide when two suites run side by side on one machine.
 */
export async function sharedServerEnv(): Promise<{ env: Record<string, string>; partnerPort: number }> {
  const partnerPort = await new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  return {
    env: {
      ...TEST_SERVER_ENV,
      PAROOTY_ALLOWED_ORIGINS: `${TEST_SERVER_ENV.PAROOTY_ALLOWED_ORIGINS}, http://127.0.0.1:${partnerPort}`,
    },
    partnerPort,
  };
}
