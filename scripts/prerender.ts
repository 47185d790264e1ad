// Prerenders the public pages after `vite build` (client) and `vite build --ssr` (dist/server): each page's
// HTML goes to dist/client/.prerendered/ with a manifest the server reads (server/client.ts), and every text
// file the server sends (scripts, styles, pages) gets brotli and gzip twins, so it never compresses at
// request time. Run by `npm run build`.
import { createHash } from 'node:crypto';
import { readdir, readFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closure, readClientManifest, routeChunkKeys, routeFileOf, type ClientManifest } from './client-manifest';
import type { renderPage, sitePaths } from '../src/entry-server';
import { COMPRESSIBLE, compressedTwins, PRERENDERED_DIR, PRERENDER_MANIFEST, type PrerenderManifest } from '../server/prerendered';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(root, 'dist', 'client');
const serverEntry = path.join(root, 'dist', 'server', 'entry-server.js');

/** What dist/server/entry-server.js exports (built from src/entry-server.tsx). */
interface ServerEntry {
  renderPage: typeof renderPage;
  sitePaths: typeof sitePaths;
}

/** A path no route matches: its render is the 404 page. */
const NOT_FOUND_PROBE = '/__not-found__';

async function main() {
  const started = Date.now();
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const chunkLinks = routeChunkLinks(readClientManifest(clientDir), template);
  const boot = await writeBootScript();
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
    await writeFile(path.join(outDir, fileOf(pagePath)), documentOf(template, page, chunkLinks(page.routeIds, page.blocks), boot, renderedAt));
    return fileOf(pagePath);
  };
  for (const pagePath of prerendered) manifest.pages[pagePath] = await write(pagePath);
  for (const { prefix, missing } of itemPages) manifest.missingItems[prefix] = await write(missing);
  const notFound = await entry.renderPage(NOT_FOUND_PROBE);
  if (notFound.status !== 404) throw new Error(`${NOT_FOUND_PROBE} did not render the 404 page`);
  await writeFile(path.join(outDir, manifest.notFound), documentOf(template, notFound, chunkLinks(notFound.routeIds, notFound.blocks), boot, renderedAt));
  await writeFile(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));

  const compressed = await precompress(clientDir);
  console.log(`prerendered ${prerendered.length} pages and the 404 page, compressed ${compressed} files, in ${Date.now() - started} ms`);
}

interface PageChunks {
  /** The page's own stylesheets, in load order, linked in its head. */
  styles: string[];
  /** The page's own scripts (its routes' chunks and their imports), started with the entry. */
  scripts: string[];
}

/**
 * The chunks of the routes a page draws, beyond what index.html loads already. Without their stylesheets in
 * the head, the page's section and card styles arrived with its route's script, after the text had been
 * drawn without them: the page jumped (CLS 0.23 on /about in Lighthouse).
 */
function routeChunkLinks(manifest: ClientManifest, template: string) {
  const loadedByTemplate = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] as string));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey) closure(manifest, entryKey, loadedByTemplate);
  return (routeIds: string[], blocks: string[]): PageChunks => {
    const files = new Set<string>();
    for (const routeId of routeIds.slice(1)) {
      const keys = routeChunkKeys(manifest, routeFileOf(routeId, root));
      if (keys.length === 0) throw new Error(`No chunk of route ${routeId} (${routeFileOf(routeId, root)}) in the client manifest`);
      for (const key of keys) closure(manifest, key, files);
    }
    const own = [...files].filter((file) => !loadedByTemplate.has(file)).map((file) => `/${file}`);
    // A lazily loaded block drawn in the HTML brings its stylesheets to the head, not its scripts: those
    // load when the block nears the viewport (src/lib/lazy-block.tsx).
    const blockFiles = new Set(files);
    for (const block of blocks) {
      if (!manifest[block]) throw new Error(`No chunk of the lazily loaded block ${block} in the client manifest`);
      closure(manifest, block, blockFiles);
    }
    const blockStyles = [...blockFiles].filter((file) => !files.has(file) && !loadedByTemplate.has(file) && file.endsWith('.css'));
    return {
      styles: [...own.filter((file) => file.endsWith('.css')), ...blockStyles.map((file) => `/${file}`)],
      scripts: own.filter((file) => file.endsWith('.js')),
    };
  };
}

/** src/boot.js as a hashed asset (cached for a year like the others); returns its URL path. */
async function writeBootScript(): Promise<string> {
  const source = await readFile(path.join(root, 'src', 'boot.js'));
  const name = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(clientDir, name), source);
  return `/${name}`;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the page's head tags in place of its title and description, its own stylesheets, and its
 * markup in #root. Its scripts (the entry, what index.html preloads and the page's route chunks) start from
 * src/boot.js once the page is drawn.
 */
function documentOf(template: string, page: { head: string; body: string }, chunks: PageChunks, boot: string, renderedAt: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('dist/client/index.html no longer has the module script the prerender starts from src/boot.js');
  const preloads = [...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string), ...chunks.scripts];
  const withoutDefaults = template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '');
  if (!withoutDefaults.includes('<div id="root"></div>') || /<title>|name="description"/.test(withoutDefaults)) {
    throw new Error('dist/client/index.html no longer has the title, description and empty #root the prerender replaces');
  }
  const head = [
    page.head,
    ...chunks.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    `<script defer src="${boot}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
  ];
  return withoutDefaults
    .replace('</head>', `${head.join('\n    ')}\n  </head>`)
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
