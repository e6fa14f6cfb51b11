import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '../../site/server/db/pgliteTemplate.test-support';
import { sharedServerEnv, startServerProcess } from './server';

/**
 * Endpoint and journey tests run against the built server on a fresh embedded database: a copy of
 * the run's migrated template.
 */
export default async function setup(project: TestProject) {
  const template = await pgliteTemplate();
  const { env, partnerPort } = await sharedServerEnv();
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  try {
    server = await startServerProcess({ fromDataDir: template.dataDir, env });
  } catch (error) {
    template.dispose();
    throw error;
  }
  project.provide('baseUrl', server.url);
  project.provide('partnerPort', partnerPort);
  project.provide('database', 'pglite');
  project.provide('databaseUrl', '');
  project.provide('pgliteTemplate', template.dataDir);
  return async () => {
    await server.stop();
    template.dispose();
  };
}
