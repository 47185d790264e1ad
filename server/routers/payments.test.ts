import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { postJson } from '../test/http';
import { StripeGateway } from '../adapters/payments/stripe';

describe('donations through the demo gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells the browser it is in demo mode, with no publishable key', async () => {
    await expect(t.caller().payments.config()).resolves.toEqual({ mode: 'demo', publishableKey: null });
  });

  it('creates an intent for the amount in dollars, recorded in cents', async () => {
    const res = await postJson(t, '/api/create-payment-intent', { amount: 19.99, description: 'Donation to Living Water' });
    expect(res.statusCode).toBe(200);
    const { clientSecret, paymentIntentId } = res.json();
    expect(clientSecret).toMatch(/^demo_pi_\w+_secret_\w+$/);
    expect(clientSecret.startsWith(paymentIntentId)).toBe(true);
    const rows = await t.database.db.select().from(payments);
    expect(rows).toEqual([
      expect.objectContaining({ gateway: 'demo', intentId: paymentIntentId, purpose: 'donation', amountCents: 1999, status: 'requires_payment_method' }),
    ]);
  });

  it.each([
    [{ amount: 0 }, 'Invalid Amount: Please enter a valid donation amount'],
    [{ amount: -25 }, 'Invalid Amount: Please enter a valid donation amount'],
    [{ amount: 10.001 }, 'Invalid Amount: Please enter a valid donation amount'],
    [{ amount: '25' }, 'Invalid Amount: Please enter a valid donation amount'],
    [{}, 'Invalid Amount: Please enter a valid donation amount'],
    [{ amount: 100_000.01 }, 'The largest gift we can take online is $100,000.'],
  ])('refuses %o with 400', async (body, message) => {
    const res = await postJson(t, '/api/create-payment-intent', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('charges 4242 4242 4242 4242, and only then reports the payment succeeded', async () => {
    const { clientSecret, paymentIntentId } = await t.caller().payments.createDonationIntent({ amount: 25 });
    await expect(t.caller().payments.status({ paymentIntentId })).resolves.toMatchObject({ status: 'requires_payment_method' });

    const confirmed = await t.caller().payments.confirmDemo({ clientSecret, cardNumber: '4242 4242 4242 4242' });
    expect(confirmed).toEqual({ status: 'succeeded', paymentIntentId });
    await expect(t.caller().payments.status({ paymentIntentId })).resolves.toEqual({
      reference: paymentIntentId,
      purpose: 'donation',
      status: 'succeeded',
      amountCents: 2500,
      currency: 'usd',
    });
  });

  it("declines 4000 0000 0000 0002 with 'Your card was declined.' and lets another card try", async () => {
    const { clientSecret, paymentIntentId } = await t.caller().payments.createDonationIntent({ amount: 50 });
    await expect(t.caller().payments.confirmDemo({ clientSecret, cardNumber: '4000 0000 0000 0002' })).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: 'Your card was declined.',
    });
    await expect(t.caller().payments.status({ paymentIntentId })).resolves.toMatchObject({ status: 'requires_payment_method' });
    await expect(t.caller().payments.confirmDemo({ clientSecret, cardNumber: '4242424242424242' })).resolves.toMatchObject({
      status: 'succeeded',
    });
  });

  it('knows nothing of an intent it did not create', async () => {
    await expect(t.caller().payments.status({ paymentIntentId: 'demo_pi_forged' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller().payments.confirmDemo({ clientSecret: 'demo_pi_x_secret_y', cardNumber: '4242424242424242' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('gives a retried checkout attempt (the same idempotency key) the same intent, never a second one', async () => {
    const idempotencyKey = randomUUID();
    const attempts = await Promise.all([
      postJson(t, '/api/create-payment-intent', { amount: 35, idempotencyKey }),
      postJson(t, '/api/create-payment-intent', { amount: 35, idempotencyKey }),
    ]);
    const again = await t.caller().payments.createDonationIntent({ amount: 35, idempotencyKey });
    const ids = [...attempts.map((res) => res.json().paymentIntentId), again.paymentIntentId];
    expect(new Set(ids).size).toBe(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.amountCents, 3500));
    expect(rows).toHaveLength(1);
    // The same attempt cannot change its amount, and another attempt is another intent.
    await expect(t.caller().payments.createDonationIntent({ amount: 36, idempotencyKey })).rejects.toMatchObject({ code: 'CONFLICT' });
    const other = await t.caller().payments.createDonationIntent({ amount: 35, idempotencyKey: randomUUID() });
    expect(other.paymentIntentId).not.toBe(again.paymentIntentId);
    const notAUuid = await postJson(t, '/api/create-payment-intent', { amount: 35, idempotencyKey: 'again' });
    expect(notAUuid.json()).toEqual({ error: 'BAD_REQUEST', message: 'The idempotency key must be a UUID.' });
  });

  it("keeps one payer's attempt key away from another payer", async () => {
    const idempotencyKey = randomUUID();
    const visitor = await t.caller().payments.createDonationIntent({ amount: 40, idempotencyKey });
    const [row] = await t.database.db.insert(users).values({ username: 'dorcas', passwordHash: 'not-a-real-hash' }).returning();
    if (!row) throw new Error('no user');
    const member = t.caller({ id: row.id, username: row.username, subscriptionTier: 'free' });
    const theirs = await member.payments.createDonationIntent({ amount: 40, idempotencyKey });
    expect(theirs.paymentIntentId).not.toBe(visitor.paymentIntentId);
    expect(theirs.clientSecret).not.toBe(visitor.clientSecret);
  });

  it('changes the amount of an open donation on the same intent, and charges the new amount', async () => {
    const idempotencyKey = randomUUID();
    const started = await t.caller().payments.createDonationIntent({ amount: 25, idempotencyKey });
    const changed = await t.caller().payments.changeDonationAmount({ ...started, amount: 75.5 });
    // The same intent and client secret: the card form mounted for it keeps what the donor typed.
    expect(changed).toEqual(started);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.intentId, started.paymentIntentId));
    expect(row).toMatchObject({ amountCents: 7550, idempotencyKey: expect.stringContaining(idempotencyKey) });

    await t.caller().payments.confirmDemo({ clientSecret: started.clientSecret, cardNumber: '4242 4242 4242 4242' });
    await expect(t.caller().payments.status({ paymentIntentId: started.paymentIntentId })).resolves.toMatchObject({
      status: 'succeeded',
      amountCents: 7550,
    });
    // Paid: its amount is settled.
    await expect(t.caller().payments.changeDonationAmount({ ...started, amount: 10 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This payment can no longer be changed. Please reload the page and try again.',
    });
  });

  it('lets only the payer holding the client secret change an amount, and only to a valid gift', async () => {
    const started = await t.caller().payments.createDonationIntent({ amount: 20 });
    const wrongSecret = { ...started, clientSecret: `${started.paymentIntentId}_secret_guessed` };
    await expect(t.caller().payments.changeDonationAmount({ ...wrongSecret, amount: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await t.database.db.insert(users).values({ username: 'lydia', passwordHash: 'not-a-real-hash' }).returning();
    if (!row) throw new Error('no user');
    const member = t.caller({ id: row.id, username: row.username, subscriptionTier: 'free' });
    await expect(member.payments.changeDonationAmount({ ...started, amount: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller().payments.changeDonationAmount({ ...started, amount: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid Amount: Please enter a valid donation amount',
    });
    const [unchanged] = await t.database.db.select().from(payments).where(eq(payments.intentId, started.paymentIntentId));
    expect(unchanged?.amountCents).toBe(2000);
    await expect(t.caller().payments.status({ paymentIntentId: started.paymentIntentId })).resolves.toMatchObject({ amountCents: 2000 });
  });

  it('changes no membership: its price is the plan\'s', async () => {
    const started = await t.caller().membership.createIntent({ plan: 'monthly', name: 'Ruth', email: 'ruth@example.org' });
    await expect(t.caller().payments.changeDonationAmount({ ...started, amount: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an incomplete card number', async () => {
    await expect(t.caller().payments.confirmDemo({ clientSecret: 'x', cardNumber: '4242' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Your card number is incomplete.',
    });
  });

  it('refuses a card number that fails the Luhn check, as the demo card form does', async () => {
    await expect(t.caller().payments.confirmDemo({ clientSecret: 'x', cardNumber: '4242 4242 4242 4241' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Your card number is invalid.',
    });
  });
});

describe('donations through Stripe', () => {
  const stripeApi = setupServer(
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      return HttpResponse.json({
        id: 'pi_live1',
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: 'pi_live1_secret_xyz',
        metadata: { purpose: body.get('metadata[purpose]') },
      });
    }),
    http.get('https://api.stripe.com/v1/payment_intents/pi_live1', () =>
      HttpResponse.json({
        id: 'pi_live1',
        object: 'payment_intent',
        amount: 10000,
        currency: 'usd',
        status: 'succeeded',
        client_secret: 'pi_live1_secret_xyz',
        metadata: { purpose: 'donation' },
      }),
    ),
  );
  let t: TestApp;
  beforeAll(async () => {
    stripeApi.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_ministry', STRIPE_PUBLISHABLE_KEY: 'pk_test_ministry' },
      payments: () => new StripeGateway('sk_test_ministry', { maxNetworkRetries: 0 }),
    });
  });
  afterAll(async () => {
    await t.close();
    stripeApi.close();
  });

  it('hands the browser the publishable key and Stripe\'s client secret, and records the intent', async () => {
    await expect(t.caller().payments.config()).resolves.toEqual({ mode: 'stripe', publishableKey: 'pk_test_ministry' });
    const res = await postJson(t, '/api/create-payment-intent', { amount: 100 });
    expect(res.json()).toEqual({ clientSecret: 'pi_live1_secret_xyz', paymentIntentId: 'pi_live1' });
    await expect(t.caller().payments.status({ paymentIntentId: 'pi_live1' })).resolves.toMatchObject({
      status: 'succeeded',
      amountCents: 10000,
    });
    const [row] = await t.database.db.select().from(payments);
    expect(row).toMatchObject({ gateway: 'stripe', intentId: 'pi_live1', amountCents: 10000, status: 'succeeded' });
  });

  it('changes the amount of the same PaymentIntent at Stripe, and says so plainly once Stripe refuses', async () => {
    const updates: URLSearchParams[] = [];
    const intent = (amount: number, status = 'requires_payment_method') => ({
      id: 'pi_change1',
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status,
      client_secret: 'pi_change1_secret_abc',
      metadata: { purpose: 'donation' },
    });
    let stripeAmount = 2500;
    let stripeStatus = 'requires_payment_method';
    stripeApi.use(
      http.post('https://api.stripe.com/v1/payment_intents', () => HttpResponse.json(intent(stripeAmount))),
      http.get('https://api.stripe.com/v1/payment_intents/pi_change1', () => HttpResponse.json(intent(stripeAmount, stripeStatus))),
      http.post('https://api.stripe.com/v1/payment_intents/pi_change1', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        updates.push(body);
        if (stripeStatus !== 'requires_payment_method') {
          return HttpResponse.json(
            { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot update this PaymentIntent' } },
            { status: 400 },
          );
        }
        stripeAmount = Number(body.get('amount'));
        return HttpResponse.json(intent(stripeAmount));
      }),
    );
    try {
      const started = await t.caller().payments.createDonationIntent({ amount: 25 });
      expect(started).toEqual({ clientSecret: 'pi_change1_secret_abc', paymentIntentId: 'pi_change1' });
      await expect(t.caller().payments.changeDonationAmount({ ...started, amount: 60 })).resolves.toEqual(started);
      expect(updates.map((body) => Object.fromEntries(body))).toEqual([{ amount: '6000' }]);
      const [row] = await t.database.db.select().from(payments).where(eq(payments.intentId, 'pi_change1'));
      expect(row?.amountCents).toBe(6000);

      // Paid in another tab while the donor changed the amount here: Stripe refuses, and so do we.
      stripeStatus = 'processing';
      await expect(t.caller().payments.changeDonationAmount({ ...started, amount: 70 })).rejects.toMatchObject({ code: 'CONFLICT' });
      stripeStatus = 'requires_payment_method';
      stripeApi.use(
        http.get('https://api.stripe.com/v1/payment_intents/pi_change1', () => HttpResponse.json(intent(stripeAmount))),
        http.post('https://api.stripe.com/v1/payment_intents/pi_change1', () =>
          HttpResponse.json(
            { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot update this PaymentIntent' } },
            { status: 400 },
          ),
        ),
      );
      await expect(t.caller().payments.changeDonationAmount({ ...started, amount: 70 })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'This payment can no longer be changed. Please reload the page and try again.',
      });
      const [kept] = await t.database.db.select().from(payments).where(eq(payments.intentId, 'pi_change1'));
      expect(kept?.amountCents).toBe(6000);
    } finally {
      stripeApi.resetHandlers();
    }
  });

  it('refuses the demo confirmation when Stripe is the gateway', async () => {
    await expect(t.caller().payments.confirmDemo({ clientSecret: 'pi_live1_secret_xyz', cardNumber: '4242424242424242' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
