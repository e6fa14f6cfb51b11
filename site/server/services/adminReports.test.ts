import { CLARIFY_BELOW } from '@perch/tools/parooty';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { openTemplateCopy } from '../db/templateCopy.test-support';
import {
  adminActions,
  errorReports,
  parootyTurns,
  performanceMetrics,
  subscriptions,
  toolRequests,
  toolUsage,
  users,
} from '../db/schema';
import type { HttpError } from '../http/errors';
import { changeToolRequestStatus, changeUserRole, CONFIGURED_ADMIN, listUsers, YOUR_OWN_ROLE } from './admin';
import {
  rateVital,
  recentAdminActions,
  recentErrorReports,
  subscriptionCounts,
  toolRequestsForReview,
  topTools,
  unansweredQuestions,
  WEB_VITALS_DAYS,
  WEB_VITALS_PAGES,
  webVitalsByPage,
} from './adminReports';

let opened: OpenedDatabase;
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let ada: { id: string; email: string };
let bob: { id: string; email: string };
let admin: { id: string; email: string };

beforeAll(async () => {
  opened = await openTemplateCopy('perch-admin-reports-');
  const db = opened.db;
  [ada, bob, admin] = (await db
    .insert(users)
    .values([
      { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', createdAt: ago(3 * DAY) },
      { email: 'bob@example.test', firstName: 'Bob', lastName: 'Stone_Smith', createdAt: ago(2 * DAY) },
      { email: 'root@example.test', firstName: 'Root', lastName: 'Admin', role: 'admin', createdAt: ago(1 * DAY) },
    ])
    .returning({ id: users.id, email: users.email })) as [typeof ada, typeof ada, typeof ada];
});
afterAll(() => opened.close());

describe('webVitalsByPage', () => {
  it('gives the p75 per page and metric over the last 7 days (percentile_cont), the daily p75s, and leaves older samples out', async () => {
    const db = opened.db;
    const row = (metric: string, value: number, page: string | null, at: Date) => ({
      metric,
      value,
      page,
      measuredAt: at.getTime(),
      userId: 'anonymous',
      createdAt: at,
    });
    await db.insert(performanceMetrics).values([
      // /tools LCP: 1000, 2000, 3000, 4000 today → p75 (continuous) = 3250; yesterday 5000.
      ...[1000, 2000, 3000, 4000].map((v) => row('LCP', v, '/tools', ago(60_000))),
      row('LCP', 5000, '/tools', ago(DAY + 60_000)),
      // 8 days ago: outside the window.
      row('LCP', 99_000, '/tools', ago(8 * DAY)),
      row('LCP', 1200, '/', ago(2 * DAY + 60_000)),
      row('CLS', 0.3, '/pricing', ago(3 * DAY)),
      row('CLS', 0.05, '/pricing', ago(3 * DAY)),
      row('TTFB', 100, null, ago(60_000)),
      // Not a Core Web Vital: not charted.
      row('page-session-duration', 30_000, '/tools', ago(60_000)),
    ]);
    const vitals = await webVitalsByPage(db, NOW);
    expect(Object.keys(vitals)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    // p75 of [1000, 2000, 3000, 4000, 5000] = 4000: at the poor mark itself, still "needs improvement".
    expect(vitals.LCP).toEqual([
      {
        page: '/tools',
        p75: 4000,
        samples: 5,
        rating: 'needs-improvement',
        daily: [null, null, null, null, null, 5000, 3250],
      },
      { page: '/', p75: 1200, samples: 1, rating: 'good', daily: [null, null, null, null, 1200, null, null] },
    ]);
    expect(vitals.CLS).toEqual([
      {
        page: '/pricing',
        p75: 0.2375,
        samples: 2,
        rating: 'needs-improvement',
        daily: [null, null, null, null, 0.2375, null, null],
      },
    ]);
    expect(vitals.TTFB[0]).toMatchObject({ page: '(unknown)', p75: 100, rating: 'good' });
    expect(vitals.INP).toEqual([]);
    expect(vitals.LCP[0]!.daily).toHaveLength(WEB_VITALS_DAYS);
  });

  it(`shows at most ${WEB_VITALS_PAGES} pages per metric, the most measured first`, async () => {
    const db = opened.db;
    const rows = Array.from({ length: WEB_VITALS_PAGES + 2 }, (_, i) =>
      Array.from({ length: i + 1 }, () => ({
        metric: 'FCP',
        value: 100 * (i + 1),
        page: `/p${i}`,
        measuredAt: 0,
        userId: 'u',
        createdAt: ago(60_000),
      })),
    ).flat();
    await db.insert(performanceMetrics).values(rows);
    const fcp = (await webVitalsByPage(db, NOW)).FCP;
    expect(fcp).toHaveLength(WEB_VITALS_PAGES);
    expect(fcp[0]!.page).toBe(`/p${WEB_VITALS_PAGES + 1}`);
    expect(fcp.map((p) => p.samples)).toEqual([...fcp.map((p) => p.samples)].sort((a, b) => b - a));
  });

  it('rates a p75 by the thresholds: at the good mark is good, past poor is poor', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('INP', 501)).toBe('poor');
  });
});

describe('subscriptionCounts', () => {
  it('counts subscriptions by status and by plan', async () => {
    const db = opened.db;
    const sub = (
      userId: string,
      status: 'active' | 'canceled' | 'past_due',
      plan: 'weekly' | 'monthly' | 'annual',
    ) => ({
      userId,
      provider: 'embedded' as const,
      status,
      plan,
      priceCents: 4999,
      currentPeriodStart: ago(DAY),
      currentPeriodEnd: new Date(NOW.getTime() + 29 * DAY),
    });
    await db
      .insert(subscriptions)
      .values([
        sub(ada.id, 'active', 'monthly'),
        sub(bob.id, 'active', 'annual'),
        sub(admin.id, 'canceled', 'monthly'),
      ]);
    expect(await subscriptionCounts(db)).toEqual({
      total: 3,
      byStatus: [
        { key: 'active', count: 2 },
        { key: 'canceled', count: 1 },
      ],
      byPlan: [
        { key: 'monthly', count: 2 },
        { key: 'annual', count: 1 },
      ],
    });
  });
});

describe('recentErrorReports', () => {
  it("lists the newest first with page, stack and the user's e-mail (none for a visitor)", async () => {
    const db = opened.db;
    await db.insert(errorReports).values([
      { message: 'older', url: '/tools', stack: 'Error: older\n  at x', userId: ada.id, createdAt: ago(2 * DAY) },
      { message: 'newer', url: '/pricing', createdAt: ago(DAY) },
    ]);
    const rows = await recentErrorReports(db, { limit: 5 });
    expect(rows.map(({ message, page, stack, userEmail }) => ({ message, page, stack, userEmail }))).toEqual([
      { message: 'newer', page: '/pricing', stack: null, userEmail: null },
      { message: 'older', page: '/tools', stack: 'Error: older\n  at x', userEmail: 'ada@example.test' },
    ]);
    // The dashboard's second page of one row: the row after the first.
    expect((await recentErrorReports(db, { limit: 1, offset: 1 })).map((r) => r.message)).toEqual(['older']);
    expect(await recentErrorReports(db, { limit: 1, offset: 2 })).toEqual([]);
  });
});

describe('topTools', () => {
  it('ranks tools by uses over the last 30 days and counts distinct people, accounts and guests alike', async () => {
    const db = opened.db;
    const use = (toolId: string, owner: { userId?: string; guestId?: string }, at = ago(60_000)) => ({
      toolId,
      action: 'run',
      usedAt: at,
      ...owner,
    });
    await db
      .insert(toolUsage)
      .values([
        use('word-counter', { userId: ada.id }),
        use('word-counter', { userId: ada.id }),
        use('word-counter', { guestId: 'guest-1' }),
        use('json-formatter', { userId: bob.id }),
        use('json-formatter', { userId: ada.id }),
        use('base64-encode', { guestId: 'guest-2' }),
        use('base64-encode', { guestId: 'guest-2', userId: undefined }, ago(31 * DAY)),
        use('base64-encode', { guestId: 'guest-2' }, ago(32 * DAY)),
      ]);
    expect(await topTools(db, { now: NOW })).toEqual([
      { toolId: 'word-counter', uses: 3, people: 2 },
      { toolId: 'json-formatter', uses: 2, people: 2 },
      { toolId: 'base64-encode', uses: 1, people: 1 },
    ]);
    expect(await topTools(db, { now: NOW, limit: 1 })).toHaveLength(1);
  });
});

describe('unansweredQuestions', () => {
  it('lists the questions whose answer was under the clarify confidence, grouped by text, most asked first', async () => {
    const db = opened.db;
    let n = 0;
    const turn = async (sessionId: string, question: string, confidence: number | null, at = ago(DAY - n++ * 1000)) => {
      await db.insert(parootyTurns).values([
        { sessionId, role: 'user', content: question, createdAt: at },
        {
          sessionId,
          role: 'assistant',
          content: 'an answer',
          confidence,
          answeredBy: confidence === null ? 'openai' : 'embedded',
          createdAt: new Date(at.getTime() + 1),
        },
      ]);
    };
    await turn('s1', 'Book a flight to Lisbon', 0.1);
    await turn('s2', 'book a flight to lisbon ', 0.3);
    await turn('s2', 'convert 5 km to miles', 0.95);
    await turn('s3', 'Tell me a tax rule', CLARIFY_BELOW - 0.01);
    await turn('s3', 'chosen by a model', null);
    await turn('s4', 'Weather tomorrow?', 0.2, ago(40 * DAY));
    const rows = await unansweredQuestions(db, { now: NOW });
    expect(
      rows.map(({ question, times, bestConfidence }) => ({
        question: question.trim().toLowerCase(),
        times,
        bestConfidence,
      })),
    ).toEqual([
      { question: 'book a flight to lisbon', times: 2, bestConfidence: 0.3 },
      { question: 'tell me a tax rule', times: 1, bestConfidence: CLARIFY_BELOW - 0.01 },
    ]);
    expect((await unansweredQuestions(db, { now: NOW, limit: 1, offset: 1 })).map((r) => r.question)).toEqual([
      'Tell me a tax rule',
    ]);
  });
});

describe('admin actions', () => {
  const actor = () => ({ id: admin.id, email: admin.email });

  it('finds users by e-mail or name, case-insensitive, with LIKE characters taken literally', async () => {
    const db = opened.db;
    expect((await listUsers(db, { q: 'ADA@' })).map((u) => u.email)).toEqual(['ada@example.test']);
    expect((await listUsers(db, { q: 'ada love' })).map((u) => u.email)).toEqual(['ada@example.test']);
    expect((await listUsers(db, { q: 'stone_smith' })).map((u) => u.email)).toEqual(['bob@example.test']);
    expect(await listUsers(db, { q: 'stone%' })).toEqual([]);
    expect((await listUsers(db, { q: '  ' })).length).toBe(3);
    expect(
      (await listUsers(db, { role: 'admin' })).map((u) => u.email),
      'one role only',
    ).toEqual([admin.email]);
    expect(await listUsers(db, { role: 'admin', q: 'ada' })).toEqual([]);
    expect((await listUsers(db, { limit: 1, offset: 1 })).length, 'the second page of one row').toBe(1);
  });

  it('changes a role and records who, what, the target, before and after in the same step', async () => {
    const db = opened.db;
    const saved: string[] = [];
    const result = await changeUserRole(
      db,
      actor(),
      { userId: bob.id, role: 'admin' },
      { now: NOW, saveRole: async (_u, role) => void saved.push(role) },
    );
    expect(result).toEqual({ changed: true, user: { id: bob.id, email: bob.email, role: 'admin' } });
    expect(saved).toEqual(['admin']);
    const [row] = await db.select().from(adminActions).where(eq(adminActions.targetId, bob.id));
    expect(row).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.role',
      targetType: 'user',
      targetLabel: bob.email,
      before: { role: 'user' },
      after: { role: 'admin' },
      createdAt: NOW,
    });
    const again = await changeUserRole(db, actor(), { userId: bob.id, role: 'admin' }, { now: NOW });
    expect(again.changed, 'the same role again changes nothing').toBe(false);
    expect(await db.select().from(adminActions).where(eq(adminActions.targetId, bob.id))).toHaveLength(1);
  });

  it("refuses the admin's own role, a PERCH_ADMIN_EMAILS demotion and an unknown user, and records nothing", async () => {
    const db = opened.db;
    const before = (await db.select().from(adminActions)).length;
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: HttpError) => [e.status, e.message],
      );
    expect(await failure(changeUserRole(db, actor(), { userId: admin.id, role: 'user' }))).toEqual([
      409,
      YOUR_OWN_ROLE,
    ]);
    expect(
      await failure(
        changeUserRole(db, actor(), { userId: bob.id, role: 'user' }, { configuredAdmins: new Set([bob.email]) }),
      ),
    ).toEqual([409, CONFIGURED_ADMIN]);
    expect(
      await failure(changeUserRole(db, actor(), { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' })),
    ).toEqual([404, 'No such user']);
    expect((await db.select().from(adminActions)).length).toBe(before);
  });

  it("changes a tool request's status with an audit row, and lists requests with the requester", async () => {
    const db = opened.db;
    const [request] = await db
      .insert(toolRequests)
      .values({ userId: ada.id, name: 'Gantt chart', description: 'Plan a project.', category: 'productivity' })
      .returning();
    const result = await changeToolRequestStatus(
      db,
      actor(),
      { requestId: request!.id, status: 'planned' },
      new Date(NOW.getTime() + 1),
    );
    expect(result).toEqual({ changed: true, request: { id: request!.id, name: 'Gantt chart', status: 'planned' } });
    const listed = await toolRequestsForReview(db);
    expect(listed[0]).toMatchObject({ id: request!.id, status: 'planned', requesterEmail: ada.email });
    expect(await toolRequestsForReview(db, { status: 'submitted' })).toEqual([]);
    const [second] = await db
      .insert(toolRequests)
      .values({
        userId: bob.id,
        name: 'Kanban board',
        description: 'Cards in columns.',
        category: 'productivity',
        createdAt: new Date(Date.now() + 60_000),
      })
      .returning();
    expect(
      (await toolRequestsForReview(db, { limit: 1 })).map((r) => r.id),
      'newest first',
    ).toEqual([second!.id]);
    expect(
      (await toolRequestsForReview(db, { limit: 1, offset: 1 })).map((r) => r.id),
      'the next page',
    ).toEqual([request!.id]);
    expect(
      (await toolRequestsForReview(db, { status: 'submitted', offset: 0 })).map((r) => r.id),
      'one status only',
    ).toEqual([second!.id]);
    const [latest] = await recentAdminActions(db, { limit: 1 });
    expect(latest).toMatchObject({
      action: 'tool_request.status',
      targetType: 'tool_request',
      targetId: request!.id,
      targetLabel: 'Gantt chart',
      before: { status: 'submitted' },
      after: { status: 'planned' },
    });
    const trail = await recentAdminActions(db);
    expect(trail.length, 'the earlier role change and this status change').toBeGreaterThanOrEqual(2);
    expect(
      (await recentAdminActions(db, { limit: 1, offset: 1 })).map((a) => a.id),
      'the next page',
    ).toEqual([trail[1]!.id]);
    expect(await recentAdminActions(db, { offset: trail.length }), 'past the end').toEqual([]);
  });
});
