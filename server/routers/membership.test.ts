import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments, users } from '../../db/schema';
import type { SessionUser } from '../contracts/accounts';
import { StripeGateway } from '../adapters/payments/stripe';
import { createTestApp, type TestApp } from '../test/app';
import { postJson } from '../test/http';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (date: Date | null) => (date ? (date.getTime() - Date.now()) / DAY_MS : Number.NaN);

async function addUser(t: TestApp, username: string): Promise<SessionUser> {
  const [row] = await t.database.db.insert(users).values({ username, passwordHash: 'not-a-real-hash' }).returning();
  if (!row) throw new Error('no user');
  return { id: row.id, username: row.username, subscriptionTier: 'free' };
}

describe('Breakthrough Circle membership through the demo gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks a visitor for a name and a valid email address', async () => {
    await expect(t.caller().membership.createIntent({ plan: 'monthly', email: 'ruth@example.org' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Name is required',
    });
    await expect(t.caller().membership.createIntent({ plan: 'monthly', name: 'Ruth', email: 'ruth@' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Valid email is required',
    });
    await expect(
      t.caller().membership.createIntent({ plan: 'lifetime' as 'monthly', name: 'Ruth', email: 'ruth@example.org' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Please choose the Monthly or Annual plan' });
  });

  it('prices the plan on the server, whatever the browser sends', async () => {
    const forged = { plan: 'monthly', name: 'Ruth', email: 'Ruth@Example.org', amount: 0.5, amountCents: 50 } as const;
    const { paymentIntentId, amountCents } = await t.caller().membership.createIntent(forged);
    expect(amountCents).toBe(1499);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.intentId, paymentIntentId));
    expect(payment).toMatchObject({ purpose: 'membership', amountCents: 1499, email: 'ruth@example.org', userId: null });
  });

  it('delivers a monthly membership only once the card is charged, with a period of one month', async () => {
    const { clientSecret, paymentIntentId } = await t
      .caller()
      .membership.createIntent({ plan: 'monthly', name: 'Lydia Purple', email: 'lydia@example.org' });
    await expect(t.caller().membership.byPayment({ paymentIntentId })).resolves.toEqual({
      plan: 'monthly',
      planName: 'Monthly',
      name: 'Lydia Purple',
      status: 'pending',
      periodEnd: null,
    });

    await expect(t.caller().payments.confirmDemo({ clientSecret, cardNumber: '4000 0000 0000 0002' })).rejects.toMatchObject({
      message: 'Your card was declined.',
    });
    await expect(t.caller().membership.byPayment({ paymentIntentId })).resolves.toMatchObject({ status: 'pending', periodEnd: null });

    await t.caller().payments.confirmDemo({ clientSecret, cardNumber: '4242 4242 4242 4242' });
    const active = await t.caller().membership.byPayment({ paymentIntentId });
    expect(active).toMatchObject({ status: 'active', plan: 'monthly' });
    expect(daysFromNow(active.periodEnd)).toBeGreaterThan(27);
    expect(daysFromNow(active.periodEnd)).toBeLessThan(32);

    // Reporting the same success again hands over nothing more.
    await expect(t.caller().membership.byPayment({ paymentIntentId })).resolves.toEqual(active);
  });

  it('lets a signed-in member join as their account, and a second year starts where the first ends', async () => {
    const member = await addUser(t, 'priscilla');
    await expect(t.caller(member).membership.mine()).resolves.toBeNull();

    const first = await t.caller(member).membership.createIntent({ plan: 'annual' });
    expect(first.amountCents).toBe(11999);
    await t.caller(member).payments.confirmDemo({ clientSecret: first.clientSecret, cardNumber: '4242424242424242' });
    const year = await t.caller(member).membership.byPayment({ paymentIntentId: first.paymentIntentId });
    expect(year).toMatchObject({ name: 'priscilla', plan: 'annual', planName: 'Annual', status: 'active' });
    expect(daysFromNow(year.periodEnd)).toBeGreaterThan(364);
    expect(daysFromNow(year.periodEnd)).toBeLessThan(367);
    await expect(t.caller(member).membership.mine()).resolves.toEqual(year);

    const second = await t.caller(member).membership.createIntent({ plan: 'annual' });
    await t.caller(member).payments.confirmDemo({ clientSecret: second.clientSecret, cardNumber: '4242424242424242' });
    const next = await t.caller(member).membership.byPayment({ paymentIntentId: second.paymentIntentId });
    expect(daysFromNow(next.periodEnd)).toBeGreaterThan(729);
    expect(daysFromNow(next.periodEnd)).toBeLessThan(733);
    await expect(t.caller(member).membership.mine()).resolves.toEqual(next);
  });

  it('starts a membership through the documented POST /api/create-payment-intent, priced from the plan', async () => {
    const res = await postJson(t, '/api/create-payment-intent', { plan: 'annual', name: 'Tabitha', email: 'tabitha@example.org', amount: 1 });
    expect(res.statusCode).toBe(200);
    const { paymentIntentId } = res.json();
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.intentId, paymentIntentId));
    expect(payment).toMatchObject({ purpose: 'membership', amountCents: 11999 });

    const missing = await postJson(t, '/api/create-payment-intent', { plan: 'monthly' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'BAD_REQUEST', message: 'Name is required' });
  });

  it('keeps memberships to their members', async () => {
    await expect(t.caller().membership.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller().membership.byPayment({ paymentIntentId: 'demo_pi_forged' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { paymentIntentId } = await t.caller().payments.createDonationIntent({ amount: 25 });
    await expect(t.caller().membership.byPayment({ paymentIntentId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('Breakthrough Circle membership through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_membership';
  const stripe = new Stripe('sk_test_ministry');
  const stripeApi = setupServer(
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      return HttpResponse.json({
        id: 'pi_member1',
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: 'pi_member1_secret_abc',
        metadata: { purpose: body.get('metadata[purpose]'), plan: body.get('metadata[plan]') },
      });
    }),
  );
  let t: TestApp;
  beforeAll(async () => {
    stripeApi.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({
      payments: () => new StripeGateway('sk_test_ministry', { maxNetworkRetries: 0, webhookSecret: WEBHOOK_SECRET }),
    });
  });
  afterAll(async () => {
    await t.close();
    stripeApi.close();
  });

  const deliver = (id: string, amount: number) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2026-10-28.endive',
      created: 1_795_000_000,
      data: { object: { id: 'pi_member1', object: 'payment_intent', amount, currency: 'usd', status: 'succeeded' } },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };

  it('asks Stripe for the plan price, and activates the membership when Stripe reports the payment succeeded', async () => {
    const intent = await t.caller().membership.createIntent({ plan: 'annual', name: 'Aquila', email: 'aquila@example.org' });
    expect(intent).toEqual({ clientSecret: 'pi_member1_secret_abc', paymentIntentId: 'pi_member1', amountCents: 11999 });

    // An event for a different amount than the plan's delivers nothing.
    expect((await deliver('evt_wrong_amount', 100)).statusCode).toBe(200);
    expect((await t.database.db.select().from(memberships))[0]).toMatchObject({ status: 'pending', periodEnd: null });

    expect((await deliver('evt_paid', 11999)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(memberships);
    expect(row).toMatchObject({ status: 'active', plan: 'annual', name: 'Aquila', email: 'aquila@example.org' });
    expect(daysFromNow(row?.periodEnd ?? null)).toBeGreaterThan(364);
  });
});
