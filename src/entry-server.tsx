// The server entry of the browser app, built with `vite build --ssr` and run at build time by
// scripts/prerender.ts: it renders a public route to HTML, so the page's words arrive in the first
// response, and src/main.tsx hydrates them. Queries render their loading state (the prerender has no
// session and no API), but for the data a page is given (PageData): the server draws /resources again with
// the prayer wall's requests whenever the wall changes (server/live-pages.ts). Member routes are not prerendered.
import { createMemoryHistory, rootRouteId, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { leaderResources } from '@/content/leader-resources';
import { ministryEvents } from '@/content/events';
import { teachingDetails } from '@/content/teachings';
import type { PublicPrayerRequest } from '@server/contracts/prayer';
import { DrawnBlocksContext } from '@/lib/lazy-block';
import { pageDataBlock } from '@/lib/page-data';
import { createDataLayer } from '@/lib/trpc';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

export interface RenderedPage {
  /** The tags React hoists to the document's head: title, description, Open Graph, preloads. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** 404 when no route matches the path (the "404 Page Not Found" page). */
  status: 200 | 404;
  /** The ids of the routes drawn, root first: the prerender links their chunks' CSS and scripts in the head. */
  routeIds: string[];
  /** The lazily loaded blocks drawn (src/lib/lazy-block.tsx): the prerender links their chunks' CSS too. */
  blocks: string[];
  /** The server data the page was drawn with, as a block for its HTML (src/lib/page-data.ts); '' when none. */
  data: string;
}

/** What a page may be drawn with besides its code: the server's data, read when the request comes. */
export interface PageData {
  /** The prayer wall's first page (prayer.list), for /resources. */
  prayerWall?: { prayerRequests: PublicPrayerRequest[] };
}

// React puts hoisted elements (<title>, <meta>, <link>) first in a fragment's HTML.
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

/** How many redirects a render follows: TanStack Router redirects a URL to its canonical form on the server. */
const MAX_REDIRECTS = 3;

export async function renderPage(url: string, data: PageData = {}, redirects = 0): Promise<RenderedPage> {
  const dataLayer = createDataLayer();
  if (data.prayerWall) dataLayer.queryClient.setQueryData(dataLayer.trpc.prayer.list.queryKey(), data.prayerWall);
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ loadData: () => Promise.resolve(dataLayer), history, scrollRestoration: false });
  await router.load();
  // A URL that is not in its canonical form (a search param's default missing, as /membership-checkout
  // without ?plan=monthly) loads as a redirect to that form, which the browser's router draws the same.
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const target = result.redirect.options.href;
    if (!target || redirects >= MAX_REDIRECTS) throw new Error(`${url} redirects to ${target ?? 'nowhere'}`);
    return renderPage(target, data, redirects + 1);
  }
  const blocks = new Set<string>();
  const page = (
    <DrawnBlocksContext value={blocks}>
      <AppProviders dataLayer={dataLayer}>
        <RouterProvider router={router} />
      </AppProviders>
    </DrawnBlocksContext>
  );
  // A first pass with prerender waits for the page's lazy parts (the newsletter form) to load; the second
  // draws them at once. prerender's own output would finish those parts with inline scripts, which the
  // Content-Security-Policy forbids.
  await (await prerender(page)).prelude.cancel();
  const html = renderToString(page);
  const head = HOISTED.exec(html)?.[0] ?? '';
  const routeIds = router.state.matches.map((match) => match.routeId as string);
  const matched = routeIds.at(-1) !== rootRouteId;
  return {
    head,
    body: html.slice(head.length),
    status: matched ? 200 : 404,
    routeIds,
    blocks: [...blocks].sort(),
    data: data.prayerWall ? pageDataBlock(dataLayer.queryClient) : '',
  };
}

export interface SitePaths {
  /** Public pages, prerendered: every static route, and each teaching, event and resource page. */
  prerendered: string[];
  /** Routes drawn in the browser only (the members' area): the server answers them with the app shell. */
  browserOnly: string[];
  /** Pages of one item each (/teachings/{slug}): the prefix, and a slug none has, whose render says "not found". */
  itemPages: { prefix: string; missing: string }[];
}

/** A slug no item has: its page is the route's own "not found" page (Teaching Not Found). */
const MISSING_SLUG = '__missing__';

export function sitePaths(): SitePaths {
  const dataLayer = createDataLayer();
  const router = createAppRouter({ loadData: () => Promise.resolve(dataLayer) });
  const prerendered: string[] = [];
  const browserOnly: string[] = [];
  for (const route of Object.values(router.routesById)) {
    if (route.id === rootRouteId || route.children) continue;
    const path = route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '');
    if (route.id.startsWith('/_member/')) browserOnly.push(path);
    else if (!path.includes('$')) prerendered.push(path);
  }
  const slugs: Record<string, readonly string[]> = {
    '/teachings/$slug': teachingDetails.map((teaching) => teaching.id),
    '/events/$slug': ministryEvents(new Date().getFullYear()).map((event) => event.id),
    '/resources/$slug': leaderResources.map((resource) => resource.id),
  };
  const itemPages: SitePaths['itemPages'] = [];
  for (const [pattern, values] of Object.entries(slugs)) {
    for (const slug of values) prerendered.push(pattern.replace('$slug', slug));
    itemPages.push({ prefix: pattern.replace('$slug', ''), missing: pattern.replace('$slug', MISSING_SLUG) });
  }
  return { prerendered: prerendered.sort(), browserOnly: browserOnly.sort(), itemPages };
}
