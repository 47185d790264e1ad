import { eq, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema';
import type { SessionUser } from '../contracts/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { postJson } from '../test/http';
import { grantPremium } from '../test/premium';

const DAY_MS = 24 * 60 * 60 * 1000;

async function addUser(t: TestApp, username: string): Promise<SessionUser> {
  const [row] = await t.database.db.insert(users).values({ username, passwordHash: 'not-a-real-hash' }).returning();
  if (!row) throw new Error('no user');
  return { id: row.id, username: row.username, subscriptionTier: 'free' };
}

describe('accounts.overview: what /account shows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to a visitor', async () => {
    await expect(t.caller().accounts.overview()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const res = await t.app.inject({ method: 'GET', url: '/trpc/accounts.overview' });
    expect(res.statusCode).toBe(401);
  });

  it('shows a new member with no membership, the free Bible chat tier of 5 messages a day and no refunds', async () => {
    const member = await addUser(t, 'tabitha');
    await expect(t.caller(member).accounts.overview()).resolves.toEqual({
      username: 'tabitha',
      membership: null,
      bibleChat: { tier: 'free', dailyMessageLimit: 5 },
      reversals: [],
    });
  });

  it('shows the membership once it is paid for, with its plan and end date, and never another member’s', async () => {
    const member = await addUser(t, 'dorcas');
    const other = await addUser(t, 'joppa');
    const { clientSecret, paymentIntentId } = await t.caller(member).membership.createIntent({ plan: 'monthly' });
    // Pending (not yet paid): nothing to show.
    await expect(t.caller(member).accounts.overview()).resolves.toMatchObject({ membership: null });

    await t.caller(member).payments.confirmDemo({ clientSecret, cardNumber: '4242 4242 4242 4242' });
    await t.caller(member).membership.byPayment({ paymentIntentId });
    const overview = await t.caller(member).accounts.overview();
    expect(overview.membership).toMatchObject({ plan: 'monthly', planName: 'Monthly', status: 'active' });
    const daysLeft = ((overview.membership?.periodEnd?.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(27);
    expect(daysLeft).toBeLessThan(32);

    await expect(t.caller(other).accounts.overview()).resolves.toMatchObject({ username: 'joppa', membership: null });
  });

  it('shows a membership whose period has ended as none', async () => {
    const member = await addUser(t, 'lydia');
    const { clientSecret, paymentIntentId } = await t.caller(member).membership.createIntent({ plan: 'annual' });
    await t.caller(member).payments.confirmDemo({ clientSecret, cardNumber: '4242424242424242' });
    await t.caller(member).membership.byPayment({ paymentIntentId });
    // The period ended yesterday.
    await t.database.db
      .update(memberships)
      .set({ periodStart: sql`now() - interval '1 year 1 day'`, periodEnd: sql`now() - interval '1 day'` })
      .where(eq(memberships.userId, member.id));
    await expect(t.caller(member).accounts.overview()).resolves.toMatchObject({ membership: null });
  });

  it('reads the tier on each request: premium, while a paid period runs, is unlimited', async () => {
    const res = await postJson(t, '/api/register', { username: 'priscilla', password: 'tentmaker-corinth' });
    expect(res.statusCode).toBe(201);
    const cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    const overview = async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/trpc/accounts.overview', headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      return superjson.deserialize(answer.json().result.data);
    };
    await expect(overview()).resolves.toEqual({ username: 'priscilla', membership: null, bibleChat: { tier: 'free', dailyMessageLimit: 5 }, reversals: [] });

    const [priscilla] = await t.database.db.select().from(users).where(eq(users.username, 'priscilla'));
    await grantPremium(t.database.db, priscilla?.id ?? 0);
    await expect(overview()).resolves.toMatchObject({ bibleChat: { tier: 'premium', dailyMessageLimit: null } });
  });
});
