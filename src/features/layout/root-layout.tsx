import { HeadContent, Outlet } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { NewTabDescription } from '@/components/new-tab-hint';
import classes from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The frame of every page: skip link, sticky header, the page itself, footer. */
export function RootLayout() {
  // Marks the document once the app runs on it (after hydrating a prerendered page, the moment its buttons
  // work): the e2e suite waits for it before it clicks.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <>
      <HeadContent />
      <SkipLink />
      <div className={classes.shell}>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        {/* Below the fold: hydrated after the page's own parts (selective hydration, as PageSection). */}
        <Suspense>
          <SiteFooter />
        </Suspense>
      </div>
      <NewTabDescription />
    </>
  );
}
