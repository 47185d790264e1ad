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

/**
 * Where components find the data layer: the browser app's instance, which exists once the libraries have
 * loaded, or the one a test or the prerender made. The context's value is this source, which never changes:
 * a new context value would reach every part of a prerendered page that React has not hydrated yet (a
 * Suspense boundary still waiting for its code), and React would give up that part's HTML and draw it anew.
 */
export interface DataLayerSource {
  get(): DataLayer | undefined;
  /** Calls `listener` when the layer is made; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A source whose layer is there from the start (tests, the prerender). */
export function fixedDataLayer(layer: DataLayer): DataLayerSource {
  return { get: () => layer, subscribe: () => () => {} };
}

const noDataLayer: DataLayerSource = { get: () => undefined, subscribe: () => () => {} };

export const DataLayerContext = createContext<DataLayerSource>(noDataLayer);

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
    /**
     * Stands in React Query's context for the browser's QueryClient, before and after it exists, so the
     * context's value never changes (see DataLayerSource). Each use goes to the real client; React Query's
     * hooks run only in modules that import src/lib/trpc.ts, so by then it is there.
     */
    queryClientStandIn: new Proxy({} as QueryClient, {
      get(_target, property) {
        if (!layer) throw new Error('React Query was used before src/lib/trpc.ts loaded.');
        const client = layer.queryClient;
        const value: unknown = Reflect.get(client, property, client);
        return typeof value === 'function' ? value.bind(client) : value;
      },
    }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
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
