import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  applyEmbedHeaders,
  applyFileWorkerHeaders,
  applySecurityHeaders,
  CHAT_EMBED_CACHE_CONTROL,
  DEFAULT_CSP,
  FILE_WORKER_CSP,
  HSTS,
} from './security-headers.mjs';

function run(req: { encrypted?: boolean; headers?: Record<string, string> }, trustProxy: boolean | number = false) {
  const headers = new Map<string, string>();
  const res = { setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), v) } as unknown as ServerResponse;
  const message = {
    socket: { encrypted: req.encrypted ?? false },
    headers: req.headers ?? {},
  } as unknown as IncomingMessage;
  applySecurityHeaders(message, res, { trustProxy });
  return headers;
}

describe('applySecurityHeaders', () => {
  it('sets the baseline on every response', () => {
    const h = run({});
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('content-security-policy')).toBe(DEFAULT_CSP);
    expect(DEFAULT_CSP).toContain("frame-ancestors 'none'");
    expect(h.has('strict-transport-security')).toBe(false);
  });

  it('adds HSTS over TLS, or behind a trusted proxy that says https', () => {
    expect(run({ encrypted: true }).get('strict-transport-security')).toBe(HSTS);
    expect(run({ headers: { 'x-forwarded-proto': 'https' } }, true).get('strict-transport-security')).toBe(HSTS);
    expect(run({ headers: { 'x-forwarded-proto': 'https' } }, false).has('strict-transport-security')).toBe(false);
    expect(run({ headers: { 'x-forwarded-proto': 'http' } }, true).has('strict-transport-security')).toBe(false);
  });

  it("reads X-Forwarded-Proto as the trusted proxy wrote it (the rightmost entry), not the client's", () => {
    expect(run({ headers: { 'x-forwarded-proto': 'https, http' } }, 1).has('strict-transport-security')).toBe(false);
    expect(run({ headers: { 'x-forwarded-proto': 'http, https' } }, 1).get('strict-transport-security')).toBe(HSTS);
    expect(run({ headers: { 'x-forwarded-proto': 'http, https, http' } }, 2).get('strict-transport-security')).toBe(
      HSTS,
    );
  });
});

describe('applyEmbedHeaders', () => {
  const embed = (url: string) => {
    const headers = new Map<string, string>();
    const res = { setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), v) } as unknown as ServerResponse;
    applyEmbedHeaders({ url, headers: {} } as unknown as IncomingMessage, res);
    return headers;
  };

  it('lets any site load /embed/chat.js, cached for a short while', () => {
    const h = embed('/embed/chat.js?v=2');
    expect(h.get('cache-control')).toBe(CHAT_EMBED_CACHE_CONTROL);
    expect(h.get('access-control-allow-origin')).toBe('*');
    expect(h.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('leaves every other path alone', () => {
    expect(embed('/embed/chat.jsx').size).toBe(0);
    expect(embed('/').size).toBe(0);
  });
});

describe('applyFileWorkerHeaders', () => {
  const csp = (url: string) => {
    const headers = new Map<string, string>();
    const res = { setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), v) } as unknown as ServerResponse;
    applyFileWorkerHeaders({ url, headers: {} } as unknown as IncomingMessage, res);
    return headers.get('content-security-policy');
  };

  it("lets the file worker fetch and compile this origin's WebAssembly, and nothing more", () => {
    expect(csp('/_astro/fileWorker-oF6zOhGd.js')).toBe(FILE_WORKER_CSP);
    // OCR's worker (tesseract.js), started by the file worker: its own script, so its own policy.
    expect(csp('/_astro/worker.min-32WLk7pY.js')).toBe(FILE_WORKER_CSP);
    expect(FILE_WORKER_CSP).toBe("default-src 'none'; connect-src 'self'; script-src 'self' 'wasm-unsafe-eval'");
    expect(FILE_WORKER_CSP).not.toMatch(/(?<!wasm-)'unsafe-eval'|'unsafe-inline'|https?:|\*/);
  });

  it('leaves every other script with the default policy', () => {
    for (const url of [
      '/_astro/client.C3fkgl4o.js',
      '/_astro/fileWorker-x.js.map',
      '/_astro/worker.min-x.js.map',
      '/service-worker.js',
      '/fileWorker-x.js',
    ])
      expect(csp(url), url).toBeUndefined();
  });
});
