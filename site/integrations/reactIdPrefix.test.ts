import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactIdPrefix } from './reactIdPrefix.mjs';

const require = createRequire(import.meta.url);
const serverFile = path.join(path.dirname(require.resolve('@astrojs/react/package.json')), 'dist/server.js');

function transform(code: string, id: string): string | null {
  const plugin = reactIdPrefix();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? null;
}

describe('reactIdPrefix (server HTML carries each island’s useId prefix)', () => {
  it('the installed @astrojs/react renders every island with its identifierPrefix once transformed', () => {
    const source = readFileSync(serverFile, 'utf8');
    const out = transform(source, serverFile) ?? source;
    expect(out).toContain('renderToString(vnode, renderOptions)');
    expect(out).not.toMatch(/renderToString\(vnode\)/);
    // The options it passes are the ones holding the island's prefix.
    expect(out).toMatch(/renderOptions = \{\s*identifierPrefix: prefix/);
  });

  it('leaves every other module alone', () => {
    expect(transform('html = ReactDOM.renderToString(vnode);', '/x/node_modules/other/dist/server.js')).toBeNull();
  });
});
