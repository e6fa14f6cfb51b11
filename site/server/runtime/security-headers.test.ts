import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  applyEmbedHeaders,
  applySecurityHeaders,
  CHAT_EMBED_CACHE_CONTROL,
  DEFAULT_CSP,
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
