import { route } from '../../../server/http';
import { currentAuth, endSession } from '../../../server/auth/request';
import { noteForNextPage } from '../../../server/analytics/notedEvents';
import { rootCauseMessage } from '../../../server/db/unavailable';

/**
 * POST: ends the session. The navigation's form gets 303 → / (spec §7: sign out goes to /);
 * API clients get 204. Signing out without a session is not an error, and neither is a database
 * that cannot be reached: the session's cookie is removed all the same (the accounts provider
 * logs what it could not record).
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    // The middleware resolves no user for API routes: asked here, before the session ends. A
    // database that cannot be read does not stop the sign-out: the cookie goes all the same.
    const signedIn =
      (await currentAuth(context).catch((error: unknown) => {
        console.error(`[${context.locals.requestId}] sign-out could not read the session: ${rootCauseMessage(error)}`);
        return null;
      })) !== null;
    await endSession(context);
    if (signedIn) noteForNextPage(context, 'signed_out', {});
    const type = context.request.headers.get('content-type') ?? '';
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      return new Response(null, { status: 303, headers: { Location: '/', 'Cache-Control': 'no-store' } });
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
});
