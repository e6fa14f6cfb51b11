import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { entryUrl } from './entryUrl.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'perch-entry-url-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds `page.js` for the browser as the site's client build does; the chunks it wrote, by name. */
async function buildPage(files: Record<string, string>): Promise<Rolldown.OutputChunk[]> {
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [entryUrl()],
    build: { write: false, minify: false, rolldownOptions: { input: path.join(dir, 'page.js') } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  return outputs.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

describe('?entry-url: a module built as an entry of its own, imported as its URL', () => {
  it('gives the importer the built URL of the module and nothing of Vite’s preload helper; a module both use is one chunk, not two copies', async () => {
    const chunks = await buildPage({
      'shared.js': 'export const shared = () => "shared by both";\n',
      'later.js': 'import { shared } from "./shared.js";\ndocument.title = shared() + " and later";\n',
      'page.js':
        'import later from "./later.js?entry-url";\nimport { shared } from "./shared.js";\n' +
        'console.log(shared());\nconst s = document.createElement("script");\ns.type = "module";\ns.src = later;\ndocument.head.append(s);\n',
    });
    const page = chunks.find((c) => c.isEntry && c.name === 'page');
    const later = chunks.find((c) => c.name === 'later');
    expect(page, 'the page chunk').toBeDefined();
    expect(later, 'the module loaded later, a chunk of its own').toBeDefined();
    expect(page!.code).toContain(`/${later!.fileName}`);
    expect(page!.code).not.toContain('and later');
    expect(page!.code).not.toMatch(/__vitePreload|import\(/);
    expect(chunks.some((c) => c.code.includes('modulepreload'))).toBe(false);
    // The code both reach is written once, in a chunk both import.
    const holding = chunks.filter((c) => c.code.includes('shared by both'));
    expect(holding).toHaveLength(1);
    expect(page!.imports).toContain(holding[0]!.fileName);
    expect(later!.imports).toContain(holding[0]!.fileName);
  });

  it('names a module it cannot find', async () => {
    await expect(
      buildPage({ 'page.js': 'import url from "./missing.js?entry-url";\nconsole.log(url);\n' }),
    ).rejects.toThrow(/entry-url: cannot resolve \.\/missing\.js\?entry-url/);
  });
});
