// `client:interaction` — hydrates an island on the visitor's first interaction with the page,
// so public pages ship no JavaScript file until someone touches them. The island's server
// render (e.g. the chat launcher) is on screen from the first paint. With `{ atOnce: true }` it
// hydrates at once instead (Perch's `client:load`), still handing over an early click.
import type { ClientDirective } from 'astro';

export interface InteractionDirectiveOptions {
  /** Also hydrate, when the browser is idle, after this long without any interaction. */
  idleAfterMs?: number;
  /** Hydrate as soon as the browser is idle when this sessionStorage key is set (the island was in use on an earlier page of this tab). */
  soonerIfStored?: string;
  /**
   * Window events that also hydrate it: what the island reacts to may happen before anyone
   * touches the page (the connection drops: `offline`; a toast is raised: TOAST_RAISED_EVENT).
   */
  alsoOn?: string[];
  /** Hydrate when idle if the page opens offline (the offline indicator has something to say). */
  soonerIfOffline?: boolean;
  /**
   * Hydrate at once, as `client:load` does, for an island the page is about: a click on one of
   * its buttons before it is live (a slow phone, a busy machine) is still handed over, where
   * `client:load` would lose it.
   */
  atOnce?: boolean;
  /**
   * Hydrate at once when the person comes back to the page — Back or Forward (whether the page is
   * shown from the back/forward cache or loaded again) or a reload — where the browser puts back
   * what was typed in its forms. The form then takes that input at once; otherwise a first Run
   * would send it as a form posted before the page was live, which above the form limit is
   * refused and would be refused again on each try.
   */
  atOnceOnReturn?: boolean;
}

/** Anywhere on the page: the first of these counts as interaction. */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'touchstart'] as const;

/** Controls a click that lands before hydration is handed to once the component is live. */
const CLICKABLE = 'button, a[href], input, textarea, select, summary, [tabindex]';

/** Whether this page was reached by Back, Forward or a reload (the browser restores form input). */
export function cameBack(navigation: Pick<PerformanceNavigationTiming, 'type'> | undefined): boolean {
  return navigation?.type === 'back_forward' || navigation?.type === 'reload';
}

/**
 * Whether a click that landed before hydration still has to be given to the component: only
 * when the browser did nothing with it (a plain button such as the chat launcher, a custom
 * control). A link has navigated, a submit or reset button has acted on its form, a checkbox,
 * radio or summary has toggled, and a field has taken focus: clicking again would undo or repeat
 * what the person did.
 */
export function clickNeedsReplay(target: Element): boolean {
  const tag = target.tagName.toLowerCase();
  if (tag === 'button') {
    const button = target as HTMLButtonElement;
    return button.type === 'button' || !button.form;
  }
  return !['a', 'input', 'textarea', 'select', 'summary'].includes(tag);
}

function storedFlag(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    // Storage blocked (privacy settings): behave as a first visit.
    return false;
  }
}

const interactionDirective: ClientDirective = (load, options, el) => {
  const settings = (
    typeof options.value === 'object' && options.value ? options.value : {}
  ) as InteractionDirectiveOptions;
  const listen: AddEventListenerOptions = { capture: true, passive: true };
  const alsoOn = Array.isArray(settings.alsoOn) ? settings.alsoOn : [];
  let started = false;
  let earlyClick: HTMLElement | null = null;

  // The first interaction is often a click on the island itself (the chat launcher): it arrives
  // while the component's code is still loading, so it is remembered and replayed afterwards.
  const rememberClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
    if (target && el.contains(target) && clickNeedsReplay(target)) earlyClick = target;
  };

  const arm = () => {
    for (const type of [...INTERACTION_EVENTS, ...alsoOn]) window.addEventListener(type, hydrateNow, listen);
    // A pointer resting on the island is about to use it: start loading before the click.
    el.addEventListener('pointerover', hydrateNow, listen);
  };
  const hydrateNow = async () => {
    if (started) return;
    started = true;
    for (const type of [...INTERACTION_EVENTS, ...alsoOn]) window.removeEventListener(type, hydrateNow, listen);
    el.removeEventListener('pointerover', hydrateNow, listen);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', rememberClick, true);
    if (earlyClick?.isConnected) earlyClick.click();
  };

  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrateNow(), { timeout: 2_000 });
    else setTimeout(() => void hydrateNow(), 200);
  };

  el.addEventListener('click', rememberClick, true);
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (settings.atOnce || (settings.atOnceOnReturn && cameBack(navigation))) {
    void hydrateNow();
    return;
  }
  arm();
  // Shown again from the back/forward cache: this script does not run again, the page does.
  if (settings.atOnceOnReturn) {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) void hydrateNow();
    });
  }
  if (storedFlag(settings.soonerIfStored) || (settings.soonerIfOffline && !navigator.onLine)) whenIdle();
  else if (settings.idleAfterMs !== undefined) setTimeout(whenIdle, settings.idleAfterMs);
};

export default interactionDirective;
