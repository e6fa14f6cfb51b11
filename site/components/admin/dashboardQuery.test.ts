import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_MAX_PAGE,
  DASHBOARD_PAGE_SIZE,
  keptFields,
  paged,
  pageHref,
  pageWindow,
  parseDashboardQuery,
} from './dashboardQuery';

const parse = (search: string) => parseDashboardQuery(new URLSearchParams(search));

describe('parseDashboardQuery', () => {
  it("reads each list's page and the filters", () => {
    const { query, problems } = parse(
      'q=%20ada%20&users_role=admin&requests_status=planned&requests_page=2&questions_page=10000&notice=role-changed',
    );
    expect(problems).toEqual([]);
    expect(query).toEqual({
      q: 'ada',
      role: 'admin',
      status: 'planned',
      page: { users: 1, errors: 1, requests: 2, questions: DASHBOARD_MAX_PAGE, actions: 1 },
    });
  });

  it('falls back to the default for each bad value and says so, naming the parameter', () => {
    const { query, problems } = parse(
      `users_page=0&errors_page=abc&requests_page=-1&questions_page=${DASHBOARD_MAX_PAGE + 1}&actions_page=1.0&requests_status=bogus&users_role=owner&q=${'x'.repeat(101)}`,
    );
    expect(query).toEqual({
      q: 'x'.repeat(100),
      role: undefined,
      status: undefined,
      page: { users: 1, errors: 1, requests: 1, questions: 1, actions: 1 },
    });
    expect(problems).toHaveLength(8);
    expect(problems.join('\n')).toMatch(
      /“bogus” is not a tool request status \(submitted, reviewing, planned, added, declined\): showing every status/,
    );
    expect(problems.join('\n')).toMatch(/“owner” is not a role \(user, admin\)/);
    for (const param of ['users_page', 'errors_page', 'requests_page', 'questions_page', 'actions_page'])
      expect(problems.join('\n')).toContain(`for ${param} (a whole number from 1 to 10,000): showing page 1`);
    for (const odd of ['1.5', '1e3', '02', ' 2', '２'])
      expect(parse(`users_page=${encodeURIComponent(odd)}`).problems, odd).toHaveLength(1);
  });

  it('uses the first of a parameter given twice, and empty values as none', () => {
    const { query, problems } = parse('requests_page=3&requests_page=4&requests_status=&users_page=');
    expect(query.page.requests).toBe(3);
    expect(query.status).toBeUndefined();
    expect(problems).toEqual(['requests_page was given 2 times: the first one is used.']);
  });
});

describe('links and forms', () => {
  const { query } = parse('q=ada&requests_status=planned&requests_page=3&errors_page=2&notice=status-changed');

  it('links to another page of one list, keeping the others and dropping the notice', () => {
    expect(pageHref(query, 'requests', 4)).toBe(
      '/admin/dashboard?q=ada&requests_status=planned&errors_page=2&requests_page=4#tool-requests',
    );
    expect(pageHref(query, 'errors', 1)).toBe('/admin/dashboard?q=ada&requests_status=planned&requests_page=3#errors');
    expect(pageHref(parse('').query, 'users', 1)).toBe('/admin/dashboard#users');
    expect(pageHref(query, 'actions', 2)).toBe(
      '/admin/dashboard?q=ada&requests_status=planned&errors_page=2&requests_page=3&actions_page=2#audit',
    );
    expect(pageHref(parse('actions_page=5').query, 'requests', 2), "another list keeps the actions' page").toBe(
      '/admin/dashboard?requests_page=2&actions_page=5#tool-requests',
    );
  });

  it("gives a filter form the other lists' state, and starts its own list at page 1", () => {
    expect(keptFields(query, 'requests', ['requests_status'])).toEqual([
      ['q', 'ada'],
      ['errors_page', '2'],
    ]);
    expect(keptFields(query, 'users', ['q', 'users_role'])).toEqual([
      ['requests_status', 'planned'],
      ['errors_page', '2'],
      ['requests_page', '3'],
    ]);
  });

  it('fetches one row past the page to know whether there is a next one', () => {
    expect(pageWindow(query, 'requests')).toEqual({ limit: DASHBOARD_PAGE_SIZE + 1, offset: 2 * DASHBOARD_PAGE_SIZE });
    const full = paged(
      query,
      'requests',
      Array.from({ length: DASHBOARD_PAGE_SIZE + 1 }, (_, i) => i),
    );
    expect(full.rows).toHaveLength(DASHBOARD_PAGE_SIZE);
    expect([full.page, full.prev, full.next, full.first]).toEqual([
      3,
      '/admin/dashboard?q=ada&requests_status=planned&errors_page=2&requests_page=2#tool-requests',
      '/admin/dashboard?q=ada&requests_status=planned&errors_page=2&requests_page=4#tool-requests',
      '/admin/dashboard?q=ada&requests_status=planned&errors_page=2#tool-requests',
    ]);
    const last = paged(query, 'errors', [1, 2]);
    expect([last.rows, last.next, last.first]).toEqual([[1, 2], undefined, undefined]);
  });
});
