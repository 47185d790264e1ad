import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funds, outbox, payments, recurringGifts, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf } from '../test/http';
import { deliverWebhook, EVENT_CREATED, stripeGateway } from '../test/stripe';

// Recurring gifts with the Stripe adapter (issue 37), through the real stripe SDK with msw playing api.stripe.com:
// the member's Customer and a SetupIntent for the card, a Subscription with price_data at the gift's amount and
// interval, invoice.paid (a gift and its receipt, once however often delivered), invoice.payment_failed (the donor
// told, the desk's failing list), the customer portal for a new card, a refund at Stripe (which names the payment
// intent, while the gift's payment is keyed by its invoice), and cancelling.

describe('recurring gifts at Stripe', () => {
  const requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];
  let setupStatus = 'requires_payment_method';
  const subscriptionObject = (overrides: object = {}) => ({
    id: 'sub_test1',
    object: 'subscription',
    status: 'active',
    customer: 'cus_test1',
    pause_collection: null,
    trial_end: null,
    items: { object: 'list', data: [{ id: 'si_test1', object: 'subscription_item', current_period_end: EVENT_CREATED + 30 * 86_400, price: { id: 'price_1', unit_amount: 2606, currency: 'usd' } }] },
    ...overrides,
  });
  const record = async (request: Request, path: string) => {
    const body = new URLSearchParams(request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text());
    requests.push({ method: request.method, path, body, idempotencyKey: request.headers.get('idempotency-key') });
  };
  const api = setupServer(
    http.post('https://api.stripe.com/v1/customers', async ({ request }) => {
      await record(request, '/v1/customers');
      return HttpResponse.json({ id: 'cus_test1', object: 'customer' });
    }),
    http.post('https://api.stripe.com/v1/setup_intents', async ({ request }) => {
      await record(request, '/v1/setup_intents');
      return HttpResponse.json({ id: 'seti_test1', object: 'setup_intent', client_secret: 'seti_test1_secret_x', customer: 'cus_test1', status: setupStatus, payment_method: null });
    }),
    http.get('https://api.stripe.com/v1/setup_intents/:id', async ({ request }) => {
      await record(request, '/v1/setup_intents/:id');
      const saved = setupStatus === 'succeeded';
      return HttpResponse.json({
        id: 'seti_test1',
        object: 'setup_intent',
        client_secret: 'seti_test1_secret_x',
        customer: 'cus_test1',
        status: setupStatus,
        payment_method: saved ? { id: 'pm_test1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } } : null,
      });
    }),
    http.get('https://api.stripe.com/v1/products/:id', async ({ request }) => {
      await record(request, '/v1/products/:id');
      return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such product' } }, { status: 404 });
    }),
    http.post('https://api.stripe.com/v1/products', async ({ request }) => {
      await record(request, '/v1/products');
      return HttpResponse.json({ id: 'lwm_recurring_gift', object: 'product' });
    }),
    http.post('https://api.stripe.com/v1/subscriptions', async ({ request }) => {
      await record(request, '/v1/subscriptions');
      return HttpResponse.json(subscriptionObject());
    }),
    http.get('https://api.stripe.com/v1/subscriptions/:id', async ({ request }) => {
      await record(request, '/v1/subscriptions/:id');
      return HttpResponse.json(subscriptionObject());
    }),
    http.post('https://api.stripe.com/v1/subscriptions/:id', async ({ request }) => {
      await record(request, 'POST /v1/subscriptions/:id');
      return HttpResponse.json(subscriptionObject());
    }),
    http.delete('https://api.stripe.com/v1/subscriptions/:id', async ({ request }) => {
      await record(request, 'DELETE /v1/subscriptions/:id');
      return HttpResponse.json(subscriptionObject({ status: 'canceled' }));
    }),
    // The invoice a payment intent paid: pi_gift1 paid in_test1; any other intent, none of ours.
    http.get('https://api.stripe.com/v1/invoice_payments', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push({ method: 'GET', path: '/v1/invoice_payments', body: query, idempotencyKey: null });
      const paid = query.get('payment[type]') === 'payment_intent' && query.get('payment[payment_intent]') === 'pi_gift1';
      const data = paid ? [{ id: 'inpay_1', object: 'invoice_payment', invoice: 'in_test1', payment: { type: 'payment_intent', payment_intent: 'pi_gift1' }, status: 'paid' }] : [];
      return HttpResponse.json({ object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }),
    http.post('https://api.stripe.com/v1/billing_portal/sessions', async ({ request }) => {
      await record(request, '/v1/billing_portal/sessions');
      return HttpResponse.json({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' });
    }),
  );
  let t: TestApp;
  const signUp = membersOf(() => t, 'stripe-giver-');
  let events = 0;
  const event = (type: string, object: object) => {
    events += 1;
    return { id: `evt_gift${events}`, object: 'event', type, api_version: '2026-10-28.endive', created: EVENT_CREATED, data: { object } };
  };
  const invoice = (id: string, amount: number, periodStart: number, nextAttempt: number | null = null) => ({
    id,
    object: 'invoice',
    amount_paid: amount,
    amount_due: amount,
    currency: 'usd',
    period_start: periodStart - 30 * 86_400,
    next_payment_attempt: nextAttempt,
    last_finalization_error: null,
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test1' } },
    lines: { object: 'list', data: [{ id: `il_${id}`, object: 'line_item', period: { start: periodStart, end: periodStart + 30 * 86_400 } }] },
  });

  beforeAll(async () => {
    api.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({ payments: stripeGateway });
  });
  afterAll(async () => {
    await t.close();
    api.close();
  });

  it('sets up a monthly gift as a Subscription, records each paid invoice once with its receipt, tells of a failed one, and cancels at Stripe', async () => {
    const member = await signUp();
    await t.database.db.update(users).set({ email: 'priscilla@example.org', emailConfirmedAt: new Date() }).where(eq(users.id, member.user.id));
    const [missions] = await t.database.db.select().from(funds).where(eq(funds.name, 'Missions'));
    if (!missions) throw new Error('no Missions fund');
    const caller = t.caller(member.user);
    const { today } = await caller.giving.options();

    const setup = await caller.giving.startRecurring({ amount: 25, interval: 'month', startDate: today, fundId: missions.id, coverFee: true });
    expect(setup).toMatchObject({ setupId: 'seti_test1', clientSecret: 'seti_test1_secret_x' });
    const customer = requests.find((r) => r.path === '/v1/customers');
    expect(customer?.body.get('email')).toBe('priscilla@example.org');
    expect(requests.find((r) => r.path === '/v1/setup_intents')?.body.get('usage')).toBe('off_session');

    // Before Stripe.js has confirmed the card, the gift does not start.
    await expect(caller.giving.confirmRecurring({ giftId: setup.giftId })).rejects.toThrow('Your card has not been saved yet');
    setupStatus = 'succeeded';
    const gift = await caller.giving.confirmRecurring({ giftId: setup.giftId });
    expect(gift).toMatchObject({ status: 'active', amountCents: 2606, feeCents: 106, card: 'Visa ending 4242', gateway: 'stripe' });
    const subscription = requests.find((r) => r.path === '/v1/subscriptions');
    expect(Object.fromEntries(subscription?.body ?? [])).toMatchObject({
      customer: 'cus_test1',
      default_payment_method: 'pm_test1',
      'items[0][price_data][unit_amount]': '2606',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][product]': 'lwm_recurring_gift',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][recurring][interval_count]': '1',
    });
    expect(subscription?.idempotencyKey).toBe(`subscription:gift-${setup.giftId}`);

    // invoice.paid, delivered twice: one gift, one receipt.
    const paid = event('invoice.paid', invoice('in_test1', 2606, EVENT_CREATED));
    expect((await deliverWebhook(t, paid)).statusCode).toBe(200);
    expect((await deliverWebhook(t, paid)).statusCode).toBe(200);
    const recorded = await t.database.db.select().from(payments).where(eq(payments.recurringGiftId, setup.giftId));
    expect(recorded).toMatchObject([{ intentId: 'in_test1', status: 'succeeded', amountCents: 2606, feeCents: 106, fundId: missions.id, description: 'Monthly gift to Missions' }]);
    expect(recorded[0]?.deliveredAt).not.toBeNull();
    const receipts = (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'donation_receipt'))).filter((m) => m.text.includes('in_test1'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Processing fee you covered');
    expect(receipts[0]?.text).toContain('Missions');

    // invoice.payment_failed: Stripe retries; the donor is told and the desk lists the gift as failing.
    const nextAttempt = EVENT_CREATED + 3 * 86_400;
    expect((await deliverWebhook(t, event('invoice.payment_failed', invoice('in_test2', 2606, EVENT_CREATED + 30 * 86_400, nextAttempt)))).statusCode).toBe(200);
    const [failing] = await t.database.db.select().from(recurringGifts).where(eq(recurringGifts.id, setup.giftId));
    expect(failing).toMatchObject({ status: 'active', failedAttempts: 1 });
    const told = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'gift_declined'));
    expect(told.map((m) => m.to)).toEqual(['priscilla@example.org']);
    expect(told[0]?.subject).toBe('Your recurring gift could not be charged');
    const admin = { ...member.user, role: 'admin' as const };
    expect((await t.caller(admin).desk.giving.setup()).failing).toEqual([expect.objectContaining({ id: setup.giftId, failedAttempts: 1 })]);

    // A new card: Stripe's customer portal, returning to /account.
    const portal = await caller.giving.startCardUpdate({ giftId: setup.giftId });
    expect(portal).toEqual({ kind: 'portal', url: 'https://billing.stripe.com/p/session/test_1' });
    const session = requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(session?.body.get('customer')).toBe('cus_test1');
    expect(session?.body.get('return_url')).toMatch(/\/account$/);

    // The gift paid again after the retry: failing no more.
    expect((await deliverWebhook(t, event('invoice.paid', invoice('in_test2', 2606, EVENT_CREATED + 30 * 86_400)))).statusCode).toBe(200);
    expect((await caller.giving.overview()).recurring[0]).toMatchObject({ failing: false });
    expect((await caller.giving.overview()).gifts).toHaveLength(2);

    // The first gift refunded in full at Stripe: the refund names its payment intent, which paid invoice in_test1.
    const charge = (intent: string) => ({ id: `ch_${intent}`, object: 'charge', payment_intent: intent, amount: 2606, amount_refunded: 2606, refunded: true });
    expect((await deliverWebhook(t, event('charge.refunded', charge('pi_gift1')))).statusCode).toBe(200);
    const lookup = requests.find((r) => r.path === '/v1/invoice_payments');
    expect(lookup?.body.get('payment[payment_intent]')).toBe('pi_gift1');
    const [refunded] = await t.database.db.select().from(payments).where(eq(payments.intentId, 'in_test1'));
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(refunded?.reversedAt).not.toBeNull();
    const [stillPaid] = await t.database.db.select().from(payments).where(eq(payments.intentId, 'in_test2'));
    expect(stillPaid).toMatchObject({ status: 'succeeded' });
    // A refund of an intent that paid no invoice of ours changes nothing.
    expect((await deliverWebhook(t, event('charge.refunded', charge('pi_elsewhere')))).statusCode).toBe(200);
    expect((await t.database.db.select().from(payments).where(eq(payments.recurringGiftId, setup.giftId))).map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);

    // Pausing and cancelling are Stripe's first.
    await caller.giving.change({ giftId: setup.giftId, action: 'pause' });
    expect(requests.find((r) => r.path === 'POST /v1/subscriptions/:id')?.body.get('pause_collection[behavior]')).toBe('void');
    const cancelled = await caller.giving.change({ giftId: setup.giftId, action: 'cancel' });
    expect(cancelled.status).toBe('cancelled');
    expect(requests.some((r) => r.path === 'DELETE /v1/subscriptions/:id')).toBe(true);
  });

  it('follows a subscription ended at Stripe (the portal, the dashboard): the gift is cancelled', async () => {
    const member = await signUp();
    const [general] = await t.database.db.select().from(funds).where(eq(funds.name, 'General'));
    if (!general) throw new Error('no General fund');
    const [made] = await t.database.db
      .insert(recurringGifts)
      .values({ userId: member.user.id, gateway: 'stripe', fundId: general.id, amountCents: 1000, interval: 'week', startOn: '2026-11-01', status: 'active', subscriptionId: 'sub_ended' })
      .returning();
    const ended = event('customer.subscription.deleted', { ...subscriptionObject({ status: 'canceled' }), id: 'sub_ended' });
    expect((await deliverWebhook(t, ended)).statusCode).toBe(200);
    const [gift] = await t.database.db.select().from(recurringGifts).where(eq(recurringGifts.id, made?.id ?? 0));
    expect(gift).toMatchObject({ status: 'cancelled', nextChargeAt: null });
  });
});
