import { readForm, route } from '../../../server/http';
import { isHttps } from '../../../server/http/forwarded';
import { safeReturnPath } from '../../../server/http/redirect';
import { FOOTER_COOKIE, FOOTER_COOKIE_MAX_AGE } from '../../../server/preferences';

/**
 * The footer's "Hide footer" / "Expand footer" form: remembers the choice in a cookie and
 * sends the person back to the page they were on (a same-site path only).
 */
export const { POST, ALL } = route({
  POST: async ({ request, cookies, url, redirect }) => {
    const form = await readForm(request, { limit: 4096 });
    const collapsed = form.get('collapsed') === 'true';
    cookies.set(FOOTER_COOKIE, collapsed ? 'collapsed' : 'expanded', {
      path: '/',
      maxAge: FOOTER_COOKIE_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      secure: isHttps(request, url),
    });
    const back = safeReturnPath(form.get('returnTo'));
    return redirect(`${back.split('#')[0]}#site-footer`, 303);
  },
});
