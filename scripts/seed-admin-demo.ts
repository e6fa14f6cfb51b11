// Fills an embedded database with made-up traffic for looking at /admin/dashboard: accounts,
// subscriptions, a week of Web Vitals on a few pages, crash reports, tool requests, tool usage,
// Parooty questions it could not answer and a few admin actions. Then the worst case a layout
// must take: more users and admin actions than a page holds, and e-mails, names, tool requests
// and questions with no place to break.
// Usage: npx vite-node scripts/seed-admin-demo.ts <data dir>   (then start a server on that folder)
import { openDatabase } from '../site/server/db/client';
import {
  adminActions,
  errorReports,
  parootyTurns,
  performanceMetrics,
  subscriptions,
  toolRequests,
  toolUsage,
  users,
} from '../site/server/db/schema';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed-admin-demo.ts <data dir>');
const { db, close } = await openDatabase({ dataDir });
const now = Date.now();
const DAY = 86_400_000;
const HOUR = 3_600_000;
// A fixed sequence, so every run draws the same dashboard.
let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

const people = [
  ['Ada', 'Lovelace'],
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Katherine', 'Johnson'],
  ['Linus', 'Pauling'],
  ['Margaret', 'Hamilton'],
  ['Edsger', 'Dijkstra'],
  ['Barbara', 'Liskov'],
  ['Donald', 'Knuth'],
  ['Frances', 'Allen'],
] as const;
const rows = await db
  .insert(users)
  .values(
    people.map(([firstName, lastName], i) => ({
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
      firstName,
      lastName,
      role: i === 1 ? ('admin' as const) : ('user' as const),
      hasPermission: i % 3 !== 2,
      emailVerifiedAt: i % 4 === 3 ? null : new Date(now - (20 - i) * DAY),
      lastLoginAt: new Date(now - i * 5 * HOUR),
      createdAt: new Date(now - (30 - i * 2) * DAY),
    })),
  )
  .returning({ id: users.id, email: users.email });

const plans = ['monthly', 'annual', 'weekly', 'monthly', 'monthly', 'annual', 'monthly'] as const;
const statuses = ['active', 'active', 'active', 'trialing', 'past_due', 'canceled', 'active'] as const;
await db.insert(subscriptions).values(
  plans.map((plan, i) => ({
    userId: rows[i]!.id,
    provider: 'embedded' as const,
    status: statuses[i]!,
    plan,
    priceCents: plan === 'weekly' ? 1153 : plan === 'monthly' ? 4999 : 49990,
    currentPeriodStart: new Date(now - 3 * DAY),
    currentPeriodEnd: new Date(now + 27 * DAY),
  })),
);

// A week of vitals: each page has its own typical value; the tool page got slower mid-week.
const pages: Record<string, Record<string, number>> = {
  '/tools': { LCP: 1900, INP: 140, CLS: 0.04, FCP: 1200, TTFB: 380 },
  '/': { LCP: 1500, INP: 90, CLS: 0.01, FCP: 900, TTFB: 250 },
  '/app/json-formatter': { LCP: 2900, INP: 260, CLS: 0.12, FCP: 1700, TTFB: 520 },
  '/pricing': { LCP: 1700, INP: 110, CLS: 0.02, FCP: 1000, TTFB: 300 },
  '/parooty': { LCP: 4300, INP: 520, CLS: 0.28, FCP: 2100, TTFB: 900 },
};
const metrics: Array<typeof performanceMetrics.$inferInsert> = [];
for (const [page, typical] of Object.entries(pages)) {
  for (let day = 6; day >= 0; day -= 1) {
    const drift = page === '/tools' && day <= 3 && day >= 2 ? 1.6 : 1;
    for (let n = 0; n < 6 + Math.floor(random() * 6); n += 1) {
      const at = now - day * DAY - Math.floor(random() * 20 * HOUR);
      for (const [metric, value] of Object.entries(typical)) {
        metrics.push({
          metric,
          value: value * drift * (0.6 + random() * 0.8),
          measuredAt: at,
          userId: 'anonymous',
          page,
          userAgent: 'Mozilla/5.0',
          createdAt: new Date(at),
        });
      }
    }
  }
}
await db.insert(performanceMetrics).values(metrics);

await db.insert(errorReports).values([
  {
    message: "TypeError: Cannot read properties of undefined (reading 'map')",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'map')\n    at ToolGrid (/_astro/ToolGrid.B2x9.js:1:2043)\n    at renderWithHooks (/_astro/client.C8f1.js:1:44120)\n    at updateFunctionComponent (/_astro/client.C8f1.js:1:71322)",
    url: '/tools',
    userId: rows[0]!.id,
    createdAt: new Date(now - 2 * HOUR),
  },
  {
    message: 'NetworkError when attempting to fetch resource.',
    stack: 'NetworkError when attempting to fetch resource.\n    at replayQueue (/_astro/offline.Dk2.js:1:901)',
    url: '/app/json-formatter',
    createdAt: new Date(now - 9 * HOUR),
  },
  {
    message: 'RangeError: Invalid time value',
    stack:
      'RangeError: Invalid time value\n    at Date.toISOString (<anonymous>)\n    at formatDue (/_astro/Subscription.js:1:388)',
    url: '/subscription',
    userId: rows[3]!.id,
    createdAt: new Date(now - 30 * HOUR),
  },
  {
    message: 'ResizeObserver loop completed with undelivered notifications.',
    url: '/parooty',
    createdAt: new Date(now - 3 * DAY),
  },
]);

const requested = await db
  .insert(toolRequests)
  .values([
    {
      userId: rows[0]!.id,
      name: 'Invoice number generator',
      description: 'Make sequential invoice numbers with a prefix and the year.',
      category: 'finance',
      createdAt: new Date(now - 1 * DAY),
    },
    {
      userId: rows[2]!.id,
      name: 'Gantt chart',
      description: 'Plan a project on a timeline and share it.',
      category: 'productivity',
      status: 'reviewing' as const,
      createdAt: new Date(now - 4 * DAY),
    },
    {
      userId: rows[4]!.id,
      name: 'SQL query explainer',
      description: 'Paste a query and see what each clause does.',
      category: 'developer',
      status: 'planned' as const,
      createdAt: new Date(now - 8 * DAY),
    },
    {
      userId: rows[5]!.id,
      name: 'Time zone meeting planner',
      description: 'Find an hour that suits people in three time zones.',
      category: 'productivity',
      status: 'declined' as const,
      createdAt: new Date(now - 12 * DAY),
    },
  ])
  .returning({ id: toolRequests.id, name: toolRequests.name });

const tools = {
  'json-formatter': 64,
  'word-counter': 41,
  'base64-encode': 27,
  'km-to-miles': 22,
  'uuid-generator': 15,
  'case-converter': 9,
  'url-encode': 6,
};
const usage: Array<typeof toolUsage.$inferInsert> = [];
for (const [toolId, uses] of Object.entries(tools)) {
  for (let i = 0; i < uses; i += 1) {
    const person = Math.floor(random() * 8);
    usage.push({
      toolId,
      action: 'run',
      usedAt: new Date(now - Math.floor(random() * 25 * DAY)),
      ...(person < rows.length - 2 ? { userId: rows[person]!.id } : { guestId: `guest-${person}` }),
    });
  }
}
await db.insert(toolUsage).values(usage);

const unsure: Array<[string, number, number]> = [
  ['book a train to Lisbon', 0.12, 4],
  ['what is the weather tomorrow', 0.08, 3],
  ['translate this contract into German', 0.31, 2],
  ['make a mind map of my notes', 0.44, 1],
];
const turns: Array<typeof parootyTurns.$inferInsert> = [];
unsure.forEach(([question, confidence, times], q) => {
  for (let i = 0; i < times; i += 1) {
    const at = now - (q + i) * 7 * HOUR;
    const sessionId = `widget-demo-${q}-${i}`;
    turns.push({ sessionId, role: 'user', content: question, createdAt: new Date(at) });
    turns.push({
      sessionId,
      role: 'assistant',
      content: 'Squawk! Could you tell me a bit more?',
      confidence,
      answeredBy: 'embedded',
      createdAt: new Date(at + 1),
    });
  }
});
await db.insert(parootyTurns).values(turns);

const grace = rows[1]!;
await db.insert(adminActions).values([
  {
    actorId: grace.id,
    actorEmail: grace.email,
    action: 'user.role',
    targetType: 'user',
    targetId: rows[6]!.id,
    targetLabel: rows[6]!.email,
    before: { role: 'admin' },
    after: { role: 'user' },
    createdAt: new Date(now - 5 * HOUR),
  },
  {
    actorId: grace.id,
    actorEmail: grace.email,
    action: 'tool_request.status',
    targetType: 'tool_request',
    targetId: requested[1]!.id,
    targetLabel: requested[1]!.name,
    before: { status: 'submitted' },
    after: { status: 'reviewing' },
    createdAt: new Date(now - 26 * HOUR),
  },
  {
    actorId: grace.id,
    actorEmail: grace.email,
    action: 'tool_request.status',
    targetType: 'tool_request',
    targetId: requested[2]!.id,
    targetLabel: requested[2]!.name,
    before: { status: 'reviewing' },
    after: { status: 'planned' },
    createdAt: new Date(now - 50 * HOUR),
  },
]);

// The worst case: a page and more of accounts, some with the longest e-mail and name a form lets
// through, and text with no place to break (a pasted token, a URL) wherever an admin reads it.
const unbroken = `${'x'.repeat(40)}-${'Q'.repeat(120)}`;
const extra = await db
  .insert(users)
  .values(
    Array.from({ length: 36 }, (_, i) => ({
      email:
        i % 6 === 0
          ? `${'very.long.local.part'.repeat(3).slice(0, 60)}${i}@a-rather-long-subdomain.example-company-name.co.uk`
          : `member${String(i).padStart(2, '0')}@example.org`,
      firstName: i % 9 === 0 ? 'Maximiliana-Alexandrina' : `Member`,
      lastName: i % 9 === 0 ? `Featherstonehaugh-Cholmondeley-${i}` : String(i),
      role: i % 11 === 5 ? ('admin' as const) : ('user' as const),
      hasPermission: i % 4 === 0,
      emailVerifiedAt: i % 5 === 2 ? null : new Date(now - 40 * DAY),
      lastLoginAt: i % 7 === 3 ? null : new Date(now - i * 3 * HOUR),
      createdAt: new Date(now - (i + 1) * HOUR),
    })),
  )
  .returning({ id: users.id, email: users.email });
const longest = extra[0]!;
await db.insert(errorReports).values({
  message: `Error: ${unbroken}`,
  stack: `Error: ${unbroken}\n    at ${unbroken} (/_astro/${unbroken}.js:1:1)`,
  url: `https://perch.example/app/${unbroken}?token=${unbroken}`,
  userId: longest.id,
  createdAt: new Date(now - HOUR),
});
const worst = await db
  .insert(toolRequests)
  .values([
    {
      userId: longest.id,
      name: `Token tool ${unbroken}`,
      description: `Paste ${unbroken} and see it decoded.`,
      category: 'developer',
      createdAt: new Date(now - HOUR),
    },
    ...Array.from({ length: 22 }, (_, i) => ({
      userId: extra[(i % 6) * 6]!.id,
      name: `Requested tool ${i + 1}`,
      description: 'A row of the second page of tool requests.',
      category: 'productivity',
      createdAt: new Date(now - (2 + i) * DAY - HOUR),
    })),
  ])
  .returning({ id: toolRequests.id, name: toolRequests.name });
await db.insert(parootyTurns).values([
  { sessionId: 'widget-demo-unbroken', role: 'user', content: unbroken, createdAt: new Date(now - HOUR) },
  {
    sessionId: 'widget-demo-unbroken',
    role: 'assistant',
    content: 'Squawk! Could you tell me a bit more?',
    confidence: 0.05,
    answeredBy: 'embedded',
    createdAt: new Date(now - HOUR + 1),
  },
]);
await db.insert(adminActions).values(
  Array.from({ length: 24 }, (_, i): typeof adminActions.$inferInsert => {
    const target = i % 2 === 0 ? extra[i]! : null;
    const request = worst[i % worst.length]!;
    return target
      ? {
          actorId: grace.id,
          actorEmail: grace.email,
          action: 'user.role',
          targetType: 'user',
          targetId: target.id,
          targetLabel: target.email,
          before: { role: 'user' },
          after: { role: 'admin' },
          createdAt: new Date(now - (60 + i) * HOUR),
        }
      : {
          actorId: grace.id,
          actorEmail: grace.email,
          action: 'tool_request.status',
          targetType: 'tool_request',
          targetId: request.id,
          targetLabel: request.name,
          before: { status: 'submitted' },
          after: { status: 'reviewing' },
          createdAt: new Date(now - (60 + i) * HOUR),
        };
  }),
);

await close();
console.log(
  `seeded ${dataDir}: ${rows.length + extra.length} users, ${metrics.length} metrics, ${usage.length} tool uses, ${turns.length} Parooty turns`,
);
