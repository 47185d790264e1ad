// Serves the browser app: in production the built files of dist/client (hashed assets cached for a
// year, index.html never cached), in development Vite in middleware mode with hot reload. Both fall
// back to index.html for client routes; the router in the browser shows the 404 page for unknown ones.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';

export type ClientServing = { mode: 'static'; dir: string } | { mode: 'vite'; vite: ViteDevServer; indexHtmlPath: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export type IndexHtmlRenderer = (req: FastifyRequest) => Promise<string>;

export async function registerClient(app: FastifyInstance, client: ClientServing): Promise<IndexHtmlRenderer> {
  if (client.mode === 'vite') {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(client.vite.middlewares);
    return async (req) => client.vite.transformIndexHtml(req.url, await readFile(client.indexHtmlPath, 'utf8'));
  }

  const indexHtml = await readFile(path.join(client.dir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The built client is missing in ${client.dir}. Run \`npm run build\` first.`);
  });
  await app.register(fastifyStatic, {
    root: client.dir,
    wildcard: false,
    index: false,
    // Cache headers are set per file below.
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(client.dir, filePath);
      if (relative.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', IMMUTABLE);
      else if (filePath.endsWith('.html')) res.setHeader('cache-control', NO_CACHE);
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  return async () => indexHtml;
}

/** True for a browser navigation to a client route: GET or HEAD, not an API path, no file extension. */
export function isClientRoute(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/trpc')) return false;
  return path.extname(pathname) === '';
}

export async function sendIndexHtml(reply: FastifyReply, html: string) {
  return reply.status(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
}
