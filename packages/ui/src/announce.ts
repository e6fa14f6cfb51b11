// One polite live region for the whole page (Primer's announce() idea): widgets announce
// through it instead of each carrying its own aria-live, so screen readers hear each message once.
const REGION_ID = 'perch-live-region';
/** The message is written this long after the region is cleared, so it reads as a change. */
export const ANNOUNCE_DELAY_MS = 50;

export function announce(message: string, doc: Document | undefined = globalThis.document): void {
  if (!doc?.body) return;
  let region = doc.getElementById(REGION_ID);
  if (!region) {
    region = doc.createElement('div');
    region.id = REGION_ID;
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.setAttribute('data-part', 'live-region');
    // Visually hidden, still read.
    region.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;';
    doc.body.appendChild(region);
  }
  // Clearing first makes a repeated message count as a change.
  region.textContent = '';
  const target = region;
  setTimeout(() => (target.textContent = message), ANNOUNCE_DELAY_MS);
}
