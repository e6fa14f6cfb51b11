// `npm test`: the format and lint check, Chromium check, type check, a fresh build (endpoint and
// journey tests run against the built server), then one `vitest run` over every project. The run ends with the line
// "N passed, N failed". Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const args = process.argv.slice(2);

function step(title, command, commandArgs) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// First: a file that is not formatted, or a lint finding, fails in seconds (`npm run format`
// fixes the first; `npm run lint` lists the second).
step('Format and lint (Biome)', 'npx', ['biome', 'ci', '--error-on-warnings', '.']);
step('Chromium', 'bash', [path.join(root, 'scripts/ensure-chromium')]);
// astro:env and route types are generated into .astro/ — absent on a fresh clone.
step('Generate Astro types', 'npx', ['astro', 'sync']);
step('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('Build', 'npx', ['astro', 'build']);
const result = spawnSync('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
