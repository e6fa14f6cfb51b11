import { DatabaseStartError, openServerDatabase } from '../../server/db';
import { json, route } from '../../server/http';
import { ConfigError, signupLimit } from '../../server/auth/request';
import { AuthConfigError, accounts as accountsProvider } from '../../server/providers/auth';
import { AnalyticsConfigError, analytics as analyticsProvider } from '../../server/providers/analytics';
import { BillingConfigError, billing as billingProvider } from '../../server/providers/billing';
import { parootyLimits } from '../../server/services/parootyConfig';

/**
 * Readiness: checks the configuration and opens (on first call, migrates) the database.
 * npm start waits on it and stops with its message when it fails.
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
    } catch (error) {
      if (error instanceof AuthConfigError || error instanceof BillingConfigError || error instanceof AnalyticsConfigError || error instanceof ConfigError) return json({ ok: false, error: error.message }, { status: 503 });
      throw error;
    }
    try {
      const { kind } = await openServerDatabase();
      return json({ ok: true, database: kind, accounts, billing, analytics });
    } catch (error) {
      const message = error instanceof DatabaseStartError ? error.message : 'The database could not be opened';
      if (!(error instanceof DatabaseStartError)) console.error('[health]', error);
      return json({ ok: false, error: message }, { status: 503 });
    }
  },
});
