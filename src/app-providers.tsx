import { MantineProvider } from '@mantine/core';
// The context alone (a few hundred bytes): the rest of React Query loads with src/lib/trpc.ts.
import { QueryClientContext } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Toasts } from '@/components/toasts';
import { browserDataLayer, type DataLayer, DataLayerContext } from '@/lib/data-layer';
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
 * Gives components the data layer and React Query its client. The same two providers render before and
 * after the browser's instance exists, so the page below them is kept, not remounted, when it arrives.
 */
function DataLayerProvider({ dataLayer, children }: { dataLayer: DataLayer | undefined; children: ReactNode }) {
  const browserLayer = useBrowserDataLayer();
  const layer = dataLayer ?? browserLayer ?? null;
  const queryClient = layer?.queryClient;
  // What QueryClientProvider does besides providing: the client follows the window's focus and the network.
  useEffect(() => {
    if (!queryClient) return;
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
  return (
    <DataLayerContext value={layer}>
      <QueryClientContext value={queryClient}>{children}</QueryClientContext>
    </DataLayerContext>
  );
}

/**
 * The browser's data layer, from the moment it is made. Not useSyncExternalStore: Preact's, which draws the
 * built app (decision 017), subscribes in an effect, after the next frame, and a lazily loaded part that
 * reads the layer (the header's SignedInSwitchLive) could load and render before that, find no layer in
 * the context and stop the page's hydration. A layout effect follows it from the provider's first drawing.
 */
function useBrowserDataLayer(): DataLayer | undefined {
  const [layer, setLayer] = useState(browserDataLayer.get);
  useLayoutEffect(() => browserDataLayer.follow(setLayer), []);
  return layer;
}
