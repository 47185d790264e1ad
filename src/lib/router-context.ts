import type { DataLayer } from './data-layer';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  /**
   * The query cache and the tRPC options proxy, once their libraries have loaded (at once if a page has
   * already loaded them): `const { queryClient, trpc } = await context.loadData()`.
   */
  loadData: () => Promise<DataLayer>;
}
