import type { ResolvedSession, UserRow } from '../../auth/sessions';
import type { SessionContext } from '../../auth/sessionCookies';
import type { UserRole } from '../../db/schema';
import type { PageCsp } from './clerkBrowser';
import type { ClerkConfig } from './clerkConfig';
import type { ProxyClient } from './clerkProxy';

export interface Authenticated extends ResolvedSession {
  via: 'cookie' | 'bearer';
  /** Set when Clerk signed the user in: its session id. */
  clerkSessionId?: string | undefined;
}

/**
 * Accounts (CONVENTIONS.md "The server"): what the rest of the server may ask of whoever runs
 * sign-in. Two implementations — the built-in e-mail and password accounts (embedded.ts) and
 * Clerk (clerk.ts) — one of them chosen once from configuration (index.ts). Callers ask these
 * questions, never which provider it is.
 */
export interface AccountsProvider {
  /** For /api/health and logs only: a caller that branches on it is missing a method here. */
  readonly name: 'embedded' | 'clerk';
  /** The built-in sign-in and sign-up forms and their endpoints serve (else they answer 404). */
  readonly builtInForms: boolean;
  /** The hosted sign-in widgets' configuration (Clerk's components on the pages), or null. */
  readonly hostedUi: ClerkConfig | null;
  /**
   * Opens a page's Content-Security-Policy to what the provider's hosted widgets load (scripts,
   * styles, frames, API calls); pages that mount them call it. The built-in accounts need nothing
   * beyond the strict policy, so for them it does nothing.
   */
  allowInCsp(csp: PageCsp | undefined): void;
  /**
   * The answer to a request for the provider's frontend API that this server forwards (Clerk with
   * a relative proxy URL), or null when `pathname` is not such a request (always, for the built-in
   * accounts). `client` is asked only when forwarding; the answer never throws (502/504 with a
   * JSON error, the cause given to `log`).
   */
  forwardFrontend(
    request: Request,
    pathname: string,
    client: () => ProxyClient,
    log: (message: string) => void,
  ): Promise<Response> | null;
  /** The signed-in user of a request that carries credentials, or null. */
  authenticate(context: SessionContext): Promise<Authenticated | null>;
  /**
   * Ends the request's session: its cookie always goes, and what the database or the provider
   * could not be told is logged. Never throws.
   */
  endSession(context: SessionContext): Promise<void>;
  /** Saves new names where the provider keeps the profile (before the local copy changes). */
  saveNames(user: UserRow, names: { firstName: string; lastName: string }): Promise<void>;
  /**
   * Saves a role an admin gave, where the provider keeps it (before the local copy changes): Clerk
   * keeps it in publicMetadata.role and would otherwise restore the old one at the next refresh.
   */
  saveRole(user: { externalId: string | null }, role: UserRole): Promise<void>;
}
