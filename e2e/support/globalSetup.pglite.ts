import type { TestProject } from 'vitest/node';
import { startServer, TEST_SERVER_ENV } from './server';

/** Endpoint and journey tests run against the built server on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const server = await startServer({ env: TEST_SERVER_ENV });
  project.provide('baseUrl', server.url);
  project.provide('database', 'pglite');
  project.provide('databaseUrl', '');
  return () => server.stop();
}
