// A tool page's shared link (/app/{id}?value=5&to=mi): the inputs that differ from the defaults
// in its query, so the result can be bookmarked or sent. The page keeps it in the address bar
// after each run (ToolWorkspace), and the server redirects a form sent before the page was live
// to it (site/pages/app/[id].astro).
import { defaultValues } from './run';
import type { ToolRow } from './types';

/** Longer links are not written: browsers and servers cap a URL's length. */
export const SHARED_LINK_MAX_LENGTH = 2000;

/**
 * Set by the server on a tool page's path when its form was sent before the page was live (the
 * person pressed Run, or Enter, while the page's script was still loading): the page it leads to
 * runs the tool once hydrated and records that run as theirs, then removes the cookie. Its value
 * is the tool's id. Not HttpOnly: the page's script reads it, and nothing in it is secret.
 */
export const SUBMITTED_RUN_COOKIE = 'perch_tool_run';
/** How long a sent form waits for its page to be live (a slow phone on a slow network). */
export const SUBMITTED_RUN_MAX_AGE_S = 120;

/** The values a link needs to reproduce this state: those that differ from the defaults. */
export function sharedValues(
  tool: Pick<ToolRow, 'fields'>,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const defaults = defaultValues(tool.fields);
  return Object.fromEntries(
    tool.fields.filter((f) => (values[f.name] ?? '') !== defaults[f.name]).map((f) => [f.name, values[f.name] ?? '']),
  );
}

/**
 * `current` with the tool's inputs in its query (other parameters kept), or null when that link
 * would be longer than SHARED_LINK_MAX_LENGTH (a pasted document stays out of the URL).
 */
export function sharedLink(
  tool: Pick<ToolRow, 'fields'>,
  values: Readonly<Record<string, string>>,
  current: URL,
): URL | null {
  const url = new URL(current.href);
  for (const field of tool.fields) url.searchParams.delete(field.name);
  for (const [name, value] of Object.entries(sharedValues(tool, values))) url.searchParams.set(name, value);
  return url.href.length <= SHARED_LINK_MAX_LENGTH ? url : null;
}

/**
 * A tool's inputs as a link's query or a sent form (urlencoded) gives them: each of the tool's
 * own fields that is present, its first value (an unticked checkbox sends only its hidden
 * "false"), with the browser's CRLF line breaks back to the LF a typed value has. Anything else
 * is ignored, and so is a value with a NUL character or longer than `maxLength`.
 */
export function givenValues(
  tool: Pick<ToolRow, 'fields'>,
  params: URLSearchParams,
  maxLength = Infinity,
): Record<string, string> {
  return Object.fromEntries(
    tool.fields.flatMap((f) => {
      const value = params.get(f.name)?.replace(/\r\n?/g, '\n');
      return value !== undefined && value.length <= maxLength && !value.includes('\u0000') ? [[f.name, value]] : [];
    }),
  );
}
