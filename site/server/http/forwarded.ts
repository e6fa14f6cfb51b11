import { TRUST_PROXY } from 'astro:env/server';
import { forwardedValue, trustedProxyHops } from '../runtime/forwarded.mjs';

/**
 * How many trusted proxies stand in front of this server (TRUST_PROXY). A value that does not
 * parse stops `npm start` (site/server/runtime/serve.mjs); here it counts as none, so no header is trusted.
 */
export function proxyHops(): number {
  try {
    return trustedProxyHops(TRUST_PROXY);
  } catch {
    return 0;
  }
}

type ForwardedHeader = 'x-forwarded-for' | 'x-forwarded-proto' | 'x-forwarded-host';

/** What the outermost trusted proxy wrote in a forwarded header; undefined without trusted proxies. */
export function forwarded(request: Request, name: ForwardedHeader): string | undefined {
  return forwardedValue(request.headers.get(name), proxyHops());
}

/** Whether the browser used https: this server's own TLS, or a trusted proxy's X-Forwarded-Proto. */
export function isHttps(request: Request, url: URL = new URL(request.url)): boolean {
  return url.protocol === 'https:' || forwarded(request, 'x-forwarded-proto')?.toLowerCase() === 'https';
}
