import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from './api';
import { readCached } from './cache';
import type { PendingRequest } from './db';
import { keepToolLists, listedAfterQueue, noteToolListChange, TOOL_LIST_URLS, toolListOnDevice } from './lists';
import { json, networkError, setUpOffline, type OfflineTestbed } from './offline.test-support';

let t: OfflineTestbed;
beforeEach(async () => {
  t = await setUpOffline();
});

const answer = (...toolIds: string[]) => json({ items: toolIds.map((toolId) => ({ toolId, addedAt: '2025-01-01' })) });
const sorted = (ids: Set<string> | null) => (ids === null ? null : [...ids].sort());

const pending = (method: string, url: string, body: PendingRequest['body'], timestamp: number): PendingRequest => ({
  id: `${method}-${timestamp}`,
  url,
  method,
  body,
  timestamp,
  priority: 'medium',
  maxRetries: 3,
  retryCount: 0,
});

describe('listedAfterQueue', () => {
  it('applies the list’s own queued adds and removes, oldest first, and ignores every other request', () => {
    const queue = [
      pending('DELETE', '/api/favourites/qr%20code', null, 3),
      pending('POST', '/api/favourites', { toolId: 'qr code' }, 2),
      pending('POST', '/api/favourites', { toolId: 'word-counter' }, 1),
      pending('POST', '/api/wishlist', { toolId: 'json-formatter' }, 4),
      pending('DELETE', '/api/favourites/%E0%A4%A', null, 5),
      pending('PATCH', '/api/favourites', { toolId: 'x' }, 6),
    ];
    expect([...listedAfterQueue(['kilometres-to-miles'], queue, 'favourites')].sort()).toEqual([
      'kilometres-to-miles',
      'word-counter',
    ]);
    expect([...listedAfterQueue([], queue, 'wishlist')]).toEqual(['json-formatter']);
  });
});

describe('toolListOnDevice', () => {
  it('online: reads the server’s list and keeps it; offline later: the kept one', async () => {
    t.setOnline(true);
    t.server.answer(answer('word-counter', 'json-formatter'));
    expect(sorted(await toolListOnDevice('favourites'))).toEqual(['json-formatter', 'word-counter']);
    expect(t.server.calls).toEqual(['GET /api/favourites']);

    t.setOnline(false);
    t.server.fallback = networkError;
    expect(sorted(await toolListOnDevice('favourites'))).toEqual(['json-formatter', 'word-counter']);
  });

  it('a refusal from the server (401) keeps nothing and falls back to the kept list', async () => {
    t.setOnline(true);
    t.server.answer(answer('word-counter'), json({ error: 'Sign in' }, { status: 401 }));
    expect(sorted(await toolListOnDevice('favourites'))).toEqual(['word-counter']);
    expect(sorted(await toolListOnDevice('favourites'))).toEqual(['word-counter']);
  });

  it('offline with nothing kept and nothing queued: null (the device cannot say)', async () => {
    t.server.fallback = networkError;
    expect(await toolListOnDevice('wishlist')).toBeNull();
  });

  it('a change queued offline shows at once, with or without a kept list', async () => {
    t.server.fallback = networkError;
    await apiRequest('POST', TOOL_LIST_URLS.favourites, JSON.stringify({ toolId: 'word-counter' }));
    expect(sorted(await toolListOnDevice('favourites'))).toEqual(['word-counter']);
    expect(await toolListOnDevice('wishlist')).toBeNull();
  });
});

describe('keepToolLists and noteToolListChange', () => {
  it('keeps both lists when online; a later change here (taken or queued) is followed by the kept copy', async () => {
    t.setOnline(true);
    t.server.fallback = (request) =>
      new URL(request.url).pathname === TOOL_LIST_URLS.favourites ? answer('word-counter') : answer('json-formatter');
    await keepToolLists();
    expect(t.server.calls.sort()).toEqual(['GET /api/favourites', 'GET /api/wishlist']);

    await noteToolListChange('favourites', 'kilometres-to-miles', true);
    await noteToolListChange('favourites', 'word-counter', false);
    // Kept where every read is kept (the data cache), so sign-out clears it with the rest.
    const kept = await readCached(TOOL_LIST_URLS.favourites);
    expect((kept!.data as { items: Array<{ toolId: string }> }).items.map((i) => i.toolId)).toEqual([
      'kilometres-to-miles',
    ]);

    t.setOnline(false);
    t.server.fallback = networkError;
    expect(sorted(await toolListOnDevice('favourites'))).toEqual(['kilometres-to-miles']);
    expect(sorted(await toolListOnDevice('wishlist'))).toEqual(['json-formatter']);
  });

  it('offline, keeping reads nothing; a change with nothing kept keeps nothing', async () => {
    await keepToolLists();
    await noteToolListChange('wishlist', 'word-counter', true);
    expect(t.server.requests).toEqual([]);
    expect(await readCached(TOOL_LIST_URLS.wishlist)).toBeUndefined();
  });
});
