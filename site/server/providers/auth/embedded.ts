import { getDb } from '../../db';
import { deleteSession, resolveSessionHash, resolveSessionToken, SESSION_COOKIE } from '../../auth/sessions';
import { bearerToken, clearSessionCookie, setSessionCookie, signingSecret } from '../../auth/sessionCookies';
import { verifyToken } from '../../auth/tokens';
import type { AccountsProvider } from './types';

/** The built-in accounts: e-mail and password, a session cookie, short-lived signed bearer tokens. */
export function embeddedAccounts(): AccountsProvider {
  return {
    name: 'embedded',
    builtInForms: true,
    hostedUi: null,
    allowInCsp() {},
    forwardFrontend() {
      return null;
    },
    async authenticate(context) {
      const bearer = bearerToken(context.request);
      if (bearer !== null) {
        // A request that presents a bearer token is judged by it alone.
        const payload = bearer
          ? verifyToken<{ purpose: 'access'; sid: string; exp: number }>(bearer, 'access', await signingSecret())
          : null;
        if (!payload || typeof payload.sid !== 'string') return null;
        const session = await resolveSessionHash(await getDb(), payload.sid);
        return session ? { ...session, refreshed: false, via: 'bearer' } : null;
      }
      const token = context.cookies.get(SESSION_COOKIE)?.value;
      if (!token) return null;
      const session = await resolveSessionToken(await getDb(), token);
      if (!session) {
        clearSessionCookie(context);
        return null;
      }
      if (session.refreshed) setSessionCookie(context, token, session.expiresAt);
      return { ...session, via: 'cookie' };
    },
    async endSession(context) {
      const token = context.cookies.get(SESSION_COOKIE)?.value;
      clearSessionCookie(context);
      if (!token) return;
      try {
        await deleteSession(await getDb(), token);
      } catch (error) {
        console.error(`[${context.locals.requestId}] sign-out could not delete the session`, error);
      }
    },
    // The profile lives here: the caller's local update is the whole change.
    async saveNames() {},
    // The built-in accounts keep the role in the users row only.
    async saveRole() {},
  };
}
