import { describe, expect, it } from 'vitest';
import { EMBED_REM_PX, shadowCss } from './shadowCss';

describe('shadowCss', () => {
  it('moves the theme from :root to :host and resolves rem against 16 px', () => {
    const css = shadowCss(':root{--perch-radius-md:0.375rem;--x:2rem}.a{width:min(24rem,calc(100vw - 2rem));margin:-.5rem}');
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
