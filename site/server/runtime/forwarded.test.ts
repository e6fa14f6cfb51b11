import { describe, expect, it } from 'vitest';
import { forwardedValue, trustedProxyHops } from './forwarded.mjs';

describe('TRUST_PROXY', () => {
  it('is a number of proxies; true means one, unset or false none', () => {
    expect([undefined, '', '0', 'false', 'FALSE'].map(trustedProxyHops)).toEqual([0, 0, 0, 0, 0]);
    expect(['1', 'true', ' True '].map(trustedProxyHops)).toEqual([1, 1, 1]);
    expect(trustedProxyHops('2')).toBe(2);
    for (const bad of ['yes', '-1', '1.5', 'two', '99'])
      expect(() => trustedProxyHops(bad), bad).toThrow(/TRUST_PROXY must be/);
  });
});

describe('forwardedValue', () => {
  it('takes the entry the trusted proxy added (the rightmost), never what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; its proxy appended the address it saw.
    expect(forwardedValue('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedValue('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedValue(' 203.0.113.7 ', 1)).toBe('203.0.113.7');
  });

  it('with N proxies, takes the N-th entry from the right (CDN then load balancer)', () => {
    // client → CDN (appends client) → load balancer (appends the CDN) → Perch
    expect(forwardedValue('6.6.6.6, 203.0.113.7, 198.51.100.1', 2)).toBe('203.0.113.7');
    expect(forwardedValue('203.0.113.7, 198.51.100.1', 2)).toBe('203.0.113.7');
    // Fewer entries than proxies (a proxy that sets rather than appends): the leftmost.
    expect(forwardedValue('https', 2)).toBe('https');
  });

  it('ignores the header when no proxy is trusted, and empty entries', () => {
    expect(forwardedValue('203.0.113.7', 0)).toBeUndefined();
    expect(forwardedValue(null, 1)).toBeUndefined();
    expect(forwardedValue(' , ', 1)).toBeUndefined();
    expect(forwardedValue('203.0.113.7, ', 1)).toBe('203.0.113.7');
    expect(forwardedValue(['6.6.6.6', '203.0.113.7'], 1)).toBe('203.0.113.7');
  });
});
