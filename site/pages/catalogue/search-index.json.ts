import type { APIRoute } from 'astro';
import { browserTool, CATALOGUE, createSearchIndex, serialiseSearchIndex, summaryOf } from '@perch/tools';
import type { SearchFile } from '@perch/tools/workspace';

// Written once at build time into the client folder: served as a static file with its Brotli and
// gzip copies, and precached by the service worker, so /tools searches offline.
export const prerender = true;

/** The /tools page's prebuilt search: the cards' data and the MiniSearch index over it. */
export const GET: APIRoute = () => {
  const file: SearchFile = {
    tools: CATALOGUE.map(browserTool),
    index: serialiseSearchIndex(createSearchIndex(CATALOGUE.map(summaryOf))),
  };
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
