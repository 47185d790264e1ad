// Where the build leaves the prerendered pages (scripts/prerender.ts) and what their manifest says; the
// server reads it in server/client.ts.

/** Inside the client directory; a dot folder, which is never served as a file. */
export const PRERENDERED_DIR = '.prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';

export interface PrerenderManifest {
  /** When the build rendered the pages (ISO). */
  renderedAt: string;
  /** Path (no trailing slash, '/' for home) -> file in PRERENDERED_DIR. */
  pages: Record<string, string>;
  /** The "404 Page Not Found" page, answered with status 404 for paths no route matches. */
  notFound: string;
  /**
   * Pages of one item each, by prefix ('/teachings/') -> the route's own "not found" page (Teaching Not
   * Found), answered with status 404 for a slug no item has.
   */
  missingItems: Record<string, string>;
  /** Routes drawn in the browser only (the members' area): answered with the app shell, index.html. */
  browserOnly: string[];
}
