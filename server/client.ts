// Serves the browser app. In production, the built files of dist/client, held in memory with the brotli and
// gzip twins the build wrote (scripts/prerender.ts): hashed assets cached for a year, everything else
// revalidated with an ETag. Public pages answer with their prerendered HTML, the members' area with the app
// shell (index.html), and a path no route matches with the "404 Page Not Found" page and status 404. In
// development, Vite in middleware mode answers every client route with the shell, with hot reload.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { LivePage } from './live-pages';
import { COMPRESSIBLE, compressedTwins, PRERENDER_MANIFEST, PRERENDERED_DIR, type PrerenderManifest } from './prerendered';

export type ClientServing = { mode: 'static'; dir: string } | { mode: 'vite'; vite: ViteDevServer; indexHtmlPath: string };

/** Answers a GET or HEAD for the browser app; false when the path is not the app's (an /api path, a missing file). */
export type ClientResponder = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_HOUR = 'public, max-age=3600';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

interface Variant {
  body: Buffer;
  etag: string;
}

/** One file as the server sends it: its bytes, and the compressed twins the build wrote. */
interface ServedFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/**
 * `livePages`: public pages the server draws again as what they show changes (server/live-pages.ts), by path;
 * each is made from its prerendered HTML.
 */
export async function registerClient(app: FastifyInstance, client: ClientServing, livePages: Record<string, LivePage> = {}): Promise<ClientResponder> {
  if (client.mode === 'vite') {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(client.vite.middlewares);
    return async (req, reply) => {
      if (!isClientRoute(req)) return false;
      const html = await client.vite.transformIndexHtml(req.url, await readFile(client.indexHtmlPath, 'utf8'));
      await reply.status(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
      return true;
    };
  }

  const files = await loadBuiltClient(client.dir);
  const shell = files.get('/index.html');
  if (!shell) throw new Error(`The built client is missing in ${client.dir}. Run \`npm run build\` first.`);
  const pages = await loadPrerendered(client.dir, livePages);
  // Each file is a route of its own (GET and HEAD): the router finds it at once, and the compressor is
  // left out, since the twins are compressed already. HEAD is sendFile's own: the HEAD route Fastify would
  // add answers a body-less send with a length of 0.
  for (const [urlPath, file] of files) {
    app.route({
      method: ['GET', 'HEAD'],
      url: urlPath,
      compress: false,
      handler: async (req, reply) => {
        await sendFile(req, reply, file, 200);
        return reply;
      },
    });
  }

  return async (req, reply) => {
    if (!isClientRoute(req)) return false;
    const [pathname = '/', query] = req.url.split('?', 2);
    if (!pages) return sendFile(req, reply, shell, 200);
    const page = pages.route(pathname);
    // A page asked for with a query string (/teachings?category=...) may look different from its prerendered
    // HTML, so the browser draws it from the shell; what no route matches is a 404 either way.
    if (page.status === 200 && (query || page.file === undefined)) return sendFile(req, reply, shell, 200);
    const file = (await page.live?.()) ?? page.file;
    return sendFile(req, reply, file ?? shell, page.status);
  };
}

/** True for a browser navigation to a client route: GET or HEAD, not an API path, no file extension. */
export function isClientRoute(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/trpc' || pathname.startsWith('/trpc/')) return false;
  return path.extname(pathname) === '';
}

async function sendFile(req: FastifyRequest, reply: FastifyReply, file: ServedFile, status: number): Promise<true> {
  const accepted = req.headers['accept-encoding'] ?? '';
  const [variant, encoding] =
    file.br && accepts(accepted, 'br') ? [file.br, 'br'] : file.gzip && accepts(accepted, 'gzip') ? [file.gzip, 'gzip'] : [file.identity, undefined];
  reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', variant.etag);
  if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
  if (status === 200 && req.headers['if-none-match'] === variant.etag) {
    await reply.status(304).send();
    return true;
  }
  if (encoding) reply.header('content-encoding', encoding);
  reply.status(status);
  if (req.method === 'HEAD') await reply.header('content-length', variant.body.length).send();
  else await reply.send(variant.body);
  return true;
}

/** Whether an Accept-Encoding header takes this coding (and does not refuse it with q=0). */
function accepts(header: string, coding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim() !== coding) continue;
    return !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
  }
  return false;
}

function variantOf(body: Buffer, suffix = ''): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${suffix}"` };
}

/** Every file of the built client, by URL path; dot folders (.vite, .prerendered) are not served. */
async function loadBuiltClient(dir: string): Promise<Map<string, ServedFile>> {
  const files = new Map<string, ServedFile>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (relative.split(path.sep).some((part) => part.startsWith('.'))) continue;
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    const cacheControl = urlPath.startsWith('/assets/') ? IMMUTABLE : urlPath.endsWith('.html') ? REVALIDATE : ONE_HOUR;
    files.set(urlPath, await servedFile(path.join(dir, relative), cacheControl));
  }
  return files;
}

async function servedFile(file: string, cacheControl: string): Promise<ServedFile> {
  const identity = await readFile(file);
  // The build writes the twins (scripts/prerender.ts); a text file without them is compressed once, here.
  const compressible = COMPRESSIBLE.test(file) && identity.length > 256;
  let made: ReturnType<typeof compressedTwins> | undefined;
  const make = () => (made ??= compressedTwins(identity));
  const [br, gzip] = await Promise.all([
    readFile(`${file}.br`).catch(() => (compressible ? make().then((twins) => twins.br) : undefined)),
    readFile(`${file}.gz`).catch(() => (compressible ? make().then((twins) => twins.gzip) : undefined)),
  ]);
  return {
    type: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    cacheControl,
    identity: variantOf(identity),
    ...(br ? { br: variantOf(br, '-br') } : {}),
    ...(gzip ? { gzip: variantOf(gzip, '-gz') } : {}),
  };
}

interface PageAnswer {
  status: 200 | 404;
  /** The prerendered page; none for a route drawn in the browser only. */
  file?: ServedFile;
  /** The page as the server drew it now, when it is a live page (undefined: send `file`). */
  live?: () => Promise<ServedFile | undefined>;
}

/** The prerendered pages, if the build made them; without them every client route gets the shell. */
async function loadPrerendered(dir: string, livePages: Record<string, LivePage>) {
  const pagesDir = path.join(dir, PRERENDERED_DIR);
  const manifestText = await readFile(path.join(pagesDir, PRERENDER_MANIFEST), 'utf8').catch(() => undefined);
  if (manifestText === undefined) return undefined;
  const manifest = JSON.parse(manifestText) as PrerenderManifest;
  const load = (file: string) => servedFile(path.join(pagesDir, file), REVALIDATE);
  const pages = new Map<string, ServedFile>();
  for (const [pagePath, file] of Object.entries(manifest.pages)) pages.set(pagePath, await load(file));
  const missingItems = await Promise.all(Object.entries(manifest.missingItems).map(async ([prefix, file]) => ({ prefix, file: await load(file) })));
  const notFound = await load(manifest.notFound);
  const browserOnly = new Set(manifest.browserOnly);
  const live = new Map<string, () => Promise<ServedFile | undefined>>();
  for (const [pagePath, draw] of Object.entries(livePages)) {
    const file = manifest.pages[pagePath];
    if (file === undefined) continue;
    const served = servedLive(draw, await readFile(path.join(pagesDir, file), 'utf8'));
    live.set(pagePath, served);
    // Drawn once now, so the first visitor gets it drawn (until then, and if drawing fails, the prerendered page).
    void served();
  }

  return {
    route(pathname: string): PageAnswer {
      const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const page = pages.get(normalized);
      if (page) return { status: 200, file: page, live: live.get(normalized) };
      if (browserOnly.has(normalized)) return { status: 200 };
      const item = missingItems.find(({ prefix }) => normalized.startsWith(prefix) && !normalized.slice(prefix.length).includes('/'));
      return { status: 404, file: item?.file ?? notFound };
    },
  };
}

/**
 * A live page as the server sends it: the HTML `draw` makes from the prerendered page, with its compressed
 * twins, made once per HTML (more lightly than the build compresses its files: this happens while serving).
 */
function servedLive(draw: LivePage, prerendered: string): () => Promise<ServedFile | undefined> {
  let last: { html: string; file: Promise<ServedFile> } | undefined;
  return async () => {
    const html = await draw(prerendered);
    if (html === undefined) return undefined;
    if (last?.html !== html) {
      const identity = Buffer.from(html);
      const file = compressedTwins(identity, { brotliQuality: 5, gzipLevel: 6 }).then(
        (twins): ServedFile => ({
          type: CONTENT_TYPES['.html'] ?? 'text/html; charset=utf-8',
          cacheControl: REVALIDATE,
          identity: variantOf(identity),
          br: variantOf(twins.br, '-br'),
          gzip: variantOf(twins.gzip, '-gz'),
        }),
      );
      last = { html, file };
    }
    return last.file;
  };
}
