import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmations, outbox, users } from '../../db/schema';
import { accountEmailMessages } from '../contracts/email';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, trpcCall, type Member } from '../test/http';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../test/smtp';

// The email a member keeps on file (issue 36), over HTTP as the browser asks, with every message sent through
// the outbox to a real SMTP server in the test and read back as it arrived: headers, both parts, the link.

const SITE = 'https://www.example.org';
const CONFIRM_PATH = '/account/confirm-email';

const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

describe('an email address on file, through real SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const signUp = membersOf(() => t, 'mailbox-');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const setEmail = (member: Member, email: string) => trpcCall(t, member.cookie, 'accounts.setEmail', { email }, 'mutation');
  const confirm = (token: string | null) => trpcCall(t, undefined, 'accounts.confirmEmail', { token }, 'mutation');
  const emailOnFile = async (member: Member) => (await trpcCall(t, member.cookie, 'accounts.email', undefined)).data;

  /** Sends what the outbox holds, and resolves to the message that arrived for `address` (the latest). */
  async function mailFor(address: string): Promise<ParsedMail> {
    await t.deps.outbox.deliverDue();
    const mail = smtp.received.findLast(({ recipients }) => recipients.includes(address))?.mail;
    if (!mail) throw new Error(`Nothing arrived for ${address}`);
    return mail;
  }

  const tokenIn = (mail: ParsedMail) => linkIn(mail.text, CONFIRM_PATH).searchParams.get('token');

  it('sends a confirmation link from the ministry, in HTML and text, and the link confirms the address', async () => {
    const ruth = await signUp();
    const asked = await setEmail(ruth, '  Ruth@Example.org ');
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ email: null, confirmedAt: null, pending: { email: 'ruth@example.org', expired: false } });

    // Written to the outbox in the request's transaction, queued until a worker sends it.
    const [queued] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'ruth@example.org'));
    expect(queued).toMatchObject({ kind: 'email_confirmation', status: 'queued', attempts: 0 });

    const mail = await mailFor('ruth@example.org');
    expect(mail.from?.value).toEqual([{ name: 'Living Water Ministries', address: 'connect@livingwaterministries.org' }]);
    expect(addressOf(mail)).toBe('ruth@example.org');
    expect(mail.subject).toBe('Confirm your email address for Living Water Ministries');
    expect(mail.text).toContain(`Hello ${ruth.user.username},`);
    expect(mail.text).toContain('1200 Riverside Drive, Nashville, TN 37206');
    expect(mail.html).toContain('Confirm my email address');
    // The same link in both parts, to the site's address (PUBLIC_URL), never the request's Host.
    const link = linkIn(mail.text, CONFIRM_PATH);
    expect(link.origin).toBe(SITE);
    expect(mail.html).toContain(link.href.replace(/&/g, '&amp;'));
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.id, queued?.id ?? 0));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) });

    // The token is stored only as its hash.
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await t.database.db.$count(emailConfirmations, eq(emailConfirmations.tokenHash, token))).toBe(0);

    const confirmed = await confirm(token);
    expect(confirmed).toMatchObject({ status: 200, data: { email: 'ruth@example.org', message: accountEmailMessages.confirmed('ruth@example.org') } });
    expect(await emailOnFile(ruth)).toMatchObject({ email: 'ruth@example.org', confirmedAt: expect.any(String), pending: null });

    // A link works once.
    expect(await confirm(token)).toMatchObject({ status: 409, message: accountEmailMessages.linkUsed });
    // Adding the address already confirmed changes nothing.
    expect(await setEmail(ruth, 'RUTH@example.org')).toMatchObject({ status: 409, message: accountEmailMessages.alreadyConfirmed });
  });

  it('confirms a new address before it replaces the old one, then tells the old one', async () => {
    const naomi = await signUp();
    await setEmail(naomi, 'naomi@example.org');
    expect((await confirm(tokenIn(await mailFor('naomi@example.org')))).status).toBe(200);

    expect((await setEmail(naomi, 'naomi.of.bethlehem@example.net')).data).toMatchObject({
      email: 'naomi@example.org',
      pending: { email: 'naomi.of.bethlehem@example.net' },
    });
    const link = await mailFor('naomi.of.bethlehem@example.net');
    expect(link.text).toContain('new email address for your Living Water Ministries account');
    // Until the new address is confirmed, the old one is the account's and hears nothing.
    const toOld = () => smtp.received.filter(({ recipients }) => recipients.includes('naomi@example.org')).length;
    expect(toOld()).toBe(1);

    expect(await confirm(tokenIn(link))).toMatchObject({ status: 200, data: { email: 'naomi.of.bethlehem@example.net' } });
    const notice = await mailFor('naomi@example.org');
    expect(toOld()).toBe(2);
    expect(notice.subject).toBe('The email address on your Living Water Ministries account was changed');
    // The old mailbox learns where messages go now, partly hidden, and how to reach the ministry.
    expect(notice.text).toContain('was changed to n***@example.net');
    expect(notice.text).not.toContain('naomi.of.bethlehem');
    expect(notice.html).toContain('mailto:connect@livingwaterministries.org');
    expect(await emailOnFile(naomi)).toMatchObject({ email: 'naomi.of.bethlehem@example.net', pending: null });
  });

  it('refuses an expired link, a replaced one and one that is not ours, each saying why', async () => {
    const orpah = await signUp();
    await setEmail(orpah, 'orpah@example.org');
    const first = tokenIn(await mailFor('orpah@example.org'));
    const again = await trpcCall(t, orpah.cookie, 'accounts.resendEmailConfirmation', undefined, 'mutation');
    expect(again).toMatchObject({ status: 200, data: { pending: { email: 'orpah@example.org' } } });
    const second = tokenIn(await mailFor('orpah@example.org'));
    expect(second).not.toBe(first);

    expect(await confirm(first)).toMatchObject({ status: 400, message: accountEmailMessages.linkReplaced });
    await t.database.db
      .update(emailConfirmations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailConfirmations.userId, orpah.user.id));
    expect(await confirm(second)).toMatchObject({ status: 400, message: accountEmailMessages.linkExpired });
    expect(await confirm('A'.repeat(43))).toMatchObject({ status: 400, message: accountEmailMessages.linkUnknown });
    expect(await confirm('')).toMatchObject({ status: 400, message: accountEmailMessages.linkMissing });
    // The account still shows the address as unconfirmed, with its link's expiry, so it can be sent again.
    expect(await emailOnFile(orpah)).toMatchObject({ email: null, pending: { email: 'orpah@example.org', expiresAt: expect.any(String), expired: true } });
  });

  it('keeps a confirmed address to one account, without telling the form whose it is', async () => {
    const [boaz, impostor] = [await signUp(), await signUp()];
    await setEmail(boaz, 'boaz@example.org');
    expect((await confirm(tokenIn(await mailFor('boaz@example.org')))).status).toBe(200);

    // Answered as any other address: the link goes to the mailbox, whose owner alone learns it is taken.
    expect(await setEmail(impostor, 'Boaz@Example.org')).toMatchObject({ status: 200, data: { pending: { email: 'boaz@example.org' } } });
    expect(await confirm(tokenIn(await mailFor('boaz@example.org')))).toMatchObject({ status: 409, message: accountEmailMessages.emailTaken });
    expect(await emailOnFile(impostor)).toMatchObject({ email: null });
    const [owner] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, boaz.user.id));
    expect(owner?.email).toBe('boaz@example.org');
  });

  it('limits the links sent, per member and per address', async () => {
    const ruth = await signUp();
    expect((await setEmail(ruth, 'gleaner@example.org')).status).toBe(200);
    for (let sent = 1; sent < 5; sent += 1) {
      expect((await trpcCall(t, ruth.cookie, 'accounts.resendEmailConfirmation', undefined, 'mutation')).status).toBe(200);
    }
    expect(await trpcCall(t, ruth.cookie, 'accounts.resendEmailConfirmation', undefined, 'mutation')).toMatchObject({
      status: 429,
      message: accountEmailMessages.tooManyLinks,
    });
    // Another member cannot flood the same mailbox either.
    const other = await signUp();
    expect(await setEmail(other, 'gleaner@example.org')).toMatchObject({ status: 429, message: accountEmailMessages.tooManyLinks });
    // Nothing to send again without an address waiting.
    expect(await trpcCall(t, other.cookie, 'accounts.resendEmailConfirmation', undefined, 'mutation')).toMatchObject({
      status: 400,
      message: accountEmailMessages.nothingToSendAgain,
    });
  });

  it('is for members: a visitor is asked to sign in, and a bad address is refused with the form message', async () => {
    expect((await trpcCall(t, undefined, 'accounts.email', undefined)).status).toBe(401);
    expect((await trpcCall(t, undefined, 'accounts.setEmail', { email: 'ruth@example.org' }, 'mutation')).status).toBe(401);
    const member = await signUp();
    expect(await setEmail(member, 'not an address')).toMatchObject({ status: 400, message: accountEmailMessages.invalidEmail });
  });
});

describe('an email address on file, without SMTP_URL', () => {
  let t: TestApp;
  const signUp = membersOf(() => t, 'kept-');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the link in the outbox, where staff read it whole on the desk, and it still works', async () => {
    const member = await signUp();
    const staff = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));

    expect((await trpcCall(t, member.cookie, 'accounts.setEmail', { email: 'lydia@example.org' }, 'mutation')).status).toBe(200);
    await t.deps.outbox.deliverDue();

    const list = await trpcCall(t, staff.cookie, 'desk.outbox.list', { status: 'kept' });
    const [entry] = list.data?.messages as { id: number; to: string; kind: string; status: string; attempts: number; sentAt: unknown }[];
    expect(entry).toMatchObject({ to: 'lydia@example.org', kind: 'email_confirmation', status: 'kept', attempts: 1, sentAt: null });

    const message = await trpcCall(t, staff.cookie, 'desk.outbox.message', { id: entry?.id });
    expect(message.data).toMatchObject({ subject: 'Confirm your email address for Living Water Ministries', status: 'kept' });
    const { text, html } = message.data as { text: string; html: string };
    expect(html).toContain('<html');
    // Links lead to http://localhost:PORT without PUBLIC_URL.
    const link = linkIn(text, CONFIRM_PATH);
    expect(link.origin).toBe(t.config.siteUrl);
    expect(await trpcCall(t, undefined, 'accounts.confirmEmail', { token: link.searchParams.get('token') }, 'mutation')).toMatchObject({
      status: 200,
      data: { email: 'lydia@example.org' },
    });
    // A member never reads the outbox.
    expect((await trpcCall(t, member.cookie, 'desk.outbox.message', { id: entry?.id })).status).toBe(403);
  });
});
