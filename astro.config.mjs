// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceSource } from './site/integrations/workspace-source.mjs';
import { chatEmbed } from './site/integrations/chatEmbed.mjs';
import { clientInteraction } from './site/integrations/clientInteraction.mjs';
import { entryUrl } from './site/integrations/entryUrl.mjs';
import { precompressAssets } from './site/integrations/precompress.mjs';
import { reactIdPrefix } from './site/integrations/reactIdPrefix.mjs';
import { serviceWorker } from './site/integrations/service-worker.mjs';
import { ADAPTER_BODY_SIZE_LIMIT } from './site/server/runtime/direct-answers.mjs';
import { CACHED_PAGE_PATHS } from './site/server/runtime/fast-path.mjs';

// Perch's host site. The UI lives in packages/ui and is rendered here as server-side
// React (no JavaScript unless a page asks for an island).
export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  output: 'server',
  // Pages render in well under a millisecond, so streaming them buys nothing; one write with a
  // Content-Length is cheaper than many chunked ones (measured: see README, npm run bench).
  // Middleware mode: site/server/runtime/serve-one.mjs serves the built files from a list made at start-up,
  // so a page or API request costs no file-system lookup (the standalone handler's lstat + stat).
  adapter: node({ mode: 'middleware', bodySizeLimit: ADAPTER_BODY_SIZE_LIMIT, experimentalDisableStreaming: true }),
  // renderToString: no island streams, and it is several times cheaper per component.
  // precompressAssets last: it compresses what the others wrote (the embed, the service worker).
  integrations: [
    react({ experimentalDisableStreaming: true }),
    clientInteraction(),
    chatEmbed(),
    serviceWorker(),
    precompressAssets(),
  ],
  server: { host: '127.0.0.1', port: 4321 },
  // Stylesheets are linked, never inlined: browsers cache them across pages, and the CSP needs
  // no per-request hashes of inline <style> blocks (hashing them cost ~5% of each page render).
  build: { inlineStylesheets: 'never' },
  // Shiki's inline styles would need 'unsafe-inline' under the CSP; no page shows code.
  markdown: { syntaxHighlight: false },
  // The public pages are the same for every visitor: rendered once, then served from memory
  // for 5 minutes (see site/server/publicPageCache.ts for who shares the cache).
  cache: {
    provider: { name: 'perch-public-pages', entrypoint: new URL('./site/server/publicPageCache.ts', import.meta.url) },
  },
  routeRules: Object.fromEntries(CACHED_PAGE_PATHS.map((path) => [path, { maxAge: 300, swr: 60 }])),
  security: {
    // The middleware does the cross-site check itself so the refusal has the API's error shape.
    checkOrigin: false,
    // Astro hashes every script and style it emits and sends the policy as a header on
    // server-rendered pages, so islands hydrate while any injected inline script is refused.
    csp: {
      directives: [
        "default-src 'self'",
        // blob: for a file tool's previews of its results (object URLs of Blobs the page made; nothing is fetched).
        "img-src 'self' data: blob: https:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
  env: {
    schema: {
      DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      PERCH_DATA_DIR: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Signs bearer tokens and e-mail links; without it a key is generated once and kept in the database.
      PERCH_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Comma-separated e-mails whose accounts are admins.
      PERCH_ADMIN_EMAILS: envField.string({ context: 'server', access: 'secret', optional: true }),
      // How many reverse proxies in front write X-Forwarded-* (1, 2, …; "true" = 1): the client
      // address is the entry that many from the right (site/server/runtime/forwarded.mjs).
      TRUST_PROXY: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Accounts one client address may create per hour (default 10).
      PERCH_SIGNUP_LIMIT: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Multiplies the per-address budgets without a variable of their own (default 1).
      PERCH_ADDRESS_LIMIT_SCALE: envField.string({ context: 'server', access: 'secret', optional: true }),
      // "off" when a proxy or CDN compresses answers (site/server/runtime/compression-setting.mjs).
      COMPRESSION: envField.string({ context: 'server', access: 'secret', optional: true }),
      // The origin links in e-mails use (https://perch.example.com); never the request's Host.
      PUBLIC_ORIGIN: envField.string({ context: 'server', access: 'secret', optional: true }),
      // smtp(s)://user:pass@host:port — sends verification e-mails; unset, links go to the server log.
      SMTP_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      MAIL_FROM: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Clerk replaces the built-in accounts when both keys are set (read at run time).
      PUBLIC_CLERK_PUBLISHABLE_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      CLERK_SECRET_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      // PEM public key: Clerk session tokens are verified locally, without a network call.
      CLERK_JWT_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      // An absolute proxy in front of Clerk's Frontend API, or a path (/__clerk) this site forwards itself.
      PUBLIC_CLERK_PROXY_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      CLERK_API_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Where a relative PUBLIC_CLERK_PROXY_URL forwards (default: Clerk's, https://frontend-api.clerk.dev).
      CLERK_FAPI_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      // How old a mirrored Clerk user may get before it is read from Clerk again (default 600 s).
      CLERK_USER_REFRESH_SECONDS: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Stripe takes payments when the secret key is set (with the webhook signing secret);
      // STRIPE_API_BASE points the SDK at another host (a local stand-in in tests).
      STRIPE_SECRET_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      STRIPE_WEBHOOK_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      STRIPE_API_BASE: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Parooty on a model (any chat-completions server); unset: the embedded recommender answers.
      OPENAI_API_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      OPENAI_BASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      PAROOTY_MODEL: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Other sites whose pages may call POST /api/parooty/query (comma-separated origins; CORS).
      PAROOTY_ALLOWED_ORIGINS: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Questions one client address may ask Parooty per minute (default 60).
      PAROOTY_ADDRESS_LIMIT: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Seconds an AI writing run may take before it is stopped as timed out (default 60).
      AI_WRITING_TIMEOUT_S: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Seconds /tools' Popular order is kept in the database before it is counted again (default 300; 0 counts on every load).
      PERCH_POPULAR_CACHE_SECONDS: envField.string({ context: 'server', access: 'secret', optional: true }),
      // PostHog product analytics when the key is set (public values, read at run time and handed
      // to the page as JSON, so no build bakes them in); PUBLIC_POSTHOG_HOST defaults to PostHog's US cloud.
      PUBLIC_POSTHOG_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      PUBLIC_POSTHOG_HOST: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
    validateSecrets: false,
  },
  vite: {
    plugins: [workspaceSource(), vanillaExtractPlugin(), reactIdPrefix(), entryUrl()],
    ssr: { external: ['@electric-sql/pglite'] },
  },
});
