// What the tool-page shell draws for an address: plain logic, no React (tested in Node).
import { givenValues } from '../sharedLink';
import type { ToolRow } from '../types';

/** The catalogue's rows as data (/catalogue/tools.json, written at build time and kept on the device). */
export interface ToolRowsFile {
  tools: readonly ToolRow[];
}

/** Inputs longer than this in the address are ignored, as the server's tool page ignores them. */
const GIVEN_VALUE_MAX_LENGTH = 10_000;

export type ShellState =
  | { kind: 'loading' }
  | { kind: 'missing'; id: string }
  | { kind: 'failed' }
  | { kind: 'found'; tool: ToolRow; values: Record<string, string> };

/** `/app/kilometres-to-miles` → `kilometres-to-miles` (null for any other address). */
export function toolIdOf(pathname: string): string | null {
  const match = /^\/app\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** What the shell draws for an address, from the catalogue's rows. */
export function shellStateFor(rows: ToolRowsFile, location: Pick<Location, 'pathname' | 'search'>): ShellState {
  const id = toolIdOf(location.pathname) ?? '';
  const tool = rows.tools.find((t) => t.id === id);
  if (!tool) return { kind: 'missing', id };
  return {
    kind: 'found',
    tool,
    values: givenValues(tool, new URLSearchParams(location.search), GIVEN_VALUE_MAX_LENGTH),
  };
}
