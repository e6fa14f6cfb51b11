import {
  CLERK_API_URL,
  CLERK_FAPI_URL,
  CLERK_JWT_KEY,
  CLERK_SECRET_KEY,
  CLERK_USER_REFRESH_SECONDS,
  PUBLIC_CLERK_PROXY_URL,
  PUBLIC_CLERK_PUBLISHABLE_KEY,
} from 'astro:env/server';
import { clerkAccounts } from './clerk';
import { authProviderConfig } from './clerkConfig';
import { embeddedAccounts } from './embedded';
import type { AccountsProvider } from './types';

export { AuthConfigError, type AuthProviderConfig, type ClerkConfig } from './clerkConfig';
export type { AccountsProvider, Authenticated } from './types';

let chosen: AccountsProvider | undefined;

/**
 * The accounts provider, chosen once per process from the environment: Clerk when both Clerk
 * keys are set, else the built-in accounts. Throws AuthConfigError for a wrong configuration
 * (the start-up health check reports it and `npm start` stops).
 */
export function accounts(): AccountsProvider {
  if (chosen) return chosen;
  const config = authProviderConfig({
    PUBLIC_CLERK_PUBLISHABLE_KEY,
    CLERK_SECRET_KEY,
    CLERK_JWT_KEY,
    PUBLIC_CLERK_PROXY_URL,
    CLERK_API_URL,
    CLERK_FAPI_URL,
    CLERK_USER_REFRESH_SECONDS,
  });
  chosen = config.provider === 'clerk' ? clerkAccounts(config) : embeddedAccounts();
  return chosen;
}
