import { sql } from 'drizzle-orm';
import { dataDiskIsFull, DatabaseStartError, openServerDatabase } from '../../server/db';
import { isDatabaseUnavailable, isDiskFull } from '../../server/db/unavailable';
import { DATABASE_RETRY_AFTER_S, DISK_FULL_RETRY_AFTER_S, json, route } from '../../server/http';
import { addressLimitScale, ConfigError, signupLimit } from '../../server/auth/request';
import { AuthConfigError, accounts as accountsProvider } from '../../server/providers/auth';
import { AnalyticsConfigError, analytics as analyticsProvider } from '../../server/providers/analytics';
import { BillingConfigError, billing as billingProvider } from '../../server/providers/billing';
import { configuredPublicOrigin } from '../../server/auth/verification';
import { parootyLimits } from '../../server/services/parootyConfig';

/**
 * Readiness: checks the configuration, opens (on first call, migrates) the database and asks it
 * `select 1`. npm start waits on it and stops with its message when it fails; later, 503 with
 * Retry-After says this instance cannot serve now (its database cannot be reached).
 */
export const { GET, ALL } = route({
  GET: async () => {
    let accounts: string;
    let billing: string;
    let analytics: string;
    try {
      accounts = accountsProvider().name;
      billing = billingProvider().name;
      analytics = analyticsProvider().name;
      signupLimit();
      parootyLimits();
      addressLimitScale();
      configuredPublicOrigin();
    } catch (error) {
      if (
        error instanceof AuthConfigError ||
        error instanceof BillingConfigError ||
        error instanceof AnalyticsConfigError ||
        error instanceof ConfigError
      )
        return json({ ok: false, error: error.message }, { status: 503 });
      throw error;
    }
    let kind: string;
    try {
      const opened = await openServerDatabase();
      kind = opened.kind;
      // Asked every time: an instance whose database has gone away is not ready, so a load
      // balancer sends its visitors to one that can answer them.
      await opened.db.execute(sql`select 1`);
    } catch (error) {
      const message =
        error instanceof DatabaseStartError
          ? error.message
          : isDiskFull(error)
            ? 'The disk holding the database is full'
            : isDatabaseUnavailable(error)
              ? 'The database cannot be reached'
              : 'The database could not be opened';
      if (!(error instanceof DatabaseStartError)) console.error('[health]', error);
      return json(
        { ok: false, error: message },
        { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_S) } },
      );
    }
    // A full disk answers reads but refuses every write: not ready, and said so.
    if (await dataDiskIsFull())
      return json(
        { ok: false, error: 'The disk holding the data folder is full: free some space' },
        { status: 503, headers: { 'Retry-After': String(DISK_FULL_RETRY_AFTER_S) } },
      );
    return json({ ok: true, database: kind, accounts, billing, analytics });
  },
});
