import { describe, expect, it } from 'vitest';
import { DB_NAME, DB_VERSION } from './constants';
import { openPerchDb } from './db';
import { setUpOffline } from './offline.test-support';

describe('the local database (spec §3)', () => {
  it("is named 'perch', version 1", async () => {
    await setUpOffline();
    const db = await openPerchDb();
    expect([DB_NAME, DB_VERSION]).toEqual(['perch', 1]);
    expect(db.name).toBe('perch');
    expect(db.version).toBe(1);
  });

  it('has exactly the four stores, with their keys and indexes', async () => {
    await setUpOffline();
    const db = await openPerchDb();
    expect([...db.objectStoreNames].sort()).toEqual([
      'cachedResponses',
      'pendingRequests',
      'toolUsage',
      'userPreferences',
    ]);
    const tx = db.transaction(['toolUsage', 'pendingRequests', 'cachedResponses', 'userPreferences']);
    const shape = (name: 'toolUsage' | 'pendingRequests' | 'cachedResponses' | 'userPreferences') => {
      const store = tx.objectStore(name);
      return { keyPath: store.keyPath, indexes: [...store.indexNames].sort() };
    };
    expect(shape('toolUsage')).toEqual({ keyPath: 'id', indexes: ['timestamp', 'userId'] });
    expect(shape('pendingRequests')).toEqual({ keyPath: 'id', indexes: ['priority', 'timestamp'] });
    expect(shape('cachedResponses')).toEqual({
      keyPath: 'id',
      indexes: ['expiration', 'priority', 'timestamp', 'url'],
    });
    expect(shape('userPreferences')).toEqual({ keyPath: 'userId', indexes: [] });
    await tx.done;
  });

  it('shares one connection per factory, and opens on the factory it is given', async () => {
    const { indexedDB } = await setUpOffline();
    expect(await openPerchDb()).toBe(await openPerchDb(indexedDB));
    const other = (await setUpOffline()).indexedDB;
    expect(await openPerchDb(other)).not.toBe(await openPerchDb(indexedDB));
  });

  it('keeps user preferences by userId', async () => {
    await setUpOffline();
    const db = await openPerchDb();
    await db.put('userPreferences', { userId: 'u1', theme: 'dark' });
    expect(await db.get('userPreferences', 'u1')).toEqual({ userId: 'u1', theme: 'dark' });
  });
});
