export const ERROR_REPORT_URL = '/api/error';
/** The server refuses messages over 10 KB; cut here so a long message is still reported. */
export const ERROR_MESSAGE_LIMIT = 10_000;
export const ERROR_STACK_LIMIT = 20_000;

export interface ErrorReport {
  error: string;
  stack?: string;
  info?: Record<string, unknown>;
}

/**
 * The first `max` UTF-16 units, never ending in half of a surrogate pair (an emoji cut in two):
 * the server refuses text that is not valid Unicode.
 */
function cut(text: string, max: number): string {
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

export function toErrorReport(error: unknown, info?: Record<string, unknown>): ErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  const report: ErrorReport = { error: cut(err.message || err.name || 'Error', ERROR_MESSAGE_LIMIT) };
  if (err.stack) report.stack = cut(err.stack, ERROR_STACK_LIMIT);
  if (info) report.info = info;
  return report;
}

/**
 * Posts a crash to the product's API. Never throws: a crash report that cannot be sent is
 * logged and dropped, so reporting can never crash the crash screen.
 */
export async function reportError(report: ErrorReport, url: string = ERROR_REPORT_URL): Promise<void> {
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'include',
      keepalive: true,
    });
  } catch (sendError) {
    console.error('Could not report the error', sendError);
  }
}
