import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

describe('API basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers GET /api/user with 401 JSON while signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'You need to sign in first.' });
  });

  it('answers unknown /api paths with 404 JSON, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves the session over tRPC: null while signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/accounts.session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { data: { json: null } } });
  });

  it('refuses a member procedure with UNAUTHORIZED when signed out', async () => {
    await expect(t.caller().accounts.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller({ id: 7, username: 'ruth', subscriptionTier: 'free' }).accounts.me()).resolves.toMatchObject({
      username: 'ruth',
    });
  });

  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('accepts only JSON bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/accounts.session',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses oversize bodies with 413 and bad JSON with 400', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ request: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'BAD_REQUEST' });
  });

  it('sends security headers with a CSP that allows Stripe and the embeds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('script-src \'self\' https://js.stripe.com');
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/www\.youtube-nocookie\.com[^;]*https:\/\/open\.spotify\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
    await t.app.close();
  });
});

describe('serving the built client', () => {
  let t: TestApp;
  let dir: string;
  const bigScript = `console.log(${JSON.stringify('grace '.repeat(2000))});`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'client-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Living Water</title><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'main-abc123.js'), bigScript);
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ client: { mode: 'static', dir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('caches hashed assets immutably and compresses them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('serves index.html uncached at / and for client routes', async () => {
    for (const url of ['/', '/teachings?category=holy-spirit', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps API and missing files out of the fallback', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'NOT_FOUND' });
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(file.statusCode).toBe(404);
  });
});
