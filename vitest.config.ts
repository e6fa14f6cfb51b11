import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { findPostgresBin } from './e2e/support/postgres';
import SummaryLineReporter from './e2e/support/reporter';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { workspaceSource } from './scripts/workspace-source.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// The endpoint suite runs a second time on a throwaway PostgreSQL where its binaries exist.
const postgresBin = process.env['PERCH_SKIP_POSTGRES'] ? null : findPostgresBin();

export default defineConfig({
  test: {
    reporters: ['default', new SummaryLineReporter()],
    projects: [
      {
        plugins: [workspaceSource()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts', 'site/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            viewport: { width: 1280, height: 800 },
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['e2e/api/**/*.test.ts'],
          globalSetup: ['e2e/support/globalSetup.pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      ...(postgresBin
        ? [
            {
              test: {
                name: 'api-postgres',
                environment: 'node' as const,
                include: ['e2e/api/**/*.test.ts'],
                globalSetup: ['e2e/support/globalSetup.postgres.ts'],
                env: { PERCH_PG_BIN: postgresBin },
                testTimeout: 30_000,
                hookTimeout: 90_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/journeys/**/*.test.ts'],
          globalSetup: ['e2e/support/globalSetup.pglite.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
