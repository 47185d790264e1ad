import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayerRequests, users } from '../../db/schema';
import { deskMessages } from '../contracts/desk';
import { createTestApp, type TestApp } from '../test/app';
import { call, membersOf, postJson, trpcCall, type Member } from '../test/http';

// How long a request stays on the wall and whether new ones wait for approval: the desk's settings, and what
// staff do with a request that expired or waits. Staff and an admin over /trpc; the wall as visitors read it.
describe("the wall's days and approval", () => {
  let t: TestApp;
  let staff: Member;
  let admin: Member;
  const signUp = membersOf(() => t, 'elder-');

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUp();
    admin = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  });
  afterAll(() => t.close());

  async function pray(name: string, request: string, isPrivate = false) {
    expect((await postJson(t, '/api/prayer/submit', { name, email: `${name.toLowerCase()}@example.org`, request, isPrivate })).statusCode).toBe(201);
    const [row] = await t.database.db.select({ id: prayerRequests.id }).from(prayerRequests).where(eq(prayerRequests.request, request));
    return row?.id ?? 0;
  }

  /** Moves a request's listing back by hand, as if it had been listed that long ago. */
  const listedAgo = (id: number, interval: string) =>
    t.database.db.update(prayerRequests).set({ listedAt: sql`now() - ${interval}::interval` }).where(eq(prayerRequests.id, id));

  const desk = (member: Member, path: string, input: object | undefined, type: 'query' | 'mutation' = 'query') => trpcCall(t, member.cookie, `desk.${path}`, input, type);
  const wall = async () => ((await call(t, 'GET', '/api/prayer/requests')).body.prayerRequests as { request: string }[]).map((prayer) => prayer.request);
  const listed = async (show: string) => ((await desk(staff, 'prayers', { show })).data?.prayers as { id: number; wallStatus: string }[]).map(({ id, wallStatus }) => ({ id, wallStatus }));

  it('starts with the defaults: 30 days, no approval', async () => {
    expect((await desk(staff, 'prayerSettings', undefined)).data).toEqual({ expiryDays: 30, approvalRequired: false });
  });

  it('takes a request off the wall once it was listed 30 days ago, and staff bring it back', async () => {
    const id = await pray('Onesimus', 'For reconciliation with my old master.');
    await listedAgo(id, '31 days');
    expect(await wall()).not.toContain('For reconciliation with my old master.');
    expect(await listed('expired')).toEqual([{ id, wallStatus: 'expired' }]);

    const back = await desk(staff, 'putPrayerOnWall', { id }, 'mutation');
    expect(back.data).toMatchObject({ id, wallStatus: 'on_wall' });
    expect(await wall()).toContain('For reconciliation with my old master.');
    expect(await listed('expired')).toEqual([]);
    const [entry] = (await desk(staff, 'auditLog', {})).data?.entries as { action: string; before: unknown; after: { wallStatus: string } }[];
    expect(entry).toMatchObject({ action: 'prayer.bring_back', before: { wallStatus: 'expired' }, after: { wallStatus: 'on_wall' } });
  });

  it('drops a request from the wall kept in memory the moment it expires, with no write to tell it', async () => {
    const id = await pray('Philemon', 'For the church that meets in my house.');
    await listedAgo(id, '30 days - 1.5 seconds');
    expect(await wall()).toContain('For the church that meets in my house.');
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await wall()).not.toContain('For the church that meets in my house.');
  });

  it('uses the days an admin sets, at once, and keeps the change in the audit log', async () => {
    const id = await pray('Apphia', 'For strength in a hard week.');
    await listedAgo(id, '10 days');
    expect(await wall()).toContain('For strength in a hard week.');
    const saved = await desk(admin, 'setPrayerSettings', { expiryDays: 7, approvalRequired: false }, 'mutation');
    expect(saved.data).toEqual({ expiryDays: 7, approvalRequired: false });
    expect(await wall()).not.toContain('For strength in a hard week.');
    const [entry] = (await desk(staff, 'auditLog', {})).data?.entries as { action: string; actor: string; before: unknown; after: unknown }[];
    expect(entry).toMatchObject({ action: 'settings.prayer_wall', actor: admin.user.username, before: { expiryDays: 30 }, after: { expiryDays: 7 } });

    const refused = await desk(admin, 'setPrayerSettings', { expiryDays: 0, approvalRequired: false }, 'mutation');
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('Requests stay on the wall at least 1 day');
    await desk(admin, 'setPrayerSettings', { expiryDays: 30, approvalRequired: false }, 'mutation');
    expect(await wall()).toContain('For strength in a hard week.');
  });

  it('holds new public requests for approval when the desk says so, and staff approve them', async () => {
    await desk(admin, 'setPrayerSettings', { expiryDays: 30, approvalRequired: true }, 'mutation');
    const waiting = await pray('Archippus', 'That I fulfil the ministry I received.');
    const hidden = await pray('Nympha', 'A private request, never for the wall.', true);
    expect(await wall()).not.toContain('That I fulfil the ministry I received.');
    expect(await listed('awaiting_approval')).toEqual([{ id: waiting, wallStatus: 'awaiting_approval' }]);
    // Nobody can pray for it from the wall while it waits.
    expect((await trpcCall(t, undefined, 'prayer.prayed', { id: waiting }, 'mutation')).status).toBe(404);

    expect((await desk(staff, 'putPrayerOnWall', { id: waiting }, 'mutation')).data).toMatchObject({ wallStatus: 'on_wall' });
    expect(await wall()).toContain('That I fulfil the ministry I received.');
    const [entry] = (await desk(staff, 'auditLog', {})).data?.entries as { action: string }[];
    expect(entry?.action).toBe('prayer.approve');

    const privateOne = await desk(staff, 'putPrayerOnWall', { id: hidden }, 'mutation');
    expect(privateOne.status).toBe(400);
    expect(privateOne.message).toBe(deskMessages.prayerNotListable);
    await desk(admin, 'setPrayerSettings', { expiryDays: 30, approvalRequired: false }, 'mutation');
    await pray('Tychicus', 'For the letters to arrive safely.');
    expect(await wall()).toContain('For the letters to arrive safely.');
  });
});
