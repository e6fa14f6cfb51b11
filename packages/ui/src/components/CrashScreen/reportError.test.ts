import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGE_LIMIT, reportError, toErrorReport } from './reportError';

afterEach(() => vi.restoreAllMocks());

describe('toErrorReport', () => {
  it('keeps message and stack and attaches info', () => {
    const err = new Error('boom');
    const report = toErrorReport(err, { componentStack: 'at X' });
    expect(report.error).toBe('boom');
    expect(report.stack).toContain('boom');
    expect(report.info).toEqual({ componentStack: 'at X' });
  });

  it('turns a thrown non-error into text and cuts long messages to the server limit', () => {
    expect(toErrorReport('plain').error).toBe('plain');
    expect(toErrorReport(new Error('x'.repeat(ERROR_MESSAGE_LIMIT + 50))).error).toHaveLength(ERROR_MESSAGE_LIMIT);
  });

  it('never cuts an emoji in half (the server refuses unpaired surrogates)', () => {
    const message = `${'x'.repeat(ERROR_MESSAGE_LIMIT - 1)}😀 and more`;
    const cutMessage = toErrorReport(new Error(message)).error;
    expect(cutMessage).toBe('x'.repeat(ERROR_MESSAGE_LIMIT - 1));
    expect(cutMessage.isWellFormed()).toBe(true);
  });
});

describe('reportError', () => {
  it('posts JSON with keepalive to /api/error', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await reportError({ error: 'boom', info: { a: 1 } });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/error');
    expect(init?.method).toBe('POST');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ error: 'boom', info: { a: 1 } });
  });

  it('never throws when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(reportError({ error: 'boom' })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
  });
});
