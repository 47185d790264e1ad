import { HeadContent, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { HydrateInTurn } from '@/components/hydrate-in-turn';
import { InDocumentHead } from '@/components/document-head';
import { whenHydrated } from '@/lib/hydration';
import { NewTabDescription } from '@/components/new-tab-hint';
import classes from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The frame of every page: skip link, sticky header, the page itself, footer. */
export function RootLayout() {
  // Marks the document once the app runs on it (after hydrating a prerendered page, whose header, footer
  // and sections hydrate in turns, the moment the last one's buttons work): the e2e suite waits for it
  // before it clicks.
  useEffect(() => {
    void whenHydrated().then(() => {
      document.documentElement.dataset.appReady = 'true';
    });
  }, []);
  return (
    <>
      <InDocumentHead>
        <HeadContent />
      </InDocumentHead>
      <SkipLink />
      <div className={classes.shell}>
        <HydrateInTurn>
          <SiteHeader />
        </HydrateInTurn>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <HydrateInTurn>
          <SiteFooter />
        </HydrateInTurn>
      </div>
      <NewTabDescription />
    </>
  );
}
