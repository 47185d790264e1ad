import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPremiumPeriods, contentPurchases, memberships, payments, users } from '../../db/schema';
import { MEMBER_PURCHASES_SHOWN } from '../contracts/desk-ledger';
import type { PaymentPurpose } from '../contracts/payments';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, trpcCall, type Member } from '../test/http';

// The desk's members, as staff search them over /trpc: by any part of the username, in alphabetical order a
// page at a time, with what they hold and bought; never a password hash or anything of a session.

interface Found {
  id: number;
  username: string;
  role: string;
  membership: { plan: string; status: string; periodEnd: string | null } | null;
  premium: { plan: string; status: string; periodEnd: string | null } | null;
  purchases: { id: number; type: string; status: string; createdAt: string }[];
}

describe("the desk's members", () => {
  let t: TestApp;
  let staff: Member;
  let lydia: Member;
  const signUp = membersOf(() => t, 'lydia-');
  let intents = 0;

  /** A payment of the user's, for a membership, Premium period or purchase to hang on. */
  async function paymentOf(userId: number, purpose: PaymentPurpose) {
    intents += 1;
    const [row] = await t.database.db
      .insert(payments)
      .values({ gateway: 'demo', intentId: `demo_pi_members_${intents}`, purpose, amountCents: 1499, status: 'succeeded', userId })
      .returning({ id: payments.id });
    if (!row) throw new Error('no payment');
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUp();
    lydia = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    const db = t.database.db;
    // 105 more members (two pages), with names LIKE would misread if its wildcards were not escaped.
    await db.insert(users).values([
      ...Array.from({ length: 105 }, (_, i) => ({ username: `Psalmist${String(i).padStart(3, '0')}`, passwordHash: 'not-a-real-hash' })),
      { username: '100%_sure', passwordHash: 'not-a-real-hash' },
      { username: '1000_sure', passwordHash: 'not-a-real-hash' },
    ]);

    const userId = lydia.user.id;
    // An active membership, and a later checkout never paid: the active one is shown.
    await db.insert(memberships).values({ paymentId: await paymentOf(userId, 'membership'), userId, name: 'Lydia', plan: 'annual', status: 'active', periodEnd: new Date('2027-06-01T00:00:00Z') });
    await db.insert(memberships).values({ paymentId: await paymentOf(userId, 'membership'), userId, name: 'Lydia', plan: 'monthly', status: 'pending' });
    // A revoked Premium period ending later than an active one: the active one is shown.
    await db.insert(chatPremiumPeriods).values({ paymentId: await paymentOf(userId, 'chat_premium'), userId, plan: 'monthly', status: 'active', periodEnd: new Date('2026-12-20T00:00:00Z') });
    await db.insert(chatPremiumPeriods).values({ paymentId: await paymentOf(userId, 'chat_premium'), userId, plan: 'yearly', status: 'revoked', periodEnd: new Date('2027-11-20T00:00:00Z') });
    // 22 purchases a day apart: the 20 newest are listed.
    for (let day = 1; day <= 22; day += 1) {
      await db.insert(contentPurchases).values({
        paymentId: await paymentOf(userId, 'generated_content'),
        userId,
        type: day % 2 === 0 ? 'sermon' : 'sunday_school',
        priceCents: 1499,
        status: day === 22 ? 'failed' : 'generated',
        createdAt: new Date(Date.UTC(2026, 9, day)),
      });
    }
  });
  afterAll(() => t.close());

  const search = async (input: object) => {
    const res = await trpcCall(t, staff.cookie, 'desk.members.search', input);
    expect(res.status, res.message).toBe(200);
    return res.data as { members: Found[]; nextCursor: string | null };
  };
  const names = async (input: object) => (await search(input)).members.map(({ username }) => username);

  it('searches by any part of the username, as typed, in alphabetical order', async () => {
    expect(await names({ search: 'psalmist10' })).toEqual(['Psalmist100', 'Psalmist101', 'Psalmist102', 'Psalmist103', 'Psalmist104']);
    expect(await names({ search: '100%' })).toEqual(['100%_sure']);
    expect(await names({ search: '0_s' })).toEqual(['1000_sure']);
    expect(await names({ search: 'LYDIA-' })).toEqual([staff.user.username, lydia.user.username]);
    expect(await names({ search: 'nobody by this name' })).toEqual([]);
  });

  it('pages through every member, 100 at a time, with no one missed or repeated', async () => {
    const first = await search({ search: 'psalmist' });
    expect(first.members).toHaveLength(100);
    const second = await search({ search: 'psalmist', cursor: first.nextCursor });
    expect(second.nextCursor).toBeNull();
    expect([...first.members, ...second.members].map(({ username }) => username)).toEqual(Array.from({ length: 105 }, (_, i) => `Psalmist${String(i).padStart(3, '0')}`));
    // Without a search, everyone: 109 members.
    const everyone = await search({});
    expect(everyone.members).toHaveLength(100);
    expect((await search({ cursor: everyone.nextCursor })).members).toHaveLength(9);
    expect((await trpcCall(t, staff.cookie, 'desk.members.search', { cursor: 'not-a-cursor' })).status).toBe(400);
  });

  it('shows the membership and Premium period they hold, and their newest purchases', async () => {
    const [found] = (await search({ search: lydia.user.username })).members;
    expect(found).toMatchObject({
      id: lydia.user.id,
      role: 'member',
      membership: { plan: 'annual', status: 'active', periodEnd: '2027-06-01T00:00:00.000Z' },
      premium: { plan: 'monthly', status: 'active', periodEnd: '2026-12-20T00:00:00.000Z' },
    });
    expect(found?.purchases).toHaveLength(MEMBER_PURCHASES_SHOWN);
    expect(found?.purchases[0]).toMatchObject({ type: 'sermon', status: 'failed', createdAt: '2026-10-22T00:00:00.000Z' });
    expect(found?.purchases.at(-1)).toMatchObject({ createdAt: '2026-10-03T00:00:00.000Z' });
    const [bare] = (await search({ search: 'Psalmist000' })).members;
    expect(bare).toMatchObject({ membership: null, premium: null, purchases: [] });
  });

  it('never sends a password hash or anything of a session', async () => {
    const res = await trpcCall(t, staff.cookie, 'desk.members.search', { search: 'lydia' });
    for (const found of (res.data as { members: Found[] }).members) {
      expect(Object.keys(found).sort()).toEqual(['createdAt', 'id', 'membership', 'premium', 'purchases', 'role', 'username']);
    }
    const text = JSON.stringify(res.data);
    expect(text).not.toMatch(/password|hash|session|scrypt|argon/i);
  });
});
