// /resources drawn again by the server with the prayer wall's requests (live-pages.ts), here with a stand-in
// for the built server entry: a module that draws the wall's requests as a list, as the real one draws the page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_MANIFEST, PRERENDERED_DIR, type PrerenderManifest } from './prerendered';
import { createTestApp, type TestApp } from './test/app';

const PRERENDERED = '<!doctype html><html><head><title>Resources</title></head><body>\n<div id="root" data-rendered-at="2026-01-01T00:00:00.000Z"><main><p>Loading prayer requests</p></main></div>\n</body></html>';

// The stand-in draws slowly on purpose (200 ms of busy work, as React takes): off the server's thread, nobody waits for it.
const ENTRY = `
export async function renderPage(url, data) {
  const until = Date.now() + 200;
  while (Date.now() < until);
  const items = data.prayerWall.prayerRequests.map((prayer) => '<li>' + prayer.name + ': ' + prayer.request + '</li>').join('');
  return { body: '<main><ul aria-label="Prayer requests">' + items + '</ul></main>', data: '<script type="application/json" id="page-data">{"url":"' + url + '"}</script>' };
}
`;

describe('/resources with the prayer wall drawn in', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'live-pages-'));
    const client = path.join(root, 'client');
    await mkdir(path.join(client, PRERENDERED_DIR), { recursive: true });
    await mkdir(path.join(root, 'server'));
    await writeFile(path.join(client, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
    await writeFile(path.join(client, PRERENDERED_DIR, 'resources.html'), PRERENDERED);
    await writeFile(path.join(client, PRERENDERED_DIR, '404.html'), '<!doctype html><title>Not found</title>');
    const manifest: PrerenderManifest = { renderedAt: '2026-01-01T00:00:00.000Z', pages: { '/resources': 'resources.html' }, notFound: '404.html', missingItems: {}, browserOnly: [] };
    await writeFile(path.join(client, PRERENDERED_DIR, PRERENDER_MANIFEST), JSON.stringify(manifest));
    await writeFile(path.join(root, 'server', 'entry-server.js'), ENTRY);
    t = await createTestApp({ client: { mode: 'static', dir: client } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const resources = async () => (await t.app.inject({ method: 'GET', url: '/resources' })).body;

  it('carries the requests on the wall in its HTML, drawn again after a new one, with the data to hydrate with', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/prayer/submit',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Lois', email: 'lois@example.org', request: 'Strength for Eunice, $& and </script> as typed' },
    });
    expect(sent.statusCode).toBe(201);
    await expect.poll(resources, { timeout: 10_000, interval: 50 }).toContain('<li>Lois: Strength for Eunice, $& and </script> as typed</li>');
    const html = await resources();
    // Drawn into the prerendered page: its head kept, #root replaced with when it was drawn, the data after it.
    expect(html).toMatch(/^<!doctype html><html><head><title>Resources<\/title><\/head><body>\n<div id="root" data-rendered-at="20\d\d-/);
    expect(html).not.toContain('2026-01-01T00:00:00.000Z');
    expect(html).not.toContain('Loading prayer requests');
    expect(html).toContain('<script type="application/json" id="page-data">{"url":"/resources"}</script>\n</body></html>');
    // A private request is never drawn.
    await t.app.inject({ method: 'POST', url: '/api/prayer/submit', headers: { 'content-type': 'application/json' }, payload: { name: 'Rhoda', email: 'rhoda@example.org', request: 'Only for the ministry to read', isPrivate: true } });
    await t.app.inject({ method: 'POST', url: '/api/prayer/submit', headers: { 'content-type': 'application/json' }, payload: { name: 'Mary', email: 'mary@example.org', request: 'For the church in my house' } });
    // Asked while the new wall is being drawn: the prerendered page (the browser then asks for the wall), never
    // the page drawn before with the old wall in its data, which the browser would hydrate with and keep.
    const meanwhile = await resources();
    expect(meanwhile.includes('Mary: For the church in my house') || meanwhile.includes('Loading prayer requests')).toBe(true);
    await expect.poll(resources, { timeout: 10_000, interval: 50 }).toContain('Mary: For the church in my house');
    expect(await resources()).not.toContain('Only for the ministry to read');
  });

  it('draws off the server thread: other requests are not held up while a page is drawn', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await t.app.inject({ method: 'POST', url: '/api/prayer/submit', headers: { 'content-type': 'application/json' }, payload: { name: 'Chloe', email: 'chloe@example.org', request: 'For those of my household' } });
    await expect.poll(resources, { timeout: 10_000, interval: 20 }).toContain('Chloe: For those of my household');
    delay.disable();
    // The stand-in busies its thread for 200 ms per drawing; this one never waited that long.
    expect(delay.max / 1e6).toBeLessThan(150);
  });
});
