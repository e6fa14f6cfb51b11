import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue';
import { shellStateFor, toolIdOf } from './shellState';

const rows = { tools: CATALOGUE };

describe('the tool-page shell', () => {
  it('reads the tool id from /app/{id}, and nothing from other addresses', () => {
    expect(toolIdOf('/app/kilometres-to-miles')).toBe('kilometres-to-miles');
    expect(toolIdOf('/app/kilometres-to-miles/')).toBe('kilometres-to-miles');
    expect(toolIdOf('/app/a/b')).toBeNull();
    expect(toolIdOf('/tools')).toBeNull();
    expect(toolIdOf('/app/%E0%A4%A')).toBeNull();
  });

  it("draws any catalogue tool with the address's inputs, and only the tool's own fields", () => {
    const state = shellStateFor(rows, { pathname: '/app/kilometres-to-miles', search: '?value=42&other=1' });
    expect(state.kind).toBe('found');
    if (state.kind !== 'found') return;
    expect(state.tool.id).toBe('kilometres-to-miles');
    expect(state.values).toEqual({ value: '42' });
  });

  it('says which id is not in the catalogue', () => {
    expect(shellStateFor(rows, { pathname: '/app/no-such-tool', search: '' })).toEqual({
      kind: 'missing',
      id: 'no-such-tool',
    });
  });
});
