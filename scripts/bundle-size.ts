// Bundle-size report: what a first visit to each route downloads, gzip-compressed, from the Vite manifest
// of the last build. `npm run build && npm run size` prints it and writes docs/bundle-size.md.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { closure as closureOf, readClientManifest, routeChunkKeys } from './client-manifest';
import { PRERENDER_MANIFEST, PRERENDERED_DIR, type PrerenderManifest } from '../server/prerendered';

/** The public pages a first visit may land on, and the route file of each (issue 17's goals). */
const publicRoutes: readonly { path: string; file: string }[] = [
  { path: '/', file: 'src/routes/index.tsx' },
  { path: '/teachings', file: 'src/routes/teachings/index.tsx' },
  { path: '/resources', file: 'src/routes/resources/index.tsx' },
  { path: '/about', file: 'src/routes/about.tsx' },
  { path: '/events', file: 'src/routes/events/index.tsx' },
  { path: '/podcast', file: 'src/routes/podcast.tsx' },
  { path: '/breakthrough-circle', file: 'src/routes/breakthrough-circle.tsx' },
  { path: '/spiritual-leaders', file: 'src/routes/spiritual-leaders.tsx' },
  { path: '/contact', file: 'src/routes/contact.tsx' },
  { path: '/donate', file: 'src/routes/donate.tsx' },
];

const goals = { homeJs: 150 * 1024, homeRequests: 20 };

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist', 'client');
const manifest = readClientManifest(dist);
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const closure = (key: string, seen?: Set<string>) => closureOf(manifest, key, seen);

const isImage = (file: string) => /\.(svg|png|jpe?g|webp|avif|gif)$/.test(file);
const sum = (files: Iterable<string>, ext: string) =>
  [...files].filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzipBytes(file), 0);
const count = (files: Iterable<string>, test: (file: string) => boolean) => [...files].filter(test).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// What index.html loads: the entry's closure, or, when the chunk groups absorbed the entry module into
// the `app` chunk (rolldown then lists no entry), the chunks index.html names itself.
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const htmlScripts = [...indexHtml.matchAll(/<(?:script[^>]*src|link rel="stylesheet"[^>]*href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] as string);
const initial = new Set<string>();
if (entryKey) closure(entryKey, initial);
for (const file of htmlScripts) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
  if (key) closure(key, initial);
  else initial.add(file);
}
if (initial.size === 0) throw new Error('Nothing loads from index.html; run `npm run build` first.');
// A prerendered page starts the entry from the small boot script (src/boot.js, written by the prerender).
const bootScript = readdirSync(path.join(dist, 'assets')).find((file) => /^boot-[\w-]+\.js$/.test(file));
if (bootScript) initial.add(`assets/${bootScript}`);
// Fonts: only what index.html preloads is fetched up front (the other @font-face files load only for
// characters outside their unicode-range). The entry's CSS lists every font file as an asset; drop those.
const preloadedFonts = [...indexHtml.matchAll(/<link rel="preload" href="\/([^"]+\.woff2)"/g)].map((match) => match[1] as string);
for (const file of [...initial]) if (file.endsWith('.woff2')) initial.delete(file);
const favicon = /<link rel="icon"/.test(indexHtml) ? 1 : 0;

const prerendered = JSON.parse(readFileSync(path.join(dist, PRERENDERED_DIR, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;

/**
 * The chunks a route adds on a first visit: its split parts (component with loader), their imports, and
 * the stylesheets its prerendered page links besides (those of the lazily loaded blocks it draws, whose
 * scripts load later: src/lib/lazy-block.tsx).
 */
function routeFiles(routeFile: string, urlPath: string): Set<string> {
  const files = new Set(initial);
  for (const key of routeChunkKeys(manifest, routeFile)) closure(key, files);
  const page = prerendered.pages[urlPath];
  if (!page) throw new Error(`${urlPath} was not prerendered`);
  const html = readFileSync(path.join(dist, PRERENDERED_DIR, page), 'utf8');
  for (const match of html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)) files.add(match[1] as string);
  for (const file of [...files]) if (file.endsWith('.woff2')) files.delete(file);
  return files;
}

const pageRows = publicRoutes.map(({ path: urlPath, file }) => {
  const files = routeFiles(file, urlPath);
  const js = count(files, (name) => name.endsWith('.js'));
  const css = count(files, (name) => name.endsWith('.css'));
  const images = count(files, isImage);
  return {
    path: urlPath,
    js: sum(files, '.js'),
    css: sum(files, '.css'),
    jsFiles: js,
    cssFiles: css,
    images,
    // The document, its JS and CSS files, the preloaded fonts, the images the page's chunks import as files
    // (an upper bound: pictures below the fold load lazily) and the favicon. API calls are not counted.
    requests: 1 + js + css + preloadedFonts.length + images + favicon,
  };
});

const routeRows = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/routes/'))
  .map(([key]) => {
    const files = closure(key);
    const extra = [...files].filter((file) => !initial.has(file));
    const route = key.replace(/^src\/routes\//, '').replace(/\?.*$/, '');
    return { route, js: sum(extra, '.js'), css: sum(extra, '.css') };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const home = pageRows.find((row) => row.path === '/');
if (!home) throw new Error('The home route is missing from the manifest.');
const verdict = (met: boolean) => (met ? 'met' : '**MISSED**');
const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));

const lines = [
  '# Bundle size',
  '',
  `Generated by \`npm run size\` from the last \`npm run build\` on ${new Date().toISOString().slice(0, 10)}. Sizes are gzip (level 9).`,
  '',
  '## Goals (issue 33, React in the browser and the first visit still fast)',
  '',
  `- Home first-load JavaScript at most ${kb(goals.homeJs)}: ${kb(home.js)}, ${verdict(home.js <= goals.homeJs)}`,
  `- Home first-load requests at most ${goals.homeRequests}: ${home.requests}, ${verdict(home.requests <= goals.homeRequests)}`,
  '',
  '## First visit of each public page',
  '',
  'What the browser fetches before the page is whole: the entry and everything it imports, the route\'s chunks',
  `and theirs, every stylesheet the page's HTML links, the ${preloadedFonts.length} preloaded fonts and the pictures the chunks`,
  'import as files. Requests count the document and the favicon too, not the API calls. The code of blocks',
  'whose markup is in the HTML but whose code loads as they near the viewport (the newsletter form, the prayer',
  'wall), of dialogs and of the side menu is not part of it; their stylesheets are.',
  '',
  '| page | JS | CSS | JS files | CSS files | images | requests |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...pageRows.map(
    (row) => `| ${row.path} | ${kb(row.js)} | ${kb(row.css)} | ${row.jsFiles} | ${row.cssFiles} | ${row.images} | ${row.requests} |`,
  ),
  '',
  `- Shared entry (every page): **${kb(sum(initial, '.js'))} JS**, ${kb(sum(initial, '.css'))} CSS`,
  `- Preloaded fonts: ${preloadedFonts.map((file) => `${path.basename(file)} (${kb(statSync(path.join(dist, file)).size)})`).join(', ') || 'none'}`,
  `- Total emitted JS: ${kb(sum(allJs, '.js'))} in ${allJs.length} files`,
  '',
  '## Every route chunk, beyond the entry',
  '',
  '| route chunk | extra JS | extra CSS |',
  '|---|---:|---:|',
  ...routeRows.map((row) => `| ${row.route} | ${kb(row.js)} | ${kb(row.css)} |`),
  '',
];
const report = lines.join('\n');
writeFileSync(path.join(root, 'docs', 'bundle-size.md'), report);
console.log(report);
console.log(`(index.html: ${statSync(path.join(dist, 'index.html')).size} bytes)`);
