/**
 * A same-site path to return to, or the fallback. Refuses absolute URLs, protocol-relative
 * `//host`, backslash tricks and control characters, so it can never become an open redirect.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (browsers strip tabs and newlines from URLs) are refused outright.
  for (let i = 0; i < value.length; i += 1) if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return fallback;
  try {
    const url = new URL(value, 'http://perch.invalid');
    if (url.origin !== 'http://perch.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
