import { PAROOTY_ADDRESS_LIMIT, PAROOTY_ALLOWED_ORIGINS } from 'astro:env/server';
import { ConfigError } from '../auth/request';
import { parseAllowedOrigins } from '../http/cors';
import { PAROOTY_LIMIT_PER_ADDRESS, PAROOTY_LIMIT_PER_SESSION, type ParootyLimits } from './parooty';

/** POST /api/parooty/query: the one endpoint other sites' pages may call. */
export const PAROOTY_QUERY_PATH = '/api/parooty/query';

let origins: string[] | undefined;

/** The origins PAROOTY_ALLOWED_ORIGINS lists, read once. */
export function parootyAllowedOrigins(): string[] {
  origins ??= parseAllowedOrigins(PAROOTY_ALLOWED_ORIGINS);
  return origins;
}

/** PAROOTY_ADDRESS_LIMIT: questions per client address per minute (default {@link PAROOTY_LIMIT_PER_ADDRESS}). */
export function parootyLimits(value = PAROOTY_ADDRESS_LIMIT): ParootyLimits {
  const text = value?.trim();
  if (!text) return { perSession: PAROOTY_LIMIT_PER_SESSION, perAddress: PAROOTY_LIMIT_PER_ADDRESS };
  const max = Number(text);
  if (!Number.isInteger(max) || max < 1)
    throw new ConfigError(`PAROOTY_ADDRESS_LIMIT must be a whole number of at least 1, not "${text}"`);
  return { perSession: PAROOTY_LIMIT_PER_SESSION, perAddress: { ...PAROOTY_LIMIT_PER_ADDRESS, max } };
}
