import { useEffect, useState } from 'react';
import { toolListOnDevice } from '@perch/ui/offline';
import { needsAiService } from '../browse/marks';
import { TOOL_CATEGORIES } from '../categories';
import { relatedAmong } from '../relatedness';
import type { ToolRow } from '../types';
import { RelatedTools } from './RelatedTools';
import { type ShellState, shellStateFor, type ToolRowsFile } from './shellState';
import { WishlistButton } from './ToolListButton';
import { ToolWorkspace } from './ToolWorkspace';

export interface ToolShellProps {
  /** The signed-in user the shell was kept for: runs are recorded on the device under this id. */
  userId: string;
  /** Whether that user could run Pro tools when the shell was kept. */
  hasPermission: boolean;
  /** Where the catalogue's rows are (precached by the service worker). */
  rowsUrl: string;
  /** Whether the server had an AI service when the shell was kept (AI writing tools are marked without one). */
  aiService?: boolean;
}

/** What the shell draws once the rows and the user's lists are read. */
type Drawn =
  | Exclude<ShellState, { kind: 'found' }>
  | (Extract<ShellState, { kind: 'found' }> & { wishlisted: boolean; favourite: boolean; related: ToolRow[] });

/** Whether the device knows the tool to be on the list (its kept answer and the changes queued since). */
const onList = async (list: 'wishlist' | 'favourites', id: string) =>
  (await toolListOnDevice(list).catch(() => null))?.has(id) ?? false;

/**
 * A tool page drawn in the browser (/app/{id}?…), for the service worker to answer with while
 * offline: the page frame comes from the kept shell, the tool's row from the catalogue data
 * already on the device, its inputs from the address, the wishlist and favourite from the lists
 * the device keeps (with the changes queued offline), and "More like this" from the rows by the
 * server's own rule (relatedAmong). Online, /app/{id} is the server's page.
 */
export function ToolShell({ userId, hasPermission, rowsUrl, aiService = true }: ToolShellProps) {
  const [state, setState] = useState<Drawn>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    fetch(rowsUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${rowsUrl}: ${response.status}`);
        return response.json() as Promise<ToolRowsFile>;
      })
      .then(async (rows) => {
        const next = shellStateFor(rows, window.location);
        if (next.kind !== 'found') return next;
        // The user's lists as this device knows them, and "More like this" by the server's own rule.
        const [wishlisted, favourite] = await Promise.all([
          onList('wishlist', next.tool.id),
          onList('favourites', next.tool.id),
        ]);
        const related = relatedAmong(rows.tools, next.tool.id).map((r) => r.tool);
        return { ...next, wishlisted, favourite, related };
      })
      .then((next) => {
        if (!live) return;
        if (next.kind === 'found') document.title = `${next.tool.name} · Perch`;
        setState(next);
      })
      .catch((error: unknown) => {
        console.error('Perch: the catalogue is not on this device', error);
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [rowsUrl]);

  if (state.kind === 'loading') return <p aria-busy="true">Opening the tool…</p>;
  if (state.kind === 'failed')
    return (
      <p role="alert">
        This tool isn't saved on this device yet. Connect to the internet and open it again.{' '}
        <a href="/tools">Go to your tools</a>
      </p>
    );
  if (state.kind === 'missing')
    return (
      <p role="alert">
        There is no tool called “{state.id}”. <a href="/tools">Go to your tools</a>
      </p>
    );
  const { tool, values, wishlisted, favourite, related } = state;
  const categoryLabel = TOOL_CATEGORIES.find((c) => c.id === tool.category)?.label ?? tool.category;
  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <a href="/tools">Tools</a> <span aria-hidden="true">/</span>{' '}
        <a href={`/tools?category=${tool.category}`}>{categoryLabel}</a> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{tool.name}</span>
      </nav>
      {tool.pro && !hasPermission ? (
        <article aria-labelledby="tool-title">
          <h1 id="tool-title">{tool.name}</h1>
          <p>{tool.description}</p>
          <p>
            This tool is part of Perch Pro. <a href="/pricing">Subscribe to unlock</a>
          </p>
          <WishlistButton toolId={tool.id} toolName={tool.name} initiallyWishlisted={wishlisted} />
        </article>
      ) : (
        <ToolWorkspace
          tool={tool}
          userId={userId}
          wishlisted={wishlisted}
          favourite={favourite}
          initialValues={values}
          needsService={needsAiService(tool, aiService)}
        />
      )}
      <RelatedTools tools={related} aiService={aiService} />
    </>
  );
}
