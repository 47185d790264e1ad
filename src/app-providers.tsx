import { MantineProvider } from '@mantine/core';
// The context alone (a few hundred bytes): the rest of React Query loads with src/lib/trpc.ts.
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Toasts } from '@/components/toasts';
import { browserDataLayer, type DataLayer, DataLayerContext, type DataLayerSource, fixedDataLayer } from '@/lib/data-layer';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  /**
   * Tests and the prerender pass their own (createDataLayer in src/lib/trpc.ts); the browser app leaves it
   * out and gets its instance once src/lib/trpc.ts has loaded (src/lib/data-layer.ts).
   */
  dataLayer?: DataLayer;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, so tests see the final state at once. */
  env?: 'default' | 'test';
}

/** Everything the app runs inside, shared by main.tsx, the prerender and the test renderer. */
export function AppProviders({ dataLayer, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      env={env}
      cssVariablesResolver={cssVariablesResolver}
      // In jsdom (css: false) nothing reads them, and every getComputedStyle of a role query walked them.
      withCssVariables={env !== 'test'}
      withGlobalClasses={env !== 'test'}
    >
      <Toasts />
      <DataLayerProvider dataLayer={dataLayer}>{children}</DataLayerProvider>
    </MantineProvider>
  );
}

/**
 * Gives components the data layer and React Query its client. Both context values stay the same for the
 * app's life (DataLayerSource says why): in the browser they stand for the instance that arrives with
 * src/lib/trpc.ts.
 */
function DataLayerProvider({ dataLayer, children }: { dataLayer: DataLayer | undefined; children: ReactNode }) {
  const [source] = useState<DataLayerSource>(() => (dataLayer ? fixedDataLayer(dataLayer) : browserDataLayer));
  const queryClient = dataLayer ? dataLayer.queryClient : browserDataLayer.queryClientStandIn;
  // What QueryClientProvider does besides providing: the client follows the window's focus and the network,
  // from the moment it exists.
  useEffect(() => {
    let mounted: QueryClient | undefined;
    const mount = () => {
      const client = source.get()?.queryClient;
      if (!client || mounted) return;
      mounted = client;
      client.mount();
    };
    mount();
    const unsubscribe = source.subscribe(mount);
    return () => {
      unsubscribe();
      mounted?.unmount();
    };
  }, [source]);
  return (
    <DataLayerContext value={source}>
      <QueryClientContext value={queryClient}>{children}</QueryClientContext>
    </DataLayerContext>
  );
}
