import { json, route } from '../../../server/http';
import { parootyAllowedOrigins } from '../../../server/services/parootyConfig';

/**
 * GET → {allowed}: whether the page asking (its Origin) may use Parooty: this site, or an origin
 * listed in PAROOTY_ALLOWED_ORIGINS. Readable from any origin (`Access-Control-Allow-Origin: *`,
 * no credentials): the one-tag embed asks it after a failed question, since a browser hides a
 * refused cross-origin answer from the page, so the widget can say "not allowed on this site"
 * instead of "Squawk!". It tells nothing but what the embed docs say anyway.
 */
export const { GET, ALL } = route({
  GET: (context) => {
    const origin = context.request.headers.get('origin');
    const allowed = origin === null || origin === context.url.origin || parootyAllowedOrigins().includes(origin);
    return json(
      { allowed },
      { headers: { 'Access-Control-Allow-Origin': '*', Vary: 'Origin', 'Cache-Control': 'no-store' } },
    );
  },
});
