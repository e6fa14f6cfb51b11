import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDiskFull, rootCauseMessage } from './unavailable';

/** The error a real pg client gives when it connects to `url` and asks `query`. */
async function pgError(url: string, query = 'select 1'): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query(query);
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
  throw new Error('no error');
}

/** A server on loopback that does `onConnection` with each socket; its port. */
async function listening(onConnection: (socket: net.Socket) => void): Promise<{ port: number; close(): void }> {
  const server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

describe('isDatabaseUnavailable', () => {
  it('is true for what pg gives when the database cannot be reached: refused, reset, ended, silent', async () => {
    const closed = await listening(() => {});
    closed.close();
    const refused = await pgError(`postgres://u:p@127.0.0.1:${closed.port}/db`);
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');

    const resetting = await listening((socket) => socket.resetAndDestroy());
    const reset = await pgError(`postgres://u:p@127.0.0.1:${resetting.port}/db`);
    resetting.close();

    const ending = await listening((socket) => socket.end());
    const ended = await pgError(`postgres://u:p@127.0.0.1:${ending.port}/db`);
    ending.close();
    expect(String((ended as Error).message)).toMatch(/Connection terminated/);

    const silent = await listening(() => {});
    const timedOut = await pgError(`postgres://u:p@127.0.0.1:${silent.port}/db`);
    silent.close();
    expect(String((timedOut as Error).message)).toMatch(/timeout/);

    for (const error of [refused, reset, ended, timedOut]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      // As the server meets them: wrapped by drizzle.
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(true);
    }
  });

  it("is true for a query whose answer never came (pg's query_timeout on a connection whose host went silent)", () => {
    // pg (lib/client.js) rejects the query with exactly this error when query_timeout passes.
    const silent = new Error('Query read timeout');
    expect(isDatabaseUnavailable(silent)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], silent))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout in the report'))).toBe(false);
  });

  it("is true for PostgreSQL's connection, shut-down and too-many-connections states", () => {
    for (const code of ['08006', '08001', '57P01', '57P03', '53300']) {
      const error = Object.assign(new pg.DatabaseError('server says no', 0, 'error'), { code });
      expect(isDatabaseUnavailable(error), code).toBe(true);
    }
    // Several addresses tried for one host, each refused.
    const aggregate = new AggregateError(
      [Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })],
      'connect failed',
    );
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
  });

  it('is false for a fault in the query or the code, which stays a 500', async () => {
    const db = new PGlite();
    const syntax = await db.query('selec 1').catch((error: unknown) => error);
    await db.exec('create table t (id int primary key); insert into t values (1)');
    const duplicate = await db.query('insert into t values (1)').catch((error: unknown) => error);
    await db.close();
    expect((syntax as { code?: string }).code).toBe('42601');
    expect((duplicate as { code?: string }).code).toBe('23505');
    for (const error of [
      syntax,
      duplicate,
      new DrizzleQueryError('selec 1', [], syntax as Error),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('boom'),
      null,
      undefined,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it('rootCauseMessage: the bottom cause, not the wrapper that repeats the query and its parameters', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(rootCauseMessage(new DrizzleQueryError('select $1', ['ada@perch.test'], reset))).toBe('read ECONNRESET');
    expect(rootCauseMessage(reset)).toBe('read ECONNRESET');
    expect(rootCauseMessage('down')).toBe('down');
  });

  it('does not follow a cause chain that loops', () => {
    const a: { cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('isDiskFull (#35.3)', () => {
  it("is ENOSPC or EDQUOT from Node or PGlite, PostgreSQL's disk_full, or its message, among the causes", () => {
    expect(isDiskFull(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull({ name: 'ErrnoError', errno: 51 })).toBe(true);
    expect(isDiskFull({ name: 'ErrnoError', errno: 19 })).toBe(true);
    expect(isDiskFull(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe(true);
    expect(
      isDiskFull(
        new Error('Failed query', { cause: new Error('could not write to file "pg_wal/x": No space left on device') }),
      ),
    ).toBe(true);
    expect(isDiskFull(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isDiskFull({ name: 'ErrnoError', errno: 2 })).toBe(false);
    expect(isDiskFull('ENOSPC')).toBe(false);
  });
});
