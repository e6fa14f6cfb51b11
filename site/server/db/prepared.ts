import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** A hand-written statement prepared once per database: run it with its placeholders' values. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** The part of drizzle's database these statements use (as its query builders' `prepare()` do). */
interface Preparing {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): {
      execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }>;
    };
  };
}

const prepared = new WeakMap<Database, Map<string, PreparedSql<unknown>>>();

/**
 * A statement drizzle's query builders cannot write (a CTE that counts and inserts at once),
 * built by `build` once per database and named `name`: PostgreSQL keeps it prepared on each
 * connection (node-postgres sends the name), and neither driver rebuilds its SQL text per call.
 * Rows come back as the database sent them: select numbers and text, not timestamps.
 */
export function preparedSql<Row>(db: Database, name: string, build: () => SQL): PreparedSql<Row> {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) {
    const { dialect, session } = db as unknown as Preparing;
    const query = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    statement = { execute: async (values) => (await query.execute(values)).rows };
    byName.set(name, statement);
  }
  return statement as PreparedSql<Row>;
}
