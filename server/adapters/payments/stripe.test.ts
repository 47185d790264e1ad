import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SERVICE_UNAVAILABLE, StripeGateway } from './stripe';

// The real stripe SDK, with msw answering api.stripe.com the way Stripe does.
const stripeApi = setupServer();
beforeAll(() => stripeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => stripeApi.resetHandlers());
afterAll(() => stripeApi.close());

function paymentIntent(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pi_3Test',
    object: 'payment_intent',
    amount: 2500,
    currency: 'usd',
    status: 'requires_payment_method',
    client_secret: 'pi_3Test_secret_abc',
    metadata: { purpose: 'donation' },
    last_payment_error: null,
    ...overrides,
  };
}

const gateway = () => new StripeGateway('sk_test_ministry', { maxNetworkRetries: 0 });

describe('the Stripe gateway', () => {
  it('creates a PaymentIntent with automatic payment methods, the purpose in metadata and an idempotency key', async () => {
    let seen: { body: URLSearchParams; idempotencyKey: string | null; auth: string | null } | undefined;
    stripeApi.use(
      http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
        seen = {
          body: new URLSearchParams(await request.text()),
          idempotencyKey: request.headers.get('idempotency-key'),
          auth: request.headers.get('authorization'),
        };
        return HttpResponse.json(paymentIntent());
      }),
    );
    const intent = await gateway().createIntent({
      amountCents: 2500,
      currency: 'usd',
      purpose: 'donation',
      description: 'One-time donation',
      idempotencyKey: 'key-123',
    });
    expect(intent).toEqual({
      intentId: 'pi_3Test',
      clientSecret: 'pi_3Test_secret_abc',
      status: 'requires_payment_method',
      amountCents: 2500,
      currency: 'usd',
      metadata: { purpose: 'donation' },
    });
    expect(seen?.auth).toBe('Bearer sk_test_ministry');
    expect(seen?.idempotencyKey).toBe('key-123');
    expect(Object.fromEntries(seen?.body ?? [])).toMatchObject({
      amount: '2500',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[purpose]': 'donation',
      description: 'One-time donation',
    });
  });

  it('updates the amount of the same PaymentIntent, keeping its client secret', async () => {
    let body: Record<string, string> | undefined;
    stripeApi.use(
      http.post('https://api.stripe.com/v1/payment_intents/pi_3Test', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json(paymentIntent({ amount: Number(body.amount) }));
      }),
    );
    await expect(gateway().updateIntentAmount('pi_3Test', 4200)).resolves.toMatchObject({
      intentId: 'pi_3Test',
      clientSecret: 'pi_3Test_secret_abc',
      amountCents: 4200,
    });
    expect(body).toEqual({ amount: '4200' });
  });

  it('refuses a new amount for an intent that has moved on with CONFLICT', async () => {
    stripeApi.use(
      http.post('https://api.stripe.com/v1/payment_intents/pi_3Test', () =>
        HttpResponse.json(
          { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot update this PaymentIntent' } },
          { status: 400 },
        ),
      ),
    );
    await expect(gateway().updateIntentAmount('pi_3Test', 4200)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This payment can no longer be changed. Please reload the page and try again.',
    });
  });

  it('retrieves a succeeded intent as succeeded', async () => {
    stripeApi.use(http.get('https://api.stripe.com/v1/payment_intents/pi_3Test', () => HttpResponse.json(paymentIntent({ status: 'succeeded' }))));
    await expect(gateway().retrieveIntent('pi_3Test')).resolves.toMatchObject({ status: 'succeeded', amountCents: 2500 });
  });

  it('treats a declined card (back to requires_payment_method) as not paid', async () => {
    stripeApi.use(
      http.get('https://api.stripe.com/v1/payment_intents/pi_3Test', () =>
        HttpResponse.json(
          paymentIntent({
            status: 'requires_payment_method',
            last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          }),
        ),
      ),
    );
    await expect(gateway().retrieveIntent('pi_3Test')).resolves.toMatchObject({ status: 'requires_payment_method' });
  });

  it('answers null for an intent Stripe does not know', async () => {
    stripeApi.use(
      http.get('https://api.stripe.com/v1/payment_intents/pi_missing', () =>
        HttpResponse.json(
          { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
          { status: 404 },
        ),
      ),
    );
    await expect(gateway().retrieveIntent('pi_missing')).resolves.toBeNull();
  });

  it('turns an API error into a clear BAD_GATEWAY, without Stripe internals', async () => {
    stripeApi.use(
      http.post('https://api.stripe.com/v1/payment_intents', () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Internal error req_123' } }, { status: 500 }),
      ),
    );
    await expect(
      gateway().createIntent({ amountCents: 1000, currency: 'usd', purpose: 'donation', idempotencyKey: 'key-9' }),
    ).rejects.toMatchObject({ code: 'BAD_GATEWAY', message: PAYMENT_SERVICE_UNAVAILABLE });
  });
});
