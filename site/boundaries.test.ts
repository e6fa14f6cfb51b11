/**
 * The house's one-way dependencies (CONVENTIONS, README "Where things are"), checked on the source:
 * - an island or browser module (site/islands, site/client, site/components' scripts) imports
 *   nothing from site/server but a provider's browser half (`site/server/providers/{name}/browser/`);
 * - a browser half imports nothing else from site/server, and never `astro:env/server`;
 * - server code never imports site/client (what both need is in site/shared);
 * - nothing in site/ imports scripts/ (developer tooling), and no renderer imports the workspace.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(?:ts|tsx|mjs|astro)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !e.name.includes('.test.'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Every module a file imports (static, dynamic, re-exports), resolved to a repo path when relative. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/(?:^|[\s;])import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers.map((s) =>
    s.startsWith('.') ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), s)) : s,
  );
}

const BROWSER_HALF = /^site\/server\/providers\/[^/]+\/browser\//;
const offences = (files: string[], bad: (target: string, file: string) => boolean) =>
  files.flatMap((file) =>
    importsOf(file)
      .filter((t) => bad(t, file))
      .map((t) => `${file} → ${t}`),
  );

describe('dependency boundaries', () => {
  it('islands and browser modules import from site/server only a provider’s browser half', () => {
    const browser = [...filesUnder('site/islands'), ...filesUnder('site/client')];
    expect(browser.length).toBeGreaterThan(10);
    expect(offences(browser, (t) => t.startsWith('site/server/') && !BROWSER_HALF.test(t))).toEqual([]);
  });

  it('a provider’s browser half imports nothing else from site/server, and no server-only env', () => {
    const halves = filesUnder('site/server/providers').filter((f) => BROWSER_HALF.test(f));
    expect(halves.length).toBeGreaterThan(2);
    expect(
      offences(
        halves,
        (t, file) =>
          t === 'astro:env/server' || (t.startsWith('site/server/') && !t.startsWith(file.match(BROWSER_HALF)![0])),
      ),
    ).toEqual([]);
  });

  it('server code never imports site/client', () => {
    const server = [...filesUnder('site/server'), ...filesUnder('site/pages/api'), 'site/middleware.ts'].filter(
      (f) => !BROWSER_HALF.test(f),
    );
    expect(offences(server, (t) => t.startsWith('site/client/'))).toEqual([]);
  });

  it('nothing in site/ imports scripts/, and no renderer imports the workspace', () => {
    expect(offences(filesUnder('site'), (t) => t.startsWith('scripts/'))).toEqual([]);
    expect(
      offences(
        filesUnder('packages/tools/src/renderers'),
        (t) => t.includes('/workspace/') || t.endsWith('/workspace'),
      ),
    ).toEqual([]);
  });
});
