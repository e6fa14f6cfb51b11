import { SUBMITTED_RUN_COOKIE } from '../sharedLink';

/**
 * Whether this page is the answer to the tool's form sent before the page was live (the server
 * set SUBMITTED_RUN_COOKIE for this tool): if so the cookie is removed, so the run is recorded
 * once — not again on a reload, a page kept for offline use, or another tab.
 */
export function takeSubmittedRun(
  toolId: string,
  doc: Pick<Document, 'cookie'> = document,
  path = `/app/${toolId}`,
): boolean {
  const sent = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${SUBMITTED_RUN_COOKIE}=${encodeURIComponent(toolId)}`);
  if (sent) doc.cookie = `${SUBMITTED_RUN_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax`;
  return sent;
}
