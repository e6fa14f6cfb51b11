import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors';
import { parseQuery } from './query';

const schema = z.strictObject({ q: z.string().optional(), page: z.coerce.number().int().min(1).optional() });
const parse = (qs: string) => parseQuery(new URL(`http://x/?${qs}`), schema);
const failure = (qs: string) => {
  try {
    parse(qs);
  } catch (error) {
    return error instanceof HttpError ? { status: error.status, details: error.details } : error;
  }
  return null;
};

describe('parseQuery', () => {
  it('reads known parameters', () => {
    expect(parse('q=json&page=2')).toEqual({ q: 'json', page: 2 });
    expect(parse('')).toEqual({});
  });
  it('names the parameter it refuses', () => {
    expect(failure('page=0')).toMatchObject({ status: 400, details: { page: expect.any(String) } });
    expect(failure('page=x')).toMatchObject({ status: 400, details: { page: expect.any(String) } });
    expect(failure('q=a&q=b')).toEqual({ status: 400, details: { q: 'must be given once' } });
    expect(failure('q=%00')).toEqual({ status: 400, details: { q: 'must not contain NUL characters' } });
    expect(failure('sort=name')).toEqual({ status: 400, details: { sort: 'is not a parameter this endpoint takes' } });
  });
});
