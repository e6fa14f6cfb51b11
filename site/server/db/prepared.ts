import { type PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** A hand-written statement prepared once per database: run it with its placeholders' values. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** The part of drizzle's database these statements use (as its query builders' `prepare()` do). */
interface Preparing {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    /** The driver's client: PGlite itself (not one of its transactions), or node-postgres's pool. */
    client: unknown;
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
 * connection (node-postgres sends the name), and so does PGlite ({@link pgliteStatement}); neither
 * driver rebuilds its SQL text per call. Rows come back as the database sent them: select numbers
 * and text, not timestamps.
 */
export function preparedSql<Row>(db: Database, name: string, build: () => SQL): PreparedSql<Row> {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) {
    const { dialect, session } = db as unknown as Preparing;
    const query = dialect.sqlToQuery(build());
    if (isPGlite(session.client)) statement = pgliteStatement(session.client, name, query);
    else {
      const driver = session.prepareQuery(query, undefined, name, false);
      statement = { execute: async (values) => (await driver.execute(values)).rows };
    }
    byName.set(name, statement);
  }
  return statement as PreparedSql<Row>;
}

/** PGlite itself; a PGlite transaction has no protocol of its own (its statements go through drizzle). */
function isPGlite(client: unknown): client is PGlite {
  const candidate = client as Partial<PGlite> | null;
  return typeof candidate?.execProtocol === 'function' && typeof candidate._runExclusiveTransaction === 'function';
}

/**
 * Result types left as the database's text, as drizzle leaves them: timestamps, intervals and
 * dates, and arrays of them (numeric[], timestamp[], timestamptz[], interval[], date[]).
 */
const KEPT_AS_TEXT = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);

/** Protocol messages as one buffer (PGlite reads them in order, up to the Sync). */
function messages(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface Described {
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

/**
 * A named prepared statement on PGlite, through its wire protocol (`execProtocol`): parsed and
 * described once, then each call only binds its values and executes. PGlite's own `query()` sends
 * every statement unnamed, so PostgreSQL parses and plans it again each time: for the statement
 * that counts a Parooty question and stores its turns that was three quarters of its cost (1.23
 * ms of CPU a call, 0.26–0.42 ms named). A call takes PGlite's locks as `query()` does, so it never
 * runs inside another caller's transaction. Values are sent as `query()` sends them (its
 * serializers, by the parameter's type); results are read with its parsers, but for the types
 * drizzle keeps as text ({@link KEPT_AS_TEXT}). An error is thrown as PGlite throws it, and the
 * statement stays usable.
 */
function pgliteStatement(pg: PGlite, name: string, query: { sql: string; params: unknown[] }): PreparedSql<unknown> {
  let described: Promise<Described> | null = null;
  const exclusive = <T>(run: () => Promise<T>) => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(run));
  const describe = async (): Promise<Described> => {
    const { messages: reply } = await pg.execProtocol(
      messages(
        protocol.serialize.parse({ name, text: query.sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
    );
    const params = reply.find((m) => m.name === 'parameterDescription') as
      | InstanceType<typeof protocol.messages.ParameterDescriptionMessage>
      | undefined;
    const rows = reply.find((m) => m.name === 'rowDescription') as
      | InstanceType<typeof protocol.messages.RowDescriptionMessage>
      | undefined;
    return {
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  };
  return {
    execute: (values) =>
      exclusive(async () => {
        if (!described)
          described = describe().catch((error: unknown) => {
            described = null;
            throw error;
          });
        const { paramTypes, fields } = await described;
        const bound = fillPlaceholders(query.params, values).map((value, i) => {
          if (value === null || value === undefined) return null;
          const serialize = pg.serializers[paramTypes[i] ?? 0];
          return serialize ? serialize(value) : String(value);
        });
        const { messages: reply } = await pg.execProtocol(
          messages(
            protocol.serialize.bind({ statement: name, values: bound }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ),
        );
        const parsers = fields.map((f) => (KEPT_AS_TEXT.has(f.dataTypeID) ? null : pg.parsers[f.dataTypeID]));
        const rows: Record<string, unknown>[] = [];
        for (const message of reply) {
          if (message.name !== 'dataRow') continue;
          const row: Record<string, unknown> = {};
          (message as InstanceType<typeof protocol.messages.DataRowMessage>).fields.forEach((text, i) => {
            const parse = parsers[i];
            row[fields[i]!.name] = text === null ? null : parse ? parse(text, fields[i]!.dataTypeID) : text;
          });
          rows.push(row);
        }
        return rows;
      }),
  };
}
