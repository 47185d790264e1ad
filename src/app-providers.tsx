import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TrpcClient } from '@/lib/trpc';
import { Toasts } from '@/components/toasts';
import { TRPCProvider } from '@/lib/trpc';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, so tests see the final state at once. */
  env?: 'default' | 'test';
}

/** Everything the app runs inside, shared by main.tsx and the test renderer. */
export function AppProviders({ queryClient, trpcClient, children, env = 'default' }: AppProvidersProps) {
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
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
