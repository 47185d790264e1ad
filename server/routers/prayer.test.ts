import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prayerRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
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
      expect(Object.keys(prayer).sort()).toEqual(['createdAt', 'id', 'name', 'request']);
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
});
