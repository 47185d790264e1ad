import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema';
import type { AccountOverview } from '../contracts/account-overview';
import type { ContentRequestInput } from '../contracts/content';
import { createTestApp, type TestApp } from '../test/app';
import { call, membersOf, type Member } from '../test/http';
import { deliverWebhook, EVENT_CREATED, fakeStripeApi, stripeEvents, stripeGateway } from '../test/stripe';

// A refund or a chargeback at Stripe ends what the payment bought, and the member reads why on /account.
// Everything through HTTP as the browser and Stripe reach it: the real stripe SDK against msw, signed events.
const stripe = fakeStripeApi();
const stripeApi = setupServer(...stripe.handlers);

const sermon: ContentRequestInput = { type: 'sermon', topic: 'Forgiveness', bibleVerse: 'Matthew 6:14-15', length: 'medium', ageGroup: 'adults' };
const eventDate = new Date(EVENT_CREATED * 1000);

describe('refunds and disputes', () => {
  let t: TestApp;
  beforeAll(async () => {
    stripeApi.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({ bible: true, payments: stripeGateway });
  });
  afterAll(async () => {
    await t.close();
    stripeApi.close();
  });
  const signUp = membersOf(() => t, 'steward');

  /** A checkout through `path`, paid at Stripe and confirmed by the webhook, as a real one goes. */
  async function buy(member: Member, path: string, body: object) {
    const started = await call(t, 'POST', path, member.cookie, body);
    expect(started.status).toBe(200);
    const { paymentIntentId } = started.body as { paymentIntentId: string };
    const { amount } = stripe.pay(paymentIntentId);
    expect((await deliverWebhook(t, stripeEvents.succeeded(paymentIntentId, amount))).json()).toEqual({ received: true, duplicate: false });
    return { paymentIntentId, amount };
  }

  async function overview(member: Member): Promise<AccountOverview> {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/accounts.overview', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    return superjson.deserialize(res.json().result.data);
  }

  async function outcomeOf(eventId: string) {
    const [event] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
    return event?.outcome;
  }

  it('a full refund ends the membership, and /account says it was refunded and when', async () => {
    const member = await signUp();
    const { paymentIntentId, amount } = await buy(member, '/api/create-payment-intent', { plan: 'monthly' });
    expect((await overview(member)).membership).toMatchObject({ plan: 'monthly', status: 'active' });

    const refund = stripeEvents.refunded(paymentIntentId, amount);
    expect((await deliverWebhook(t, refund)).json()).toEqual({ received: true, duplicate: false });
    expect(await outcomeOf(refund.id)).toBe('applied');
    const after = await overview(member);
    expect(after.membership).toBeNull();
    expect(after.reversals).toEqual([
      { purpose: 'membership', description: 'Breakthrough Circle Monthly membership', reason: 'refunded', on: eventDate },
    ]);
    // The welcome page reads it from the store: ended, and Stripe is not asked.
    stripe.requests.length = 0;
    await expect(t.caller().membership.byPayment({ paymentIntentId })).resolves.toMatchObject({ status: 'revoked' });
    await expect(t.caller().payments.status({ paymentIntentId })).resolves.toMatchObject({ status: 'refunded' });
    expect(stripe.requests).toEqual([]);
  });

  it('a dispute ends Bible chat Premium, and /account says the payment is disputed', async () => {
    const member = await signUp();
    const { paymentIntentId, amount } = await buy(member, '/api/bible-chat/upgrade', { plan: 'monthly' });
    expect((await call(t, 'GET', '/api/bible-chat/subscription', member.cookie)).body.subscription.tier).toBe('premium');

    expect((await deliverWebhook(t, stripeEvents.disputed(paymentIntentId, amount))).statusCode).toBe(200);
    const subscription = await call(t, 'GET', '/api/bible-chat/subscription', member.cookie);
    expect(subscription.body.subscription).toEqual({ tier: 'free', premiumUntil: null });
    const after = await overview(member);
    expect(after.bibleChat).toEqual({ tier: 'free', dailyMessageLimit: 5 });
    expect(after.reversals).toEqual([{ purpose: 'chat_premium', description: 'Bible Chat Premium (Monthly)', reason: 'disputed', on: eventDate }]);
  });

  it('a refunded sermon can no longer be downloaded or written again, and leaves the library', async () => {
    const member = await signUp();
    const { paymentIntentId, amount } = await buy(member, '/api/content/create-payment', { type: 'sermon', contentParams: sermon });
    const written = await call(t, 'POST', '/api/content/generate', member.cookie, { paymentIntentId, contentParams: sermon });
    expect(written.status).toBe(200);
    const [item] = (await call(t, 'GET', '/api/content', member.cookie)).body.items;
    expect((await call(t, 'GET', `/api/content/${item.id}/download?format=md`, member.cookie)).status).toBe(200);

    expect((await deliverWebhook(t, stripeEvents.refunded(paymentIntentId, amount))).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/content/${item.id}/download?format=md`, member.cookie)).status).toBe(404);
    expect((await call(t, 'GET', `/api/content/${item.id}`, member.cookie)).status).toBe(404);
    expect((await call(t, 'GET', '/api/content', member.cookie)).body.items).toEqual([]);
    expect((await call(t, 'POST', '/api/content/generate', member.cookie, { paymentIntentId, contentParams: sermon })).status).toBe(402);
    expect((await call(t, 'POST', `/api/content/${item.id}/retry`, member.cookie)).status).toBe(402);
    expect((await overview(member)).reversals).toEqual([
      { purpose: 'generated_content', description: 'Sermon: Forgiveness', reason: 'refunded', on: eventDate },
    ]);
  });

  it('hands over nothing written for a sermon refunded while the model was writing it', async () => {
    const member = await signUp();
    const { paymentIntentId, amount } = await buy(member, '/api/content/create-payment', { type: 'sermon', contentParams: sermon });
    // The writer waits, mid-sermon, until the refund has arrived.
    const { writer } = t.deps;
    const write = writer.write.bind(writer);
    let writingStarted = () => {};
    const writing = new Promise<void>((resolve) => (writingStarted = resolve));
    let finishWriting = () => {};
    const refunded = new Promise<void>((resolve) => (finishWriting = resolve));
    writer.write = async (request) => {
      writingStarted();
      await refunded;
      return write(request);
    };
    try {
      const generating = call(t, 'POST', '/api/content/generate', member.cookie, { paymentIntentId, contentParams: sermon });
      await writing;
      expect((await deliverWebhook(t, stripeEvents.refunded(paymentIntentId, amount))).statusCode).toBe(200);
      finishWriting();
      const answer = await generating;
      expect(answer.status).toBe(402);
      expect(answer.body.message).toBe('This purchase has not been paid yet.');
    } finally {
      writer.write = write;
    }
    expect((await call(t, 'GET', '/api/content', member.cookie)).body.items).toEqual([]);
  });

  it('marks a refunded or disputed gift, and shows it on /account', async () => {
    const member = await signUp();
    const gift = await buy(member, '/api/create-payment-intent', { amount: 25 });
    const other = await buy(member, '/api/create-payment-intent', { amount: 10 });
    await deliverWebhook(t, stripeEvents.disputed(gift.paymentIntentId, gift.amount));
    await deliverWebhook(t, stripeEvents.refunded(other.paymentIntentId, other.amount));
    await expect(t.caller().payments.status({ paymentIntentId: gift.paymentIntentId })).resolves.toMatchObject({ status: 'disputed', amountCents: 2500 });
    await expect(t.caller().payments.status({ paymentIntentId: other.paymentIntentId })).resolves.toMatchObject({ status: 'refunded' });
    // Newest first: on the same day, the later payment first.
    expect((await overview(member)).reversals).toEqual([
      { purpose: 'donation', description: 'One-time gift to General', reason: 'refunded', on: eventDate },
      { purpose: 'donation', description: 'One-time gift to General', reason: 'disputed', on: eventDate },
    ]);
  });

  it('keeps what a partial refund leaves paid for: only a refund in full ends it', async () => {
    const member = await signUp();
    const { paymentIntentId, amount } = await buy(member, '/api/create-payment-intent', { plan: 'annual' });
    const partial = stripeEvents.refunded(paymentIntentId, amount, 2000);
    expect((await deliverWebhook(t, partial)).statusCode).toBe(200);
    expect(await outcomeOf(partial.id)).toBe('partial_refund');
    const after = await overview(member);
    expect(after.membership).toMatchObject({ plan: 'annual', status: 'active' });
    expect(after.reversals).toEqual([]);
    await expect(t.caller().payments.status({ paymentIntentId })).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('delivers nothing for a payment whose refund arrived before its success', async () => {
    const member = await signUp();
    const started = await call(t, 'POST', '/api/create-payment-intent', member.cookie, { plan: 'monthly' });
    const { paymentIntentId } = started.body as { paymentIntentId: string };
    const { amount } = stripe.pay(paymentIntentId);
    // Stripe does not promise the order of its events.
    await deliverWebhook(t, stripeEvents.refunded(paymentIntentId, amount));
    await deliverWebhook(t, stripeEvents.succeeded(paymentIntentId, amount));
    const after = await overview(member);
    expect(after.membership).toBeNull();
    expect(after.reversals).toMatchObject([{ purpose: 'membership', reason: 'refunded' }]);
    await expect(t.caller().membership.byPayment({ paymentIntentId })).resolves.toMatchObject({ status: 'revoked' });
  });
});
