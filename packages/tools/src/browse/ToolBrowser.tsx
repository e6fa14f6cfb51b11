import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { button } from '@perch/ui';
import type { ToolCategoryId } from '../categories';
import type * as Gaps from '../gaps';
import type * as Search from '../search';
import { WishlistButton } from '../workspace/ToolListButton';
import {
  DEFAULT_TOOL_SORT,
  FOR_YOU_WITHOUT_INTERESTS,
  orderTools,
  TOOL_SORT_LABELS,
  TOOL_SORT_RULES,
  TOOL_SORTS,
  type ToolSort,
} from './order';
import * as styles from './ToolBrowser.css';
import { ToolCard, ToolGrid } from './ToolCard';

/** A tool as a card shows it. */
export interface BrowserTool {
  id: string;
  name: string;
  description: string;
  category: ToolCategoryId;
  pro: boolean;
  /** Runs on Perch's AI service (AI writing), not in the browser. */
  service?: boolean;
}

/** What the page says of a search for something Perch lacks. */
export interface SearchGapView {
  /** "a currency converter with exchange rates". */
  tool: string;
  /** /app-request with the request filled in. */
  requestUrl: string;
}

/** The prebuilt search file (/catalogue/search-index.json). */
export interface SearchFile {
  tools: BrowserTool[];
  index: string;
}

export interface ToolBrowserProps {
  /** What the server found for the page's URL (works without script). */
  initial: {
    q: string;
    category: ToolCategoryId | null;
    page: number;
    pageSize: number;
    total: number;
    items: BrowserTool[];
    /** The order the server drew (?sort=); the default when left out. */
    sort?: ToolSort;
    /** The search asks for something Perch lacks: what, and /app-request filled in (the page says "No tool for … yet"). */
    gap?: SearchGapView | null;
    /** Nothing fits the words: the near misses (a misspelling, a fragment), offered as close. */
    close?: BrowserTool[];
  };
  categories: ReadonlyArray<{ id: ToolCategoryId; label: string }>;
  /** Tools on the user's wishlist (their cards show ★). */
  wishlist: readonly string[];
  /**
   * Where the prebuilt index is; fetched on the first sign of intent (a pointer over the search
   * form, the search box focused, a category chosen), never while the page is loading: parsing it
   * is the page's heaviest task, and the service worker has it precached for offline use anyway.
   */
  indexUrl: string;
  /** Whether the user may use Pro tools (no Pro badge shown as a lock then). */
  hasPermission: boolean;
  /**
   * This server has an AI service configured (OPENAI_API_KEY). Without one, the AI writing tools'
   * cards are marked "Needs the AI service". Defaults to true (no mark).
   */
  aiService?: boolean;
  /** The person's interests (onboarding): "For you" puts their categories first. */
  interests?: readonly ToolCategoryId[];
  /** Tool ids most used by everyone, most used first ("Popular"; the picks follow). */
  popular?: readonly string[];
  /**
   * The person's own lists (favourites, recently used, wishlist), drawn by the page. They show
   * under the search and above the catalogue while nothing is searched or filtered, so the search
   * box is the first thing on a phone and results come straight under it.
   */
  children?: ReactNode;
  /** A heading over the catalogue part (categories, sort, results), under the lists. */
  catalogueHeading?: string;
}

/** The catalogue part's heading: the page's lists are favourites-heading, recent-heading, wishlist-heading, then this. */
export const CATALOGUE_HEADING_ID = 'browse-heading';

/** Where a search that found nothing is reported (site/pages/api/tools/missed.ts). */
export const MISSED_SEARCH_ENDPOINT = '/api/tools/missed';
/** A search counts as missed once the person has stopped typing this long. */
export const MISSED_SEARCH_SETTLE_MS = 1_500;

/** How many cards show at once; "Show more" adds as many. */
export const TOOL_PAGE_SIZE = 24;
/** The performance entry each in-browser search leaves (its duration is the search's time). */
export const SEARCH_MEASURE = 'perch:catalogue-search';
/** After the last keystroke, the address bar follows the query (so Back and a shared link keep it). */
export const URL_UPDATE_DELAY_MS = 300;

type Loaded = {
  tools: Map<string, BrowserTool>;
  all: BrowserTool[];
  index: ReturnType<typeof Search.loadSearchIndex>;
  search: typeof Search.searchHonestly;
  /** The tools' names, for the honest search (the server decides from the same list). */
  rows: Array<{ id: string; name: string; keywords: readonly string[] }>;
  requestHref: typeof Gaps.toolRequestHref;
};

let loading: Promise<Loaded> | null = null;
/** Fetches and loads the index once per page. */
function loadIndex(url: string): Promise<Loaded> {
  // The search code (MiniSearch, the stemmer) comes with the index, not with the page.
  loading ??= Promise.all([
    fetch(url, { credentials: 'same-origin' }).then((r) => {
      if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
      return r.json() as Promise<SearchFile>;
    }),
    import('../search'),
    import('../gaps'),
  ])
    .then(([file, search, gaps]) => ({
      tools: new Map(file.tools.map((t) => [t.id, t])),
      all: file.tools,
      index: search.loadSearchIndex(file.index),
      search: search.searchHonestly,
      rows: file.tools.map(({ id, name }) => ({ id, name, keywords: [] })),
      requestHref: gaps.toolRequestHref,
    }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const href = (q: string, category: string | null, sort: ToolSort, page = 1) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (sort !== DEFAULT_TOOL_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return `/tools${s ? `?${s}` : ''}`;
};

/**
 * /tools: search as you type over the whole catalogue, a category filter, a sort (For you,
 * Popular, A–Z), Pro badges and a wishlist star on every card; the person's lists (children) sit
 * between the search and the catalogue while nothing is searched. The server draws the first page for the URL (so links and no-script
 * work); once the visitor reaches for the search (pointer over it, focus, a category), the
 * prebuilt index loads and every keystroke searches in the browser, offline too.
 */
export function ToolBrowser({
  initial,
  categories,
  wishlist,
  indexUrl,
  hasPermission,
  aiService = true,
  interests = [],
  popular = [],
  children,
  catalogueHeading,
}: ToolBrowserProps) {
  const [q, setQ] = useState(initial.q);
  const [category, setCategory] = useState<ToolCategoryId | null>(initial.category);
  const [sort, setSort] = useState<ToolSort>(initial.sort ?? DEFAULT_TOOL_SORT);
  const [live, setLive] = useState<{
    items: BrowserTool[];
    total: number;
    gap: SearchGapView | null;
    close: BrowserTool[];
  } | null>(null);
  const [shown, setShown] = useState(TOOL_PAGE_SIZE);
  const [indexFailed, setIndexFailed] = useState(false);
  const loaded = useRef<Loaded | null>(null);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const labels = new Map(categories.map((c) => [c.id, c.label]));
  const wished = new Set(wishlist);

  const search = (query: string, cat: ToolCategoryId | null, order: ToolSort) => {
    const index = loaded.current;
    if (!index) return;
    const started = performance.now();
    const searching = query.trim() !== '';
    const honest = searching
      ? index.search(index.index, { q: query, category: cat ?? undefined, limit: 5000 }, index.rows)
      : null;
    const toolsOf = (hits: readonly Search.SearchHit[]) => hits.flatMap((hit) => index.tools.get(hit.id) ?? []);
    const ordered = (tools: BrowserTool[]) => orderTools(tools, { sort: order, interests, popular, searching });
    // Whole matches keep their place before the rest whatever the sort (as on the server).
    const items = honest
      ? [
          ...ordered(toolsOf(honest.hits.filter((h) => h.whole))),
          ...ordered(toolsOf(honest.hits.filter((h) => !h.whole))),
        ]
      : ordered(index.all.filter((t) => !cat || t.category === cat));
    const gap = honest?.gap
      ? { tool: honest.gap.tool, requestUrl: index.requestHref(honest.gap.requestName, query).url }
      : null;
    // Measured per keystroke (npm run bench reads these entries).
    performance.measure(SEARCH_MEASURE, { start: started, end: performance.now() });
    setLive({ items, total: items.length, gap, close: honest ? toolsOf(honest.close) : [] });
    setShown(TOOL_PAGE_SIZE);
    clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(
      () => window.history.replaceState(window.history.state, '', href(query.trim(), cat, order)),
      URL_UPDATE_DELAY_MS,
    );
  };

  const ensureIndex = () =>
    loadIndex(indexUrl).then(
      (index) => {
        loaded.current = index;
        setIndexFailed(false);
        return index;
      },
      (error: unknown) => {
        console.warn('Perch: search index did not load', error);
        setIndexFailed(true);
        return null;
      },
    );

  const onQuery = (value: string) => {
    setQ(value);
    if (loaded.current) search(value, category, sort);
    else void ensureIndex().then((index) => index && search(value, category, sort));
  };
  const onCategory = (value: ToolCategoryId | null) => {
    setCategory(value);
    if (loaded.current) search(q, value, sort);
    else void ensureIndex().then((index) => index && search(q, value, sort));
  };
  const onSort = (value: ToolSort) => {
    setSort(value);
    if (loaded.current) search(q, category, value);
    else void ensureIndex().then((index) => index && search(q, category, value));
  };

  // The page hydrates this on its first touch: words typed into the box before then are in the
  // box (React keeps them) but not in state. Search for them, so nothing typed is lost.
  const box = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount (below)
  useEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== initial.q) onQuery(typed);
    // Focused before hydration (the focus itself hydrated it): fetch the index as onFocus would.
    else if (box.current && document.activeElement === box.current) void ensureIndex();
    // Once, on mount.
  }, []);

  const items = live ? live.items.slice(0, shown) : initial.items;
  const total = live ? live.total : initial.total;
  const asked = q.trim();
  // The server's gap and near misses belong to its query: typed past it, wait for the live search.
  const drawn = live === null && asked === initial.q.trim();
  const gap = live ? live.gap : drawn ? (initial.gap ?? null) : null;
  const close = live ? live.close : drawn ? (initial.close ?? []) : [];

  // A search that found nothing and that the person stayed on is reported, once per page and text,
  // so the admin sees what people look for and do not find (counted by the text alone).
  const missed = asked !== '' && (live ? live.total === 0 : drawn && initial.total === 0);
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!missed || reported.current.has(asked.toLowerCase())) return;
    const timer = setTimeout(() => {
      reported.current.add(asked.toLowerCase());
      // Best effort: a lost report costs nothing the person sees.
      void fetch(MISSED_SEARCH_ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: asked }),
        keepalive: true,
      }).catch(() => {});
    }, MISSED_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [missed, asked]);
  const pages = Math.max(1, Math.ceil(initial.total / initial.pageSize));
  const searching = q.trim() !== '';
  const mode = searching ? 'searching' : 'browsing';
  // The lists belong to the page's first view: a search, a category or a later page is about the catalogue.
  const showLists = !searching && category === null && (live !== null || initial.page === 1);

  return (
    <div className={styles.root}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every screen reader knows; <search> is a 2023 element */}
      <form
        role="search"
        action="/tools"
        method="get"
        className={styles.searchRow}
        onPointerEnter={() => void ensureIndex()}
        onSubmit={(e) => loaded.current && e.preventDefault()}
      >
        <label htmlFor={`${id}-q`} className={styles.visuallyHidden}>
          Search the catalogue
        </label>
        <input
          ref={box}
          id={`${id}-q`}
          name="q"
          type="search"
          className={styles.search}
          placeholder="Search 1000+ tools: “json”, “km to miles”, “sha256”…"
          value={q}
          onChange={(e) => onQuery(e.target.value)}
          onFocus={() => void ensureIndex()}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          aria-describedby={`${id}-count`}
        />
        {category && <input type="hidden" name="category" value={category} />}
        {sort !== DEFAULT_TOOL_SORT && <input type="hidden" name="sort" value={sort} />}
        <button type="submit" className={button({ tone: 'secondary' })}>
          Search
        </button>
      </form>
      {children && (
        <div className={styles.lists} data-part="lists" hidden={!showLists}>
          {children}
        </div>
      )}
      {catalogueHeading && (
        <h2 id={CATALOGUE_HEADING_ID} className={styles.heading}>
          {catalogueHeading}
        </h2>
      )}
      <nav aria-label="Categories" className={styles.chips}>
        <a
          href={href(q, null, sort)}
          className={styles.chip}
          aria-current={category === null ? 'page' : undefined}
          onClick={(e) => {
            e.preventDefault();
            onCategory(null);
          }}
        >
          All
        </a>
        {categories.map((c) => (
          <a
            key={c.id}
            href={href(q, c.id, sort)}
            className={styles.chip}
            aria-current={category === c.id ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              onCategory(c.id);
            }}
          >
            {c.label}
          </a>
        ))}
      </nav>
      <div className={styles.sortRow}>
        <nav aria-label="Sort" className={styles.sorts} data-part="sort">
          {TOOL_SORTS.map((s) => (
            <a
              key={s}
              href={href(q, category, s)}
              className={styles.sort}
              aria-current={sort === s ? 'true' : undefined}
              onClick={(e) => {
                e.preventDefault();
                onSort(s);
              }}
            >
              {TOOL_SORT_LABELS[s][mode]}
            </a>
          ))}
        </nav>
        <p className={styles.sortRule} data-part="sort-rule">
          {sort === 'for-you' && mode === 'browsing' && interests.length === 0
            ? FOR_YOU_WITHOUT_INTERESTS
            : TOOL_SORT_RULES[sort][mode]}
        </p>
      </div>
      <p id={`${id}-count`} className={styles.count} aria-live="polite">
        {total === 0 ? 'No tools found' : `${total.toLocaleString('en-US')} ${total === 1 ? 'tool' : 'tools'}`}
        {q.trim() ? ` for “${q.trim()}”` : ''}
        {category ? ` in ${labels.get(category) ?? category}` : ''}
        {indexFailed ? ' · instant search is unavailable; press Search' : ''}
      </p>
      {items.length === 0 ? (
        <div className={styles.empty} data-part="empty">
          <h2>{asked ? `No tool for “${asked}” yet` : 'No tool matches that yet'}</h2>
          {gap ? (
            <p>
              Perch doesn't have {gap.tool} yet. Ask us to build it: the request is filled in from your search. Or tell
              Parooty what you are trying to do.
            </p>
          ) : (
            <p>
              Try other words, or tell Parooty what you are trying to do: it knows the whole catalogue. Still missing?
              Ask us to build it.
            </p>
          )}
          <div className={styles.emptyActions}>
            <a
              className={button({ tone: 'primary' })}
              href={`/parooty${asked ? `?q=${encodeURIComponent(asked)}` : ''}`}
            >
              Ask Parooty
            </a>
            <a className={button({ tone: 'secondary' })} href={gap ? gap.requestUrl : '/app-request'}>
              Request a tool
            </a>
          </div>
          {close.length > 0 && (
            <div className={styles.close} data-part="close-matches">
              <h3 className={styles.closeTitle}>Close, though not what you typed</h3>
              <ul className={styles.closeList}>
                {close.map((tool) => (
                  <li key={tool.id}>
                    <a className={styles.closeLink} href={`/app/${encodeURIComponent(tool.id)}`}>
                      {tool.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : (
        <ToolGrid data-part="results" aria-label="Tools">
          {items.map((tool) => (
            <ToolCard
              key={tool.id}
              tool={tool}
              categoryLabel={labels.get(tool.category) ?? tool.category}
              proTitle={hasPermission ? 'Included in your Pro plan' : 'Needs a Pro subscription'}
              needsService={tool.service === true && !aiService}
              actionsAt="corner"
              actions={
                <WishlistButton
                  toolId={tool.id}
                  toolName={tool.name}
                  initiallyWishlisted={wished.has(tool.id)}
                  variant="icon"
                />
              }
            />
          ))}
        </ToolGrid>
      )}
      {live
        ? live.total > shown && (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              onClick={() => setShown((n) => n + TOOL_PAGE_SIZE)}
            >
              Show more ({live.total - shown} left)
            </button>
          )
        : pages > 1 && (
            <nav aria-label="Pages" className={styles.pager}>
              {initial.page > 1 && (
                <a href={href(initial.q, initial.category, initial.sort ?? DEFAULT_TOOL_SORT, initial.page - 1)}>
                  ← Previous
                </a>
              )}
              <span>
                Page {initial.page} of {pages}
              </span>
              {initial.page < pages && (
                <a href={href(initial.q, initial.category, initial.sort ?? DEFAULT_TOOL_SORT, initial.page + 1)}>
                  Next →
                </a>
              )}
            </nav>
          )}
    </div>
  );
}
