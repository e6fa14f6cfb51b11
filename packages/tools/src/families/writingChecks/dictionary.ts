/**
 * The English Hunspell dictionary (dictionary-en 4, from npm), loaded only when the spelling
 * checker first runs. In the page its two files are build assets of Perch's own (Vite's `?url`:
 * /_astro/index.<hash>.aff and .dic), fetched from this server — no CDN — so the service worker
 * keeps them and the checker works offline. On the server and in Node tests, dictionary-en reads
 * the same files from disk.
 *
 * `no-inline`: the 3 KB .aff would otherwise be inlined as a data: URL, which the CSP's
 * connect-src 'self' refuses to fetch. dictionary-en's `exports` name only its index.js, so the files are imported by their path in
 * the workspace's node_modules (npm hoists them there; a build fails loudly if not).
 */
import affUrl from '../../../../../node_modules/dictionary-en/index.aff?url&no-inline';
import dicUrl from '../../../../../node_modules/dictionary-en/index.dic?url&no-inline';

/** The two files: nspell reads a Node Buffer or a string (a plain Uint8Array it would turn into "104,101,…"). */
export interface Dictionary {
  aff: Uint8Array | string;
  dic: Uint8Array | string;
}

/** Where the page fetches the dictionary from (for the service worker and the offline journey). */
export const DICTIONARY_URLS = { aff: affUrl, dic: dicUrl } as const;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`dictionary ${url}: ${response.status}`);
  return response.text();
}

export async function loadDictionary(): Promise<Dictionary> {
  if (import.meta.env.SSR) return (await import('dictionary-en')).default;
  const [aff, dic] = await Promise.all([fetchText(affUrl), fetchText(dicUrl)]);
  return { aff, dic };
}
