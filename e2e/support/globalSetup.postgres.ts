import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from './postgres';
import { startServer, TEST_SERVER_ENV } from './server';

/** The same endpoint suite, against the built server on a throwaway real PostgreSQL. */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (set PERCH_PG_BIN)');
  const pg = await startPostgres(bin);
  let server;
  try {
    server = await startServer({ databaseUrl: pg.url, env: TEST_SERVER_ENV });
  } catch (error) {
    pg.stop();
    throw error;
  }
  project.provide('baseUrl', server.url);
  project.provide('database', 'postgres');
  project.provide('databaseUrl', pg.url);
  return async () => {
    await server.stop();
    pg.stop();
  };
}
