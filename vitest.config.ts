import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { STORY_DEPENDENCIES } from './.storybook/prebundle';
import { findPostgresBin } from './e2e/support/postgres';
import SummaryLineReporter from './e2e/support/reporter';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { workspaceSource } from './site/integrations/workspace-source.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// The endpoint suite runs a second time on a throwaway PostgreSQL where its binaries exist.
const postgresBin = process.env.PERCH_SKIP_POSTGRES ? null : findPostgresBin();

export default defineConfig({
  test: {
    // One test file per core. Vitest's own default for a run is one fewer than the cores, which
    // on a two-core machine (CI's) ran every file one after another. The endpoint projects share
    // one server each: every test makes its own accounts and data.
    maxWorkers: availableParallelism(),
    reporters: ['default', new SummaryLineReporter()],
    projects: [
      {
        plugins: [workspaceSource()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts', 'site/**/*.test.ts'],
          // The database tests copy one migrated PGlite database made here (inject('pgliteTemplate')).
          globalSetup: ['site/server/db/pgliteTemplate.test-support.ts'],
          // Opening PGlite takes seconds, and far more on a loaded two-core machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled before the run: the setup file imports it (see there), and a dependency
        // discovered mid-run makes Vite reload the page under a running test.
        optimizeDeps: { include: ['axe-core'] },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Browser tests default to 15 s; a story's first mount on a machine running other suites
          // took longer (load 19 on 2 cores, 2026-11-23).
          testTimeout: 60_000,
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
        // Visual baselines: every AllStates story screenshotted in Chromium and compared with the
        // PNG committed beside the test (stories/__baselines__/). `npm run test:visual -- -u`
        // rewrites them. Fixed viewport, locale, time zone and scale so a run is reproducible.
        plugins: [workspaceSource(), vanillaExtractPlugin()],
        // The composed stories import what Storybook's stories do (see .storybook/prebundle.ts).
        optimizeDeps: { include: [...STORY_DEPENDENCIES, '@storybook/react-vite'] },
        test: {
          name: 'visual',
          include: ['stories/**/*.visual.test.tsx'],
          // The first story's mount and screenshot took 22.5 s beside another suite (CI,
          // 2026-11-23), over the 15 s default for browser tests.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            viewport: { width: 1280, height: 800 },
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              contextOptions: {
                deviceScaleFactor: 1,
                locale: 'en-US',
                timezoneId: 'UTC',
                reducedMotion: 'reduce',
                colorScheme: 'dark',
              },
            }),
            instances: [{ browser: 'chromium' }],
            // Failure screenshots of the page are not wanted here: the matcher writes its own
            // actual and diff images under .vitest/attachments/.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Chromium renders these bit for bit the same run after run (software raster, no
                // GPU), so the tolerance is small: a pixel counts as changed past ~2 % colour
                // distance (pixelmatch's default of 10 % let #3a1d1d → #4a1d1d through), and not one
                // changed pixel is allowed — a moved padding, border or colour fails.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0 },
                // Baselines are committed (the repo ignores __screenshots__/, vitest's default).
                resolveScreenshotPath: ({ root, testFileDirectory, arg, browserName, platform, ext }) =>
                  path.join(root, testFileDirectory, '__baselines__', `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
        },
      },
      {
        // Endpoint tests and journeys import site modules (constants, stand-ins) that import
        // @perch/ui: from its source, as the unit tests do, never from a package build that a
        // concurrent test may not have written yet.
        plugins: [workspaceSource()],
        test: {
          name: 'api',
          environment: 'node',
          include: ['e2e/api/**/*.test.ts'],
          globalSetup: ['e2e/support/globalSetup.pglite.ts'],
          testTimeout: 30_000,
          // Hooks start servers: up to START_TIMEOUT_MS (180 s) each on a loaded machine.
          hookTimeout: 240_000,
        },
      },
      ...(postgresBin
        ? [
            {
              plugins: [workspaceSource()],
              test: {
                name: 'api-postgres',
                environment: 'node' as const,
                // e2e/api-postgres: what only PostgreSQL has (a database apart from the server, that can be lost).
                include: ['e2e/api/**/*.test.ts', 'e2e/api-postgres/**/*.test.ts'],
                // serverProcess.test.ts starts servers of its own on PGlite whichever project runs it
                // (it injects no database): here it only repeated the api project's run (54 s in CI).
                exclude: [...configDefaults.exclude, 'e2e/api/serverProcess.test.ts'],
                globalSetup: ['e2e/support/globalSetup.postgres.ts'],
                env: { PERCH_PG_BIN: postgresBin },
                testTimeout: 30_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      {
        plugins: [workspaceSource()],
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/journeys/**/*.test.ts'],
          globalSetup: ['e2e/support/globalSetup.pglite.ts'],
          testTimeout: 60_000,
          // Hooks start servers: up to START_TIMEOUT_MS (180 s) each on a loaded machine.
          hookTimeout: 240_000,
          // The journeys run one at a time, after the other projects. Two at once on two cores
          // saves little: each file then runs about twice as slowly (the journeys alone: 531 s two
          // at a time, 117 passed, against about 560 s one at a time in CI). The one failure two
          // at once once showed (Clerk sign-out, /login's form not shown) was a product bug, fixed:
          // a signed-out session's token is now refused (revoked_sessions).
          fileParallelism: false,
        },
      },
    ],
  },
});
