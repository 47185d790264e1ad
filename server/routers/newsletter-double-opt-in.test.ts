import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, subscribers, users } from '../../db/schema';
import { DESK_EXPORTS } from '../contracts/desk-ledger';
import { newsletterLinkMessages } from '../contracts/newsletter';
import { createTestApp, type TestApp } from '../test/app';
import { call, membersOf, nextClientAddress, postJson, trpcCall, type Member } from '../test/http';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../test/smtp';

// The newsletter's double opt-in and unsubscribing (issue 36, decision 027), over HTTP as browsers and mail
// providers send them, with every message sent through the outbox to a real SMTP server and read as it arrived.

const SITE = 'https://www.example.org';
const CONFIRM_PATH = '/newsletter/confirm';
const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
const ONE_CLICK = 'List-Unsubscribe=One-Click';

const person = (email: string) => ({ firstName: 'Ruth', lastName: 'Moabite', email, consent: true as const });

describe('newsletter double opt-in and unsubscribe, through real SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let staff: Member;
  const signUp = membersOf(() => t, 'herald-');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
    staff = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Sends what the outbox holds; resolves to every message that has arrived for `address`, oldest first. */
  async function mailsFor(address: string): Promise<ParsedMail[]> {
    await t.deps.outbox.deliverDue();
    return smtp.received.filter(({ recipients }) => recipients.includes(address)).map(({ mail }) => mail);
  }
  async function latestMailFor(address: string): Promise<ParsedMail> {
    const mail = (await mailsFor(address)).at(-1);
    if (!mail) throw new Error(`Nothing arrived for ${address}`);
    return mail;
  }
  /** A header as it was written on the wire, its folded lines joined again. */
  function rawHeader(mail: ParsedMail, name: string): string | undefined {
    const line = mail.headerLines.find(({ key }) => key === name.toLowerCase())?.line;
    return line?.replace(/\r?\n(?=[ \t])/g, '').slice(name.length + 1).trim();
  }
  const rowOf = async (email: string) => (await t.database.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

  const subscribe = (email: string, form: 'section' | 'dialog' = 'section', clientIp = nextClientAddress()) =>
    postJson(t, form === 'section' ? '/api/newsletter/subscribe' : '/api/subscribers', person(email), clientIp);
  const confirm = (token: string | null) => trpcCall(t, undefined, 'newsletter.confirm', { token }, 'mutation');
  const pressUnsubscribe = (token: string | null) => trpcCall(t, undefined, 'newsletter.unsubscribe', { token }, 'mutation');
  /** What Gmail's servers send when a reader presses Unsubscribe beside the message (RFC 8058). */
  const oneClick = (url: URL, body = ONE_CLICK, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': contentType, origin: 'https://mail.google.com' },
      payload: body,
      remoteAddress: nextClientAddress(),
    });
  const exportedEmails = async () => (await call(t, 'GET', DESK_EXPORTS.subscribers, staff.cookie)).text.split('\r\n').slice(1, -1).map((row) => row.split(',')[0]);

  it('sends a sign-up a confirmation link with List-Unsubscribe headers, and the link confirms it', async () => {
    const res = await subscribe('  Ruth@Example.org ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "You've been subscribed to our newsletter." });
    expect(await rowOf('ruth@example.org')).toMatchObject({ confirmedAt: null, source: 'newsletter' });

    const mail = await latestMailFor('ruth@example.org');
    expect(mail.subject).toBe('Please confirm your subscription to Living Water Ministries');
    expect(mail.from?.value).toEqual([{ name: 'Living Water Ministries', address: 'connect@livingwaterministries.org' }]);
    expect(mail.text).toContain('Hello Ruth,');
    expect(mail.text).toContain('The link works for 7 days.');
    const link = linkIn(mail.text, CONFIRM_PATH);
    expect(link.origin).toBe(SITE);
    expect(mail.html).toContain(link.href.replaceAll('&', '&amp;'));

    // RFC 8058: the unsubscribe page's address (also in the footer) and the ministry's mailbox, and one-click POST.
    const unsubscribeUrl = linkIn(mail.text, UNSUBSCRIBE_PATH);
    expect(unsubscribeUrl.origin).toBe(SITE);
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl.href}>, <mailto:connect@livingwaterministries.org?subject=Unsubscribe>`);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);

    // Not on the list until the link is followed.
    expect(await exportedEmails()).not.toContain('ruth@example.org');
    const confirmed = await confirm(link.searchParams.get('token'));
    expect(confirmed).toMatchObject({ status: 200, data: { email: 'ruth@example.org', message: newsletterLinkMessages.confirmed('ruth@example.org') } });
    expect((await rowOf('ruth@example.org'))?.confirmedAt).toBeInstanceOf(Date);
    expect(await exportedEmails()).toContain('ruth@example.org');

    // Followed again, it says there is nothing more to do.
    expect((await confirm(link.searchParams.get('token'))).data).toEqual({ email: 'ruth@example.org', message: newsletterLinkMessages.alreadyConfirmed('ruth@example.org') });
  });

  it('exports only confirmed subscribers, and shows the desk every sign-up with its confirmation', async () => {
    await subscribe('naomi@example.org', 'dialog');
    const naomiLink = linkIn((await latestMailFor('naomi@example.org')).text, CONFIRM_PATH);
    await subscribe('orpah@example.org', 'dialog');
    await confirm(naomiLink.searchParams.get('token'));

    const exported = await exportedEmails();
    expect(exported).toContain('naomi@example.org');
    expect(exported).not.toContain('orpah@example.org');
    const desk = await trpcCall(t, staff.cookie, 'desk.subscribers', {});
    const listed = (desk.data?.subscribers as { email: string; confirmedAt: string | null }[]).filter(({ email }) => ['naomi@example.org', 'orpah@example.org'].includes(email));
    expect(listed).toEqual([
      expect.objectContaining({ email: 'orpah@example.org', confirmedAt: null }),
      expect.objectContaining({ email: 'naomi@example.org', confirmedAt: expect.any(String) }),
    ]);
  });

  it('refuses a link that is not ours, one replaced by a newer sign-up and an expired one, each saying why', async () => {
    expect(await confirm('not-a-real-token')).toMatchObject({ status: 400, message: newsletterLinkMessages.confirmLinkUnknown });
    expect(await confirm('')).toMatchObject({ status: 400, message: newsletterLinkMessages.confirmLinkMissing });

    await subscribe('boaz@example.org');
    const first = linkIn((await latestMailFor('boaz@example.org')).text, CONFIRM_PATH).searchParams.get('token');
    await subscribe('boaz@example.org', 'dialog');
    const second = linkIn((await latestMailFor('boaz@example.org')).text, CONFIRM_PATH).searchParams.get('token');
    expect(second).not.toBe(first);
    expect(await confirm(first)).toMatchObject({ status: 400, message: newsletterLinkMessages.confirmLinkUnknown });

    await t.database.db.update(subscribers).set({ confirmationExpiresAt: new Date(Date.now() - 1000) }).where(eq(subscribers.email, 'boaz@example.org'));
    expect(await confirm(second)).toMatchObject({ status: 400, message: newsletterLinkMessages.confirmLinkExpired });
    expect((await rowOf('boaz@example.org'))?.confirmedAt).toBeNull();
  });

  it("unsubscribes in one click: a mail provider's form POST to the List-Unsubscribe address, without a sign-in", async () => {
    await subscribe('lydia@example.org');
    const mail = await latestMailFor('lydia@example.org');
    await confirm(linkIn(mail.text, CONFIRM_PATH).searchParams.get('token'));
    const url = linkIn(mail.text, UNSUBSCRIBE_PATH);

    // Only the one-click body unsubscribes; a forged token reaches no one.
    expect((await oneClick(url, 'List-Unsubscribe=Later')).statusCode).toBe(400);
    const forged = new URL(url);
    forged.searchParams.set('token', `${url.searchParams.get('token')?.split('.')[0] ?? ''}.${'A'.repeat(43)}`);
    expect((await oneClick(forged)).json()).toEqual({ error: 'BAD_REQUEST', message: newsletterLinkMessages.unsubscribeLinkUnknown });
    expect(await rowOf('lydia@example.org')).toBeDefined();

    const res = await oneClick(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: newsletterLinkMessages.unsubscribed });
    expect(await rowOf('lydia@example.org')).toBeUndefined();
    expect(await exportedEmails()).not.toContain('lydia@example.org');
    // Pressed again (a provider retries): still a success, saying so.
    expect((await oneClick(url)).json()).toEqual({ success: true, message: newsletterLinkMessages.alreadyUnsubscribed });
  });

  it('takes the one-click body as multipart form data too, as RFC 8058 allows', async () => {
    await subscribe('dorcas@example.org');
    const url = linkIn((await latestMailFor('dorcas@example.org')).text, UNSUBSCRIBE_PATH);
    const boundary = 'provider-boundary-1';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await oneClick(url, body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(200);
    expect(await rowOf('dorcas@example.org')).toBeUndefined();
  });

  it("unsubscribes by the page's button (the same link, opened in a browser), and refuses a bad token", async () => {
    await subscribe('tabitha@example.org', 'dialog');
    const url = linkIn((await latestMailFor('tabitha@example.org')).text, UNSUBSCRIBE_PATH);

    expect(await pressUnsubscribe('12.not-a-signature')).toMatchObject({ status: 400, message: newsletterLinkMessages.unsubscribeLinkUnknown });
    expect(await pressUnsubscribe('')).toMatchObject({ status: 400, message: newsletterLinkMessages.unsubscribeLinkMissing });
    expect(await rowOf('tabitha@example.org')).toBeDefined();

    expect(await pressUnsubscribe(url.searchParams.get('token'))).toMatchObject({ status: 200, data: { message: newsletterLinkMessages.unsubscribed } });
    expect(await rowOf('tabitha@example.org')).toBeUndefined();
    // A GET of the address never unsubscribes by itself (mail scanners follow links): it is the page.
    await subscribe('tabitha@example.org');
    const again = linkIn((await latestMailFor('tabitha@example.org')).text, UNSUBSCRIBE_PATH);
    expect((await t.app.inject({ method: 'GET', url: `${again.pathname}${again.search}` })).statusCode).not.toBe(200);
    expect(await rowOf('tabitha@example.org')).toMatchObject({ confirmedAt: null });
  });

  it('sends at most 3 confirmation emails an hour to one address, whoever asks, answering success all the same', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await subscribe('priscilla@example.org', i % 2 === 0 ? 'section' : 'dialog');
      expect(res.statusCode).toBeLessThan(300);
      // Sent one by one, so they arrive in the order they were written.
      await t.deps.outbox.deliverDue();
    }
    expect(await mailsFor('priscilla@example.org')).toHaveLength(3);
    const written = await t.database.db.select().from(outbox).where(eq(outbox.to, 'priscilla@example.org'));
    expect(written).toHaveLength(3);
    // The last link sent still works: a limited sign-up changed nothing.
    const last = linkIn((await latestMailFor('priscilla@example.org')).text, CONFIRM_PATH);
    expect((await confirm(last.searchParams.get('token'))).status).toBe(200);
  });

  it('sends a confirmed subscriber nothing when the newsletter section is filled in again, refreshing the names', async () => {
    await subscribe('joanna@example.org');
    await confirm(linkIn((await latestMailFor('joanna@example.org')).text, CONFIRM_PATH).searchParams.get('token'));
    const res = await postJson(t, '/api/newsletter/subscribe', { ...person('joanna@example.org'), firstName: 'Joanna' });
    expect(res.statusCode).toBe(200);
    expect(await mailsFor('joanna@example.org')).toHaveLength(1);
    expect(await rowOf('joanna@example.org')).toMatchObject({ firstName: 'Joanna', confirmedAt: expect.any(Date) });
    // The dialog says it already exists, as the spec has it.
    expect((await subscribe('joanna@example.org', 'dialog')).statusCode).toBe(409);
  });
});
