import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, demoPaymentIntents, funds, outbox, payments, recurringGifts, users } from '../../db/schema';
import { FUND_RENAME_REFUSED, RECURRING_NEEDS_ACCOUNT, START_DATE_INVALID } from '../contracts/giving';
import { DEMO_CARDS } from '../contracts/payments';
import { chargeDueGifts } from '../services/giving/schedule';
import { givingStatementFor } from '../services/giving/statement';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, type Member } from '../test/http';

// Giving with the demo gateway (issue 37): one-time gifts to a fund with the fee covered, recurring gifts charged by
// the app's schedule against the demo clock (once, whichever instance looks), declines and a new card, the
// history on /account, the annual statement, and funds kept true once given to.

describe('giving, with the demo gateway', () => {
  let t: TestApp;
  let admin: Member;
  const signUp = membersOf(() => t, 'giver-');
  const fundId = async (name: string) => {
    const [fund] = await t.database.db.select({ id: funds.id }).from(funds).where(eq(funds.name, name));
    if (!fund) throw new Error(`no fund ${name}`);
    return fund.id;
  };
  const asAdmin = () => t.caller({ ...admin.user, role: 'admin' });

  beforeAll(async () => {
    t = await createTestApp({ env: { GIVING_FEE_PERCENT: '2.9', GIVING_FEE_FIXED_CENTS: '30' } });
    admin = await signUp();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  });
  afterAll(() => t.close());

  /** A recurring gift set up as /donate does it: the choice, the demo card form saving the card, the confirmation. */
  async function recurringGift(member: Member, choice: { amount: number; interval: 'week' | 'two_weeks' | 'month'; fund: string; coverFee: boolean }, card: string = DEMO_CARDS.succeeds) {
    const caller = t.caller(member.user);
    const { today } = await caller.giving.options();
    const setup = await caller.giving.startRecurring({ amount: choice.amount, interval: choice.interval, startDate: today, fundId: await fundId(choice.fund), coverFee: choice.coverFee });
    await t.caller(null).payments.confirmDemo({ clientSecret: setup.clientSecret, cardNumber: card });
    return caller.giving.confirmRecurring({ giftId: setup.giftId });
  }

  it('offers the visible funds and the fee schedule, and prices a covered fee on the server: $25 to Missions charges $26.06', async () => {
    const options = await t.caller(null).giving.options();
    expect(options.funds.map((fund) => fund.name)).toEqual(['General', 'Missions', 'Building']);
    expect(options.fee).toEqual({ rateBasisPoints: 290, fixedCents: 30 });

    const intent = await t.caller(null, '10.7.0.1').payments.createDonationIntent({ amount: 25, fundId: await fundId('Missions'), coverFee: true });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
    expect(payment).toMatchObject({ amountCents: 2606, feeCents: 106, fundId: await fundId('Missions'), description: 'One-time gift to Missions' });
    // The fee choice changes the same intent, as the amount does.
    await t.caller(null, '10.7.0.1').payments.changeDonationAmount({ ...intent, amount: 25, fundId: await fundId('Missions'), coverFee: false });
    const [changed] = await t.database.db.select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
    expect(changed).toMatchObject({ amountCents: 2500, feeCents: 0 });
  });

  it('gives once without an account, but asks a visitor to sign in for a recurring gift', async () => {
    const intent = await t.caller(null, '10.7.0.2').payments.createDonationIntent({ amount: 10 });
    await t.caller(null, '10.7.0.2').payments.confirmDemo({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
    expect(payment).toMatchObject({ status: 'succeeded', fundId: await fundId('General') });

    const today = (await t.caller(null).giving.options()).today;
    await expect(
      t.caller(null, '10.7.0.3').giving.startRecurring({ amount: 10, interval: 'month', startDate: today, fundId: await fundId('General'), coverFee: false }),
    ).rejects.toThrow(RECURRING_NEEDS_ACCOUNT);
  });

  it('refuses a start date in the past', async () => {
    const member = await signUp();
    await expect(
      t.caller(member.user).giving.startRecurring({ amount: 10, interval: 'month', startDate: '2020-01-01', fundId: await fundId('General'), coverFee: false }),
    ).rejects.toThrow(START_DATE_INVALID);
  });

  it('charges a monthly gift at once, then each month the clock moves on, once each; cancelled, it stops; the statement adds up', async () => {
    const member = await signUp();
    const gift = await recurringGift(member, { amount: 25, interval: 'month', fund: 'Missions', coverFee: true });
    expect(gift).toMatchObject({ status: 'active', fund: 'Missions', amountCents: 2606, feeCents: 106, interval: 'month', card: 'Card ending 4242' });

    let overview = await t.caller(member.user).giving.overview();
    expect(overview.gifts).toHaveLength(1);

    // Two months later (61 days covers any two months), three instances look at once: each due date is charged once.
    await asAdmin().desk.giving.moveDemoClock({ days: 61 });
    await Promise.all([chargeDueGifts(t.deps), chargeDueGifts(t.deps), chargeDueGifts(t.deps)]);
    overview = await t.caller(member.user).giving.overview();
    expect(overview.gifts).toHaveLength(3);
    expect(overview.gifts.every((g) => g.status === 'succeeded' && g.fund === 'Missions' && g.amountCents === 2606 && g.feeCents === 106 && g.recurring)).toBe(true);
    expect(new Set(overview.gifts.map((g) => g.at.toISOString())).size).toBe(3);

    const year = overview.statementYears[0] ?? 0;
    const statements = await Promise.all(overview.statementYears.map((y) => givingStatementFor(t.database.db, { userId: member.user.id }, y)));
    const total = statements.reduce((sum, s) => sum + (s?.totalCents ?? 0), 0);
    expect(total).toBe(3 * 2606);
    for (const statement of statements) {
      if (!statement) continue;
      expect(statement.totalsByFund.reduce((sum, f) => sum + f.cents, 0)).toBe(statement.totalCents);
      expect(statement.gifts.reduce((sum, g) => sum + g.amountCents, 0)).toBe(statement.totalCents);
    }
    // Downloaded from /account as the browser does: the member's own, by the session cookie.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/giving/statements/${year}`, headers: { cookie: member.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`giving-statement-${year}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: `/api/giving/statements/${year}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/giving/statements/2001', headers: { cookie: member.cookie } })).statusCode).toBe(404);

    const cancelled = await t.caller(member.user).giving.change({ giftId: gift.id, action: 'cancel' });
    expect(cancelled).toMatchObject({ status: 'cancelled', nextChargeAt: null });
    await asAdmin().desk.giving.moveDemoClock({ days: 62 });
    expect((await t.caller(member.user).giving.overview()).gifts).toHaveLength(3);
  });

  it('pauses and resumes a gift, skipping what fell due meanwhile, and changes its amount for the gifts to come', async () => {
    const member = await signUp();
    const gift = await recurringGift(member, { amount: 10, interval: 'week', fund: 'General', coverFee: false });
    expect((await t.caller(member.user).giving.overview()).gifts).toHaveLength(1);
    await t.caller(member.user).giving.change({ giftId: gift.id, action: 'pause' });
    await asAdmin().desk.giving.moveDemoClock({ days: 21 });
    expect((await t.caller(member.user).giving.overview()).gifts).toHaveLength(1);
    // Resumed on a due day (three weeks on): that day's gift is charged, the two missed while paused are not.
    const resumed = await t.caller(member.user).giving.change({ giftId: gift.id, action: 'resume' });
    expect(resumed.status).toBe('active');
    expect((await t.caller(member.user).giving.overview()).gifts).toHaveLength(2);
    const changed = await t.caller(member.user).giving.changeAmount({ giftId: gift.id, amount: 20, coverFee: true });
    expect(changed).toMatchObject({ amountCents: 2091, feeCents: 91 });
    await t.caller(member.user).giving.change({ giftId: gift.id, action: 'cancel' });
  });

  it('tells the donor of a declined charge, shows the gift failing on the desk, and charges it again with a new card', async () => {
    const member = await signUp();
    await t.database.db.update(users).set({ email: `${member.user.username}@example.org`, emailConfirmedAt: new Date() }).where(eq(users.id, member.user.id));
    const gift = await recurringGift(member, { amount: 15, interval: 'month', fund: 'Building', coverFee: false }, DEMO_CARDS.declinedLater);
    expect(gift).toMatchObject({ failing: true, lastFailure: 'Your card was declined.' });
    const told = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'gift_declined'));
    expect(told.map((message) => message.to)).toContain(`${member.user.username}@example.org`);
    const desk = await asAdmin().desk.giving.setup();
    expect(desk.failing).toEqual(expect.arrayContaining([expect.objectContaining({ id: gift.id, username: member.user.username, fund: 'Building', failedAttempts: 1 })]));

    const update = await t.caller(member.user).giving.startCardUpdate({ giftId: gift.id });
    if (update.kind !== 'card') throw new Error('the demo gateway updates the card with its own form');
    await t.caller(null).payments.confirmDemo({ clientSecret: update.clientSecret, cardNumber: DEMO_CARDS.succeeds });
    const mended = await t.caller(member.user).giving.finishCardUpdate({ giftId: gift.id });
    expect(mended).toMatchObject({ failing: false, card: 'Card ending 4242' });
    const gifts = await t.database.db.select().from(payments).where(eq(payments.recurringGiftId, gift.id));
    expect(gifts.map((p) => p.status)).toEqual(['succeeded']);
  });

  it("lets admins download any donor's statement and send every donor's statement for a year through the outbox, once", async () => {
    const intent = await t.caller(null, '10.7.0.20').payments.createDonationIntent({ amount: 40, fundId: await fundId('Building') });
    await t.caller(null, '10.7.0.20').payments.setDonationReceiptEmail({ ...intent, email: 'Tabitha@Example.org' });
    await t.caller(null, '10.7.0.20').payments.confirmDemo({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
    const [gift] = await t.database.db.select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
    const year = gift?.createdAt.getUTCFullYear() ?? 0;

    const file = await asAdmin().desk.giving.statement({ year, email: 'tabitha@example.org' });
    expect(Buffer.from(file.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await expect(asAdmin().desk.giving.statement({ year, username: 'nobody-by-this-name' })).rejects.toThrow('No member has that username.');
    await expect(t.caller(admin.user).desk.giving.statement({ year, email: 'tabitha@example.org' })).rejects.toThrow();

    const first = await asAdmin().desk.giving.sendStatements({ year });
    expect(first.queued).toBeGreaterThanOrEqual(1);
    const statements = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'giving_statement'));
    const tabitha = statements.filter((message) => message.to === 'tabitha@example.org');
    expect(tabitha).toHaveLength(1);
    expect(tabitha[0]?.text).toContain('Building: $40.00');
    expect(tabitha[0]?.text).toContain('No goods or services were provided in exchange for these contributions');
    const again = await asAdmin().desk.giving.sendStatements({ year });
    expect(again.queued).toBe(0);
    // Staff actions are audited: who sent the year's statements, and the demo clock moved earlier.
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(audited.map((entry) => entry.action)).toEqual(expect.arrayContaining(['demo_clock.move', 'statements.send']));
  });

  it('charges a gift that an instance recorded and then stopped before charging, once', async () => {
    const member = await signUp();
    const gift = await recurringGift(member, { amount: 12, interval: 'two_weeks', fund: 'General', coverFee: false });
    // As an instance leaves it when it stops between recording a due gift and charging it.
    const dueAt = new Date('2030-01-01T00:00:00Z');
    const key = `gift:${gift.id}:${dueAt.toISOString()}`;
    const intent = await t.deps.payments.createIntent({ amountCents: 1200, currency: 'usd', purpose: 'donation', idempotencyKey: key });
    await t.database.db.insert(payments).values({
      gateway: 'demo',
      intentId: intent.intentId,
      purpose: 'donation',
      amountCents: 1200,
      userId: member.user.id,
      idempotencyKey: key,
      fundId: await fundId('General'),
      recurringGiftId: gift.id,
      dueAt,
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    await Promise.all([chargeDueGifts(t.deps), chargeDueGifts(t.deps)]);
    await chargeDueGifts(t.deps);
    const [stranded] = await t.database.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(stranded).toMatchObject({ status: 'succeeded' });
    expect(stranded?.deliveredAt).not.toBeNull();
    const charges = await t.database.db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.idempotencyKey, key));
    expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
  });

  it('keeps a fund true once given to: never renamed, but hidden from donors', async () => {
    const admin_ = asAdmin();
    const { id } = await admin_.desk.giving.addFund({ name: 'Youth Camp', description: 'Summer camp scholarships' });
    await admin_.desk.giving.updateFund({ id, name: 'Youth Camps', description: 'Summer camp scholarships', hidden: false });
    const intent = await t.caller(null, '10.7.0.9').payments.createDonationIntent({ amount: 5, fundId: id });
    await t.caller(null, '10.7.0.9').payments.confirmDemo({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
    await expect(admin_.desk.giving.updateFund({ id, name: 'Camps', description: '', hidden: false })).rejects.toThrow(FUND_RENAME_REFUSED);
    const unused = await admin_.desk.giving.addFund({ name: 'Choir robes', description: '' });
    const listed = (await admin_.desk.giving.setup()).funds;
    expect(listed.find((fund) => fund.id === id)).toMatchObject({ name: 'Youth Camps', givenTo: true });
    expect(listed.find((fund) => fund.id === unused.id)).toMatchObject({ givenTo: false });
    await admin_.desk.giving.updateFund({ id, name: 'Youth Camps', description: 'Closed for this year', hidden: true });
    expect((await t.caller(null).giving.options()).funds.map((fund) => fund.name)).not.toContain('Youth Camps');
    await expect(t.caller(null, '10.7.0.10').payments.createDonationIntent({ amount: 5, fundId: id })).rejects.toThrow('Please choose a fund for your gift.');
    const [gift] = await t.database.db.select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
    expect(gift?.fundId).toBe(id);
    expect(await t.database.db.select().from(recurringGifts).where(eq(recurringGifts.fundId, id))).toEqual([]);
  });
});
