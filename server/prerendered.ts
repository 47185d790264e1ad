// Where the build leaves the prerendered pages (scripts/prerender.ts) and what their manifest says, and the
// compressed twins of the built files; the server reads both in server/client.ts.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/** Text files worth compressing (fonts and images are compressed already). */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A file's brotli (quality 11) and gzip (level 9) twins: the build writes them next to each text file
 * (scripts/prerender.ts), and the server makes them once at start for a file that has none.
 */
export async function compressedTwins(body: Buffer, { brotliQuality = 11, gzipLevel = 9 } = {}): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: gzipLevel }),
  ]);
  return { br, gzip: gz };
}
