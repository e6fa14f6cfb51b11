import { PAROOTY_ALLOWED_ORIGINS } from 'astro:env/server';
import { parseAllowedOrigins } from '../http/cors';

/** POST /api/parooty/query: the one endpoint other sites' pages may call. */
export const PAROOTY_QUERY_PATH = '/api/parooty/query';

let origins: string[] | undefined;

/** The origins PAROOTY_ALLOWED_ORIGINS lists, read once. */
export function parootyAllowedOrigins(): string[] {
  origins ??= parseAllowedOrigins(PAROOTY_ALLOWED_ORIGINS);
  return origins;
}
