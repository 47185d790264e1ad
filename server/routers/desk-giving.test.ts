import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema';
import { ledgerMessages } from '../contracts/desk-ledger';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, trpcCall, type Member } from '../test/http';

// Giving and purchases, as staff and admins reach them over /trpc: the ledger filtered and paged, amounts for
// admins only, the totals by month, and the donors grouped by email.

interface Entry {
  id: number;
  purpose: string;
  status: string;
  email: string | null;
  username: string | null;
  amountCents: number | null;
  createdAt: string;
  reversedAt: string | null;
}
interface DonorRow {
  email: string;
  gifts: number;
  totalCents: number | null;
  firstGiftAt: string;
  lastGiftAt: string;
}

const minutes = (n: number) => n * 60_000;
const pad = (n: number) => String(n).padStart(3, '0');

describe("the desk's giving ledger", () => {
  let t: TestApp;
  let staff: Member;
  let admin: Member;
  let payer: Member;
  const signUp = membersOf(() => t, 'treasurer-');
  let intents = 0;
  const payment = (values: Omit<typeof payments.$inferInsert, 'gateway' | 'intentId'>): typeof payments.$inferInsert => {
    intents += 1;
    return { gateway: 'demo', intentId: `demo_pi_ledger_${intents}`, ...values };
  };

  // 120 succeeded gifts on 2026-03-10 and the hour before, two at each minute (the id breaks the tie): 105
  // donors, the first 15 of whom gave twice, the second time typing their address in capitals.
  const giftsAt = new Date('2026-03-10T12:00:00Z').getTime();
  const gifts = Array.from({ length: 120 }, (_, i) =>
    payment({
      purpose: 'donation',
      status: 'succeeded',
      amountCents: 1000 + i,
      email: i < 105 ? `donor-${pad(i)}@example.org` : `DONOR-${pad(i - 105)}@Example.ORG`,
      description: 'One-time donation',
      createdAt: new Date(giftsAt - minutes(Math.floor(i / 2))),
    }),
  );

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUp();
    admin = await signUp();
    payer = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    await t.database.db.insert(payments).values([
      ...gifts,
      // February's last millisecond and March's first (UTC), for the days' edges.
      payment({ purpose: 'membership', status: 'succeeded', amountCents: 1499, userId: payer.user.id, description: 'Breakthrough Circle Monthly membership', createdAt: new Date('2026-02-28T23:59:59.999Z') }),
      payment({ purpose: 'chat_premium', status: 'succeeded', amountCents: 599, userId: payer.user.id, createdAt: new Date('2026-03-01T00:00:00.000Z') }),
      payment({ purpose: 'generated_content', status: 'refunded', amountCents: 1499, userId: payer.user.id, createdAt: new Date('2026-02-10T09:00:00Z'), reversedAt: new Date('2026-02-12T09:00:00Z') }),
      payment({ purpose: 'donation', status: 'failed', amountCents: 5000, email: 'donor-000@example.org', createdAt: new Date('2026-01-20T09:00:00Z') }),
      // A gift without an email is in the ledger but among no donor.
      payment({ purpose: 'donation', status: 'succeeded', amountCents: 700, createdAt: new Date('2026-01-05T09:00:00Z') }),
    ]);
  });
  afterAll(() => t.close());

  const as = (member: Member) => (path: string, input: object) => trpcCall(t, member.cookie, `desk.giving.${path}`, input);
  const ledger = async (member: Member, input: object) => {
    const res = await as(member)('ledger', input);
    expect(res.status, res.message).toBe(200);
    return res.data as { entries: Entry[]; nextCursor: string | null };
  };

  it('lists every payment newest first, a page of 100 at a time, with no row missed or repeated', async () => {
    const first = await ledger(staff, {});
    expect(first.entries).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await ledger(staff, { cursor: first.nextCursor });
    expect(second.nextCursor).toBeNull();
    const all = [...first.entries, ...second.entries];
    expect(all).toHaveLength(125);
    expect(new Set(all.map(({ id }) => id)).size).toBe(125);
    // Newest first; at the same time, the higher id first.
    const order = all.map(({ createdAt, id }) => [Date.parse(createdAt), id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect(all.at(-1)).toMatchObject({ purpose: 'donation', email: null, username: null });
    expect((await as(staff)('ledger', { cursor: 'not-a-cursor' })).status).toBe(400);
  });

  it('filters by purpose, status and whole UTC days, both ends included', async () => {
    const purposes = async (input: object) => (await ledger(staff, input)).entries.map(({ purpose, status }) => `${purpose}:${status}`);
    expect(await purposes({ purpose: 'membership' })).toEqual(['membership:succeeded']);
    expect(await purposes({ status: 'refunded' })).toEqual(['generated_content:refunded']);
    expect(await purposes({ purpose: 'donation', status: 'failed' })).toEqual(['donation:failed']);
    expect(await purposes({ from: '2026-01-01', to: '2026-02-28' })).toEqual(['membership:succeeded', 'generated_content:refunded', 'donation:failed', 'donation:succeeded']);
    expect(await purposes({ from: '2026-02-10', to: '2026-02-27' })).toEqual(['generated_content:refunded']);
    expect(await purposes({ from: '2026-03-01', to: '2026-03-01' })).toEqual(['chat_premium:succeeded']);
    expect(await purposes({ to: '2026-01-05' })).toEqual(['donation:succeeded']);
    const [refund] = (await ledger(staff, { status: 'refunded' })).entries;
    expect(refund).toMatchObject({ username: payer.user.username, reversedAt: '2026-02-12T09:00:00.000Z' });
    // A purpose pages through its own rows.
    const gifts = await ledger(staff, { purpose: 'donation', status: 'succeeded' });
    const rest = await ledger(staff, { purpose: 'donation', status: 'succeeded', cursor: gifts.nextCursor });
    expect(gifts.entries.length + rest.entries.length).toBe(121);
  });

  it('refuses a date that is not a day, or days out of order, with a clear 400', async () => {
    for (const from of ['2026-3-1', '2026-02-30', 'yesterday', '0000-01-01']) {
      expect(await as(staff)('ledger', { from })).toMatchObject({ status: 400, message: ledgerMessages.badDay });
    }
    expect(await as(staff)('ledger', { from: '2026-03-02', to: '2026-03-01' })).toMatchObject({ status: 400, message: ledgerMessages.daysOutOfOrder });
    expect(await as(admin)('monthlyTotals', { from: '2026-03-02', to: '2026-03-01' })).toMatchObject({ status: 400, message: ledgerMessages.daysOutOfOrder });
    expect((await as(staff)('ledger', { purpose: 'tithe' })).status).toBe(400);
    // The last day there is still has a next midnight.
    expect((await ledger(staff, { from: '9999-12-31', to: '9999-12-31' })).entries).toEqual([]);
  });

  it('shows amounts to admins only', async () => {
    const forStaff = await ledger(staff, { purpose: 'membership' });
    const forAdmin = await ledger(admin, { purpose: 'membership' });
    expect(forStaff.entries[0]).toMatchObject({ amountCents: null, currency: 'usd', description: 'Breakthrough Circle Monthly membership' });
    expect(forAdmin.entries[0]).toMatchObject({ amountCents: 1499, currency: 'usd' });
    expect((await ledger(staff, {})).entries.every(({ amountCents }) => amountCents === null)).toBe(true);
    expect((await as(staff)('monthlyTotals', {})).status).toBe(403);
  });

  it('totals succeeded payments by month, newest first, unless a status is asked for', async () => {
    const totals = async (input: object) => {
      const res = await as(admin)('monthlyTotals', input);
      expect(res.status, res.message).toBe(200);
      return (res.data as { months: unknown[] }).months;
    };
    const march = gifts.reduce((sum, gift) => sum + (gift.amountCents ?? 0), 0) + 599;
    expect(await totals({})).toEqual([
      { month: '2026-03', count: 121, amountCents: march },
      { month: '2026-02', count: 1, amountCents: 1499 },
      { month: '2026-01', count: 1, amountCents: 700 },
    ]);
    expect(await totals({ status: 'refunded' })).toEqual([{ month: '2026-02', count: 1, amountCents: 1499 }]);
    expect(await totals({ purpose: 'donation', to: '2026-02-28' })).toEqual([{ month: '2026-01', count: 1, amountCents: 700 }]);
    expect(await totals({ from: '2027-01-01' })).toEqual([]);
  });

  it('groups succeeded gifts into donors by email, whatever its case, a page at a time', async () => {
    const donors = async (member: Member, input: object) => {
      const res = await as(member)('donors', input);
      expect(res.status, res.message).toBe(200);
      return res.data as { donors: DonorRow[]; nextCursor: string | null };
    };
    const first = await donors(admin, {});
    expect(first.donors).toHaveLength(100);
    const second = await donors(admin, { cursor: first.nextCursor });
    expect(second).toMatchObject({ nextCursor: null });
    const all = [...first.donors, ...second.donors];
    expect(all.map(({ email }) => email)).toEqual(Array.from({ length: 105 }, (_, i) => `donor-${pad(i)}@example.org`));
    // donor-000 gave at 12:00 and again (in capitals) at 11:07; the failed gift does not count.
    expect(all[0]).toEqual({
      email: 'donor-000@example.org',
      gifts: 2,
      totalCents: 1000 + 1105,
      firstGiftAt: new Date(giftsAt - minutes(52)).toISOString(),
      lastGiftAt: new Date(giftsAt).toISOString(),
    });
    expect(all[20]).toMatchObject({ email: 'donor-020@example.org', gifts: 1, totalCents: 1020 });

    const forStaff = await donors(staff, { search: 'DONOR-00' });
    expect(forStaff.donors.map(({ email, gifts, totalCents }) => [email, gifts, totalCents])).toEqual(
      Array.from({ length: 10 }, (_, i) => [`donor-${pad(i)}@example.org`, 2, null]),
    );
    // What staff type is matched as typed: _ is not a wildcard.
    expect((await donors(staff, { search: 'donor_' })).donors).toEqual([]);
  });
});
