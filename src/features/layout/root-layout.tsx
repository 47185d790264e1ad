import { HeadContent, Outlet } from '@tanstack/react-router';
import { NewTabDescription } from '@/components/new-tab-hint';
import classes from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The frame of every page: skip link, sticky header, the page itself, footer. */
export function RootLayout() {
  return (
    <>
      <HeadContent />
      <SkipLink />
      <div className={classes.shell}>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <NewTabDescription />
    </>
  );
}
