import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentEvents, payments } from '../../db/schema';
import { StripeGateway } from '../adapters/payments/stripe';
import { createTestApp, type TestApp } from '../test/app';
import { postJson } from '../test/http';

const WEBHOOK_SECRET = 'whsec_test_ministry';
const stripe = new Stripe('sk_test_ministry');

const stripeApi = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', () =>
    HttpResponse.json({
      id: 'pi_hook1',
      object: 'payment_intent',
      amount: 5000,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: 'pi_hook1_secret_abc',
      metadata: { purpose: 'donation' },
    }),
  ),
);

function eventPayload(id: string, type: string, amount = 5000) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_795_000_000,
    data: { object: { id: 'pi_hook1', object: 'payment_intent', amount, currency: 'usd', status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method' } },
  });
}

describe('POST /api/stripe/webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    stripeApi.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({
      payments: () => new StripeGateway('sk_test_ministry', { maxNetworkRetries: 0, webhookSecret: WEBHOOK_SECRET }),
    });
    expect((await postJson(t, '/api/create-payment-intent', { amount: 50 })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    stripeApi.close();
  });

  const deliver = (payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
  const paymentStatus = async () => (await t.database.db.select().from(payments))[0]?.status;

  it('refuses a forged signature and changes nothing', async () => {
    const payload = eventPayload('evt_forged', 'payment_intent.succeeded');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const res = await deliver(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(await paymentStatus()).toBe('requires_payment_method');
    expect((await deliver(payload, 'not-a-signature')).statusCode).toBe(400);
  });

  it('records a success for another amount as a mismatch: not succeeded, nothing delivered, a warning logged', async () => {
    const warnings: unknown[] = [];
    const warn = vi.spyOn(t.deps.logger, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args[0]));
    const res = await deliver(eventPayload('evt_0_wrong_amount', 'payment_intent.succeeded', 100));
    warn.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(await paymentStatus()).toBe('requires_payment_method');
    const [event] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_0_wrong_amount'));
    expect(event?.outcome).toBe('amount_mismatch');
    expect(warnings).toEqual([expect.objectContaining({ expectedCents: 5000, reportedCents: 100 })]);
    await t.database.db.delete(paymentEvents);
  });

  it('records payment_intent.succeeded once, however often Stripe delivers it', async () => {
    const payload = eventPayload('evt_1', 'payment_intent.succeeded');
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await paymentStatus()).toBe('succeeded');

    const replay = await deliver(payload);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await t.database.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('never moves a succeeded payment back when a failure arrives late', async () => {
    const res = await deliver(eventPayload('evt_0_late', 'payment_intent.payment_failed'));
    expect(res.statusCode).toBe(200);
    expect(await paymentStatus()).toBe('succeeded');
  });
});

describe('the webhook without a webhook secret', () => {
  it('is not served', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    await t.close();
  });
});
