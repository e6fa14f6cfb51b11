/** A budget: at most `max` events in any `windowMs`. */
export interface Budget {
  max: number;
  windowMs: number;
}

/**
 * `budget` for one client address, multiplied by `scale` (PERCH_ADDRESS_LIMIT_SCALE, read by
 * `addressLimitScale()` in site/server/auth/request.ts).
 */
export function perAddress(budget: Budget, scale: number): Budget {
  return { max: budget.max * scale, windowMs: budget.windowMs };
}
