import { describe, expect, it } from 'vitest';
import { EMBED_REM_PX, shadowCss, trimShadowCss } from './shadowCss';

describe('shadowCss', () => {
  it('moves the theme from :root to :host and resolves rem against 16 px', () => {
    const css = shadowCss(
      ':root{--perch-radius-md:0.375rem;--x:2rem}.a{width:min(24rem,calc(100vw - 2rem));margin:-.5rem}',
    );
    expect(css).toContain(':host{--perch-radius-md:6px;--x:32px}');
    expect(css).toContain('.a{width:min(384px,calc(100vw - 32px));margin:-8px}');
    expect(css).not.toContain(':root');
    expect(EMBED_REM_PX).toBe(16);
  });

  it('leaves other units and names alone, and ends with the host rules', () => {
    const css = shadowCss('.remark{width:3em;height:70vh}.x9rem,.a-2rem{top:0}');
    expect(css).toContain('.remark{width:3em;height:70vh}.x9rem,.a-2rem{top:0}');
    expect(css.trimEnd()).toMatch(/:host \{[\s\S]*all: initial !important;[\s\S]*\}$/);
  });
});

describe('trimShadowCss', () => {
  it('drops comments, html and body rules (never matched in a shadow root) and empty @media blocks', () => {
    const css = trimShadowCss(
      '/*$vite$:1*/*{box-sizing:border-box}html{color-scheme:dark}body{margin:0;color:var(--a)}h1,body p{margin:0}@media (prefers-reduced-motion:no-preference){html:focus-within{scroll-behavior:smooth}}.x{top:0}',
    );
    expect(css).toBe('*{box-sizing:border-box}h1,body p{margin:0}.x{top:0}');
  });

  it('keeps the custom properties the stylesheet or the script read, and drops the rest', () => {
    const css = trimShadowCss(
      ":host{--used:1px;--unused-1:0;--unused-2:0;--font:ui-sans-serif, 'Segoe UI', sans-serif;--unused:rgba(0, 0, 0, 0.4);--in-js:2px;--last-unused:0}.a{width:var(--used);font:var( --font)}",
      'el.className = "a"; el.style.gap = "var(--in-js)"',
    );
    expect(css).toBe(
      ":host{--used:1px;--font:ui-sans-serif, 'Segoe UI', sans-serif;--in-js:2px}.a{width:var(--used);font:var( --font)}",
    );
  });

  it('drops rules whose every selector names a class the script never uses, given the script', () => {
    const css =
      '.used{top:0}.gone{top:1px}.gone:hover:not(:disabled){top:2px}.gone,.used2 a{top:3px}.used .gone{top:4px}' +
      '@media (min-width:1px){.gone{top:5px}}@keyframes k{0%,to{opacity:0}}*,:before{box-sizing:border-box}:is(.gone,.used){top:6px}.used10{top:7px}';
    const script = 'el.className=`used used2`';
    expect(trimShadowCss(css, script)).toBe(
      '.used{top:0}.gone,.used2 a{top:3px}@keyframes k{0%,to{opacity:0}}*,:before{box-sizing:border-box}',
    );
    // Without the script nothing is known of class use: every class rule stays.
    expect(trimShadowCss('.gone{top:1px}')).toBe('.gone{top:1px}');
  });
});
