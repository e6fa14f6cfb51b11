const BASE = 'http://perch.invalid';

/** Control characters: browsers strip tabs and newlines from URLs, so they could hide a trick. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a redirect target is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether a browser on this site, following `Location: path`, stays on this site: a path that
 * starts with one "/" (not "//" or "/\", which browsers read as another host) and resolves to the
 * same origin, unchanged by resolving it again.
 */
function staysOnSite(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || CONTROL.test(path)) return false;
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE && url.pathname + url.search + url.hash === path;
  } catch {
    return false;
  }
}

/**
 * A same-site path to return to (`?next=`, `returnTo`), or the fallback. The one place that
 * decides where Perch redirects to from something a client sent: it checks the path it returns,
 * after normalising (`/.//evil.com` normalises to `//evil.com`, which a browser would take to
 * evil.com), so it can never become an open redirect.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048 || !value.startsWith('/') || CONTROL.test(value)) return fallback;
  let normalised: string;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
    normalised = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  return staysOnSite(normalised) ? normalised : fallback;
}
