// A direct answer's cookies (site/server/http/directAnswer.ts) must read and write exactly as
// Astro's own AstroCookies do in the pipeline: the Set-Cookie headers byte for byte.
import type { AstroCookieSetOptions } from 'astro';
import { describe, expect, it } from 'vitest';
// astro does not export AstroCookies; the test compares against its built module directly.
import { AstroCookies } from '../../../node_modules/astro/dist/core/cookies/cookies.js';
import { DirectCookies } from './directCookies';

const HEADER = 'perch_session=abc%2Fdef; other=1; empty=; json=%7B%22a%22%3A1%7D; bad=%E0%A4%A';

const pair = (header = HEADER) => ({
  // Its logger warns only of a set after the answer is sent, which these tests never do.
  astro: new AstroCookies(new Request('http://perch.test/', { headers: { cookie: header } }), undefined as never),
  direct: new DirectCookies(header),
});

describe('DirectCookies reads and writes as AstroCookies', () => {
  it('reads the Cookie header alike', () => {
    const { astro, direct } = pair();
    for (const name of ['perch_session', 'other', 'empty', 'json', 'bad', 'missing']) {
      expect(direct.has(name)).toBe(astro.has(name));
      expect(direct.get(name)?.value).toBe(astro.get(name)?.value);
    }
    expect(direct.get('json')?.json()).toEqual({ a: 1 });
    const none = pair('');
    expect(none.direct.has('perch_session')).toBe(none.astro.has('perch_session'));
  });

  it('writes the same Set-Cookie headers for set and delete, and reads its own writes back', () => {
    const { astro, direct } = pair();
    const expires = new Date('2026-12-27T10:00:00Z');
    const options: AstroCookieSetOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: true, expires };
    for (const c of [astro, direct]) {
      c.set('perch_session', 'new token/with+chars', options);
      c.set('pref', { collapsed: true }, { path: '/', maxAge: 60 });
      c.delete('other', { path: '/', httpOnly: true, sameSite: 'lax', secure: false });
    }
    expect([...direct.headers()]).toEqual([...astro.headers()]);
    expect([...direct.headers()]).toHaveLength(3);
    for (const name of ['perch_session', 'pref', 'other']) {
      expect(direct.has(name)).toBe(astro.has(name));
      expect(direct.get(name)?.value).toBe(astro.get(name)?.value);
    }
  });

  it('sets nothing until asked', () => {
    expect([...new DirectCookies(HEADER).headers()]).toEqual([]);
  });
});
