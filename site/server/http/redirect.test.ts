import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './redirect';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/pricing?cycle=annual#plans')).toBe('/pricing?cycle=annual#plans');
    expect(safeReturnPath('/terms')).toBe('/terms');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\tx', '', null, undefined, 'terms']) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
});
