/**
 * Tool usage recorded on the device and synced to the server (spec §3 store 1, §4 "Tool usage
 * records", §7 POST /api/tool-usage).
 */
import { env } from './config';
import { TOOL_USAGE_ENDPOINT } from './constants';
import { openPerchDb, type ToolUsageRecord } from './db';
import { requestHeaders, resolveUrl } from './http';

/** What the caller records; the client adds id, timestamp and synced. */
export type ToolUsageInput = { userId: string; toolId: string } & Record<string, unknown>;

/** What a sync did: records the server took, and records that stay unsynced for next time. */
export interface UsageSyncSummary {
  synced: number;
  failed: number;
}

/**
 * Records a tool use on this device: `{ ...record, id: randomUUID(), timestamp: now(), synced:
 * false }`. It reaches the server with {@link syncToolUsage}.
 */
export async function recordToolUsage(record: ToolUsageInput): Promise<ToolUsageRecord> {
  const stored: ToolUsageRecord = { ...record, id: crypto.randomUUID(), timestamp: env().now(), synced: false };
  await (await openPerchDb()).put('toolUsage', stored);
  return stored;
}

async function syncAll(): Promise<UsageSyncSummary> {
  const db = await openPerchDb();
  const result: UsageSyncSummary = { synced: 0, failed: 0 };
  const unsynced = (await db.getAll('toolUsage')).filter((record) => !record.synced);
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

let running: Promise<UsageSyncSummary> | null = null;

/**
 * POSTs each unsynced record — without id, timestamp and synced — to /api/tool-usage as JSON
 * (credentials included, bearer when signed in) and marks it synced on an ok answer. Each carries
 * `Idempotency-Key: <record id>`, so a sync whose answer was lost, or that another tab or the
 * service worker runs at the same moment, is stored once. Calls made while one runs share it.
 */
export function syncToolUsage(): Promise<UsageSyncSummary> {
  running ??= syncAll().finally(() => {
    running = null;
  });
  return running;
}
