import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { pageTitle } from '@/lib/page-meta';

/**
 * Draws head tags (the title, the description, Open Graph) into the document's head. React hoists these
 * tags there from wherever they are drawn, and does so when it prerenders a page; Preact, which draws the
 * pages in the browser (decision 017), would leave them in the body, where a title does not name the page.
 * So in a browser they go through a portal; src/main.tsx first removes the ones the HTML came with.
 */
export function InDocumentHead({ children }: { children: ReactNode }) {
  return typeof document === 'undefined' ? children : createPortal(children, document.head);
}

/** The document's title for a page that sets its own ("Page Not Found | Living Water Ministries"). */
export function DocumentTitle({ page }: { page: string }) {
  return (
    <InDocumentHead>
      <title>{pageTitle(page)}</title>
    </InDocumentHead>
  );
}
