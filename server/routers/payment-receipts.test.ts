import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, payments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, trpcCall, type Member } from '../test/http';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { deliverWebhook, fakeStripeApi, stripeEvents, stripeGateway } from '../test/stripe';

// Receipts (issue 36): for a donation, a membership, Bible Chat Premium and a content purchase, written in the
// transaction that delivers what was paid for and sent through real SMTP, once, whichever of Stripe's webhook and
// the return page confirms the payment first, or both at the same moment.

const GIFT_LINE = 'No goods or services were given in return for this gift.';

describe('receipts, through real SMTP', () => {
  const stripe = fakeStripeApi();
  const stripeApi = setupServer(...stripe.handlers);
  let t: TestApp;
  let smtp: TestSmtpServer;
  const signUp = membersOf(() => t, 'giver-');

  beforeAll(async () => {
    stripeApi.listen({ onUnhandledRequest: 'error' });
    smtp = await startSmtpServer();
    t = await createTestApp({ payments: stripeGateway, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    stripeApi.close();
  });

  /** Sends what the outbox holds; resolves to every message that has arrived naming `reference`. */
  async function receiptsOf(reference: string): Promise<ParsedMail[]> {
    await t.deps.outbox.deliverDue();
    return smtp.received.filter(({ mail }) => mail.text?.includes(reference)).map(({ mail }) => mail);
  }
  /** The one receipt that arrived naming `reference` (a second, or none, fails the test). */
  async function theReceiptOf(reference: string): Promise<ParsedMail> {
    const receipts = await receiptsOf(reference);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    if (!receipt) throw new Error(`No receipt for ${reference}`);
    return receipt;
  }
  const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
  async function paymentOf(intentId: string) {
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.intentId, intentId));
    if (!payment) throw new Error(`No payment ${intentId}`);
    return payment;
  }
  const longDay = (date: Date | null | undefined) => date?.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) ?? 'no date';

  /** A visitor's gift at Stripe, with the receipt address typed on /donate (or none), paid at the card form. */
  async function visitorGift(amount: number, email: string | null, clientIp: string) {
    const intent = await t.caller(null, clientIp).payments.createDonationIntent({ amount, description: 'One-time donation' });
    if (email !== null) await t.caller(null, clientIp).payments.setDonationReceiptEmail({ ...intent, email });
    stripe.pay(intent.paymentIntentId);
    return intent.paymentIntentId;
  }
  const returnPage = (intentId: string) => t.caller(null, '10.9.0.1').payments.status({ paymentIntentId: intentId });
  const webhook = async (intentId: string, cents: number) => expect((await deliverWebhook(t, stripeEvents.succeeded(intentId, cents))).statusCode).toBe(200);

  async function withConfirmedEmail(member: Member, email: string) {
    await t.database.db.update(users).set({ email, emailConfirmedAt: new Date(), timeZone: 'America/Chicago' }).where(eq(users.id, member.user.id));
  }

  it.each([
    ['the webhook, then the return page', 'first@example.org', async (id: string) => (await webhook(id, 2500), await returnPage(id))],
    ['the return page, then the webhook', 'second@example.org', async (id: string) => (await returnPage(id), await webhook(id, 2500))],
    ['both at the same moment', 'both@example.org', async (id: string) => void (await Promise.all([webhook(id, 2500), returnPage(id)]))],
  ])('sends a gift its receipt once when %s confirm it', async (_order, email, confirm) => {
    const intentId = await visitorGift(25, email, `10.8.0.${email.length}`);
    await confirm(intentId);
    // Once more of each, as Stripe retries and the donor reloads /thank-you.
    await webhook(intentId, 2500);
    await returnPage(intentId);

    const receipt = await theReceiptOf(intentId);
    expect(recipientOf(receipt)).toBe(email);
    expect(receipt.subject).toBe('Thank you for your gift to Living Water Ministries');
    expect(receipt.from?.value).toEqual([{ name: 'Living Water Ministries', address: 'connect@livingwaterministries.org' }]);
    for (const part of [receipt.text, receipt.html || '']) {
      expect(part).toContain('$25.00');
      expect(part).toContain('One-time donation');
      expect(part).toContain(intentId);
      expect(part).toContain(GIFT_LINE);
    }
    expect(receipt.text).toContain('Dear friend,');
    // The date it was confirmed, in UTC for a visitor.
    const payment = await paymentOf(intentId);
    expect(receipt.text).toMatch(new RegExp(`Date:\\s+${longDay(payment.deliveredAt)} at \\d{1,2}:\\d{2} [AP]M UTC`));
    expect(await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, `receipt:${payment.id}`))).toHaveLength(1);
  });

  it('writes no receipt for a gift without an address, from a visitor or a member with none confirmed', async () => {
    const intentId = await visitorGift(10, null, '10.8.1.1');
    await returnPage(intentId);
    await webhook(intentId, 1000);

    const lydia = await signUp();
    await t.database.db.update(users).set({ email: 'lydia@example.org', emailConfirmedAt: null }).where(eq(users.id, lydia.user.id));
    const memberIntent = await t.caller(lydia.user, '10.8.1.2').payments.createDonationIntent({ amount: 11 });
    stripe.pay(memberIntent.paymentIntentId);
    await webhook(memberIntent.paymentIntentId, 1100);

    expect((await paymentOf(memberIntent.paymentIntentId)).deliveredAt).not.toBeNull();
    for (const id of [intentId, memberIntent.paymentIntentId]) expect(await receiptsOf(id)).toEqual([]);
    const gift = await paymentOf(intentId);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, `receipt:${gift.id}`))).toEqual([]);
  });

  it("sends a signed-in donor's receipt to their confirmed address, or to the one typed for it, in their time zone", async () => {
    const dorcas = await signUp();
    await withConfirmedEmail(dorcas, 'dorcas@example.org');
    const onFile = await t.caller(dorcas.user, '10.8.2.1').payments.createDonationIntent({ amount: 40 });
    stripe.pay(onFile.paymentIntentId);
    await webhook(onFile.paymentIntentId, 4000);
    const typed = await t.caller(dorcas.user, '10.8.2.2').payments.createDonationIntent({ amount: 41 });
    await t.caller(dorcas.user, '10.8.2.2').payments.setDonationReceiptEmail({ ...typed, email: 'Tabitha@Example.org' });
    stripe.pay(typed.paymentIntentId);
    await returnPage(typed.paymentIntentId);

    const first = await theReceiptOf(onFile.paymentIntentId);
    expect(recipientOf(first)).toBe('dorcas@example.org');
    expect(first.text).toContain(`Dear ${dorcas.user.username},`);
    expect(first.text).toMatch(/Date:\s+\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M CST/);
    const second = await theReceiptOf(typed.paymentIntentId);
    expect(recipientOf(second)).toBe('tabitha@example.org');
    expect(second.text).toContain('$41.00');
  });

  it('sends a membership its receipt once, to the address given at checkout, with the period it bought', async () => {
    const { paymentIntentId } = await t.caller(null, '10.8.3.1').membership.createIntent({ plan: 'monthly', name: 'Priscilla', email: 'priscilla@example.org' });
    stripe.pay(paymentIntentId);
    const welcome = await t.caller(null, '10.8.3.2').membership.byPayment({ paymentIntentId });
    await webhook(paymentIntentId, 1499);

    const receipt = await theReceiptOf(paymentIntentId);
    expect(recipientOf(receipt)).toBe('priscilla@example.org');
    expect(receipt.subject).toBe('Your Breakthrough Circle membership receipt');
    expect(receipt.text).toContain('Dear Priscilla,');
    expect(receipt.text).toContain('$14.99');
    expect(receipt.text).toContain('Breakthrough Circle Monthly membership');
    expect(receipt.text).toMatch(new RegExp(`Membership:\\s+.+ to ${longDay(welcome.periodEnd)} at`));
    expect(receipt.text).not.toContain(GIFT_LINE);
  });

  it("sends a Premium upgrade its receipt once, to the member's confirmed address, with the period", async () => {
    const aquila = await signUp();
    await withConfirmedEmail(aquila, 'aquila@example.org');
    const { paymentIntentId } = await t.caller(aquila.user, '10.8.4.1').chat.startUpgrade({ plan: 'monthly' });
    stripe.pay(paymentIntentId);
    await Promise.all([webhook(paymentIntentId, 599), t.caller(aquila.user, '10.8.4.2').chat.confirmUpgrade({ paymentIntentId })]);

    const receipt = await theReceiptOf(paymentIntentId);
    expect(recipientOf(receipt)).toBe('aquila@example.org');
    expect(receipt.subject).toBe('Your Bible Chat Premium receipt');
    expect(receipt.text).toContain('$5.99');
    expect(receipt.text).toContain('Bible Chat Premium (Monthly)');
    expect(receipt.text).toMatch(/Premium:\s+\w+ \d{1,2}, \d{4} at .+ to \w+ \d{1,2}, \d{4} at /);
  });

  it('sends a content purchase its receipt once, saying what it bought', async () => {
    const apollos = await signUp();
    await withConfirmedEmail(apollos, 'apollos@example.org');
    const { paymentIntentId } = await t.caller(apollos.user, '10.8.5.1').content.createPayment({ type: 'sermon' });
    stripe.pay(paymentIntentId);
    await returnPage(paymentIntentId);
    await webhook(paymentIntentId, 1499);

    const receipt = await theReceiptOf(paymentIntentId);
    expect(recipientOf(receipt)).toBe('apollos@example.org');
    expect(receipt.subject).toBe('Your receipt for Sermon');
    expect(receipt.text).toContain('$14.99');
    expect(receipt.text).toContain('My Content');
  });

  it("takes a receipt address only from the gift's own payer, and only while it is open", async () => {
    const intent = await t.caller(null, '10.8.6.1').payments.createDonationIntent({ amount: 12 });
    const someoneElse = { ...intent, clientSecret: 'pi_other_secret_x' };
    await expect(t.caller(null, '10.8.6.2').payments.setDonationReceiptEmail({ ...someoneElse, email: 'eve@example.org' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(null, '10.8.6.2').payments.setDonationReceiptEmail({ ...intent, email: 'not an address' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid email address, or leave this empty',
    });
    expect(await t.caller(null, '10.8.6.2').payments.setDonationReceiptEmail({ ...intent, email: 'Joanna@Example.org ' })).toEqual({ email: 'joanna@example.org' });
    expect(await t.caller(null, '10.8.6.2').payments.setDonationReceiptEmail({ ...intent, email: null })).toEqual({ email: null });

    stripe.pay(intent.paymentIntentId);
    await webhook(intent.paymentIntentId, 1200);
    await expect(t.caller(null, '10.8.6.3').payments.setDonationReceiptEmail({ ...intent, email: 'late@example.org' })).rejects.toMatchObject({ code: 'CONFLICT' });
    // Over HTTP as the page sends it.
    const res = await trpcCall(t, undefined, 'payments.setDonationReceiptEmail', { ...intent, email: 'late@example.org' }, 'mutation');
    expect(res.status).toBe(409);
  });
});
