import { desc, lt } from 'drizzle-orm';
import { z } from 'zod';
import { takeAllowance } from '../auth/throttle';
import type { Database } from '../db/client';
import { errorReports } from '../db/schema';

/** Crash messages over 10 KB are refused (the client cuts them first). */
export const ERROR_MESSAGE_MAX_BYTES = 10 * 1024;

/**
 * Crash reports are anonymous, so they are limited: 20 per client address in 15 minutes, 500 in
 * an hour from everyone together (429 with Retry-After beyond either), and only the newest 5,000
 * are kept. A crash loop or a flood can neither fill the database nor drown the other reports
 * for long.
 */
export const ERROR_REPORTS_PER_ADDRESS = { max: 20, windowMs: 15 * 60 * 1000 };
export const ERROR_REPORTS_IN_ALL = { max: 500, windowMs: 60 * 60 * 1000 };
export const ERROR_REPORTS_KEPT = 5_000;

export interface ErrorReportLimits {
  perAddress: { max: number; windowMs: number };
  inAll: { max: number; windowMs: number };
  kept: number;
}

export const ERROR_REPORT_LIMITS: ErrorReportLimits = {
  perAddress: ERROR_REPORTS_PER_ADDRESS,
  inAll: ERROR_REPORTS_IN_ALL,
  kept: ERROR_REPORTS_KEPT,
};

const byteLength = (s: string) => new TextEncoder().encode(s).byteLength;

export const errorReportSchema = z.strictObject({
  error: z
    .string()
    .min(1, 'error must not be empty')
    .refine((s) => byteLength(s) <= ERROR_MESSAGE_MAX_BYTES, 'error must be at most 10 KB'),
  stack: z.string().max(32_000, 'stack must be at most 32,000 characters').optional(),
  info: z.record(z.string(), z.unknown()).optional(),
});

export type ErrorReportInput = z.infer<typeof errorReportSchema>;

export interface ErrorReportContext {
  requestId: string;
  userAgent: string | null;
  url: string | null;
  /** The reporting client's address, for its own budget. */
  ip?: string | null;
  /** The signed-in user who saw the crash, when there is one. */
  userId?: string | null;
  now?: Date;
}

/** Stores a crash report within the limits above (429 beyond them), dropping the oldest past the cap. */
export async function recordErrorReport(
  db: Database,
  input: ErrorReportInput,
  context: ErrorReportContext,
  limits = ERROR_REPORT_LIMITS,
) {
  await takeAllowance(
    db,
    [
      { scope: 'error-reports', ...limits.inAll },
      ...(context.ip ? [{ scope: `error-report:${context.ip}`, ...limits.perAddress }] : []),
    ],
    context.now,
  );
  const [row] = await db
    .insert(errorReports)
    .values({
      message: input.error,
      stack: input.stack ?? null,
      info: input.info ?? null,
      url: context.url,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      requestId: context.requestId,
      userId: context.userId ?? null,
      ...(context.now ? { createdAt: context.now } : {}),
    })
    .returning({ id: errorReports.id });
  // Keep the newest `kept`: the oldest of them marks where to cut.
  const [edge] = await db
    .select({ at: errorReports.createdAt })
    .from(errorReports)
    .orderBy(desc(errorReports.createdAt))
    .offset(limits.kept - 1)
    .limit(1);
  if (edge) await db.delete(errorReports).where(lt(errorReports.createdAt, edge.at));
  return row!;
}
