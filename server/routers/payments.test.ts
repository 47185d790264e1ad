import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { postJson } from '../test/http';

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

  it('refuses an incomplete card number', async () => {
    await expect(t.caller().payments.confirmDemo({ clientSecret: 'x', cardNumber: '4242' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Your card number is incomplete.',
    });
  });
});
