/** Connection errors of Node.js's sockets and name lookups: the database's host is not there. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's own: class 08 (connection exception), 57P01–57P03 (shut down, crashed, not
 * accepting connections yet) and 53300 (too many connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** What node-postgres (pg, pg-pool) says when a connection ends, cannot be made in time, or a query's answer does not come (query_timeout). */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /has encountered a connection error and is not queryable$/,
  /^Query read timeout$/,
];

/**
 * Whether an error means the database cannot be reached just now — its host gone, refusing,
 * restarting or out of connections — rather than a fault in a query. Such a request is answered
 * 503 with Retry-After (server/http/route.ts): the same request may succeed a moment later.
 * Looks through the causes drizzle wraps around pg's errors, and the several errors of one
 * connection attempt (AggregateError).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * The message of the error at the bottom of `error`'s causes ("read ECONNRESET"): what to log
 * for an unreachable database, rather than drizzle's wrapper, which repeats the query and its
 * parameters (e-mail addresses, session hashes).
 */
export function rootCauseMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (typeof cause !== 'object' || cause === null) break;
    current = cause;
  }
  const message = (current as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(current);
}

/**
 * PGlite's file system is Emscripten's: a failed call throws `{ name: 'ErrnoError', errno }` with
 * WASI's numbers, not Node's codes. The ones that say why a folder cannot be written.
 */
const WASI_ERRNO_CODES: Readonly<Record<number, string>> = {
  2: 'EACCES',
  19: 'EDQUOT',
  20: 'EEXIST',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

/** The error's file-system code (Node's `code`, or PGlite's WASI errno as Node's name), or ''. */
export function fileErrorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { code, errno, name } = error as { code?: unknown; errno?: unknown; name?: unknown };
  if (typeof code === 'string' && code) return code;
  if (name === 'ErrnoError' && typeof errno === 'number') return WASI_ERRNO_CODES[errno] ?? '';
  return '';
}

/**
 * Whether an error means the disk is full: ENOSPC or EDQUOT (Node's or PGlite's), PostgreSQL's
 * disk_full (53100), or its "No space left on device", anywhere in the error's causes.
 */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const code = fileErrorCode(error);
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
  const { message, cause } = error as { message?: unknown; cause?: unknown };
  if (typeof message === 'string' && /No space left on device|disk quota exceeded/i.test(message)) return true;
  return isDiskFull(cause, depth + 1);
}
