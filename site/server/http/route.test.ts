import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors';
import { toErrorResponse } from './route';

afterEach(() => vi.restoreAllMocks());

describe('toErrorResponse', () => {
  it('answers an HttpError with its status, message, details and headers', async () => {
    const res = toErrorResponse(
      new HttpError(429, 'Too many attempts', { email: 'slow down' }, { 'Retry-After': '60' }),
      'r1',
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({ error: 'Too many attempts', details: { email: 'slow down' } });
  });

  it('answers anything else with a logged 500 that names the request and leaks nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = toErrorResponse(new Error('relation "secret_table" does not exist'), 'req-42');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ error: 'Internal error', requestId: 'req-42' });
    expect(JSON.stringify(body)).not.toContain('secret_table');
    expect(log).toHaveBeenCalledWith('[req-42] unexpected error', expect.any(Error));
  });

  it('answers a database out of reach with 503 and Retry-After, logging the cause but not the query or its parameters', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const res = toErrorResponse(
      new DrizzleQueryError('select * from users where email = $1', ['ada@perch.test'], reset),
      'req-7',
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: 'The database cannot be reached just now. Try again in a moment.' });
    expect(log).toHaveBeenCalledWith('[req-7] the database cannot be reached: read ECONNRESET');
    expect(JSON.stringify(log.mock.calls)).not.toContain('ada@perch.test');
  });
});
