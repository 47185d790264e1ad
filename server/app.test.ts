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

  it('answers unknown /api and /trpc paths with 404 JSON, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?q=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Nothing is served at GET /api/nope' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'NOT_FOUND', message: 'Nothing is served at POST /api/nope' });
    for (const url of ['/api', '/trpc', '/api/prayer/requests/extra']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(404);
      expect(other.json(), url).toEqual({ error: 'NOT_FOUND', message: `Nothing is served at GET ${url}` });
    }
    // A known path with a method it does not take.
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/prayer/requests' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json()).toEqual({ error: 'NOT_FOUND', message: 'Nothing is served at DELETE /api/prayer/requests' });
  });

  it('compresses large REST answers and the OpenAPI document for a client that accepts it', async () => {
    for (const url of ['/api/bible/books', '/api/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toMatch(/br|gzip/);
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.json(), url).toBeTruthy();
    }
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

  it('accepts a POST without a body (logout as the spec sends it), still checks its Origin, and refuses a non-JSON body', async () => {
    for (const headers of [{}, { 'content-length': '0' }]) {
      const bare = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(bare.statusCode).toBe(200);
      expect(bare.json()).toEqual({ success: true });
    }

    const foreign = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' });

    const json = { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Requests must be sent as JSON (Content-Type: application/json).' };
    const text = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { 'content-type': 'text/plain' }, payload: 'goodbye' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(json);
    // A Buffer payload goes without a content type.
    const untyped = await t.app.inject({ method: 'POST', url: '/api/logout', payload: Buffer.from('goodbye') });
    expect(untyped.statusCode).toBe(415);
    expect(untyped.json()).toEqual(json);
    const emptyForm = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(emptyForm.statusCode).toBe(415);
  });

  it.each(['TRACE', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('answers %s on /trpc with 405 and the error body', async (method) => {
    for (const url of ['/trpc', '/trpc/accounts.session', '/trpc/accounts.logout?batch=1']) {
      // light-my-request's type lists only the common methods; it sends any.
      const res = await t.app.inject({ method: method as 'PUT', url, headers: { 'content-type': 'application/json' }, payload: method === 'TRACE' ? undefined : '{}' });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.json()).toEqual({ error: 'METHOD_NOT_SUPPORTED', message: `${method} is not supported on /trpc; use GET or POST.` });
    }
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

  it('sends the API security headers on JSON answers, errors included: nothing may load, run or frame them', async () => {
    for (const url of ['/healthz', '/api/nope', '/trpc/no.such']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  // Five wrong passwords for one username from one address spend that address's budget for it, so the
  // sixth answer shows which address the server saw.
  async function attempts(t: TestApp, username: string, from: { remoteAddress: string; forwardedFor?: () => string }, count = 6) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor() } : {}) },
        payload: { username, password: 'wrong-password' },
        remoteAddress: from.remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }
  let spoofed = 0;
  /** What a client writes, then what the proxy appends: the address it saw. */
  const spoofedThen = (seen: string) => () => `198.51.100.${(spoofed += 1) % 250}, ${seen}`;
  const limited = [401, 401, 401, 401, 401, 429];

  describe('as a hop count', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('takes the address the last proxy saw, not the left-most one a client wrote', async () => {
      expect(await attempts(t, 'hopper', { remoteAddress: '10.9.9.9', forwardedFor: spoofedThen('203.0.113.7') })).toEqual(limited);
      // Another client behind the same proxy has a budget of its own.
      expect(await attempts(t, 'hopper', { remoteAddress: '10.9.9.9', forwardedFor: spoofedThen('203.0.113.8') }, 1)).toEqual([401]);
    });
  });

  describe('for IPv6 clients', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('counts every address of one /64 as one client, so taking a new address per attempt gains nothing', async () => {
      let host = 0;
      const nextInNetwork = () => `2001:db8:77:1::${(host += 1).toString(16)}`;
      expect(await attempts(t, 'rotator', { remoteAddress: '10.9.9.9', forwardedFor: nextInNetwork })).toEqual(limited);
      // Another network has its own budget.
      expect(await attempts(t, 'rotator', { remoteAddress: '10.9.9.9', forwardedFor: () => '2001:db8:77:2::1' }, 1)).toEqual([401]);
    });
  });

  describe("as the proxies' addresses", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '10.9.9.0/24, 10.8.0.1' } });
    });
    afterAll(() => t.close());

    it('believes X-Forwarded-For only from them', async () => {
      expect(await attempts(t, 'lister', { remoteAddress: '10.9.9.9', forwardedFor: spoofedThen('203.0.113.7') })).toEqual(limited);
      // Two trusted proxies in a row: the address the first one saw.
      expect(await attempts(t, 'lister2', { remoteAddress: '10.8.0.1', forwardedFor: () => `${spoofedThen('203.0.113.9')()}, 10.9.9.4` })).toEqual(limited);
      // A client talking to the server directly cannot pick its address with the header.
      expect(await attempts(t, 'lister3', { remoteAddress: '192.0.2.55', forwardedFor: () => `203.0.113.${(spoofed += 1) % 250}` })).toEqual(limited);
    });
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

  it('compresses tRPC answers, but not a streamed one, which must arrive piece by piece', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: null }, 1: { json: null } }));
    const url = `/trpc/bible.books,bible.books?batch=1&input=${input}`;
    const batched = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(batched.headers['content-encoding']).toMatch(/br|gzip/);
    const streamed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', 'trpc-accept': 'application/jsonl' } });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.body).toContain('Genesis');
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
