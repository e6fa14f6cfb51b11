// The encoding a shared answer (a cached public page) is sent in, chosen once for the page cache
// (site/server/http/sharedCompression.ts) and the fast path in front of it (fast-path.mjs), so
// both pick the same copy for the same request.

/**
 * The weight Accept-Encoding gives `coding`, by name or through `*`; 0 when it is not accepted.
 * @param {string | null | undefined} header
 * @param {string} coding
 * @returns {number}
 */
export function acceptWeight(header, coding) {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight)) continue;
    if (name.toLowerCase() === coding) return weight;
    if (name === '*') wildcard = weight;
  }
  return wildcard;
}

/**
 * Brotli when the request takes it at least as gladly as gzip, then gzip, else none.
 * @param {string | null | undefined} header
 * @returns {'br' | 'gzip' | undefined}
 */
export function sharedEncoding(header) {
  const br = acceptWeight(header, 'br');
  const gzip = acceptWeight(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/**
 * Whether If-None-Match names `etag` (or is `*`); weak and strong compare alike for GET.
 * @param {string | string[] | null | undefined} header
 * @param {string} etag
 * @returns {boolean}
 */
export function matchesEtag(header, etag) {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
