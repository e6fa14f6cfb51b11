import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, isJsonBody, isQueuedResult } from './api';
import { configureOffline } from './config';
import {
  DEFAULT_MAX_RETRIES,
  QUEUE_FAILED_MESSAGE,
  QUEUED_MESSAGE,
  REQUEST_SYNC_TAG,
  UNKNOWN_ERROR,
} from './constants';
import { listPendingRequests } from './queue';
import { BASE, headersOf, json, networkError, setUpOffline, type OfflineTestbed } from './offline.test-support';

let t: OfflineTestbed;
beforeEach(async () => {
  t = await setUpOffline();
  t.setOnline(true);
});

describe('the JSON rule (spec §5)', () => {
  it.each([
    ['{"a":1}', true],
    ['{}', true],
    ['[1,2]', false],
    [' {"a":1}', false],
    ['{"a":1} ', false],
    ['hello', false],
    ['', false],
  ])('%j counts as JSON: %s', (body, expected) => {
    expect(isJsonBody(body)).toBe(expected);
  });

  it('only strings count', () => {
    expect(isJsonBody({ a: 1 })).toBe(false);
    expect(isJsonBody(undefined)).toBe(false);
  });

  it('sends the JSON content type for a JSON body, none otherwise', async () => {
    await apiRequest('POST', '/api/a', '{"name":"x"}');
    await apiRequest('POST', '/api/b', 'name=x');
    await apiRequest('GET', '/api/c');
    const [withJson, withText, withNone] = t.server.requests;
    expect(withJson!.headers.get('content-type')).toBe('application/json');
    expect(withText!.headers.get('content-type')).toBe('text/plain;charset=UTF-8'); // the platform's own, for a string body
    expect(withNone!.headers.get('content-type')).toBeNull();
  });
});

describe('the request', () => {
  it('has the method, absolute url, credentials included and the body', async () => {
    await apiRequest('patch', '/api/auth/user', '{"firstName":"Ada"}');
    const [request] = t.server.requests;
    expect(request!.method).toBe('PATCH');
    expect(request!.url).toBe(`${BASE}/api/auth/user`);
    expect(request!.credentials).toBe('include');
    expect(await request!.text()).toBe('{"firstName":"Ada"}');
  });

  it('sends a bearer header only when the session has a token (spec §6)', async () => {
    await apiRequest('GET', '/api/a');
    t.setToken('tok_123');
    await apiRequest('GET', '/api/a');
    expect(t.server.requests[0]!.headers.has('authorization')).toBe(false);
    expect(t.server.requests[1]!.headers.get('authorization')).toBe('Bearer tok_123');
  });

  it('sends no bearer header when getting the token fails', async () => {
    configureOffline({ getAuthToken: () => Promise.reject(new Error('provider down')) });
    await apiRequest('GET', '/api/a');
    expect(t.server.requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('gives a write an Idempotency-Key; a read gets none', async () => {
    await apiRequest('POST', '/api/a', '{}');
    await apiRequest('GET', '/api/a');
    expect(t.server.requests[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(t.server.requests[1]!)).not.toHaveProperty('idempotency-key');
  });
});

describe('the answer (spec §5)', () => {
  it('is the JSON body', async () => {
    t.server.answer(json({ id: 7 }));
    await expect(apiRequest('GET', '/api/a')).resolves.toEqual({ id: 7 });
  });

  it('is null for 204', async () => {
    t.server.answer(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/a')).resolves.toBeNull();
  });

  it('is null for content-length 0, whatever the status', async () => {
    t.server.answer(new Response('', { status: 200, headers: { 'content-length': '0' } }));
    t.server.answer(new Response('', { status: 201, headers: { 'content-length': '0' } }));
    await expect(apiRequest('GET', '/api/a')).resolves.toBeNull();
    await expect(apiRequest('POST', '/api/a', '{}')).resolves.toBeNull();
  });
});

describe('a non-ok answer (spec §8)', () => {
  const failing = async () => {
    try {
      await apiRequest('POST', '/api/a', '{}');
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('did not fail');
  };

  it("is an ApiError: 'API Error: ' + the server's error, with status, statusText and details", async () => {
    t.server.answer(
      json({ error: 'Invalid input', details: { name: 'Required' } }, { status: 400, statusText: 'Bad Request' }),
    );
    const error = await failing();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('API Error: Invalid input');
    expect(error.status).toBe(400);
    expect(error.statusText).toBe('Bad Request');
    expect(error.details).toEqual({ name: 'Required' });
  });

  it('falls back to the status text when the body has no error', async () => {
    t.server.answer(json({}, { status: 503, statusText: 'Service Unavailable' }));
    expect((await failing()).message).toBe('API Error: Service Unavailable');
    t.server.answer(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    expect((await failing()).message).toBe('API Error: Bad Gateway');
  });

  it("falls back to 'Unknown error' when there is no status text either", async () => {
    t.server.answer(new Response('', { status: 500, statusText: '' }));
    const error = await failing();
    expect(error.message).toBe(`API Error: ${UNKNOWN_ERROR}`);
    expect(error.message).toBe('API Error: Unknown error');
    expect(error.details).toBeUndefined();
  });
});

describe('a write made offline (spec §7)', () => {
  beforeEach(() => t.setOnline(false));

  it('is not sent but queued, and answers the queued result', async () => {
    const result = await apiRequest('PATCH', '/api/auth/user', '{"firstName":"Grace"}');
    expect(t.server.requests).toHaveLength(0);
    expect(result).toEqual({
      success: true,
      offline: true,
      message: QUEUED_MESSAGE,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((result as { message: string }).message).toBe('Request saved for processing when back online.');
    expect(isQueuedResult(result)).toBe(true);
  });

  it('is stored with the spec §3 fields: body parsed to an object, medium, 3 tries, retryCount 0', async () => {
    const result = await apiRequest('post', '/api/wishlist', '{"toolId":"json-formatter"}');
    expect(await listPendingRequests()).toEqual([
      {
        id: (result as { id: string }).id,
        url: '/api/wishlist',
        method: 'POST',
        body: { toolId: 'json-formatter' },
        timestamp: t.clock.now,
        priority: 'medium',
        maxRetries: DEFAULT_MAX_RETRIES,
        retryCount: 0,
      },
    ]);
  });

  it('stores a write without a body with body null', async () => {
    await apiRequest('DELETE', '/api/wishlist/1');
    expect((await listPendingRequests())[0]!.body).toBeNull();
  });

  it("registers the background sync 'request-sync'", async () => {
    await apiRequest('POST', '/api/a', '{}');
    expect(t.registerSync).toHaveBeenCalledWith(REQUEST_SYNC_TAG);
    expect(t.registerSync).toHaveBeenCalledWith('request-sync');
  });

  it('does not wait for the background sync registration', async () => {
    configureOffline({ registerSync: () => new Promise(() => {}) });
    await expect(apiRequest('POST', '/api/a', '{}')).resolves.toMatchObject({ offline: true });
  });

  it("throws 'Failed to save request for offline processing.' when it cannot be stored", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    configureOffline({
      indexedDB: {
        open: () => {
          throw new Error('QuotaExceededError');
        },
      } as unknown as IDBFactory,
    });
    await expect(apiRequest('POST', '/api/a', '{}')).rejects.toThrow(new Error(QUEUE_FAILED_MESSAGE));
    await expect(apiRequest('POST', '/api/a', '{}')).rejects.toThrow('Failed to save request for offline processing.');
    expect(t.registerSync).not.toHaveBeenCalled();
  });

  it('throws the same message when the body is not JSON (it could not be replayed as JSON)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiRequest('POST', '/api/a', 'name=x')).rejects.toThrow(QUEUE_FAILED_MESSAGE);
    expect(await listPendingRequests()).toEqual([]);
  });

  it('still sends reads (they fail or are served by the query layer)', async () => {
    await apiRequest('GET', '/api/a');
    expect(t.server.calls).toEqual(['GET /api/a']);
  });
});

describe('a write whose connection drops', () => {
  it('is queued under the key its first try used, when the device went offline', async () => {
    t.server.answer(() => {
      t.setOnline(false);
      return networkError();
    });
    const result = await apiRequest('POST', '/api/a', '{"n":1}');
    const sentKey = t.server.requests[0]!.headers.get('idempotency-key');
    expect(result).toMatchObject({ offline: true, id: sentKey });
    expect((await listPendingRequests()).map((r) => r.id)).toEqual([sentKey]);
  });

  it('fails as it is while the device still counts as online', async () => {
    t.server.answer(networkError());
    await expect(apiRequest('POST', '/api/a', '{}')).rejects.toThrow('Failed to fetch');
    expect(await listPendingRequests()).toEqual([]);
  });
});
