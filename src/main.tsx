import '@fontsource-variable/inter';
import '@fontsource-variable/lora';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient, createTrpcOptions } from '@/lib/trpc';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const trpc = createTrpcOptions(trpcClient, queryClient);
const router = createAppRouter({ queryClient, trpc });

// index.html carries a title and description for clients that run no script; from here on each route
// manages both through <HeadContent />, so the static pair goes rather than competing with it.
for (const staticTag of document.head.querySelectorAll('title, meta[name="description"]')) staticTag.remove();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
