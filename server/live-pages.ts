// Public pages the server draws again when what they show changes: /resources with the prayer wall's first
// page of requests. The build prerenders every public page once (scripts/prerender.ts), but the wall changes
// with every request sent to it, so the prerendered /resources held its form and no requests: without
// scripts, for a crawler or with find-in-page, the wall was empty. Here the built server entry
// (dist/server/entry-server.js) draws the page with the wall the server holds in memory
// (services/prayer/wall.ts), into the prerendered HTML, with the data in it for the browser to hydrate with
// (src/lib/page-data.ts). It draws in a worker thread, once per change of the wall, one drawing at a time;
// while one is under way the prerendered page is sent, whose browser asks for the wall itself (never the page
// drawn before, whose data would show the old wall until reloaded). Without the built entry (the development server, tests), before the first
// drawing and if drawing fails, the prerendered page is sent as it is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { PrayerWall, PrayerWallSnapshot } from './services/prayer/wall';
import { taskWorker, WorkerClosed } from './task-worker';

/** The page's HTML as it is now, made from its prerendered HTML; undefined to send the prerendered page. */
export type LivePage = (prerendered: string) => Promise<string | undefined>;

/** What the server uses of the built entry (src/entry-server.tsx: renderPage, PageData, RenderedPage). */
export interface ServerEntry {
  renderPage(url: string, data: { prayerWall?: PrayerWallSnapshot['list'] }): Promise<{ body: string; data: string }>;
}

/**
 * The built server entry beside the built client (dist/server beside dist/client), run in a worker thread of
 * its own: drawing /resources takes React 0.3-1 s, which on the server's thread would hold up every other
 * request. Undefined when there is no built entry. `close` ends the worker.
 */
export function builtServerEntry(clientDir: string): (ServerEntry & { close(): Promise<void> }) | undefined {
  const file = path.join(clientDir, '..', 'server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const worker = taskWorker<DrawRequest, DrawReply>(() => new Worker(DRAW_WORKER, { eval: true, workerData: { entry: pathToFileURL(file).href } }), {
    name: 'page-drawing',
    timeoutMs: DRAW_TIMEOUT_MS,
  });
  return {
    async renderPage(url, data) {
      const reply = await worker.run({ url, data });
      if ('error' in reply) throw new Error(reply.error);
      return reply;
    },
    close: () => worker.close(),
  };
}

type DrawRequest = { url: string; data: Parameters<ServerEntry['renderPage']>[1] };
type DrawReply = { body: string; data: string } | { error: string };

/** A drawing still going after this has gone wrong: the worker is stopped and the next drawing starts another. */
const DRAW_TIMEOUT_MS = 60_000;

/** The worker: imports the built entry once and draws each page it is asked for (plain JavaScript, run as is). */
const DRAW_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const entry = import(workerData.entry);
parentPort.on('message', async ({ url, data }) => {
  try {
    const page = await (await entry).renderPage(url, data);
    parentPort.postMessage({ body: page.body, data: page.data });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.stack) || error) });
  }
});
`;

/** #root of a prerendered page, with when it was drawn and all it holds (it is the last element of <body>). */
const ROOT = /<div id="root" data-rendered-at="[^"]*">[\s\S]*<\/div>(?=\s*<\/body>)/;

/** The page at `url` drawn with the prayer wall as it is now, again each time the wall changes. */
export function withPrayerWall(url: string, wall: PrayerWall, server: ServerEntry, logger: Pick<FastifyBaseLogger, 'error'>): LivePage {
  let kept: { etag: string; html: string } | undefined;
  let drawing: Promise<void> | undefined;

  async function draw(prerendered: string) {
    const snapshot = await wall.current();
    if (kept?.etag === snapshot.etag) return;
    const renderedAt = new Date().toISOString();
    const page = await server.renderPage(url, { prayerWall: snapshot.list });
    if (!ROOT.test(prerendered)) throw new Error(`the prerendered ${url} has no #root as the last element of its body`);
    // A function, not a string: a replacement string reads "$&" in what a visitor wrote as a pattern.
    const html = prerendered.replace(ROOT, () => `<div id="root" data-rendered-at="${renderedAt}">${page.body}</div>${page.data}`);
    kept = { etag: snapshot.etag, html };
  }

  return async (prerendered) => {
    const snapshot = await wall.current().catch(() => undefined);
    // A wall that cannot be read now (the database is busy): the page as drawn last, or as prerendered.
    if (!snapshot || kept?.etag === snapshot.etag) return kept?.html;
    // One drawing at a time. Meanwhile the prerendered page is sent, not the one drawn before: that one's data
    // is the old wall, which the browser would hydrate with and keep (a request hidden by staff still shown, an
    // answered one without its praise), while the prerendered page has no wall and the browser asks for it.
    drawing ??= draw(prerendered)
      .catch((error: unknown) => {
        if (!(error instanceof WorkerClosed)) logger.error({ err: error }, `${url} could not be drawn with the prayer wall: sent as prerendered`);
      })
      .finally(() => (drawing = undefined));
    return undefined;
  };
}
