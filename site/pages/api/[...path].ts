import type { APIRoute } from 'astro';
import { errorResponse } from '../../server/http';

/**
 * Any /api/ path no endpoint answers: 404 in the error shape, whatever the method (the site's
 * HTML 404 page is for people, not API clients). More specific routes always win over this one.
 */
export const ALL: APIRoute = () => errorResponse(404, 'Not found');
