import { useEffect, useState } from 'react';
import { TOOL_CATEGORIES } from '../categories';
import { type ShellState, shellStateFor, type ToolRowsFile } from './shellState';
import { ToolWorkspace } from './ToolWorkspace';

export interface ToolShellProps {
  /** The signed-in user the shell was kept for: runs are recorded on the device under this id. */
  userId: string;
  /** Whether that user could run Pro tools when the shell was kept. */
  hasPermission: boolean;
  /** Where the catalogue's rows are (precached by the service worker). */
  rowsUrl: string;
}

/**
 * A tool page drawn in the browser (/app/{id}?…), for the service worker to answer with while
 * offline: the page frame comes from the kept shell, the tool's row from the catalogue data
 * already on the device, its inputs from the address. Online, /app/{id} is the server's page.
 */
export function ToolShell({ userId, hasPermission, rowsUrl }: ToolShellProps) {
  const [state, setState] = useState<ShellState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    fetch(rowsUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${rowsUrl}: ${response.status}`);
        return response.json() as Promise<ToolRowsFile>;
      })
      .then((rows) => {
        if (!live) return;
        const next = shellStateFor(rows, window.location);
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
  const { tool, values } = state;
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
        </article>
      ) : (
        <ToolWorkspace tool={tool} userId={userId} wishlisted={false} initialValues={values} />
      )}
    </>
  );
}
