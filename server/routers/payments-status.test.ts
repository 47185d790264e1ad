import { setupServer } from 'msw/node';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS_MESSAGE } from '../contracts/common';
import { limitRules } from '../rate-limit';
import { createTestApp, type TestApp } from '../test/app';
import { nextClientAddress, postJson } from '../test/http';
import { deliverWebhook, fakeStripeApi, stripeEvents, stripeGateway } from '../test/stripe';

// payments.status (/thank-you) and membership.byPayment (/welcome-to-breakthrough) are public: the server
// asks Stripe only while a payment is still open, and those calls are limited per client address.
const stripe = fakeStripeApi();
const stripeApi = setupServer(...stripe.handlers);

type StatusProcedure = 'payments.status' | 'membership.byPayment';

describe('how a payment stands, asked by anyone', () => {
  let t: TestApp;
  beforeAll(async () => {
    stripeApi.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({ payments: stripeGateway });
  });
  afterAll(async () => {
    await t.close();
    stripeApi.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  /** The tRPC calls a browser makes: one GET, the calls batched in it, all from `address`. */
  async function ask(procedure: StatusProcedure, paymentIntentIds: string[], address: string) {
    const input = Object.fromEntries(paymentIntentIds.map((paymentIntentId, index) => [index, superjson.serialize({ paymentIntentId })]));
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/${paymentIntentIds.map(() => procedure).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
      remoteAddress: address,
    });
    const calls = res.json() as { result?: { data: { json: { status: string } } }; error?: { json: { message: string; data: { httpStatus: number } } } }[];
    return {
      res,
      statuses: calls.map((call) => call.result?.data.json.status ?? call.error?.json.data.httpStatus),
      messages: calls.map((call) => call.error?.json.message),
    };
  }

  async function paidDonation(amount: number) {
    const { paymentIntentId } = (await postJson(t, '/api/create-payment-intent', { amount })).json();
    stripe.pay(paymentIntentId);
    expect((await deliverWebhook(t, stripeEvents.succeeded(paymentIntentId, amount * 100))).statusCode).toBe(200);
    return paymentIntentId as string;
  }

  it("answers a settled payment's status from the store, without calling Stripe", async () => {
    const donation = await paidDonation(40);
    const { paymentIntentId: joined, amountCents } = await t.caller().membership.createIntent({ plan: 'annual', name: 'Lois', email: 'lois@example.org' });
    stripe.pay(joined);
    await deliverWebhook(t, stripeEvents.succeeded(joined, amountCents));
    stripe.requests.length = 0;

    const address = nextClientAddress();
    expect((await ask('payments.status', [donation, donation, donation], address)).statuses).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect((await ask('payments.status', [joined], address)).statuses).toEqual(['succeeded']);
    expect((await ask('membership.byPayment', [joined, joined], address)).statuses).toEqual(['active', 'active']);
    expect(stripe.requests).toEqual([]);
  });

  it('asks Stripe while a payment is open, and learns its success there', async () => {
    const { paymentIntentId } = (await postJson(t, '/api/create-payment-intent', { amount: 15 })).json();
    const address = nextClientAddress();
    expect((await ask('payments.status', [paymentIntentId], address)).statuses).toEqual(['requires_payment_method']);
    stripe.pay(paymentIntentId);
    expect((await ask('payments.status', [paymentIntentId], address)).statuses).toEqual(['succeeded']);
    expect((await ask('payments.status', [paymentIntentId], address)).statuses).toEqual(['succeeded']);
    expect(stripe.requests).toEqual([
      'POST /v1/payment_intents',
      `GET /v1/payment_intents/${paymentIntentId}`,
      `GET /v1/payment_intents/${paymentIntentId}`,
    ]);
  });

  it('limits the checks that reach Stripe per client address, on both pages, with 429 and Retry-After', async () => {
    const { paymentIntentId: open } = (await postJson(t, '/api/create-payment-intent', { amount: 20 })).json();
    const { paymentIntentId: joining } = await t.caller().membership.createIntent({ plan: 'monthly', name: 'Eunice', email: 'eunice@example.org' });
    const settled = await paidDonation(30);
    stripe.requests.length = 0;
    const budget = limitRules.paymentStatus.points;
    const address = nextClientAddress();

    // The budget is spent in batches of ten and across both procedures: one budget per address.
    for (let spent = 0; spent < budget; spent += 10) {
      const procedure: StatusProcedure = spent === 0 ? 'membership.byPayment' : 'payments.status';
      const batch = Array.from({ length: Math.min(10, budget - spent) }, () => (procedure === 'payments.status' ? open : joining));
      expect((await ask(procedure, batch, address)).res.statusCode).toBe(200);
    }
    expect(stripe.requests).toHaveLength(budget);

    const refused = await ask('payments.status', [open, open], address);
    expect(refused.res.statusCode).toBe(429);
    expect(refused.statuses).toEqual([429, 429]);
    expect(refused.messages).toEqual([TOO_MANY_REQUESTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE]);
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.res.headers['retry-after'])).toBeLessThanOrEqual(limitRules.paymentStatus.durationSeconds);
    expect((await ask('membership.byPayment', [joining], address)).statuses).toEqual([429]);
    expect(stripe.requests).toHaveLength(budget);

    // A settled payment is still answered from the store, and another address has its own budget.
    expect((await ask('payments.status', [settled], address)).statuses).toEqual(['succeeded']);
    expect((await ask('payments.status', [open], nextClientAddress())).statuses).toEqual(['requires_payment_method']);
  });
});
