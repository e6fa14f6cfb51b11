import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './client';
import { openTemplateCopy } from './templateCopy.test-support';
import { preparedSql } from './prepared';
import { rateCounters } from './schema';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTemplateCopy('perch-prepared-');
});
afterAll(() => opened.close());

/** What drizzle's own prepared query answers for the same statement and values (PGlite's unnamed path). */
async function throughDrizzle(statement: ReturnType<typeof sql>, values: Record<string, unknown>) {
  const { dialect, session } = opened.db as unknown as {
    dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(...args: unknown[]): { execute(v: Record<string, unknown>): Promise<{ rows: unknown[] }> };
    };
  };
  return (await session.prepareQuery(dialect.sqlToQuery(statement), undefined, undefined, false).execute(values)).rows;
}

describe('preparedSql on PGlite', () => {
  const p = sql.placeholder;
  const typed = sql`select ${p('n')}::int as n, ${p('x')}::float8 as x, ${p('t')}::text as t, ${p('at')}::timestamptz as at, ${p('j')}::jsonb as j, ${p('none')}::text as none, ${p('yes')}::boolean as yes, ${p('id')}::uuid as id, interval '90 minutes' as spell, now() - now() = interval '0' as same`;

  it('is prepared once by name, and answers as drizzle does: numbers, booleans and JSON parsed, times as text', async () => {
    const statement = preparedSql(opened.db, 'perch_test_typed', () => typed);
    const values = {
      n: 42,
      x: 2.5,
      t: "it's",
      at: '2026-03-01T12:00:00.000Z',
      j: JSON.stringify({ a: [1, 'b'] }),
      none: null,
      yes: true,
      id: '5f0c3c4e-8f3a-4c1e-9d2b-1a2b3c4d5e6f',
    };
    const rows = await statement.execute(values);
    expect(rows).toEqual(await throughDrizzle(typed, values));
    expect(rows).toEqual([
      {
        n: 42,
        x: 2.5,
        t: "it's",
        at: '2026-03-01 12:00:00+00',
        j: { a: [1, 'b'] },
        none: null,
        yes: true,
        id: '5f0c3c4e-8f3a-4c1e-9d2b-1a2b3c4d5e6f',
        spell: '01:30:00',
        same: true,
      },
    ]);
    await statement.execute(values);
    const named = await opened.db.execute(
      sql`select count(*)::int as count from pg_prepared_statements where name = 'perch_test_typed'`,
    );
    expect((named as { rows: unknown[] }).rows).toEqual([{ count: 1 }]);
  });

  it('throws what PostgreSQL refuses, and the statement and the database go on working', async () => {
    const statement = preparedSql(opened.db, 'perch_test_json', () => sql`select ${p('j')}::jsonb as j`);
    await expect(statement.execute({ j: 'not json' })).rejects.toThrow(/invalid input syntax for type json/);
    expect(await statement.execute({ j: '[1]' })).toEqual([{ j: [1] }]);
    const broken = preparedSql(opened.db, 'perch_test_broken', () => sql`select from no_such_table`);
    await expect(broken.execute({})).rejects.toThrow(/no_such_table/);
    await expect(broken.execute({})).rejects.toThrow(/no_such_table/);
    expect(await statement.execute({ j: '2' })).toEqual([{ j: 2 }]);
  });

  it("never runs inside another caller's transaction: it waits for it, and a rollback leaves its write", async () => {
    const scope = `test:prepared:${randomUUID()}`;
    const insert = preparedSql(
      opened.db,
      'perch_test_insert',
      () =>
        sql`insert into ${rateCounters} (scope, window_start, count, previous_count) values (${p('scope')}, now(), 1, 0) returning scope`,
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = false;
    let insertedWhileHeld: boolean | null = null;
    let begun = () => {};
    const inTransaction = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const transaction = opened.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        begun();
        await held;
        insertedWhileHeld = inserted;
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await inTransaction;
    const write = insert.execute({ scope }).then((rows) => {
      inserted = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await transaction).toBe('rolled back');
    expect(insertedWhileHeld, 'the statement waited for the transaction').toBe(false);
    expect(await write).toEqual([{ scope }]);
    const kept = await opened.db.execute(sql`select scope from ${rateCounters} where scope = ${scope}`);
    expect((kept as { rows: unknown[] }).rows).toEqual([{ scope }]);
  });
});
