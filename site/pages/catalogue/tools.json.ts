import type { APIRoute } from 'astro';
import { CATALOGUE } from '@perch/tools';
import type { ToolRowsFile } from '@perch/tools/workspace';

// Written once at build time into the client folder, like the search index: precached by the
// service worker, so the tool-page shell (/app/offline-shell) draws any tool offline from it.
export const prerender = true;

/**
 * Every catalogue row, as data (the engines stay in their own chunks), without what Parooty reads
 * (`ask`): the shell draws a tool page, and Parooty on the device has its own chunk.
 */
export const GET: APIRoute = () => {
  const file: ToolRowsFile = { tools: CATALOGUE.map(({ ask: _ask, ...row }) => row) };
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
