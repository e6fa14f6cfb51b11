import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './redirect';

const SITE = 'https://perch.example';

/** Where a browser goes when it follows `Location: location` from a page of this site. */
const followed = (location: string) => new URL(location, `${SITE}/login`);

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/pricing?cycle=annual#plans')).toBe('/pricing?cycle=annual#plans');
    expect(safeReturnPath('/terms')).toBe('/terms');
    expect(safeReturnPath('/x/../tools')).toBe('/tools');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\tx',
      '',
      null,
      undefined,
      'terms',
    ]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });

  // #14: the raw text was checked for a leading "//", but the normalised path was returned,
  // and normalising can make one ("/.//evil.com" → "//evil.com").
  it('never returns a path that a browser would resolve to another host, however it is spelt', () => {
    const tricks = [
      '/.//evil.com',
      '/x/..//evil.com',
      '/%2e//evil.com',
      '/%2E%2E//evil.com',
      '/./\\evil.com',
      '/.\\/evil.com',
      '/x/../\\evil.com',
      '/./%5Cevil.com',
      '/.//evil.com/path?q=1#h',
      '/./\\/evil.com',
      '/.//\\evil.com',
      '/.///evil.com',
      '/%2e%2e/%2e%2e//evil.com',
    ];
    for (const trick of tricks) {
      const path = safeReturnPath(trick, '/fallback');
      expect(followed(path).origin, `${trick} → ${path}`).toBe(SITE);
      expect(path.startsWith('//') || path.startsWith('/\\'), `${trick} → ${path}`).toBe(false);
    }
    expect(safeReturnPath('/.//evil.com', '/fallback')).toBe('/fallback');
  });

  it('keeps every answer on this site, for any mix of slashes, dots and escapes (property, fixed seed)', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%5C',
      '%09',
      'evil.com',
      'x',
      ':',
      '@',
      '?',
      '#',
      ' ',
      'http:',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const path = safeReturnPath(`/${pieces.join('')}`, '/fallback');
        return (
          followed(path).origin === SITE && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
        );
      }),
      { seed: 14, numRuns: 5000 },
    );
  });
});
