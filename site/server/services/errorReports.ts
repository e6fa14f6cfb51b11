import { z } from 'zod';
import type { Database } from '../db/client';
import { errorReports } from '../db/schema';

/** Crash messages over 10 KB are refused (the client cuts them first). */
export const ERROR_MESSAGE_MAX_BYTES = 10 * 1024;

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
}

export async function recordErrorReport(db: Database, input: ErrorReportInput, context: ErrorReportContext) {
  const [row] = await db
    .insert(errorReports)
    .values({
      message: input.error,
      stack: input.stack ?? null,
      info: input.info ?? null,
      url: context.url,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      requestId: context.requestId,
    })
    .returning({ id: errorReports.id });
  return row!;
}
