import { describe, expect, it } from 'vitest';
import { allowClerkInCsp, clerkBrowserConfig, clerkFrontendOrigin, type PageCsp } from './clerkBrowser';
import { authProviderConfig, type ClerkConfig } from './clerkConfig';

const key = (host: string) => `pk_live_${Buffer.from(`${host}$`).toString('base64')}`;
const clerk = (proxy?: string) =>
  authProviderConfig({
    PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.perch.app'),
    CLERK_SECRET_KEY: 'sk_live_x',
    PUBLIC_CLERK_PROXY_URL: proxy,
  }) as ClerkConfig;

function recorded(config: ClerkConfig) {
  const seen = { directives: [] as string[], scripts: [] as string[], styles: [] as string[] };
  const csp: PageCsp = {
    insertDirective: (d) => seen.directives.push(d),
    insertScriptResource: (r) => seen.scripts.push(r),
    insertStyleResource: (r) => seen.styles.push(r),
  };
  allowClerkInCsp(csp, config);
  return seen;
}

describe("Clerk's browser configuration", () => {
  it('carries only public values', () => {
    expect(clerkBrowserConfig(clerk())).toEqual({ publishableKey: key('clerk.perch.app') });
    expect(clerkBrowserConfig(clerk('https://perch.app/__clerk'))).toEqual({
      publishableKey: key('clerk.perch.app'),
      proxyUrl: 'https://perch.app/__clerk',
    });
    expect(JSON.stringify(clerkBrowserConfig(clerk()))).not.toContain('sk_live');
  });

  it("finds the origin Clerk's loader and API calls use: the key's host, an absolute proxy's host (always https), or none for a relative proxy", () => {
    expect(clerkFrontendOrigin(clerk())).toBe('https://clerk.perch.app');
    expect(clerkFrontendOrigin(clerk('http://proxy.perch.app:8080/__clerk'))).toBe('https://proxy.perch.app:8080');
    expect(clerkFrontendOrigin(clerk('/__clerk'))).toBeNull();
  });

  it('opens the page CSP to that origin as Clerk documents, keeping self', () => {
    expect(recorded(clerk())).toEqual({
      scripts: ["'self'", 'https://clerk.perch.app', 'https://challenges.cloudflare.com'],
      styles: ["'self'", "'unsafe-inline'"],
      directives: [
        "connect-src 'self' https://clerk.perch.app",
        "img-src 'self' data: https: https://clerk.perch.app",
        "frame-src 'self' https://challenges.cloudflare.com",
        "worker-src 'self' blob:",
      ],
    });
    expect(recorded(clerk('/__clerk')).directives[0]).toBe("connect-src 'self'");
  });
});
