// The package as other teams install it: `npm run build -w packages/ui` writes dist/, and this
// checks what package.json promises about it (exports, types, one stylesheet, React external).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(pkgDir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Bare module specifiers a built file imports (`import … from "x"`, `import "x"`, `export … from "x"`). */
function bareImports(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('/'));
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

beforeAll(() => {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: pkgDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`package build failed:\n${build.stdout}\n${build.stderr}`);
}, 120_000);

describe('the published @perch/ui (dist/)', () => {
  it('has a file for every export target, and a .d.ts for every JavaScript entry', () => {
    for (const [entry, target] of Object.entries(pkg.exports)) {
      const targets = typeof target === 'string' ? { default: target } : target;
      for (const [condition, file] of Object.entries(targets)) {
        expect(existsSync(path.join(pkgDir, file)), `${entry} → ${condition}: ${file}`).toBe(true);
      }
      expect(targets.default, `${entry} points at the build by default`).toMatch(/^\.\/(dist\/|package\.json$)/);
      if (targets.default?.endsWith('.js'))
        expect(targets.types, `${entry} has types`).toMatch(/^\.\/dist\/.+\.d\.ts$/);
    }
  });

  it('keeps React, react-dom and every dependency external (imports stay imports)', () => {
    const allowed = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
    const index = readFileSync(path.join(dist, 'index.js'), 'utf8');
    expect(bareImports(readFileSync(path.join(dist, 'components/ChatWidget/ChatWidget.js'), 'utf8'))).toEqual(
      expect.arrayContaining(['react', 'react/jsx-runtime']),
    );
    for (const file of files(dist)) {
      if (!file.endsWith('.js')) continue;
      const code = readFileSync(file, 'utf8');
      for (const specifier of bareImports(code))
        expect(allowed, `${path.relative(dist, file)} imports ${specifier}`).toContain(packageName(specifier));
      // React's own code, had it been bundled, carries these markers.
      expect(code, path.relative(dist, file)).not.toMatch(
        /react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE|react-dom\.production/,
      );
    }
    expect(index).not.toMatch(/function createElement\(|useSyncExternalStore\s*=|\bReactSharedInternals\b/);
    expect(Object.keys(pkg.peerDependencies)).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(Object.keys(pkg.dependencies)).not.toContain('react');
  });

  it('ships one styles.css with the theme and the chat widget’s classes', async () => {
    const cssFiles = [...files(dist)].filter((f) => f.endsWith('.css'));
    expect(cssFiles.map((f) => path.relative(dist, f))).toEqual(['styles.css']);
    const css = readFileSync(path.join(dist, 'styles.css'), 'utf8');
    expect(css).toMatch(/:root\s*{[^}]*--perch-color-accent:\s*#D87A3F/i);
    const styles = (await import(
      pathToFileURL(path.join(dist, 'components/ChatWidget/ChatWidget.css.js')).href
    )) as Record<string, unknown>;
    const classes = Object.values(styles).flatMap((value) => {
      if (typeof value === 'string') return value.split(' ');
      // recipe(): its base and variant classes.
      const recipe = value as { classNames?: { base: string; variants: Record<string, Record<string, string>> } };
      if (!recipe.classNames) return [];
      return [
        recipe.classNames.base,
        ...Object.values(recipe.classNames.variants).flatMap((v) => Object.values(v)),
      ].flatMap((c) => c.split(' '));
    });
    expect(classes.length).toBeGreaterThan(15);
    for (const className of classes) expect(css, className).toContain(`.${className}`);
  });

  it('is tree-shakeable: only stylesheets are marked as having side effects', () => {
    expect(pkg.sideEffects.every((pattern) => /\.css(\.ts)?$|\.vanilla\.css$/.test(pattern))).toBe(true);
    // One module per source file, so a bundler can drop the components an app does not import.
    expect(existsSync(path.join(dist, 'components/ChatWidget/ChatWidget.js'))).toBe(true);
  });

  it('loads in Node with its dependencies installed (the ES modules resolve)', async () => {
    const ui = (await import(pathToFileURL(path.join(dist, 'index.js')).href)) as Record<string, unknown>;
    expect(typeof ui.ChatWidget).toBe('function');
    expect(ui.DEFAULT_CHAT_ENDPOINT).toBe('/api/parooty/query');
    const plans = (await import(pathToFileURL(path.join(dist, 'plans/index.js')).href)) as Record<string, unknown>;
    expect(typeof plans.normalizePlans).toBe('function');
  });
});
