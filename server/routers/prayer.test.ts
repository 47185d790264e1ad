import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db';
import { prayerRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/database';
import { postJson } from '../test/http';

const hannah = { name: 'Hannah', email: 'hannah@example.org', request: 'Please pray for my family this winter.', isPrivate: false };

describe('the prayer wall', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Each test starts from an empty wall, so none depends on what an earlier one posted (or on running first).
  beforeEach(async () => {
    await t.database.db.delete(prayerRequests);
    // A write by hand reaches the wall in memory through NOTIFY, which on Postgres comes a moment after the
    // commit; the next test reads at once.
    t.deps.prayerWall.invalidate();
  });

  const wall = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prayer/requests' });
    expect(res.statusCode).toBe(200);
    return res.json() as { prayerRequests: Record<string, unknown>[] };
  };

  it('starts empty', async () => {
    expect(await wall()).toEqual({ prayerRequests: [] });
  });

  it('lists public requests newest first, without emails, and never private ones', async () => {
    expect((await postJson(t, '/api/prayer/submit', hannah)).statusCode).toBe(201);
    const secret = await postJson(t, '/api/prayer/submit', { ...hannah, name: 'Nicodemus', request: 'A private matter of the heart.', isPrivate: true });
    expect(secret.statusCode).toBe(201);
    // isPrivate may be left out: it defaults to public.
    const { isPrivate: _omitted, ...withoutFlag } = hannah;
    await postJson(t, '/api/prayer/submit', { ...withoutFlag, name: 'Eli', request: 'Healing for my brother Samuel.' });

    const listed = (await wall()).prayerRequests;
    expect(listed.map((prayer) => prayer.name)).toEqual(['Eli', 'Hannah']);
    for (const prayer of listed) {
      expect(Object.keys(prayer).sort()).toEqual(['answeredAt', 'createdAt', 'id', 'name', 'praiseNote', 'prayedCount', 'request']);
      expect(new Date(String(prayer.createdAt)).toString()).not.toBe('Invalid Date');
    }
    expect(JSON.stringify(listed)).not.toContain('@');
    expect(JSON.stringify(listed)).not.toContain('Nicodemus');
    // The private request is kept for the prayer team.
    const stored = await t.database.db.select().from(prayerRequests);
    expect(stored.find((row) => row.name === 'Nicodemus')?.isPrivate).toBe(true);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'hannah-at-example' }, 'Valid email is required'],
    [{ request: 'Pray pls' }, 'Prayer request must be at least 10 characters'],
    [{ request: '   short   ' }, 'Prayer request must be at least 10 characters'],
    [{ request: 'x'.repeat(2001) }, 'Prayer request must be at most 2000 characters'],
  ])('refuses %o with 400 and the message', async (change, message) => {
    const res = await postJson(t, '/api/prayer/submit', { ...hannah, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message });
  });

  it('refuses a 1 MB request with 413', async () => {
    const res = await postJson(t, '/api/prayer/submit', { ...hannah, request: 'amen '.repeat(210_000) });
    expect(res.statusCode).toBe(413);
  });

  it('limits submissions per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await postJson(t, '/api/prayer/submit', hannah, '198.51.100.4')).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });

  it('answers over tRPC with dates intact', async () => {
    expect((await postJson(t, '/api/prayer/submit', hannah)).statusCode).toBe(201);
    const { prayerRequests: list } = await t.caller().prayer.list();
    expect(list).toHaveLength(1);
    expect(list[0]?.createdAt).toBeInstanceOf(Date);
  });

  // The wall is kept in memory (services/prayer/wall.ts): every read below must still see every write.
  describe('from memory, with an ETag', () => {
    const get = (url: string, etag?: string) => t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

    it('answers 304 without a body to a client that has the current wall, on the REST path and the tRPC query', async () => {
      expect((await postJson(t, '/api/prayer/submit', hannah)).statusCode).toBe(201);
      for (const url of ['/api/prayer/requests', '/trpc/prayer.list']) {
        const first = await get(url);
        expect(first.statusCode, url).toBe(200);
        const etag = String(first.headers.etag);
        expect(etag, url).toMatch(/^W\/".+"$/);
        expect(first.headers['cache-control'], url).toBe('no-cache');

        const again = await get(url, etag);
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
        // A strong form of the same tag, or one of several, matches too; another tag does not.
        expect((await get(url, `"nope", ${etag.slice(2)}`)).statusCode, url).toBe(304);
        expect((await get(url, 'W/"something-else"')).statusCode, url).toBe(200);
      }
    });

    it('a write changes the list and the ETag; a private request changes neither', async () => {
      const before = await get('/api/prayer/requests');
      expect((await postJson(t, '/api/prayer/submit', hannah)).statusCode).toBe(201);

      const after = await get('/api/prayer/requests', String(before.headers.etag));
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((after.json() as { prayerRequests: unknown[] }).prayerRequests).toHaveLength(1);
      const trpc = await get('/trpc/prayer.list', String(before.headers.etag));
      expect(trpc.statusCode).toBe(200);
      expect(trpc.headers.etag).toBe(after.headers.etag);

      expect((await postJson(t, '/api/prayer/submit', { ...hannah, name: 'Nicodemus', isPrivate: true })).statusCode).toBe(201);
      expect((await get('/api/prayer/requests', String(after.headers.etag))).statusCode).toBe(304);
    });

    it('sees a row changed by hand (the trigger notifies the app)', async () => {
      await postJson(t, '/api/prayer/submit', hannah);
      expect((await wall()).prayerRequests).toHaveLength(1);
      await t.database.db.update(prayerRequests).set({ isPrivate: true });
      await expect.poll(async () => (await wall()).prayerRequests, { timeout: 5_000, interval: 20 }).toHaveLength(0);
    });

    it('sends over REST the list the tRPC query answers', async () => {
      await postJson(t, '/api/prayer/submit', hannah);
      await postJson(t, '/api/prayer/submit', { ...hannah, name: 'Eli' });
      const rest = await get('/api/prayer/requests');
      expect(rest.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(rest.body).toBe(JSON.stringify(await t.caller().prayer.list()));
    });
  });
});

// Several instances on one Postgres stay in step through LISTEN/NOTIFY. PGlite has one process only.
describe.skipIf(!process.env.DATABASE_URL)('two app instances on one Postgres', () => {
  let first: TestApp;
  let second: TestApp;
  let closeSecondDatabase: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    if (!database.url) throw new Error('the test database has no address');
    const again = createDatabase({ databaseUrl: database.url, maxConnections: 2 });
    closeSecondDatabase = () => again.close();
    first = await createTestApp({ database });
    second = await createTestApp({ database: again });
  });
  afterAll(async () => {
    await second?.close();
    await closeSecondDatabase?.();
    await first?.close();
    await first?.database.close();
  });

  const names = async (t: TestApp) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prayer/requests' });
    return (res.json() as { prayerRequests: { name: string }[] }).prayerRequests.map((prayer) => prayer.name);
  };

  it('a request submitted to one is on the other wall, which had the old one in memory', async () => {
    expect(await names(first)).toEqual([]);
    expect(await names(second)).toEqual([]);
    expect((await postJson(first, '/api/prayer/submit', hannah)).statusCode).toBe(201);
    expect(await names(first)).toEqual(['Hannah']);
    // NOTIFY arrives a moment after the commit.
    await expect.poll(() => names(second), { timeout: 5_000, interval: 20 }).toEqual(['Hannah']);

    await second.database.db.delete(prayerRequests);
    await expect.poll(() => names(first), { timeout: 5_000, interval: 20 }).toEqual([]);
  });
});
