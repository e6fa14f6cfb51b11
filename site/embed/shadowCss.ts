// The package's CSS as it must read inside the embed's shadow root.

/** The root font size `rem` is resolved against here, whatever the host page sets on <html>. */
export const EMBED_REM_PX = 16;

/**
 * The rules for the shadow host itself. `all: initial !important` cuts every inherited property
 * the host page sets on the element (`* { color: red !important }` included: inside a shadow
 * tree's own context an !important :host rule wins), then the widget's own typography is set.
 * Custom properties are not reset by `all`, so a host may still theme the widget on purpose:
 * `perch-chat { --perch-color-accent: … }`.
 */
export const HOST_RULES = `:host {
  all: initial !important;
  font-family: var(--perch-font-body) !important;
  font-size: ${EMBED_REM_PX}px !important;
  line-height: 1.6 !important;
  color: var(--perch-color-text) !important;
  color-scheme: dark !important;
  -webkit-font-smoothing: antialiased;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  --perch-z-index-floating: 2147483000;
}`;

/**
 * Rewrites the package's stylesheet for a shadow root: the theme's `:root` variables move to
 * `:host`, and `rem` lengths become pixels (a host's `html { font-size: 10px }` would otherwise
 * shrink the widget). The host rules come last, so they win over the theme's :host block.
 */
export function shadowCss(css: string): string {
  const rewritten = css
    .replace(/:root\b/g, ':host')
    // A number that starts a token (not the tail of a hashed class name such as `.x9rem`).
    .replace(/(?<![\w.#-])(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${+(Number(n) * EMBED_REM_PX).toFixed(3)}px`);
  return `${rewritten}\n${HOST_RULES}\n`;
}

/** Splits a selector list on its top-level commas (not those inside `:is(…)`, `:not(…)`). */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * What the shadow root can do without, dropped at build time (every byte of the embed is sent to
 * every visitor of every host page):
 *  - rules for `html` or `body` alone (the reset's page rules): nothing inside a shadow tree is
 *    either, so they never match; an `@media` block left empty goes too.
 *  - comments (Vite leaves a marker in its CSS output);
 *  - when `readers` (the bundle's script) are given, rules that cannot match: every selector of
 *    the rule names a class that occurs nowhere in them (the package's CSS has the looks of
 *    components the embed does not carry, and button tones and sizes the chat never uses);
 *  - custom property declarations nothing reads: a variable is kept when `var(--name` occurs in
 *    the stylesheet or in one of `readers`. A host can still override any variable the widget
 *    uses (`perch-chat { --perch-color-accent: … }`).
 * Expects minified CSS (as Vite emits it: `sel{prop:value;…}`), which is what the embed gets.
 */
export function trimShadowCss(css: string, ...readers: string[]): string {
  const classUsed = (name: string) => {
    const pattern = new RegExp(`(?<![\\w-])${name}(?![\\w-])`);
    return readers.some((text) => pattern.test(text));
  };
  const canMatch = (selector: string) =>
    [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => classUsed(m[1]!));
  const withoutDeadRules = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(?<=^|[{}])(?:html|body)(?::[\w-]+(?:\([^)]*\))?)*\{[^{}]*\}/g, '')
    .replace(/(?<=^|[{}])([^{}@]+)\{[^{}]*\}/g, (rule, list: string) =>
      readers.length === 0 || selectorsOf(list).some(canMatch) ? rule : '',
    )
    .replace(/@media[^{}]*\{\}/g, '');
  const used = new Set(
    [withoutDeadRules, ...readers].flatMap((text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1])),
  );
  return withoutDeadRules
    .replace(/(?<=[{;])\s*(--[\w-]+)\s*:[^;{}]*;?/g, (declaration, name: string) => (used.has(name) ? declaration : ''))
    .replace(/;\}/g, '}');
}
