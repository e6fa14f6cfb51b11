import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '../../site/server/db/pgliteTemplate.test-support';
import { findPostgresBin, startPostgres } from './postgres';
import { sharedServerEnv, startServerProcess } from './server';

/** The same endpoint suite, against the built server on a throwaway real PostgreSQL. */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (set PERCH_PG_BIN)');
  // Servers started without databaseUrl here (the start-up checks) still use PGlite.
  const template = await pgliteTemplate();
  const pg = await startPostgres(bin);
  const { env, partnerPort } = await sharedServerEnv();
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  try {
    server = await startServerProcess({ databaseUrl: pg.url, env });
  } catch (error) {
    pg.stop();
    template.dispose();
    throw error;
  }
  project.provide('baseUrl', server.url);
  project.provide('partnerPort', partnerPort);
  project.provide('database', 'postgres');
  project.provide('databaseUrl', pg.url);
  project.provide('pgliteTemplate', template.dataDir);
  return async () => {
    await server.stop();
    pg.stop();
    template.dispose();
  };
}
