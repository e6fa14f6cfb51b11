// TRUST_PROXY and the X-Forwarded-* headers, read the same way by the server wrapper
// (site/server/runtime/serve.mjs: HSTS) and the site (site/server/http/forwarded.ts: client address, https,
// public origin).
//
// Each proxy in front of Perch appends to X-Forwarded-For the address it received the request
// from, so the entries on the right were written by proxies Perch trusts and everything to their
// left was written by the client — who may write anything. With N trusted proxies the client's
// address is the N-th entry from the right.

const MAX_HOPS = 16;

/**
 * How many reverse proxies in front of Perch write X-Forwarded-* headers: unset, "", "0" or
 * "false" → 0 (the headers are ignored); "1" or "true" → 1; "2" … → that many.
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustedProxyHops(value) {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text) && Number(text) <= MAX_HOPS) return Number(text);
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of Perch (0 to ${MAX_HOPS}) or true/false, not "${value}".`,
  );
}

/**
 * The value the outermost trusted proxy wrote in a comma-separated forwarded header: the entry
 * `hops` from the right (with fewer entries, the leftmost). Undefined when proxies are not
 * trusted or the header is absent or empty.
 * @param {string | string[] | null | undefined} header
 * @param {number} hops
 * @returns {string | undefined}
 */
export function forwardedValue(header, hops) {
  if (hops < 1 || header === null || header === undefined) return undefined;
  const entries = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}
