import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import type { SessionUser } from '../contracts/accounts';
import { membershipPurchase } from '../services/membership/membership';
import { createTestApp, type TestApp } from '../test/app';
import { deliverWebhook, fakeStripeApi, stripeEvents, stripeGateway } from '../test/stripe';

// Stripe delivers each event at least once, and again after any answer but 2xx: an event is applied exactly
// once, even when applying it failed the first time.
const stripe = fakeStripeApi();
const stripeApi = setupServer(...stripe.handlers);

const DAY_MS = 24 * 60 * 60 * 1000;

describe('a Stripe webhook event, delivered again', () => {
  let t: TestApp;
  beforeAll(async () => {
    stripeApi.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({ payments: stripeGateway });
  });
  afterAll(async () => {
    await t.close();
    stripeApi.close();
  });

  async function member(username: string): Promise<SessionUser> {
    const [row] = await t.database.db.insert(users).values({ username, passwordHash: 'not-a-real-hash' }).returning();
    if (!row) throw new Error('no user');
    return { id: row.id, username: row.username, subscriptionTier: 'free' };
  }

  it('is applied on the retry when applying it failed the first time', async () => {
    const buyer = await member('silas');
    const { paymentIntentId, amountCents } = await t.caller(buyer).membership.createIntent({ plan: 'monthly' });
    stripe.pay(paymentIntentId);
    const paid = stripeEvents.succeeded(paymentIntentId, amountCents);

    // The first delivery fails while handing the membership over (a lock timeout, say): Stripe is told so.
    const deliver = vi.spyOn(membershipPurchase, 'deliver').mockRejectedValueOnce(new Error('canceling statement due to lock timeout'));
    try {
      const failed = await deliverWebhook(t, paid);
      expect(failed.statusCode).toBe(500);
      await expect(t.caller(buyer).accounts.overview()).resolves.toMatchObject({ membership: null });

      // Stripe's retry of the same event hands it over.
      const retried = await deliverWebhook(t, paid);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ received: true, duplicate: false });
    } finally {
      deliver.mockRestore();
    }
    const { membership } = await t.caller(buyer).accounts.overview();
    expect(membership).toMatchObject({ plan: 'monthly', status: 'active' });

    // Once applied, it is a duplicate.
    expect((await deliverWebhook(t, paid)).json()).toEqual({ received: true, duplicate: true });
  });

  it('is applied once when two deliveries of it arrive at the same moment', async () => {
    const buyer = await member('tychicus');
    const { paymentIntentId, amountCents } = await t.caller(buyer).membership.createIntent({ plan: 'monthly' });
    stripe.pay(paymentIntentId);
    const paid = stripeEvents.succeeded(paymentIntentId, amountCents);

    const answers = await Promise.all([deliverWebhook(t, paid), deliverWebhook(t, paid)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().duplicate).sort()).toEqual([false, true]);
    const { membership } = await t.caller(buyer).accounts.overview();
    const days = ((membership?.periodEnd?.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });
});
