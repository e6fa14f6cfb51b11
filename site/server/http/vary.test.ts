import { describe, expect, it } from 'vitest';
import { addVary } from './vary';

describe('addVary', () => {
  it('sets Vary, appends to a list, and never adds a token twice (whatever its case)', () => {
    const headers = new Headers();
    addVary(headers, 'Origin');
    expect(headers.get('Vary')).toBe('Origin');
    addVary(headers, 'Accept-Encoding');
    expect(headers.get('Vary')).toBe('Origin, Accept-Encoding');
    addVary(headers, 'accept-encoding');
    addVary(headers, 'ORIGIN');
    expect(headers.get('Vary')).toBe('Origin, Accept-Encoding');
  });
});
