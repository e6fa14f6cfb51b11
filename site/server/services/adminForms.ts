import type { APIContext } from 'astro';
import type { z } from 'zod';
import { formAs, HttpError, json, readForm, readJson } from '../http';

/** Where the dashboard's forms come back to, with a notice or a problem code (never free text). */
export const ADMIN_DASHBOARD = '/admin/dashboard';

/** What the dashboard says after a form, by the code in ?notice= or ?problem=. */
export const ADMIN_NOTICES = {
  'role-changed': 'Role changed.',
  'status-changed': 'Status changed.',
  unchanged: 'Nothing to change: it already had that value.',
} as const;
export const ADMIN_PROBLEMS = {
  'own-role': 'You cannot change your own role.',
  'configured-admin': 'This account is an admin through PERCH_ADMIN_EMAILS; remove it there first.',
  'not-found': 'That record no longer exists.',
  invalid: 'That change was not valid.',
  failed: 'The change could not be saved. Please try again.',
} as const;
export type AdminNotice = keyof typeof ADMIN_NOTICES;
export type AdminProblem = keyof typeof ADMIN_PROBLEMS;

const isForm = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * The dashboard's query string as the page that sent the form had it (its pages and filters, read
 * from the Referer, which the site's referrer policy sends in full to its own origin), without an
 * earlier notice: a change on page 2 of a filtered list comes back to that page. Only the path is
 * checked: whatever the header says, the answer stays on the dashboard, which validates the rest.
 */
function listsShown(request: Request): string {
  let from: URL;
  try {
    from = new URL(request.headers.get('referer') ?? '');
  } catch {
    return '';
  }
  if (from.pathname !== ADMIN_DASHBOARD) return '';
  const kept = new URLSearchParams([...from.searchParams].filter(([name]) => name !== 'notice' && name !== 'problem'));
  return kept.toString();
}

/**
 * An admin write that takes JSON (answered with JSON: 200, or 400 naming the field, 404, 409) or
 * the dashboard's plain HTML form (answered 303 back to the dashboard's section with a notice or
 * a problem code), so the dashboard works without any script.
 */
export async function adminWrite<S extends z.ZodObject, R extends { changed: boolean }>(
  context: APIContext,
  schema: S,
  section: string,
  notice: AdminNotice,
  apply: (input: z.infer<S>) => Promise<R>,
  problemOf: (error: HttpError) => AdminProblem,
): Promise<Response> {
  if (!isForm(context.request)) return json(await apply(await readJson(context.request, schema)));
  const lists = listsShown(context.request);
  const back = (param: 'notice' | 'problem', code: string) =>
    new Response(null, {
      status: 303,
      headers: {
        Location: `${ADMIN_DASHBOARD}?${param}=${code}${lists ? `&${lists}` : ''}#${section}`,
        'Cache-Control': 'no-store',
      },
    });
  try {
    const result = await apply(formAs(await readForm(context.request), schema));
    return back('notice', result.changed ? notice : 'unchanged');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Too large or unreadable: the form itself cannot send that, so it is answered as it is.
    if (error.status === 413 || error.status === 415) throw error;
    return back('problem', error.status === 400 ? 'invalid' : problemOf(error));
  }
}
