import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayerPrayers, prayerRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { call, postJson } from '../test/http';

// "I prayed" on the wall: any visitor, once per request per day; the wall shows the count, never who.
describe('"I prayed"', () => {
  let t: TestApp;
  let today = new Date('2026-11-26T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => today } });
  });
  afterAll(() => t.close());

  async function pressed(id: number, address: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/prayer.prayed',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { id } }),
      remoteAddress: address,
    });
    return { status: res.statusCode, body: res.json() as { result?: { data: { json: { prayedCount: number; counted: boolean } } }; error?: { json: { message: string } } } };
  }

  const wallCount = async (id: number) =>
    ((await call(t, 'GET', '/api/prayer/requests')).body.prayerRequests as { id: number; prayedCount: number }[]).find((prayer) => prayer.id === id)?.prayedCount;

  it('counts each visitor once a day per request, shows the count on the wall, and keeps no address', async () => {
    expect((await postJson(t, '/api/prayer/submit', { name: 'Onesimus', email: 'onesimus@example.org', request: 'To be received as a brother.' })).statusCode).toBe(201);
    const [prayer] = await t.database.db.select({ id: prayerRequests.id }).from(prayerRequests).where(eq(prayerRequests.name, 'Onesimus'));
    const id = prayer?.id ?? 0;
    expect(await wallCount(id)).toBe(0);

    expect((await pressed(id, '198.51.100.20')).body.result?.data.json).toEqual({ prayedCount: 1, counted: true });
    // Again the same day from the same address: not counted.
    expect((await pressed(id, '198.51.100.20')).body.result?.data.json).toEqual({ prayedCount: 1, counted: false });
    expect((await pressed(id, '198.51.100.21')).body.result?.data.json).toEqual({ prayedCount: 2, counted: true });
    expect(await wallCount(id)).toBe(2);
    // The next day the first visitor counts again.
    today = new Date('2026-11-27T08:00:00Z');
    expect((await pressed(id, '198.51.100.20')).body.result?.data.json).toEqual({ prayedCount: 3, counted: true });
    expect(await wallCount(id)).toBe(3);

    const kept = await t.database.db.select().from(prayerPrayers).where(eq(prayerPrayers.prayerId, id));
    expect(kept).toHaveLength(3);
    expect(JSON.stringify(kept)).not.toContain('198.51.100');
    // The wall says how many, and nothing of who.
    expect(JSON.stringify((await call(t, 'GET', '/api/prayer/requests')).body)).not.toMatch(/visitor|198\.51/);
  });

  it('answers 404 for a request not on the wall: private, hidden or unknown', async () => {
    const [hidden] = await t.database.db
      .insert(prayerRequests)
      .values({ name: 'Diotrephes', email: 'd@example.org', request: 'Taken off the wall by staff.', hiddenAt: new Date() })
      .returning({ id: prayerRequests.id });
    const [secret] = await t.database.db
      .insert(prayerRequests)
      .values({ name: 'Gaius', email: 'g@example.org', request: 'For the pastors only.', isPrivate: true })
      .returning({ id: prayerRequests.id });
    for (const id of [hidden?.id ?? 0, secret?.id ?? 0, 999_999]) {
      const answer = await pressed(id, '198.51.100.30');
      expect(answer.status).toBe(404);
      expect(answer.body.error?.json.message).toBe('This prayer request is no longer on the wall.');
    }
  });
});
