// The admin API behind /admin/dashboard: who may call it, user search, role and tool request
// status changes with their audit rows, bad input, and the dashboard's figures from real traffic.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DASHBOARD_PAGE_SIZE } from '../../site/components/admin/dashboardQuery';
import { adminSession, newAccount, signUp, type Session } from '../support/accounts';
import { TEST_DASHBOARD_ADMIN_EMAILS } from '../support/server';

const base = inject('baseUrl');
const url = (p: string) => new URL(p, base).href;
const origin = new URL(base).origin;

function send(
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  type = 'application/json',
  headers: Record<string, string> = {},
) {
  return fetch(url(path), {
    method,
    redirect: 'manual',
    headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': type }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

/** Every admin endpoint with a request that would succeed for an admin. */
const ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users?q=ada'],
  ['POST', '/api/admin/users/role', { userId: randomUUID(), role: 'admin' }],
  ['GET', '/api/admin/tool-requests'],
  ['POST', '/api/admin/tool-requests/status', { requestId: randomUUID(), status: 'planned' }],
  ['GET', '/api/admin/reports'],
  ['GET', '/api/admin/actions'],
];

type AuditRow = {
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  before: Record<string, string>;
  after: Record<string, string>;
  createdAt: string;
};

const adminEmail = TEST_DASHBOARD_ADMIN_EMAILS.api;
let admin: Session;
beforeAll(async () => {
  admin = await adminSession(base, adminEmail, 'admin-api-password-long');
  expect(admin.user.role).toBe('admin');
});

async function auditFor(targetId: string): Promise<AuditRow[]> {
  const res = await send('GET', '/api/admin/actions?limit=200', admin.cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: AuditRow[] }).items.filter((a) => a.targetId === targetId);
}

describe(`admin API (${inject('database')})`, () => {
  it('answers 401 without a session and 403 to a plain user on every /api/admin/* route', async () => {
    const user = await signUp(base);
    for (const [method, path, body] of ROUTES) {
      const visitor = await send(method, path, '', body);
      expect(visitor.status, `${method} ${path} as a visitor`).toBe(401);
      expect(await visitor.json()).toEqual({ error: 'Not signed in' });
      const plain = await send(method, path, user.cookie, body);
      expect(plain.status, `${method} ${path} as a plain user`).toBe(403);
      expect(await plain.json()).toEqual({ error: 'Admins only' });
    }
    // A plain user's form post changes nothing either (no redirect, no audit row).
    const formPost = await send(
      'POST',
      '/api/admin/users/role',
      user.cookie,
      form({ userId: String(user.user.id), role: 'admin' }),
      FORM,
    );
    expect(formPost.status).toBe(403);
    expect(await auditFor(String(user.user.id))).toEqual([]);
  });

  it('searches users by e-mail or name, case-insensitive', async () => {
    const tag = randomUUID().slice(0, 8);
    const ada = await signUp(
      base,
      newAccount({ email: `ada-${tag}@perch.test`, firstName: 'Ada', lastName: `Lovelace${tag}` }),
    );
    await signUp(base, newAccount({ email: `bob-${tag}@perch.test`, firstName: 'Bob', lastName: `Stone${tag}` }));
    const search = async (q: string) => {
      const res = await send('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(res.status).toBe(200);
      return ((await res.json()) as { users: Array<{ id: string; email: string }> }).users.map((u) => u.email).sort();
    };
    expect(await search(`ADA-${tag}`)).toEqual([ada.account.email]);
    expect(await search(`lovelace${tag.toUpperCase()}`)).toEqual([ada.account.email]);
    expect(await search(`Ada Lovelace${tag}`)).toEqual([ada.account.email]);
    expect(await search(tag)).toEqual([ada.account.email, `bob-${tag}@perch.test`].sort());
    expect(await search(`${tag}%`)).toEqual([]);
  });

  it('changes a role (JSON), records who, what, the target, before and after, and the new admin can use the admin API', async () => {
    const user = await signUp(base);
    const userId = String(user.user.id);
    const res = await send('POST', '/api/admin/users/role', admin.cookie, { userId, role: 'admin' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ changed: true, user: { id: userId, email: user.account.email, role: 'admin' } });
    expect((await send('GET', '/api/admin/users', user.cookie)).status, 'the promoted user is an admin at once').toBe(
      200,
    );
    const [row] = await auditFor(userId);
    expect(row).toEqual({
      id: expect.any(String),
      actorId: admin.user.id,
      actorEmail: adminEmail,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      targetLabel: user.account.email,
      before: { role: 'user' },
      after: { role: 'admin' },
      createdAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(row!.createdAt)).toBeLessThan(10 * 60_000);

    // The same role again: nothing changes, nothing is recorded.
    const again = await send('POST', '/api/admin/users/role', admin.cookie, { userId, role: 'admin' });
    expect(((await again.json()) as { changed: boolean }).changed).toBe(false);
    expect(await auditFor(userId)).toHaveLength(1);

    // The dashboard's form: back to a plain user, answered with a redirect to the dashboard.
    const byForm = await send('POST', '/api/admin/users/role', admin.cookie, form({ userId, role: 'user' }), FORM);
    expect(byForm.status).toBe(303);
    expect(byForm.headers.get('location')).toBe('/admin/dashboard?notice=role-changed#users');
    expect((await send('GET', '/api/admin/users', user.cookie)).status).toBe(403);
    expect((await auditFor(userId)).map((a) => [a.before, a.after])).toEqual([
      [{ role: 'admin' }, { role: 'user' }],
      [{ role: 'user' }, { role: 'admin' }],
    ]);
  });

  it("changes a tool request's status with an audit row, and the requester sees it on /app-request", async () => {
    const requester = await signUp(base);
    const created = await send('POST', '/api/app-requests', requester.cookie, {
      name: `Gantt chart ${randomUUID().slice(0, 6)}`,
      description: 'Plan a project on a timeline.',
      category: 'productivity',
    });
    expect(created.status).toBe(201);
    const request = (await created.json()) as { id: string; name: string };
    const listed = await send('GET', '/api/admin/tool-requests?status=submitted', admin.cookie);
    expect(((await listed.json()) as { items: Array<{ id: string; requesterEmail: string }> }).items).toContainEqual(
      expect.objectContaining({ id: request.id, requesterEmail: requester.account.email }),
    );

    const res = await send('POST', '/api/admin/tool-requests/status', admin.cookie, {
      requestId: request.id,
      status: 'planned',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      changed: true,
      request: { id: request.id, name: request.name, status: 'planned' },
    });
    const own = await send('GET', '/api/app-requests', requester.cookie);
    expect(((await own.json()) as { items: Array<{ id: string; status: string }> }).items).toContainEqual(
      expect.objectContaining({ id: request.id, status: 'planned' }),
    );
    const page = await send('GET', '/app-request', requester.cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Planned/);
    expect(
      (await auditFor(request.id)).map(({ action, targetType, targetLabel, before, after, actorEmail }) => ({
        action,
        targetType,
        targetLabel,
        before,
        after,
        actorEmail,
      })),
    ).toEqual([
      {
        action: 'tool_request.status',
        targetType: 'tool_request',
        targetLabel: request.name,
        before: { status: 'submitted' },
        after: { status: 'planned' },
        actorEmail: adminEmail,
      },
    ]);

    const byForm = await send(
      'POST',
      '/api/admin/tool-requests/status',
      admin.cookie,
      form({ requestId: request.id, status: 'added' }),
      FORM,
    );
    expect(byForm.status).toBe(303);
    expect(byForm.headers.get('location')).toBe('/admin/dashboard?notice=status-changed#tool-requests');
    // From a page and filter of the dashboard (the Referer), back to that page and filter; from
    // anywhere else, to the dashboard itself.
    const fromPage = await send(
      'POST',
      '/api/admin/tool-requests/status',
      admin.cookie,
      form({ requestId: request.id, status: 'declined' }),
      FORM,
      {
        referer: url('/admin/dashboard?notice=unchanged&requests_status=added&requests_page=2&q=a%26b'),
      },
    );
    expect(fromPage.headers.get('location')).toBe(
      '/admin/dashboard?notice=status-changed&requests_status=added&requests_page=2&q=a%26b#tool-requests',
    );
    const fromElsewhere = await send(
      'POST',
      '/api/admin/tool-requests/status',
      admin.cookie,
      form({ requestId: request.id, status: 'added' }),
      FORM,
      { referer: url('/app-request?requests_page=2') },
    );
    expect(fromElsewhere.headers.get('location')).toBe('/admin/dashboard?notice=status-changed#tool-requests');
    const after = await send('GET', '/api/app-requests', requester.cookie);
    expect(
      ((await after.json()) as { items: Array<{ id: string; status: string }> }).items.find((i) => i.id === request.id)
        ?.status,
    ).toBe('added');
  });

  it("records two admins' simultaneous changes of one request one after the other: each before is the state the other left", async () => {
    const requester = await signUp(base);
    const created = await send('POST', '/api/app-requests', requester.cookie, {
      name: `Race ${randomUUID().slice(0, 6)}`,
      description: 'Two admins at once.',
      category: 'productivity',
    });
    const { id } = (await created.json()) as { id: string };
    const [a, b] = await Promise.all([
      send('POST', '/api/admin/tool-requests/status', admin.cookie, { requestId: id, status: 'reviewing' }),
      send('POST', '/api/admin/tool-requests/status', admin.cookie, { requestId: id, status: 'declined' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Ordered by what each saw, not by time: both took their time before waiting for the lock.
    const rows = await auditFor(id);
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.before.status === 'submitted');
    expect(first, 'one change saw the request as submitted').toBeDefined();
    const trail = [first!, rows.find((r) => r !== first)!];
    expect(trail[1]!.before, 'the second change saw the first one').toEqual(trail[0]!.after);
    const own = (await (await send('GET', '/api/app-requests', requester.cookie)).json()) as {
      items: Array<{ id: string; status: string }>;
    };
    expect(own.items.find((i) => i.id === id)?.status).toBe(trail[1]!.after.status);
  });

  it("refuses bad input with 400 naming the field, unknown records with 404, the admin's own role with 409, and never a 5xx", async () => {
    const user = await signUp(base);
    const userId = String(user.user.id);
    const cases: Array<[path: string, body: unknown, field: string]> = [
      ['/api/admin/users/role', { role: 'admin' }, 'userId'],
      ['/api/admin/users/role', { userId: 'not-a-uuid', role: 'admin' }, 'userId'],
      ['/api/admin/users/role', { userId: 42, role: 'admin' }, 'userId'],
      ['/api/admin/users/role', { userId, role: 'owner' }, 'role'],
      ['/api/admin/users/role', { userId }, 'role'],
      ['/api/admin/users/role', { userId, role: 'admin', extra: 1 }, 'body'],
      ['/api/admin/users/role', [userId], 'body'],
      ['/api/admin/tool-requests/status', { requestId: randomUUID(), status: 'done' }, 'status'],
      ['/api/admin/tool-requests/status', { status: 'planned' }, 'requestId'],
      ['/api/admin/tool-requests/status', { requestId: `${randomUUID()}\u0000`, status: 'planned' }, 'requestId'],
    ];
    for (const [path, body, field] of cases) {
      const res = await send('POST', path, admin.cookie, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const answer = (await res.json()) as { error: string; details: Record<string, string> };
      expect(Object.keys(answer.details).join(' '), `${path} ${JSON.stringify(body)}`).toContain(field);
    }
    for (const [path, field] of [
      ['/api/admin/users?limit=abc', 'limit'],
      ['/api/admin/users?limit=0', 'limit'],
      ['/api/admin/users?offset=-1', 'offset'],
      [`/api/admin/users?q=${'x'.repeat(101)}`, 'q'],
      ['/api/admin/users?sort=email', 'sort'],
      ['/api/admin/tool-requests?status=bogus', 'status'],
      ['/api/admin/tool-requests?offset=-1', 'offset'],
      ['/api/admin/tool-requests?limit=0', 'limit'],
      ['/api/admin/users?role=owner', 'role'],
      ['/api/admin/actions?limit=1000', 'limit'],
      ['/api/admin/actions?limit=0', 'limit'],
      ['/api/admin/actions?offset=-1', 'offset'],
      ['/api/admin/actions?offset=abc', 'offset'],
      ['/api/admin/actions?offset=1.5', 'offset'],
      ['/api/admin/actions?offset=1&offset=2', 'offset'],
      ['/api/admin/actions?page=2', 'page'],
    ] as const) {
      const res = await send('GET', path, admin.cookie);
      expect(res.status, path).toBe(400);
      expect(Object.keys(((await res.json()) as { details: Record<string, string> }).details), path).toContain(field);
    }
    expect((await send('POST', '/api/admin/users/role', admin.cookie, '{"userId":')).status).toBe(400);
    expect((await send('POST', '/api/admin/users/role', admin.cookie, 'userId=x', 'text/plain')).status).toBe(415);
    const unknownUser = await send('POST', '/api/admin/users/role', admin.cookie, {
      userId: randomUUID(),
      role: 'admin',
    });
    expect([unknownUser.status, await unknownUser.json()]).toEqual([404, { error: 'No such user' }]);
    const unknownRequest = await send('POST', '/api/admin/tool-requests/status', admin.cookie, {
      requestId: randomUUID(),
      status: 'planned',
    });
    expect([unknownRequest.status, await unknownRequest.json()]).toEqual([404, { error: 'No such tool request' }]);
    const own = await send('POST', '/api/admin/users/role', admin.cookie, {
      userId: String(admin.user.id),
      role: 'user',
    });
    expect([own.status, await own.json()]).toEqual([409, { error: 'You cannot change your own role.' }]);
    // The form answers every refusal with a redirect carrying a fixed code, never the input.
    const badForm = await send(
      'POST',
      '/api/admin/users/role',
      admin.cookie,
      form({ userId: '<script>', role: 'admin' }),
      FORM,
    );
    expect([badForm.status, badForm.headers.get('location')]).toEqual([303, '/admin/dashboard?problem=invalid#users']);
    const ownForm = await send(
      'POST',
      '/api/admin/users/role',
      admin.cookie,
      form({ userId: String(admin.user.id), role: 'user' }),
      FORM,
    );
    expect(ownForm.headers.get('location')).toBe('/admin/dashboard?problem=own-role#users');
    expect(await auditFor(userId)).toEqual([]);
    expect((await send('GET', '/api/admin/users', admin.cookie)).status, 'still an admin').toBe(200);
  });

  it('reports what the dashboard shows from real traffic: vitals per page, errors, top tools, and Parooty questions with no confident answer', async () => {
    const tag = randomUUID().slice(0, 8);
    const user = await signUp(base);
    const page = `/app/admin-test-${tag}`;
    const metrics = [1000, 2000, 3000, 4000].map((value) => ({
      metric: 'LCP',
      value,
      timestamp: Date.now(),
      userId: 'anonymous',
    }));
    const batch = await fetch(url('/api/analytics/performance/batch'), {
      method: 'POST',
      headers: { origin, referer: url(page), 'content-type': 'application/json' },
      body: JSON.stringify({ metrics }),
    });
    expect(batch.status).toBe(204);
    const crash = await send('POST', '/api/error', user.cookie, {
      error: `Admin test crash ${tag}`,
      stack: `Error: Admin test crash ${tag}\n    at Island (island.js:1:1)`,
      info: { url: page },
    });
    expect(crash.status).toBe(204);
    const toolId = `admin-tool-${tag}`;
    for (let i = 0; i < 8; i += 1) {
      expect(
        (
          await send('POST', '/api/tool-usage', user.cookie, {
            toolId,
            action: 'run',
            usedAt: new Date().toISOString(),
          })
        ).status,
      ).toBe(201);
    }
    const question = `zqxv plorkt ${tag}`;
    expect(
      (await send('POST', '/api/parooty/query', '', { query: question, sessionId: `widget-admin-${tag}` })).status,
    ).toBe(200);

    const res = await send('GET', '/api/admin/reports', admin.cookie);
    expect(res.status).toBe(200);
    const reports = (await res.json()) as {
      subscriptions: { total: number; byStatus: unknown[]; byPlan: unknown[] };
      webVitals: Record<
        string,
        Array<{ page: string; p75: number; samples: number; rating: string; daily: Array<number | null> }>
      >;
      errors: Array<{ message: string; page: string; userEmail: string | null; stack: string }>;
      topTools: Array<{ toolId: string; uses: number; people: number }>;
      unansweredQuestions: Array<{ question: string; times: number }>;
    };
    expect(reports.webVitals.LCP).toContainEqual({
      page,
      p75: 3250,
      samples: 4,
      rating: 'needs-improvement',
      daily: [null, null, null, null, null, null, 3250],
    });
    expect(reports.errors).toContainEqual(
      expect.objectContaining({
        message: `Admin test crash ${tag}`,
        page,
        userEmail: user.account.email,
        stack: expect.stringContaining('island.js'),
      }),
    );
    expect(reports.topTools).toContainEqual({ toolId, uses: 8, people: 1 });
    expect(reports.unansweredQuestions).toContainEqual(expect.objectContaining({ question, times: 1 }));
    expect(reports.subscriptions).toEqual({
      total: expect.any(Number),
      byStatus: expect.any(Array),
      byPlan: expect.any(Array),
    });

    const dashboard = await send('GET', '/admin/dashboard', admin.cookie);
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    for (const text of [page, `Admin test crash ${tag}`, question]) expect(html).toContain(text);
  });

  it("pages and filters the dashboard's lists with plain links: page 2 has the next rows, a status filter only that status", async () => {
    const tag = randomUUID().slice(0, 8);
    // One page and two rows more, from two requesters (each may ask for 20 a day), oldest first.
    const names = Array.from(
      { length: DASHBOARD_PAGE_SIZE + 2 },
      (_, i) => `Pager ${tag} ${String(i).padStart(2, '0')}`,
    );
    const requesters = [await signUp(base), await signUp(base)];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      const created = await send('POST', '/api/app-requests', requesters[i % 2]!.cookie, {
        name,
        description: 'A row for the pager.',
        category: 'productivity',
      });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { id: string }).id);
    }
    // Only this file's tests set a status: "reviewing" holds these rows, and older ones of this file.
    for (const requestId of ids)
      expect(
        (await send('POST', '/api/admin/tool-requests/status', admin.cookie, { requestId, status: 'reviewing' }))
          .status,
      ).toBe(200);
    const newestFirst = [...names].reverse();

    const section = async (path: string, id: string, status = 200) => {
      const res = await send('GET', path, admin.cookie);
      expect(res.status, path).toBe(status);
      const html = await res.text();
      const start = html.indexOf(`<section id="${id}"`);
      expect(start, `${path} has #${id}`).toBeGreaterThan(-1);
      return { html, part: html.slice(start, html.indexOf('</section>', start)) };
    };
    const rowsOf = (part: string) =>
      [...part.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1).map(([, row]) => ({
        name: /<strong[^>]*>([^<]*)<\/strong>/.exec(row!)?.[1],
        status: /<option value="(\w+)"[^>]*\bselected\b/.exec(row!)?.[1],
      }));

    const first = await section('/admin/dashboard?requests_status=reviewing#tool-requests', 'tool-requests');
    const firstRows = rowsOf(first.part);
    expect(firstRows.map((r) => r.name)).toEqual(newestFirst.slice(0, DASHBOARD_PAGE_SIZE));
    expect(first.part).toContain(
      'href="/admin/dashboard?requests_status=reviewing&amp;requests_page=2#tool-requests" rel="next"',
    );
    expect(first.part, 'the filter shows what it filters').toMatch(
      /<option value="reviewing"[^>]*\bselected\b[^>]*>Under review<\/option>/,
    );

    const second = await section('/admin/dashboard?requests_status=reviewing&requests_page=2', 'tool-requests');
    const secondRows = rowsOf(second.part);
    expect(
      secondRows.slice(0, 2).map((r) => r.name),
      'page 2 goes on where page 1 ended',
    ).toEqual(newestFirst.slice(DASHBOARD_PAGE_SIZE));
    expect(secondRows.map((r) => r.name)).not.toContain(firstRows.at(-1)!.name);
    expect(second.part).toContain('href="/admin/dashboard?requests_status=reviewing#tool-requests" rel="prev"');
    for (const row of [...firstRows, ...secondRows]) expect(row.status, row.name).toBe('reviewing');
    // The API answers the same window.
    const api = await send(
      'GET',
      `/api/admin/tool-requests?status=reviewing&limit=2&offset=${DASHBOARD_PAGE_SIZE}`,
      admin.cookie,
    );
    expect(((await api.json()) as { items: Array<{ name: string }> }).items.map((i) => i.name)).toEqual(
      newestFirst.slice(DASHBOARD_PAGE_SIZE),
    );

    // Another status only that status, and the users by role.
    const planned = rowsOf((await section('/admin/dashboard?requests_status=planned', 'tool-requests')).part);
    expect(planned.map((r) => r.name)).not.toContain(names[0]);
    for (const row of planned) expect(row.status, row.name).toBe('planned');
    const admins = (await section('/admin/dashboard?users_role=admin', 'users')).part;
    expect(admins.replace(/<wbr[^>]*>/g, ''), 'an e-mail may break after its @ and dots').toContain(adminEmail);
    expect([...admins.matchAll(/class="pill (\w+)/g)].map(([, r]) => r)).not.toContain('user');

    // Past the end: an empty page that says so and links back.
    const past = await section('/admin/dashboard?requests_status=reviewing&requests_page=500', 'tool-requests');
    expect(past.part).toContain('No tool requests with the status Under review on page 500.');
    expect(past.part).toContain('href="/admin/dashboard?requests_status=reviewing#tool-requests"');
    // Two sign-ups, 54 writes and six dashboards one after another: 0.7–18 s in fresh-clone runs
    // r13–r14, over the default 30 s in r15 while the machine also built the site.
  }, 120_000);

  it("pages the admin actions like the other lists: the API by limit and offset, the dashboard by actions_page keeping the other lists' places", async () => {
    // A page and two more of audit rows: one user's role changed back and forth. Only this file
    // writes admin actions on this server, and its tests run one after another.
    const user = await signUp(base);
    const userId = String(user.user.id);
    for (let i = 0; i < DASHBOARD_PAGE_SIZE + 2; i += 1) {
      const res = await send('POST', '/api/admin/users/role', admin.cookie, {
        userId,
        role: i % 2 === 0 ? 'admin' : 'user',
      });
      expect(res.status).toBe(200);
    }
    const trail = (
      (await (await send('GET', '/api/admin/actions?limit=200', admin.cookie)).json()) as {
        items: Array<AuditRow & { id: string }>;
      }
    ).items;
    expect(trail.length).toBeGreaterThanOrEqual(DASHBOARD_PAGE_SIZE + 2);
    expect(
      trail.slice(0, DASHBOARD_PAGE_SIZE + 2).every((a) => a.targetId === userId),
      "the newest rows are this test's",
    ).toBe(true);
    const window = async (query: string) => {
      const res = await send('GET', `/api/admin/actions?${query}`, admin.cookie);
      expect(res.status, query).toBe(200);
      return ((await res.json()) as { items: Array<{ id: string }> }).items.map((a) => a.id);
    };
    expect(await window('limit=5&offset=3')).toEqual(trail.slice(3, 8).map((a) => a.id));
    expect(
      await window(`offset=${DASHBOARD_PAGE_SIZE}&limit=2`),
      'the next page goes on where the first ended',
    ).toEqual(trail.slice(DASHBOARD_PAGE_SIZE, DASHBOARD_PAGE_SIZE + 2).map((a) => a.id));
    expect(await window('offset=0'), 'without a limit, the first 20').toEqual(trail.slice(0, 20).map((a) => a.id));
    expect(await window('offset=1000000')).toEqual([]);

    const audit = async (path: string) => {
      const res = await send('GET', path, admin.cookie);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const start = html.indexOf('<section id="audit"');
      expect(start, `${path} has #audit`).toBeGreaterThan(-1);
      const part = html.slice(start, html.indexOf('</section>', start));
      return { html, part, times: [...part.matchAll(/<time datetime="([^"]+)"/g)].map(([, t]) => t) };
    };
    const createdAt = (rows: AuditRow[]) => rows.map((a) => a.createdAt);
    const first = await audit('/admin/dashboard');
    expect(first.times).toEqual(createdAt(trail.slice(0, DASHBOARD_PAGE_SIZE)));
    expect(first.part).toMatch(
      new RegExp(`changed the role of <strong[^>]*>${user.account.email.replaceAll('.', '\\.')}</strong>`),
    );
    expect(first.part).toContain('href="/admin/dashboard?actions_page=2#audit" rel="next"');
    expect(first.part).toMatch(/<nav [^>]*aria-label="Pages of admin actions"/);

    // Page 2 of the actions with page 2 of the tool requests: each list's links keep the other's place.
    const second = await audit('/admin/dashboard?requests_page=2&actions_page=2');
    expect(second.times.slice(0, 2), 'page 2 goes on where page 1 ended').toEqual(
      createdAt(trail.slice(DASHBOARD_PAGE_SIZE, DASHBOARD_PAGE_SIZE + 2)),
    );
    expect(second.times).toEqual(createdAt(trail.slice(DASHBOARD_PAGE_SIZE, 2 * DASHBOARD_PAGE_SIZE)));
    expect(second.part).toContain('href="/admin/dashboard?requests_page=2#audit" rel="prev"');
    expect(second.html, "the tool requests' pager keeps the actions' page").toContain(
      'href="/admin/dashboard?actions_page=2#tool-requests" rel="prev"',
    );
    const filter = /<form method="get" action="\/admin\/dashboard#tool-requests"[\s\S]*?<\/form>/.exec(
      second.html,
    )?.[0];
    expect(filter, "the tool requests' filter carries the actions' page").toMatch(
      /<input type="hidden" name="actions_page" value="2"/,
    );

    const past = await audit('/admin/dashboard?actions_page=9999');
    expect(past.times).toEqual([]);
    expect(past.part).toContain('No admin actions on page 9,999.');
    expect(past.part).toContain('href="/admin/dashboard?actions_page=9998#audit" rel="prev"');
    expect(past.part).toMatch(/href="\/admin\/dashboard#audit"[^>]*>First page</);
  });

  it('answers a dashboard address with bad paging or filter values with 400 and the page, naming each value, never a 5xx', async () => {
    const bad = `/admin/dashboard?requests_page=abc&errors_page=0&users_page=${'9'.repeat(30)}&requests_status=bogus&users_role=owner&questions_page=2&questions_page=3&actions_page=-2`;
    const res = await send('GET', bad, admin.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<h1');
    for (const text of [
      '“abc” is not a page for requests_page',
      '“0” is not a page for errors_page',
      'is not a page for users_page',
      '“bogus” is not a tool request status (submitted, reviewing, planned, added, declined): showing every status.',
      '“owner” is not a role (user, admin): showing every role.',
      'questions_page was given 2 times: the first one is used.',
      '“-2” is not a page for actions_page (a whole number from 1 to 10,000): showing page 1.',
    ])
      expect(html).toContain(text);
    expect(html, 'the lists still show, from their first page').toContain('id="tool-requests"');
    expect(html, 'the actions still show, from their first page').toContain('id="audit"');
    for (const path of [
      '/admin/dashboard?requests_page=%00',
      `/admin/dashboard?q=${'x'.repeat(5000)}`,
      '/admin/dashboard?actions_page=10001',
      '/admin/dashboard?actions_page=1&actions_page=2',
    ])
      expect((await send('GET', path, admin.cookie)).status, path).toBe(400);
    const markup = await send('GET', '/admin/dashboard?requests_status=%3Cb%3Ebold%3C%2Fb%3E', admin.cookie);
    expect(markup.status).toBe(400);
    expect(await markup.text(), 'the value is shown as text').toContain(
      '“&lt;b&gt;bold&lt;/b&gt;” is not a tool request status',
    );
    // A plain user still gets a 404, whatever the query.
    const user = await signUp(base);
    expect((await send('GET', bad, user.cookie)).status).toBe(404);
  });
});
