import { json, route } from '../../../server/http';
import { catalogueSize } from '../../../server/services/catalogue';

/** Seconds the catalogue's answers may be cached (spec §7: /api/tools/count is cached 5 minutes). */
export const CATALOGUE_MAX_AGE_SECONDS = 300;

/** GET /api/tools/count (public): {count} — how many tools the catalogue holds. */
export const { GET, ALL } = route({
  GET: () =>
    json({ count: catalogueSize() }, { headers: { 'Cache-Control': `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}` } }),
});
