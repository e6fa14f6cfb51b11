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
