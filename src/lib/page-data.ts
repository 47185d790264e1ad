// Server data a page's HTML carries for the browser's first render: /resources is drawn by the server with the
// prayer wall's first page of requests (server/live-pages.ts), and the browser must hydrate that HTML with the
// same list, so React finds what the server drew and the visitor sees no loading state. The queries travel as
// React Query's dehydrated state, serialised by superjson (dates stay dates) in a JSON block that no script
// runs (the Content-Security-Policy allows no inline script anyway). This module loads with src/lib/trpc.ts.
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';

export const PAGE_DATA_ID = 'page-data';

/** The block for the page's HTML: every query in the cache that has its data. */
export function pageDataBlock(queryClient: QueryClient): string {
  // Inside <script>, "</script>" ends the block whatever the JSON means: every "<" is written escaped (what a
  // visitor typed in a prayer request is in here), and so are the two line separators JavaScript once refused.
  const json = superjson
    .stringify(dehydrate(queryClient))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** Puts the page's server data, if its HTML carries any, into the browser's query cache. */
export function adoptPageData(queryClient: QueryClient): void {
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return;
  try {
    hydrate(queryClient, superjson.parse(block.textContent));
  } catch {
    // A block that cannot be read leaves the queries to ask the server, as on any other page.
  }
}
