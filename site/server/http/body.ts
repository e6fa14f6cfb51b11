import type { z } from 'zod';
import { HttpError } from './errors';

/** Bodies larger than this are refused with 413 unless an endpoint says otherwise. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    throw new HttpError(413, `Request body is larger than ${limit} bytes`);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
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
 * Finds the first string (value or key) holding a NUL character. PostgreSQL cannot store NUL
 * in text or jsonb, so such input is refused up front for every endpoint rather than failing
 * later inside a query.
 */
export function findNulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNulPath(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')].join('.');
      const found = findNulPath(child, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
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

/**
 * Reads a JSON body and validates it: 415 for another content type, 413 over the limit,
 * 400 for malformed JSON, NUL characters, or a body that does not match the schema (details name
 * the field). `checkNul: false` leaves NUL checks to the caller (a batch checks each item).
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { limit = DEFAULT_BODY_LIMIT_BYTES, checkNul = true }: { limit?: number; checkNul?: boolean } = {},
): Promise<z.infer<S>> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const bytes = await readLimited(request, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  const nulAt = checkNul ? findNulPath(value) : null;
  if (nulAt !== null) throw new HttpError(400, 'Invalid request', { [nulAt]: 'must not contain NUL characters' });
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'Invalid request', fieldErrors(parsed.error));
  return parsed.data;
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
 * Reads an HTML form and validates its fields like readJson does (400 with field details);
 * only the fields the schema names are taken, each as its first value.
 */
export async function readFormAs<S extends z.ZodObject>(
  request: Request,
  schema: S,
  options: { limit?: number } = {},
): Promise<z.infer<S>> {
  const form = await readForm(request, options);
  const value: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const field = form.get(key);
    if (field !== null) value[key] = field;
  }
  const nulAt = findNulPath(value);
  if (nulAt !== null) throw new HttpError(400, 'Invalid request', { [nulAt]: 'must not contain NUL characters' });
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', fieldErrors(parsed.error));
  return parsed.data;
}
