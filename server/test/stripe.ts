// Stripe as the payment tests meet it: the real stripe SDK talking to api.stripe.com, which msw plays
// (intents kept in memory, every request counted), and webhook events signed with the test secret, as
// Stripe signs them. For tests about what a client sees of a payment, from the card form to a chargeback.
import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { StripeGateway } from '../adapters/payments/stripe';
import type { TestApp } from './app';

export const WEBHOOK_SECRET = 'whsec_test_ministry';

/** The gateway the app runs with: the real adapter, no retries (a test's msw answers at once). */
export const stripeGateway = () => new StripeGateway('sk_test_ministry', { maxNetworkRetries: 0, webhookSecret: WEBHOOK_SECRET });

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: 'usd';
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/** api.stripe.com's PaymentIntents: created, read back and marked paid, with every request to it counted. */
export function fakeStripeApi() {
  const intents = new Map<string, FakeIntent>();
  const requests: string[] = [];
  const handlers = [
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      requests.push('POST /v1/payment_intents');
      const body = new URLSearchParams(await request.text());
      const id = `pi_test${intents.size + 1}`;
      const metadata = Object.fromEntries([...body].flatMap(([key, value]) => (key.startsWith('metadata[') ? [[key.slice(9, -1), value]] : [])));
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_test`,
        metadata,
      };
      intents.set(id, intent);
      return HttpResponse.json(intent);
    }),
    http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
      requests.push(`GET /v1/payment_intents/${String(params.id)}`);
      const intent = intents.get(String(params.id));
      if (!intent) return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing' } }, { status: 404 });
      return HttpResponse.json(intent);
    }),
  ];
  return {
    handlers,
    /** Every request the app made to Stripe, as `METHOD /path`. */
    requests,
    /** What the card form does at Stripe: the intent is paid. */
    pay(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
  };
}

/** 2026-11-18T17:46:40Z: when the test events happened. */
export const EVENT_CREATED = 1_795_000_000;

let eventCount = 0;
function event(type: string, object: object) {
  eventCount += 1;
  return { id: `evt_test${eventCount}`, object: 'event', type, api_version: '2026-10-28.endive', created: EVENT_CREATED, data: { object } };
}

/** The events Stripe sends about a payment, as Stripe writes them. */
export const stripeEvents = {
  succeeded: (intentId: string, amount: number) =>
    event('payment_intent.succeeded', { id: intentId, object: 'payment_intent', amount, currency: 'usd', status: 'succeeded' }),
  /** A refund of `refunded` cents on the intent's charge of `amount` (in full when they are equal). */
  refunded: (intentId: string, amount: number, refunded = amount) =>
    event('charge.refunded', {
      id: `ch_for_${intentId}`,
      object: 'charge',
      amount,
      amount_refunded: refunded,
      refunded: refunded === amount,
      currency: 'usd',
      payment_intent: intentId,
      status: 'succeeded',
    }),
  /** The card holder's bank opened a dispute (a chargeback) on the intent's charge. */
  disputed: (intentId: string, amount: number) =>
    event('charge.dispute.created', {
      id: `dp_for_${intentId}`,
      object: 'dispute',
      amount,
      charge: `ch_for_${intentId}`,
      currency: 'usd',
      payment_intent: intentId,
      reason: 'fraudulent',
      status: 'needs_response',
    }),
};

const signer = new Stripe('sk_test_ministry');

/** POSTs an event to the webhook with Stripe's signature, as Stripe delivers it (and delivers it again). */
export function deliverWebhook(t: TestApp, stripeEvent: object) {
  const payload = JSON.stringify(stripeEvent);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}
