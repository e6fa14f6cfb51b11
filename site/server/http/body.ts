import type { z } from 'zod';
import { HttpError } from './errors';
import { knownBody } from './knownBody';

/** Bodies larger than this are refused with 413 unless an endpoint says otherwise. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    throw new HttpError(413, `Request body is larger than ${limit} bytes`);
  }
  // A body read whole before the request was made (a direct answer's): not read back through its
  // stream, which is not even made (directRequest.ts makes the Request on first use of `body`).
  const known = knownBody(request);
  if (known) {
    if (known.byteLength > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
    return known;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      // The adapter stops reading past its own limit (bodySizeLimit in astro.config.mjs).
      if (error instanceof Error && /body size limit/i.test(error.message))
        throw new HttpError(413, `Request body is larger than ${limit} bytes`);
      throw new HttpError(400, 'Request body could not be read');
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, `Request body is larger than ${limit} bytes`);
    }
    chunks.push(chunk.value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/**
 * JSON bodies nested deeper than this are refused with 400. No endpoint takes more than a few
 * levels, and a deeper value would exhaust the stack of whatever walks it later (validation,
 * hashing, JSON.stringify on its way to jsonb).
 */
export const MAX_JSON_DEPTH = 32;

/** Where a value breaks a rule and what the rule is, for `details`. */
export interface JsonProblem {
  path: string;
  message: string;
}

export const NUL_MESSAGE = 'must not contain NUL characters';
export const SURROGATE_MESSAGE = 'must be valid Unicode (no unpaired surrogates)';

// With the u flag a surrogate range matches only surrogates that are not part of a pair.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * What PostgreSQL cannot store in text or jsonb, or null: NUL characters, and unpaired UTF-16
 * surrogates (valid JSON escapes such as "\ud800" that are not valid Unicode).
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** A key as it can be shown in `details`: its NULs and unpaired surrogates made visible. */
const shownKey = (key: string) =>
  key.replaceAll('\u0000', '\\0').replace(new RegExp(LONE_SURROGATE.source, 'gu'), '\uFFFD');

/**
 * The first problem in a parsed JSON value: nesting deeper than `maxDepth`, or (unless
 * `checkText` is false) a string or key that {@link textProblem} refuses. Walks with its own
 * stack, so no depth of input can overflow the call stack.
 */
export function findJsonProblem(
  value: unknown,
  { maxDepth = MAX_JSON_DEPTH, checkText = true } = {},
): JsonProblem | null {
  const pathOf = (path: readonly string[]) => path.join('.') || 'body';
  const pending: Array<{ value: unknown; path: readonly string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = checkText ? textProblem(current) : null;
      if (problem) return { path: pathOf(path), message: problem };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= maxDepth) return { path: pathOf(path), message: `is nested more than ${maxDepth} levels deep` };
    const entries: Array<[string, unknown]> = Array.isArray(current)
      ? current.map((child, i) => [String(i), child])
      : Object.entries(current);
    // Pushed last to first, so problems are found in the order they appear.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      const problem = checkText && !Array.isArray(current) ? textProblem(key) : null;
      if (problem) return { path: pathOf([...path, shownKey(key)]), message: problem };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** The problem as the 400 it is answered with. */
export function invalidInput(problem: JsonProblem): HttpError {
  return new HttpError(400, 'Invalid request', { [problem.path]: problem.message });
}

/** Zod issues → `{ "field.path": "message" }`; a problem with the whole body is keyed "body". */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    details[key] ??= issue.message;
  }
  return details;
}

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** A strict UTF-8 decoder, made once: decode() without `stream` starts afresh on every call. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a JSON body and validates it: 415 for another content type, 413 over the limit,
 * 400 for malformed JSON, nesting deeper than {@link MAX_JSON_DEPTH}, NUL characters or unpaired
 * surrogates, or a body that does not match the schema (details name the field).
 * `checkText: false` leaves the text checks to the caller (a batch checks each item).
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { limit = DEFAULT_BODY_LIMIT_BYTES, checkText = true }: { limit?: number; checkText?: boolean } = {},
): Promise<z.infer<S>> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const bytes = await readLimited(request, limit);
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  const problem = findJsonProblem(value, { checkText });
  if (problem) throw invalidInput(problem);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'Invalid request', fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Reads the body as it was sent, as UTF-8 text (a webhook's signature covers these exact
 * bytes): 413 over the limit, 400 when it is not UTF-8.
 */
export async function readRawText(
  request: Request,
  { limit = DEFAULT_BODY_LIMIT_BYTES }: { limit?: number } = {},
): Promise<string> {
  const bytes = await readLimited(request, limit);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8');
  }
}

/** Reads an HTML form body (urlencoded) with the same size limit. */
export async function readForm(
  request: Request,
  { limit = DEFAULT_BODY_LIMIT_BYTES }: { limit?: number } = {},
): Promise<URLSearchParams> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
  }
  const bytes = await readLimited(request, limit);
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

/**
 * Validates an HTML form's fields like readJson does (400 with field details); only the fields
 * the schema names are taken, each as its first value.
 */
export function formAs<S extends z.ZodObject>(form: URLSearchParams, schema: S): z.infer<S> {
  const value: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const field = form.get(key);
    if (field !== null) value[key] = field;
  }
  const problem = findJsonProblem(value);
  if (problem) throw invalidInput(problem);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', fieldErrors(parsed.error));
  return parsed.data;
}

/** Reads an HTML form (with the size limit) and validates it with {@link formAs}. */
export async function readFormAs<S extends z.ZodObject>(
  request: Request,
  schema: S,
  options: { limit?: number } = {},
): Promise<z.infer<S>> {
  return formAs(await readForm(request, options), schema);
}
