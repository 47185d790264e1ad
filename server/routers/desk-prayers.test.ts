import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { call, membersOf, postJson, trpcCall, type Member } from '../test/http';

// The desk's prayer list and moderation, as staff reach them over /trpc, and the public wall as visitors read it.
describe("the desk's prayer requests", () => {
  let t: TestApp;
  let staff: Member;
  const signUp = membersOf(() => t, 'pastor-');

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
  });
  afterAll(() => t.close());

  async function pray(name: string, request: string, isPrivate = false) {
    expect((await postJson(t, '/api/prayer/submit', { name, email: `${name.toLowerCase()}@example.org`, request, isPrivate })).statusCode).toBe(201);
  }

  const desk = (path: string, input: object, type: 'query' | 'mutation' = 'query') => trpcCall(t, staff.cookie, `desk.${path}`, input, type);

  const wall = async () => (await call(t, 'GET', '/api/prayer/requests')).body.prayerRequests as { id: number; request: string; answeredAt: string | null; praiseNote: string | null }[];

  it('lists every request, private ones with the email too, and filters them', async () => {
    await pray('Phoebe', 'For the church at Cenchreae.');
    await pray('Tryphena', 'A private matter for the pastors only.', true);
    const all = (await desk('prayers', {})).data?.prayers as { request: string; email: string; isPrivate: boolean }[];
    expect(all.map((prayer) => prayer.request)).toEqual(['A private matter for the pastors only.', 'For the church at Cenchreae.']);
    expect(all[0]).toMatchObject({ email: 'tryphena@example.org', isPrivate: true });
    const onlyPrivate = (await desk('prayers', { show: 'private' })).data?.prayers as { request: string }[];
    expect(onlyPrivate.map((prayer) => prayer.request)).toEqual(['A private matter for the pastors only.']);
    // The wall never shows the private one, nor any email.
    expect((await wall()).map((prayer) => prayer.request)).toEqual(['For the church at Cenchreae.']);
    expect(JSON.stringify(await wall())).not.toContain('@');
  });

  it('takes a request off the wall and puts it back, each change in the audit log', async () => {
    await pray('Alexander', 'Something hurtful about a neighbour.');
    const [hurtful] = (await wall()).filter((prayer) => prayer.request.startsWith('Something hurtful'));
    const hidden = await desk('setPrayerHidden', { id: hurtful?.id, hidden: true }, 'mutation');
    expect(hidden.status).toBe(200);
    expect(hidden.data?.hiddenAt).toBeTruthy();
    expect((await wall()).map((prayer) => prayer.request)).not.toContain('Something hurtful about a neighbour.');
    const listedHidden = (await desk('prayers', { show: 'hidden' })).data?.prayers as { id: number }[];
    expect(listedHidden.map((prayer) => prayer.id)).toEqual([hurtful?.id]);

    await desk('setPrayerHidden', { id: hurtful?.id, hidden: false }, 'mutation');
    expect((await wall()).map((prayer) => prayer.request)).toContain('Something hurtful about a neighbour.');
    const log = (await desk('auditLog', {})).data?.entries as { action: string; actor: string; subjectId: number; before: unknown; after: unknown }[];
    expect(log.filter((entry) => entry.subjectId === hurtful?.id).map(({ action, actor, before, after }) => ({ action, actor, before, after }))).toEqual([
      { action: 'prayer.show', actor: staff.user.username, before: { hidden: true }, after: { hidden: false } },
      { action: 'prayer.hide', actor: staff.user.username, before: { hidden: false }, after: { hidden: true } },
    ]);
  });

  it('marks a request answered with the praise the wall shows, and can take that back', async () => {
    await pray('Epaphroditus', 'Healing from a long sickness.');
    const [sick] = (await wall()).filter((prayer) => prayer.request === 'Healing from a long sickness.');
    expect(sick).toMatchObject({ answeredAt: null, praiseNote: null });
    expect((await desk('setPrayerAnswered', { id: sick?.id, praiseNote: '  God had mercy on him.  ' }, 'mutation')).status).toBe(200);
    const answered = (await wall()).find((prayer) => prayer.id === sick?.id);
    expect(answered?.praiseNote).toBe('God had mercy on him.');
    expect(Date.parse(answered?.answeredAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const empty = await desk('setPrayerAnswered', { id: sick?.id, praiseNote: '   ' }, 'mutation');
    expect(empty.status).toBe(400);
    expect(empty.message).toBe('Please write the praise the wall will show');

    await desk('setPrayerAnswered', { id: sick?.id, praiseNote: null }, 'mutation');
    expect((await wall()).find((prayer) => prayer.id === sick?.id)).toMatchObject({ answeredAt: null, praiseNote: null });
    expect((await desk('setPrayerHidden', { id: 999_999, hidden: true }, 'mutation')).status).toBe(404);
  });
});
