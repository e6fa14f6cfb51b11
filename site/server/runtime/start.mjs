// `npm start`: builds the site when the build is missing or older than the sources, then
// serves it (HOST and PORT honoured; 127.0.0.1:4321 by default).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const entry = path.join(root, 'dist/server/entry.mjs');
const sources = ['site', 'packages/ui/src', 'packages/tools/src', 'astro.config.mjs', 'package.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(full)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
const changed = Math.max(...sources.map(newestMtime));
if (!built || changed > built || process.argv.includes('--build')) {
  console.log(built ? 'Sources changed since the last build; building…' : 'No build yet; building…');
  const result = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./serve.mjs');
