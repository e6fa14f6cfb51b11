import { createElement, useEffect, useState } from 'react';
import { Toaster, withErrorBoundary } from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/**
 * Drawn only in the browser: the server has no toasts to show, and Radix's empty viewport
 * carries an inline style attribute that the page's CSP refuses in server HTML.
 */
function BrowserToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? createElement(Toaster) : null;
}

/**
 * The toasts of a signed-in page (Base layout, and Clerk's sign-in pages). It hydrates on the
 * page's first interaction or on the first toast (TOAST_RAISED_EVENT), which waits in the store.
 * Its own module, so its own chunk: a page loads only the islands it hydrates (one module
 * holding every island made each signed-in page load them all, 35 KB gz, by its load event).
 */
export const ToasterIsland = rendersWithReact(withErrorBoundary(BrowserToaster));
