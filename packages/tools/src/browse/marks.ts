/**
 * The mark on an AI writing tool's card (/tools, search results, Parooty's cards) and page when
 * this Perch server has no AI service configured: the tool is listed but cannot run here. The
 * same words as @perch/ui's SERVICE_MARK (Parooty's cards), which this package's server code does not import.
 */
import type { ToolCategoryId } from '../categories';
import type { BrowserTool } from './ToolBrowser';

export const NEEDS_AI_SERVICE = 'Needs the AI service';
/** Its longer words (a tooltip). */
export const NEEDS_AI_SERVICE_TITLE =
  'This Perch server has not configured an AI service, so this tool cannot run here yet.';

/** Whether a tool's card carries the mark: it runs on the AI service (kind 'stream') and the server has none. */
export const needsAiService = (tool: { kind: string }, configured: boolean): boolean =>
  tool.kind === 'stream' && !configured;

/** A catalogue row as a card shows it. */
export const browserTool = ({
  id,
  name,
  description,
  category,
  pro,
  kind,
}: {
  id: string;
  name: string;
  description: string;
  category: string;
  pro: boolean;
  kind: string;
}): BrowserTool => ({
  id,
  name,
  description,
  category: category as ToolCategoryId,
  pro,
  ...(kind === 'stream' ? { service: true } : {}),
});
