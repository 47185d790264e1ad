import { createRootRouteWithContext } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { NotFoundPage } from '@/features/layout/not-found-page';
import { RootLayout } from '@/features/layout/root-layout';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Only a fallback description: every page sets its own title (the 404 page too, see NotFoundPage).
  head: () => ({
    meta: [
      { name: 'description', content: ministry.mission },
      { property: 'og:site_name', content: ministry.name },
      { property: 'og:type', content: 'website' },
    ],
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
