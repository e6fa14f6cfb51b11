/**
 * The code that runs the catalogue's rows, found from the folders and loaded on demand: a tool page
 * imports this file (no rows) and loads only its own engine.
 *
 * - `families/{family}/run.ts` exports `run`, an Engine for the whole family (its rows' `topic` is
 *   absent). Its key is the family's id.
 * - `families/{family}/{topic}/run.ts` exports `run` for one topic of a family split into topic
 *   folders (its rows carry `topic`). Its key is `{family}/{topic}`.
 *
 * Either may export `operations` (the names it handles, keyed as its rows name them: a topic's by
 * tool id): families/registry.test.ts then checks that every row has one and every one a row.
 */
import type { Engine, ToolRow } from '../types';

const wholeFamilies = import.meta.glob<Engine>('./*/run.ts', { import: 'run' });
const topics = import.meta.glob<Engine>('./*/*/run.ts', { import: 'run' });

/** `./webDev/ip/run.ts` → `webDev/ip`. */
const keyOf = (path: string): string => path.slice(2, -'/run.ts'.length);

export const ENGINES: Readonly<Record<string, () => Promise<Engine>>> = Object.fromEntries(
  Object.entries({ ...wholeFamilies, ...topics }).map(([path, load]) => [keyOf(path), load]),
);

/** Which engine runs a row: its topic's, or else its family's. */
export function engineKey(tool: Pick<ToolRow, 'family' | 'topic'>): string {
  return tool.topic ? `${tool.family}/${tool.topic}` : tool.family;
}

/**
 * Engines loaded so far, by key. Code of this build, the same for every caller: a second import()
 * of a loaded module still resolves its specifier (package.json scope lookups in Node), which
 * Parooty paid on every question that states a tool's result. A load that failed is forgotten, so
 * the next call tries again (a page that was offline).
 */
const loaded = new Map<string, Promise<Engine>>();

/** Loads the engine that runs a row (rejects when there is none: a catalogue bug the registry test catches). */
export function loadEngine(tool: Pick<ToolRow, 'family' | 'topic'>): Promise<Engine> {
  const key = engineKey(tool);
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = ENGINES[key];
  if (!load) return Promise.reject(new Error(`no engine for ${key}`));
  const engine = load();
  loaded.set(key, engine);
  engine.catch(() => loaded.delete(key));
  return engine;
}
