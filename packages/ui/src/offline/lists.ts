/**
 * The user's two lists of tools (wishlist, favourites) as this device knows them, for a page drawn
 * offline (the tool-page shell): the server's answer, kept when a signed-in page reads it, kept up
 * to date by every change made here, with the changes still waiting in the offline queue applied.
 */
import { env } from './config';
import { DATA_CACHE } from './constants';
import type { PendingRequest } from './db';
import { requestHeaders, resolveUrl } from './http';
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

// The kept answer is the data cache's entry for the list's URL, as cache.ts keeps every read (Cache
// Storage, `perch-data-v1`), so sign-out clears it with the rest. Read and written here with the
// modules the page's own script already has (config, constants, http, queue): importing cache.ts
// or query.ts would split them out of the first signed-in page's script into one more file.

/** The kept answer for a list's URL, or undefined. */
async function readKept(url: string): Promise<unknown> {
  const cache = await env().caches?.open(DATA_CACHE);
  const match = await cache?.match(resolveUrl(url));
  return match ? ((await match.json()) as unknown) : undefined;
}

/** Keeps an answer for a list's URL. */
async function keep(url: string, data: ToolListAnswer): Promise<void> {
  const cache = await env().caches?.open(DATA_CACHE);
  await cache?.put(
    resolveUrl(url),
    new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The server's answer for a list, kept; null when it cannot be read (offline, or an error). */
async function readFromServer(url: string): Promise<ToolListAnswer | null> {
  try {
    const response = await env().fetch(resolveUrl(url), {
      method: 'GET',
      headers: await requestHeaders(undefined),
      credentials: 'include',
    });
    if (!response.ok) return null;
    const answer: unknown = await response.json();
    if (!isListAnswer(answer)) return null;
    await keep(url, answer).catch(warn(`could not keep ${url}`));
    return answer;
  } catch {
    return null;
  }
}

/**
 * Reads both lists from the server and keeps them (the data cache in Cache Storage), so a
 * page drawn offline shows them. Online only; best effort: a failure is logged, never thrown.
 */
export async function keepToolLists(): Promise<void> {
  if (!env().isOnline()) return;
  await Promise.all(Object.values(TOOL_LIST_URLS).map(readFromServer));
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
  const kept = await readKept(TOOL_LIST_URLS[list]);
  return isListAnswer(kept) ? kept.items.map((item) => item.toolId) : null;
}

/**
 * The tool ids on a list as this device knows them: online, the server's answer (read now and
 * kept); offline, the kept one; then the changes still queued on the device. Null when neither the
 * server nor the device can say (never read here, and nothing queued).
 */
export async function toolListOnDevice(list: ToolListName): Promise<Set<string> | null> {
  let ids: string[] | null = null;
  if (env().isOnline()) ids = (await readFromServer(TOOL_LIST_URLS[list]))?.items.map((item) => item.toolId) ?? null;
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
    const kept = await readKept(url);
    if (!isListAnswer(kept)) return;
    const items = kept.items.filter((item) => item.toolId !== toolId);
    await keep(url, { ...kept, items: listed ? [{ toolId }, ...items] : items });
  } catch (error) {
    warn(`could not keep a change to ${url}`)(error);
  }
}
