import { route } from '../../../server/http';
import { endSession } from '../../../server/auth/request';
import { noteProductEvent } from '../../../server/analytics/notedEvents';

/**
 * POST: ends the session. The navigation's form gets 303 → / (spec §7: sign out goes to /);
 * API clients get 204. Signing out without a session is not an error.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const signedIn = context.locals.user != null;
    await endSession(context);
    if (signedIn) noteProductEvent(context, 'signed_out', {});
    const type = context.request.headers.get('content-type') ?? '';
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      return new Response(null, { status: 303, headers: { Location: '/', 'Cache-Control': 'no-store' } });
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
});
