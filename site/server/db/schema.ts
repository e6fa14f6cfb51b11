import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Crash reports posted by the error boundary (POST /api/error). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    message: text('message').notNull(),
    stack: text('stack'),
    info: jsonb('info').$type<Record<string, unknown>>(),
    url: text('url'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    /** The signed-in user who saw the crash (null for a visitor or guest). */
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('error_reports_created_at_idx').on(t.createdAt)],
);

/**
 * Performance metrics sent by the collector (@perch/ui/metrics) to
 * POST /api/analytics/performance/batch. `page` (the path of the page that measured them, from
 * the Referer) and `user_agent` are added by the server.
 */
export const performanceMetrics = pgTable(
  'performance_metrics',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    /** When the browser measured it, ms since the epoch (as sent). */
    measuredAt: bigint('measured_at', { mode: 'number' }).notNull(),
    /** As sent: local storage's user_id, or 'anonymous'. */
    userId: text('user_id').notNull(),
    page: text('page'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('performance_metrics_created_at_idx').on(t.createdAt),
    index('performance_metrics_page_metric_idx').on(t.page, t.metric, t.createdAt),
  ],
);

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * Accounts. Built-in accounts carry a password hash; accounts mirrored from Clerk carry its
 * user id in `external_id` and no password. Emails are stored normalised (trimmed, lower-case).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    imageUrl: text('image_url'),
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** Premium: set while the subscription is active (payments). */
    hasPermission: boolean('has_permission').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    externalId: text('external_id'),
    /** Interests picked during onboarding; they seed Parooty's suggestions. */
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    parootyOnboardedAt: timestamp('parooty_onboarded_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_external_id_key').on(t.externalId)],
);

/** Signed-in sessions. Only a SHA-256 of the cookie's random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Clerk sessions signed out here. Clerk's session tokens are verified without asking Clerk, so a
 * token minted before the sign-out would otherwise be accepted until it expires; every instance
 * refuses the session's tokens once its id is here, until `expires_at`.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Failed sign-in and sign-up attempts, one row each, keyed by scope ("email:…" or "ip:…").
 * Throttling counts these rows, so every server instance sees the same counts.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    scope: text('scope').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_failures_scope_created_idx').on(t.scope, t.createdAt),
    index('auth_failures_created_idx').on(t.createdAt),
  ],
);

/** Server-wide secrets generated on first use (signing keys) when none is configured. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Writes applied under an `Idempotency-Key` header, kept 24 hours. The key row is written in
 * the same transaction as the write it guards, so a replay of a request whose first answer was
 * lost gets the stored answer and the write is never applied twice — on any instance.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: a user id, or the guest id for visitors (keys are per client). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the validated request: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** Tool usage synced from clients (recorded locally first, offline or not). */
export const toolUsage = pgTable(
  'tool_usage',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Visitors: the guest id from the perch_guest cookie. */
    guestId: text('guest_id'),
    toolId: text('tool_id').notNull(),
    action: text('action').notNull(),
    durationMs: integer('duration_ms'),
    metadata: jsonb('metadata').$type<Record<string, string | number | boolean>>(),
    /** When the tool was used on the client (may be long before the sync). */
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tool_usage_user_used_idx').on(t.userId, t.usedAt),
    index('tool_usage_guest_used_idx').on(t.guestId, t.usedAt),
    index('tool_usage_tool_idx').on(t.toolId),
  ],
);

/** Tools a user keeps for later (/wishlist). One row per user and tool. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: text('tool_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.toolId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Tools a user pins for everyday use (favourites, first on /tools), apart from the wishlist (tools
 * kept for later, often Pro ones not yet unlocked). One row per user and tool.
 */
export const favouriteTools = pgTable(
  'favourite_tools',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: text('tool_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.toolId] }),
    index('favourite_tools_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const toolRequestStatuses = ['submitted', 'reviewing', 'planned', 'added', 'declined'] as const;
export type ToolRequestStatus = (typeof toolRequestStatuses)[number];

/** Tools users ask for (/app-request); admins review them and set the status. */
export const toolRequests = pgTable(
  'tool_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    status: text('status').$type<ToolRequestStatus>().notNull().default('submitted'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tool_requests_user_created_idx').on(t.userId, t.createdAt),
    index('tool_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionPlans = ['weekly', 'monthly', 'annual'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

/**
 * A user's Pro subscription (one row per user: a new subscription replaces an ended one).
 * `provider` says who bills it: the embedded test-mode checkout or Stripe (then `external_id` is
 * Stripe's subscription id and `customer_id` its customer). No card number is ever stored: the
 * embedded checkout keeps the brand and last four digits only, as a receipt would.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'embedded' | 'stripe'>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    plan: text('plan').$type<SubscriptionPlan>().notNull(),
    /** The price paid per period, in cents. */
    priceCents: integer('price_cents').notNull(),
    /**
     * Credit on the account, in cents (≥ 0): what a plan change credited for unused time and the
     * new plan's price did not use (Stripe: the customer's balance, negated). Renewals are paid
     * from it first.
     */
    creditCents: integer('credit_cents').notNull().default(0),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    externalId: text('external_id'),
    customerId: text('customer_id'),
    /**
     * Stripe: when the event (its `created`) that set this state was made. An event older than
     * this arrives late and changes nothing (webhooks are not delivered in order).
     */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key').on(t.userId),
    uniqueIndex('subscriptions_external_id_key').on(t.externalId),
    check('subscriptions_credit_cents_check', sql`${t.creditCents} >= 0`),
  ],
);

/** One Stripe customer per user, made at their first checkout and reused for every later one and the portal. */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stripe_customers_customer_id_key').on(t.customerId)],
);

/**
 * Stripe webhook events already applied, by event id. The row is inserted in the same
 * transaction as the change the event makes, so a redelivered event (Stripe retries, or a
 * replay) finds its id taken and changes nothing — on any instance.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The event's `created` (Stripe's clock). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** What applying it did ('applied', or why it was ignored). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_events_received_at_idx').on(t.receivedAt)],
);

/**
 * Copies of slow or rate-limited provider answers shared by every server instance (Stripe's
 * prices, 5 minutes). A copy past its freshness is still the "last good copy" when the provider
 * is down.
 */
export const providerCache = pgTable('provider_cache', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/**
 * Fixed-window request counters, one row per scope ("parooty-session:…", "parooty-ip:…"): a
 * request bumps its scope's count in one statement (a new window starts it at 1 again), so the
 * check and the count are one step on every instance sharing the database.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    scope: text('scope').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** The count of the window just before this one (a sliding window weighs it by what is left of it). */
    previousCount: integer('previous_count').notNull().default(0),
  },
  (t) => [index('rate_counters_window_start_idx').on(t.windowStart)],
);

export const parootyRoles = ['user', 'assistant'] as const;
export type ParootyRole = (typeof parootyRoles)[number];

/** A recommendation as it was shown: the catalogue tool's id and the url and reason given. */
export interface StoredRecommendation {
  id: string;
  url: string;
  why: string;
}

/** Parooty conversations: each question and each answer, per widget session (POST /api/parooty/query). */
export const parootyTurns = pgTable(
  'parooty_turns',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    sessionId: text('session_id').notNull(),
    /** The signed-in asker; null for visitors (and kept null when the account is deleted). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<ParootyRole>().notNull(),
    content: text('content').notNull(),
    recommendations: jsonb('recommendations').$type<StoredRecommendation[]>(),
    /** Which assistant answered ('embedded', 'openai'); null on questions. */
    answeredBy: text('answered_by'),
    /**
     * Answers: how sure the recommender was of its best tool (0..1); below CLARIFY_BELOW Parooty
     * asked instead of recommending. Null on questions, on answers stored before it was kept, and
     * on a model's answer that recommended tools (a model gives no such figure).
     */
    confidence: doublePrecision('confidence'),
    createdAt: createdAt(),
  },
  (t) => [
    index('parooty_turns_session_created_idx').on(t.sessionId, t.createdAt),
    index('parooty_turns_user_idx').on(t.userId),
    index('parooty_turns_unsure_idx')
      .on(t.createdAt)
      .where(sql`${t.role} = 'assistant' and ${t.confidence} is not null`),
  ],
);

export const adminActionKinds = ['user.role', 'tool_request.status'] as const;
export type AdminActionKind = (typeof adminActionKinds)[number];

/**
 * The audit trail of admin actions (/admin/dashboard): who did what to which record, the values
 * before and after, and when. Rows are only ever inserted, in the same transaction as the change
 * they record. The actor's e-mail is copied so the trail still reads after the account is gone.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AdminActionKind>().notNull(),
    /** 'user' or 'tool_request', and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What a person reads for the target (an e-mail, a requested tool's name) at the time. */
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_at_idx').on(t.createdAt),
    index('admin_actions_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * Product events noted for a user's next rendered page by something that has no browser to
 * answer: a Stripe webhook (subscription_upgraded after a plan change in the Customer Portal).
 * A form post's events ride a cookie instead (server/analytics/notedEvents.ts). Kept here, not in
 * process memory, so whichever instance renders the user's next page finds them; that page takes
 * them with one DELETE … RETURNING, so they are sent once.
 */
export const storedProductEvents = pgTable(
  'stored_product_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_product_events_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Searches on /tools that found no tool (what Perch lacks, or words no tool has), counted per
 * normalised query and day, with no trace of who searched: the admin dashboard lists them with the
 * questions Parooty could not answer, most asked first. Older than 400 days, deleted.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    /** Trimmed, lower case, inner spaces collapsed, at most 200 characters. */
    query: text('query').notNull(),
    day: date('day').notNull(),
    searches: integer('searches').notNull().default(0),
    /** 'gap': an operation no tool does ("pdf"); 'none': no tool has the words. The last one seen. */
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.query, t.day] }), index('search_misses_day_idx').on(t.day)],
);

/**
 * AI writing runs counted per user and UTC day (POST /api/writing/run): the daily budget, shared
 * by every server instance. Counts only: what was written is never stored.
 */
export const aiWritingUsage = pgTable(
  'ai_writing_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day, as YYYY-MM-DD. */
    day: text('day').notNull(),
    runs: integer('runs').notNull().default(0),
    /** Tokens the model reported (prompt and answer), or an estimate when it reported none. */
    tokens: integer('tokens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
