// The one-tag embed, served as /embed/chat.js:
//   <script src="https://perch.example/embed/chat.js" data-endpoint="/api/parooty/query" async></script>
// mounts Parooty's ChatWidget (React inside this bundle) in an open shadow root on a
// <perch-chat> element at the end of <body>. The package's CSS goes into that shadow root only
// (a constructed stylesheet: no <style> in the host's <head>, and no 'unsafe-inline' needed
// under the host's CSP), so host CSS cannot restyle the widget and the widget's cannot leak.
import '@perch/ui/styles.css';
import { ChatWidget, DEFAULT_CHAT_ENDPOINT } from '@perch/ui';
import { createRoot } from 'react-dom/client';

/**
 * The package's stylesheet, put in at build time by site/integrations/chatEmbed.mjs, already
 * rewritten for a shadow root (`:host`, px for rem, the host rules: see ./shadowCss.ts).
 */
declare const __PERCH_EMBED_CSS__: string;

export const EMBED_ELEMENT = 'perch-chat';

// Read while this script runs: `currentScript` is only set during its first execution.
const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

/** data-endpoint, resolved against the script's own URL (the embedding page is another site). */
function endpointOf(tag: HTMLScriptElement | null): string {
  const base = tag?.src || document.baseURI;
  return new URL(tag?.dataset.endpoint || DEFAULT_CHAT_ENDPOINT, base).href;
}

function adoptStyles(shadow: ShadowRoot, css: string) {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    // Browsers without constructable stylesheets: a <style> inside the shadow root.
    const style = document.createElement('style');
    style.textContent = css;
    shadow.append(style);
  }
}

function mount() {
  // One widget per page, however many times the tag is included.
  if (document.querySelector(EMBED_ELEMENT)) return;
  const host = document.createElement(EMBED_ELEMENT);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, __PERCH_EMBED_CSS__);
  const container = document.createElement('div');
  shadow.append(container);
  document.body.append(host);
  // Perch's own origin (where this script came from): tool links open there, in a new tab.
  const perchOrigin = new URL(script?.src || document.baseURI).origin;
  createRoot(container).render(<ChatWidget endpoint={endpointOf(script)} perchOrigin={perchOrigin} />);
}

if (document.body) mount();
else document.addEventListener('DOMContentLoaded', mount, { once: true });
