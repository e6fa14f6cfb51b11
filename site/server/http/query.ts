import { z } from 'zod';
import { fieldErrors } from './body';
import { HttpError } from './errors';

/**
 * Reads a URL's query string against a schema: a parameter given twice, one the schema does not
 * know (strict schemas) or a value it refuses is a 400 whose details name the parameter.
 */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const values: Record<string, string> = {};
  const details: Record<string, string> = {};
  const known =
    'shape' in schema && typeof schema.shape === 'object' && schema.shape !== null
      ? new Set(Object.keys(schema.shape))
      : null;
  for (const [key, value] of url.searchParams) {
    if (known && !known.has(key)) details[key.slice(0, 100)] = 'is not a parameter this endpoint takes';
    else if (key in values) details[key] = 'must be given once';
    else if (value.includes('\u0000')) details[key] = 'must not contain NUL characters';
    values[key] = value;
  }
  if (Object.keys(details).length > 0) throw new HttpError(400, 'Invalid query', details);
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new HttpError(400, 'Invalid query', fieldErrors(parsed.error));
  return parsed.data;
}

/** `limit`: how many rows a list answers, 1 to `max`. */
export const limitParam = (fallback: number, max = 200) =>
  z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

/** `offset`: how many rows of a list to skip, for its next pages. */
export const offsetParam = () =>
  z.coerce
    .number('offset must be a number')
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset must be at most 1,000,000')
    .default(0);
