// `npm run chromatic`: publishes Storybook to Chromatic for visual review — only when
// CHROMATIC_PROJECT_TOKEN is set; otherwise says so and exits cleanly.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
