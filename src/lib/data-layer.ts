// The app's data layer (React Query's cache, the tRPC client and its options proxy) without the libraries
// behind it: those (React Query, tRPC, superjson: about 25 kB gzip) load with the first module that uses
// them, src/lib/trpc.ts, so a visitor's first page downloads them only if it shows server data (decision 016).
// This module is in the entry: it holds types, a React context and the browser app's one instance.
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { TrpcClient, TrpcOptions } from './trpc';

export interface DataLayer {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The options proxy: `trpc.accounts.session.queryOptions()`. */
  trpc: TrpcOptions;
}

/** The data layer the app runs with: null in the browser until the libraries have loaded. */
export const DataLayerContext = createContext<DataLayer | null>(null);

type CreateDataLayer = () => DataLayer;

/**
 * The browser app's data layer, made once src/lib/trpc.ts has loaded: that module hands over its factory
 * when it is evaluated, which is before any component that imports it renders, so AppProviders gives
 * them the instance in time. Tests and the prerender make their own instances (createDataLayer) and pass
 * them to AppProviders; this one is made only after main.tsx calls start().
 */
function createBrowserDataLayer() {
  let started = false;
  let factory: CreateDataLayer | undefined;
  let layer: DataLayer | undefined;
  const listeners = new Set<() => void>();

  function make() {
    if (layer || !started || !factory) return;
    layer = factory();
    for (const listener of listeners) listener();
  }

  return {
    start() {
      started = true;
      make();
    },
    /** Called by src/lib/trpc.ts as it is evaluated. */
    provideFactory(create: CreateDataLayer) {
      factory = create;
      make();
    },
    get: (): DataLayer | undefined => layer,
    /** Calls `listener` with the instance now if it is made, and when it is; returns the unsubscribe. */
    follow(listener: (made: DataLayer) => void) {
      if (layer) listener(layer);
      const notify = () => layer && listener(layer);
      listeners.add(notify);
      return () => void listeners.delete(notify);
    },
    /** For loaders and beforeLoad: loads the libraries if no page has yet, and gives the instance. */
    async load(): Promise<DataLayer> {
      await import('./trpc');
      if (!layer) throw new Error('The data layer was asked for before main.tsx started it.');
      return layer;
    },
  };
}

export const browserDataLayer = createBrowserDataLayer();
