import { ministry } from '@/content/ministry';

/** The document title of a page: '<Page> | Living Water Ministries' (or the name alone for home). */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${ministry.name}` : ministry.name;
}

/**
 * A route's `head` option in one line: `head: () => pageMeta('About Us', 'Our story ...')`.
 * The root layout renders these through <HeadContent />.
 */
export function pageMeta(page: string | undefined, description: string) {
  const title = pageTitle(page);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
  };
}

/**
 * The description and Open Graph tags of a page whose component sets its own <title> (an item's page,
 * which shows "Loading Teaching" or "Event Not Found" titles of its own): `page` names the item.
 */
export function itemMeta(page: string, description: string) {
  return {
    meta: [
      { name: 'description', content: description },
      { property: 'og:title', content: pageTitle(page) },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'article' },
    ],
  };
}
