import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_created_at_idx').on(t.createdAt)],
);
