import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/** Endpoint and journey tests run against the built server on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('database', 'pglite');
  return () => server.stop();
}
