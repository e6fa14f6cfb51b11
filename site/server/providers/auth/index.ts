import {
  CLERK_API_URL,
  CLERK_FAPI_URL,
  CLERK_JWT_KEY,
  CLERK_SECRET_KEY,
  CLERK_USER_REFRESH_SECONDS,
  PUBLIC_CLERK_PROXY_URL,
  PUBLIC_CLERK_PUBLISHABLE_KEY,
} from 'astro:env/server';
import { authProviderConfig, type AuthProviderConfig } from './clerkConfig';

export { AuthConfigError, type AuthProviderConfig, type ClerkConfig } from './clerkConfig';

let config: AuthProviderConfig | undefined;

/** The account provider chosen from the environment, once per process (throws AuthConfigError). */
export function authConfig(): AuthProviderConfig {
  config ??= authProviderConfig({
    PUBLIC_CLERK_PUBLISHABLE_KEY,
    CLERK_SECRET_KEY,
    CLERK_JWT_KEY,
    PUBLIC_CLERK_PROXY_URL,
    CLERK_API_URL,
    CLERK_FAPI_URL,
    CLERK_USER_REFRESH_SECONDS,
  });
  return config;
}
