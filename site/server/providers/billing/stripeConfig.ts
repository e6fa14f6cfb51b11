/**
 * Which billing provider runs, from the environment. Pure: the health check calls it at start-up
 * (through billing()) so a wrong setting stops `npm start` with a message instead of failing on
 * the first checkout.
 */
export class BillingConfigError extends Error {
  override name = 'BillingConfigError';
}

export const STRIPE_MESSAGES = {
  missingWebhookSecret:
    'Missing STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY is set but the webhook signing secret (whsec_…) is not. Stripe tells Perch about payments through webhooks: set both, or neither for the test-mode checkout.',
  invalidSecretKey:
    'Invalid STRIPE_SECRET_KEY: it must start with sk_live_, sk_test_ or rk_ (a restricted key). Copy it again from the Stripe dashboard (Developers → API keys).',
  invalidApiBase:
    'Invalid STRIPE_API_BASE: it must be an absolute http(s) URL without a path, query or credentials, such as http://127.0.0.1:12111.',
} as const;

export interface StripeConfig {
  provider: 'stripe';
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests: Stripe's API unless STRIPE_API_BASE names another (a local stand-in in tests). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export type BillingProviderConfig = { provider: 'embedded' } | StripeConfig;

export interface BillingEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
}

function parseApiBase(value: string): StripeConfig['api'] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BillingConfigError(STRIPE_MESSAGES.invalidApiBase);
  }
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : null;
  if (
    !protocol ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw new BillingConfigError(STRIPE_MESSAGES.invalidApiBase);
  }
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
}

/** Stripe when STRIPE_SECRET_KEY is set (then STRIPE_WEBHOOK_SECRET is required), else the embedded checkout. */
export function billingProviderConfig(env: BillingEnv): BillingProviderConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return { provider: 'embedded' };
  if (!/^(sk_(live|test)_|rk_(live|test)_)\S+$/.test(secretKey))
    throw new BillingConfigError(STRIPE_MESSAGES.invalidSecretKey);
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) throw new BillingConfigError(STRIPE_MESSAGES.missingWebhookSecret);
  const base = env.STRIPE_API_BASE?.trim();
  return { provider: 'stripe', secretKey, webhookSecret, api: base ? parseApiBase(base) : null };
}
