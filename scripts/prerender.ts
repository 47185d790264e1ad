// Prerenders the public pages after `vite build` (client) and `vite build --ssr` (dist/server): each page's
// HTML goes to dist/client/.prerendered/ with a manifest the server reads (server/client.ts), and every text
// file the server sends (scripts, styles, pages) gets brotli and gzip twins, so it never compresses at
// request time. Run by `npm run build`.
import { readdir, readFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMPRESSIBLE, compressedTwins, PRERENDERED_DIR, PRERENDER_MANIFEST, type PrerenderManifest } from '../server/prerendered';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(root, 'dist', 'client');
const serverEntry = path.join(root, 'dist', 'server', 'entry-server.js');

interface ServerEntry {
  renderPage(url: string): Promise<{ head: string; body: string; status: 200 | 404 }>;
  sitePaths(): { prerendered: string[]; browserOnly: string[]; itemPages: { prefix: string; missing: string }[] };
}

/** A path no route matches: its render is the 404 page. */
const NOT_FOUND_PROBE = '/__not-found__';

async function main() {
  const started = Date.now();
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const renderedAt = new Date().toISOString();
  const outDir = path.join(clientDir, PRERENDERED_DIR);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  const { prerendered, browserOnly, itemPages } = entry.sitePaths();
  const manifest: PrerenderManifest = { renderedAt, pages: {}, notFound: '404.html', browserOnly, missingItems: {} };
  const fileOf = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replaceAll('/', '__')}.html`);
  const write = async (pagePath: string) => {
    const page = await entry.renderPage(pagePath);
    if (page.status !== 200) throw new Error(`${pagePath} rendered as ${page.status}`);
    if (!page.body.includes('id="main-content"')) throw new Error(`${pagePath} rendered without the page frame`);
    await writeFile(path.join(outDir, fileOf(pagePath)), documentOf(template, page, renderedAt));
    return fileOf(pagePath);
  };
  for (const pagePath of prerendered) manifest.pages[pagePath] = await write(pagePath);
  for (const { prefix, missing } of itemPages) manifest.missingItems[prefix] = await write(missing);
  const notFound = await entry.renderPage(NOT_FOUND_PROBE);
  if (notFound.status !== 404) throw new Error(`${NOT_FOUND_PROBE} did not render the 404 page`);
  await writeFile(path.join(outDir, manifest.notFound), documentOf(template, notFound, renderedAt));
  await writeFile(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));

  const compressed = await precompress(clientDir);
  console.log(`prerendered ${prerendered.length} pages and the 404 page, compressed ${compressed} files, in ${Date.now() - started} ms`);
}

/** index.html with the page's head tags in place of its title and description, and its markup in #root. */
function documentOf(template: string, page: { head: string; body: string }, renderedAt: string): string {
  const withoutDefaults = template.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '');
  if (withoutDefaults === template || !withoutDefaults.includes('<div id="root"></div>')) {
    throw new Error('dist/client/index.html no longer has the title, description and empty #root the prerender replaces');
  }
  return withoutDefaults
    .replace('</head>', `${page.head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-rendered-at="${renderedAt}">${page.body}</div>`);
}

/** Writes NAME.br and NAME.gz next to every compressible file of the built client; returns how many. */
async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
  await Promise.all(
    files.map(async (file) => {
      const twins = await compressedTwins(await readFile(file));
      await Promise.all([writeFile(`${file}.br`, twins.br), writeFile(`${file}.gz`, twins.gzip)]);
    }),
  );
  return files.length;
}

await main();
