// The built browser app as the server sends it: prerendered pages, the app shell for the members' area,
// status 404 for what no route matches, and files from memory with their compressed twins and ETags.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_MANIFEST, PRERENDERED_DIR, type PrerenderManifest } from './prerendered';
import { createTestApp, type TestApp } from './test/app';

const page = (words: string) =>
  `<!doctype html><html><head><title>${words}</title></head><body><div id="root" data-rendered-at="x"><h1>${words}</h1>${'<p>Grace and peace.</p>'.repeat(40)}</div></body></html>`;
const script = `console.log(${JSON.stringify('living water '.repeat(500))});`;

describe('serving the prerendered site', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'client-'));
    const pagesDir = path.join(dir, PRERENDERED_DIR);
    await mkdir(path.join(dir, 'assets'));
    await mkdir(pagesDir);
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'main-abc123.js'), script);
    // The build's twin, which the server sends as it is.
    await writeFile(path.join(dir, 'assets', 'main-abc123.js.br'), Buffer.from('prebuilt brotli'));
    const files: Record<string, string> = {
      'index.html': page('Home'),
      'about.html': page('About Us'),
      'teachings__missing.html': page('Teaching Not Found'),
      '404.html': page('404 Page Not Found'),
    };
    for (const [name, html] of Object.entries(files)) await writeFile(path.join(pagesDir, name), html);
    const manifest: PrerenderManifest = {
      renderedAt: '2026-11-23T00:00:00.000Z',
      pages: { '/': 'index.html', '/about': 'about.html' },
      missingItems: { '/teachings/': 'teachings__missing.html' },
      notFound: '404.html',
      browserOnly: ['/bible-chat'],
    };
    await writeFile(path.join(pagesDir, PRERENDER_MANIFEST), JSON.stringify(manifest));
    t = await createTestApp({ client: { mode: 'static', dir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("answers a public page with its prerendered HTML, the page's words in the first response", async () => {
    for (const [url, words] of [['/', 'Home'], ['/about', 'About Us'], ['/about/', 'About Us']] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<h1>${words}</h1>`);
    }
  });

  it('revalidates HTML with an ETag: 304 when the browser has this version', async () => {
    const first = await get('/about', { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/about', { 'accept-encoding': 'gzip', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/about', { 'accept-encoding': 'gzip', 'if-none-match': '"older"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers a path no route matches with status 404 and the 404 page', async () => {
    for (const url of ['/no-such-page', '/no/such/page', '/no-such-page?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('404 Page Not Found');
    }
  });

  it("answers an item that does not exist with 404 and its route's own not-found page", async () => {
    const res = await get('/teachings/no-such-teaching');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Teaching Not Found');
  });

  it('answers the members’ area, and a page with a query string, with the app shell', async () => {
    for (const url of ['/bible-chat', '/about?ref=newsletter']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Shell</title>');
    }
  });

  it('sends the compressed twin the browser accepts, and the plain file to one that accepts none', async () => {
    const br = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.toString()).toBe('prebuilt brotli');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');

    const gzip = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const refusedBr = await get('/about', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');

    const html = await get('/about', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain('<h1>About Us</h1>');

    const plain = await get('/assets/main-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // Each representation has its own validator.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('answers HEAD like GET without a body', async () => {
    const full = await get('/about');
    const res = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(full.body)));
    const missing = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    // A file (each is a route of its own) says its length too.
    const file = await t.app.inject({ method: 'HEAD', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('');
    expect(file.headers['content-length']).toBe(String(Buffer.byteLength(script)));
  });

  it('never serves the build’s own folders, and keeps API paths out of the pages', async () => {
    for (const url of [`/${PRERENDERED_DIR}/${PRERENDER_MANIFEST}`, `/${PRERENDERED_DIR}/about.html`, '/assets/missing-123.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'NOT_FOUND' });
    }
    const api = await get('/api/no-such-path', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
