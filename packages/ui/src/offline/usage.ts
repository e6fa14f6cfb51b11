import { requestHeaders, resolveUrl } from './api';
import { env } from './config';
import { TOOL_USAGE_ENDPOINT } from './constants';
import { openPerchDb, type ToolUsageRecord } from './db';

export type ToolUsageInput = { userId: string; toolId: string } & Record<string, unknown>;

/** Records a tool use on this device (synced false); it reaches the server with syncToolUsage. */
export async function recordToolUsage(record: ToolUsageInput): Promise<ToolUsageRecord> {
  const stored: ToolUsageRecord = { ...record, userId: record.userId, toolId: record.toolId, id: crypto.randomUUID(), timestamp: env().now(), synced: false };
  const db = await openPerchDb();
  await db.put('toolUsage', stored);
  return stored;
}

/**
 * POSTs each unsynced record, without id, timestamp and synced, to /api/tool-usage and marks it
 * synced on ok. Each carries `Idempotency-Key: <record id>`, so a sync whose answer was lost is
 * stored once when it runs again.
 */
export async function syncToolUsage(): Promise<{ synced: number; failed: number }> {
  const db = await openPerchDb();
  const result = { synced: 0, failed: 0 };
  const unsynced = (await db.getAll('toolUsage')).filter((r) => !r.synced);
  for (const record of unsynced) {
    const { id, timestamp: _timestamp, synced: _synced, ...payload } = record;
    const body = JSON.stringify(payload);
    try {
      const response = await env().fetch(resolveUrl(TOOL_USAGE_ENDPOINT), {
        method: 'POST',
        headers: await requestHeaders(body, { 'Idempotency-Key': id }),
        credentials: 'include',
        body,
      });
      if (!response.ok) {
        result.failed += 1;
        continue;
      }
      const current = await db.get('toolUsage', id);
      if (current) await db.put('toolUsage', { ...current, synced: true });
      result.synced += 1;
    } catch {
      result.failed += 1;
    }
  }
  return result;
}
