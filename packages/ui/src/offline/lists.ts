/**
 * The user's two lists of tools (wishlist, favourites) as this device knows them, for a page drawn
 * offline (the tool-page shell): the server's answer, kept when a signed-in page reads it, kept up
 * to date by every change made here, with the changes still waiting in the offline queue applied.
 */
import { cacheResponse, readCached } from './cache';
import { env } from './config';
import type { PendingRequest } from './db';
import { queryFetcher } from './query';
import { listPendingRequests } from './queue';

/** A list's name and the API address that reads it (GET), adds to it (POST) and removes from it (DELETE /{toolId}). */
export const TOOL_LIST_URLS = { wishlist: '/api/wishlist', favourites: '/api/favourites' } as const;
export type ToolListName = keyof typeof TOOL_LIST_URLS;

/** The server's answer to GET /api/{list}, newest first. */
export interface ToolListAnswer {
  items: Array<{ toolId: string; addedAt?: string }>;
}

const isListAnswer = (value: unknown): value is ToolListAnswer =>
  typeof value === 'object' && value !== null && Array.isArray((value as ToolListAnswer).items);

const warn = (what: string) => (error: unknown) => console.warn(`Perch offline client: ${what}`, error);

/**
 * Reads both lists from the server and keeps them (Cache Storage, through the data query), so a
 * page drawn offline shows them. Online only; best effort: a failure is logged, never thrown.
 */
export async function keepToolLists(): Promise<void> {
  if (!env().isOnline()) return;
  await Promise.all(Object.values(TOOL_LIST_URLS).map((url) => queryFetcher(url).catch(warn(`could not keep ${url}`))));
}

/**
 * The ids on a list after the queued writes, oldest first: a POST {toolId} to the list adds, a
 * DELETE of /api/{list}/{toolId} removes. Other requests are not this list's.
 */
export function listedAfterQueue(kept: readonly string[], pending: readonly PendingRequest[], list: ToolListName) {
  const url = TOOL_LIST_URLS[list];
  const ids = new Set(kept);
  for (const request of [...pending].sort((a, b) => a.timestamp - b.timestamp)) {
    const body = request.body as { toolId?: unknown } | null;
    if (request.method === 'POST' && request.url === url && typeof body?.toolId === 'string') ids.add(body.toolId);
    else if (request.method === 'DELETE' && request.url.startsWith(`${url}/`)) {
      try {
        ids.delete(decodeURIComponent(request.url.slice(url.length + 1)));
      } catch {
        // Not an address this client writes: not a change to the list.
      }
    }
  }
  return ids;
}

/** The kept answer's ids, or null when nothing is kept. */
async function keptIds(list: ToolListName): Promise<string[] | null> {
  const kept = await readCached(TOOL_LIST_URLS[list]);
  return kept && isListAnswer(kept.data) ? kept.data.items.map((item) => item.toolId) : null;
}

/**
 * The tool ids on a list as this device knows them: online, the server's answer (read now and
 * kept); offline, the kept one; then the changes still queued on the device. Null when neither the
 * server nor the device can say (never read here, and nothing queued).
 */
export async function toolListOnDevice(list: ToolListName): Promise<Set<string> | null> {
  let ids: string[] | null = null;
  if (env().isOnline()) {
    const answer = await queryFetcher<unknown>(TOOL_LIST_URLS[list]).catch(() => null);
    if (isListAnswer(answer)) ids = answer.items.map((item) => item.toolId);
  }
  ids ??= await keptIds(list).catch(() => null);
  const pending = await listPendingRequests().catch(() => [] as PendingRequest[]);
  const listed = listedAfterQueue(ids ?? [], pending, list);
  return ids === null && listed.size === 0 ? null : listed;
}

/**
 * A change made on this device (taken by the server, or queued offline): the kept answer follows,
 * so a page drawn offline later shows it. Nothing kept: nothing to follow. Never throws.
 */
export async function noteToolListChange(list: ToolListName, toolId: string, listed: boolean): Promise<void> {
  const url = TOOL_LIST_URLS[list];
  try {
    const kept = await readCached(url);
    if (!kept || !isListAnswer(kept.data)) return;
    const items = kept.data.items.filter((item) => item.toolId !== toolId);
    await cacheResponse(url, { ...kept.data, items: listed ? [{ toolId }, ...items] : items });
  } catch (error) {
    warn(`could not keep a change to ${url}`)(error);
  }
}
