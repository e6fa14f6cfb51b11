// The dashboard's query string: which page of each list it shows and which filters apply, read
// leniently (a bad value falls back to the default and is named in a problem the page shows, never
// a 5xx), and written back as plain links and form fields so paging works without any script.
import { toolRequestStatuses, userRoles, type ToolRequestStatus, type UserRole } from '../../server/db/schema';
import { USER_SEARCH_MAX_CHARS } from '../../server/services/admin';
import { ADMIN_DASHBOARD } from '../../server/services/adminForms';

/** Rows a page of each of the dashboard's lists. */
export const DASHBOARD_PAGE_SIZE = 20;
/** The last page a link may ask for: past it is a bad value, not a slow query. */
export const DASHBOARD_MAX_PAGE = 10_000;

/** The paged lists, each with its page parameter and the section (anchor) it belongs to. */
export const DASHBOARD_LISTS = {
  users: { param: 'users_page', section: 'users' },
  errors: { param: 'errors_page', section: 'errors' },
  requests: { param: 'requests_page', section: 'tool-requests' },
  questions: { param: 'questions_page', section: 'parooty' },
  actions: { param: 'actions_page', section: 'audit' },
} as const;
export type DashboardList = keyof typeof DASHBOARD_LISTS;

export interface DashboardQuery {
  /** The user search ('' for none). */
  q: string;
  /** Users with this role only. */
  role: UserRole | undefined;
  /** Tool requests with this status only. */
  status: ToolRequestStatus | undefined;
  page: Record<DashboardList, number>;
}

const LISTS = Object.keys(DASHBOARD_LISTS) as DashboardList[];
const PAGE_PATTERN = /^[1-9][0-9]{0,4}$/;
/** Shown in a problem: the value as sent, cut short (it is text on the page, escaped by Astro). */
const quote = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The query as the page applies it, and a sentence per value it could not use. */
export function parseDashboardQuery(params: URLSearchParams): { query: DashboardQuery; problems: string[] } {
  const problems: string[] = [];
  const once = (name: string) => {
    const all = params.getAll(name);
    if (all.length > 1) problems.push(`${name} was given ${all.length} times: the first one is used.`);
    return all[0];
  };
  let q = (once('q') ?? '').trim();
  if (q.length > USER_SEARCH_MAX_CHARS) {
    problems.push(
      `The user search is at most ${USER_SEARCH_MAX_CHARS} characters: searched for the first ${USER_SEARCH_MAX_CHARS}.`,
    );
    q = q.slice(0, USER_SEARCH_MAX_CHARS);
  }
  const filter = <T extends string>(name: string, values: readonly T[], noun: string, all: string) => {
    const raw = once(name);
    if (raw === undefined || raw === '') return undefined;
    const value = oneOf(values, raw);
    if (!value) problems.push(`${quote(raw)} is not a ${noun} (${values.join(', ')}): showing ${all}.`);
    return value;
  };
  const role = filter('users_role', userRoles, 'role', 'every role');
  const status = filter('requests_status', toolRequestStatuses, 'tool request status', 'every status');
  const page = {} as Record<DashboardList, number>;
  for (const list of LISTS) {
    const { param } = DASHBOARD_LISTS[list];
    const raw = once(param);
    page[list] = 1;
    if (raw === undefined || raw === '') continue;
    if (PAGE_PATTERN.test(raw) && Number(raw) <= DASHBOARD_MAX_PAGE) page[list] = Number(raw);
    else
      problems.push(
        `${quote(raw)} is not a page for ${param} (a whole number from 1 to ${DASHBOARD_MAX_PAGE.toLocaleString('en')}): showing page 1.`,
      );
  }
  return { query: { q, role, status, page }, problems };
}

/** The query's parameters that differ from the defaults, in a fixed order: what links and forms carry. */
export function dashboardParams(query: DashboardQuery): Array<[name: string, value: string]> {
  const fields: Array<[string, string]> = [];
  if (query.q) fields.push(['q', query.q]);
  if (query.role) fields.push(['users_role', query.role]);
  if (query.status) fields.push(['requests_status', query.status]);
  for (const list of LISTS)
    if (query.page[list] > 1) fields.push([DASHBOARD_LISTS[list].param, String(query.page[list])]);
  return fields;
}

/** A link to the dashboard with these parameters, at a section. */
export function dashboardHref(fields: Array<[string, string]>, section: string): string {
  const search = new URLSearchParams(fields).toString();
  return `${ADMIN_DASHBOARD}${search ? `?${search}` : ''}#${section}`;
}

/** A link to the dashboard with `list` on `page` (every other list and filter as it is), at the list's section. */
export function pageHref(query: DashboardQuery, list: DashboardList, page: number): string {
  return dashboardHref(
    dashboardParams({ ...query, page: { ...query.page, [list]: page } }),
    DASHBOARD_LISTS[list].section,
  );
}

/**
 * The hidden fields a list's GET form carries so the rest of the page stays as it is: every
 * parameter but the ones the form sets itself and the list's own page (a new filter starts at page 1).
 */
export function keptFields(
  query: DashboardQuery,
  list: DashboardList,
  own: readonly string[],
): Array<[string, string]> {
  const drop = new Set([...own, DASHBOARD_LISTS[list].param]);
  return dashboardParams(query).filter(([name]) => !drop.has(name));
}

/** The SQL window for `list`: one row more than a page, so the page knows whether a next one exists. */
export function pageWindow(query: DashboardQuery, list: DashboardList): { limit: number; offset: number } {
  return { limit: DASHBOARD_PAGE_SIZE + 1, offset: (query.page[list] - 1) * DASHBOARD_PAGE_SIZE };
}

/** A fetched window cut to the page, with the links to the pages around it. */
export function paged<T>(query: DashboardQuery, list: DashboardList, rows: T[]) {
  const page = query.page[list];
  return {
    rows: rows.slice(0, DASHBOARD_PAGE_SIZE),
    page,
    prev: page > 1 ? pageHref(query, list, page - 1) : undefined,
    next: rows.length > DASHBOARD_PAGE_SIZE ? pageHref(query, list, page + 1) : undefined,
    first: page > 2 ? pageHref(query, list, 1) : undefined,
  };
}
export type Paged<T> = ReturnType<typeof paged<T>>;
