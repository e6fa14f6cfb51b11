import { DatabaseStartError, openServerDatabase } from '../../server/db';
import { json, route } from '../../server/http';

/** Readiness: opens (and on first call migrates) the database. npm start waits on it. */
export const { GET, ALL } = route({
  GET: async () => {
    try {
      const { kind } = await openServerDatabase();
      return json({ ok: true, database: kind });
    } catch (error) {
      const message = error instanceof DatabaseStartError ? error.message : 'The database could not be opened';
      if (!(error instanceof DatabaseStartError)) console.error('[health]', error);
      return json({ ok: false, error: message }, { status: 503 });
    }
  },
});
