import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, passwordResets, users } from '../../db/schema';
import { clearedEmailBody } from '../contracts/email';
import { PASSWORD_RESET_MINUTES, passwordMessages } from '../contracts/passwords';
import { FORGOT_PASSWORD_ANSWER_MS } from '../services/accounts/password-reset';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, nextClientAddress, trpcCall, type Member } from '../test/http';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../test/smtp';

// Forgotten passwords (issue 36, decision 026) over HTTP as the browser asks, with every message sent through
// the outbox to a real SMTP server in the test and read back as it arrived; and the password changed on
// /account. The server's clock is one the test moves, to see a link expire.

const SITE = 'https://www.example.org';
const RESET_PATH = '/auth/reset-password';
const PASSWORD = 'correct horse battery'; // what membersOf registers with
const MINUTE_MS = 60 * 1000;
/**
 * How long "Forgot password?" takes to answer in the tests whose point is not that time: the first test asks it
 * with the real FORGOT_PASSWORD_ANSWER_MS, the others with this (they ask 19 times, half a second each).
 */
const QUICK_ANSWER_MS = 10;

/** The session cookie a response set, or undefined. */
function setSessionCookie(headers: Record<string, unknown>): string | undefined {
  const cookie = [headers['set-cookie'] ?? []].flat().map(String).find((header) => header.startsWith('lwm_session='));
  return cookie?.split(';')[0];
}

describe('forgot password, through real SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let clockShift = 0;
  const signUp = membersOf(() => t, 'forgetful-');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE }, clock: { now: () => new Date(Date.now() + clockShift) } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    t.deps.forgotPasswordAnswerMs = QUICK_ANSWER_MS;
  });

  /** A tRPC mutation over HTTP from `address`: the status, the answer, the headers. */
  async function post(path: string, input: unknown, { address = nextClientAddress(), cookie }: { address?: string; cookie?: string } = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ json: input }),
      remoteAddress: address,
    });
    const body = res.json() as { result?: { data: { json: Record<string, unknown> } }; error?: { json: { message: string } } };
    return { status: res.statusCode, body: res.body, data: body.result?.data.json, message: body.error?.json.message, headers: res.headers };
  }
  const forgot = (account: string, address?: string) => post('accounts.forgotPassword', { account }, { ...(address ? { address } : {}) });
  const reset = (token: string | null, password: string) => post('accounts.resetPassword', { token, password });
  const checkLink = (token: string | null) => post('accounts.passwordResetLink', { token });
  const signedIn = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode;
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: nextClientAddress() });

  const mailsTo = (address: string) => smtp.received.filter(({ recipients }) => recipients.includes(address)).map(({ mail }) => mail);
  /** Sends what the outbox holds, and resolves to the latest message that arrived for `address`. */
  async function mailFor(address: string): Promise<ParsedMail> {
    await t.deps.outbox.deliverDue();
    const mail = mailsTo(address).at(-1);
    if (!mail) throw new Error(`Nothing arrived for ${address}`);
    return mail;
  }
  const tokenIn = (mail: ParsedMail) => linkIn(mail.text, RESET_PATH).searchParams.get('token');

  /** A new member whose address is confirmed through its link, as on /account. */
  async function memberWithEmail(email: string): Promise<Member> {
    const member = await signUp();
    expect((await trpcCall(t, member.cookie, 'accounts.setEmail', { email }, 'mutation')).status).toBe(200);
    const link = linkIn((await mailFor(email)).text, '/account/confirm-email');
    expect((await trpcCall(t, undefined, 'accounts.confirmEmail', { token: link.searchParams.get('token') }, 'mutation')).status).toBe(200);
    return member;
  }

  it('answers the same words in the same time whoever is named, and sends a link only to a confirmed address', async () => {
    t.deps.forgotPasswordAnswerMs = FORGOT_PASSWORD_ANSWER_MS;
    const withoutEmail = await signUp();
    const unconfirmed = await signUp();
    expect((await trpcCall(t, unconfirmed.cookie, 'accounts.setEmail', { email: 'waiting@example.org' }, 'mutation')).status).toBe(200);
    const confirmed = await memberWithEmail('hannah@example.org');
    await t.deps.outbox.deliverDue();
    const before = smtp.received.length;
    // The first message after start-up loads the templates: whoever asks first waits for it, so it is asked first.
    await forgot('someone-warming-up');

    const answers = [];
    for (const account of [
      'nobody-by-this-name',
      'nobody@example.org',
      withoutEmail.user.username,
      unconfirmed.user.username,
      'waiting@example.org',
      confirmed.user.username.toUpperCase(),
      ' Hannah@Example.org ',
    ]) {
      const started = performance.now();
      const answer = await forgot(account);
      answers.push({ account, ms: performance.now() - started, status: answer.status, body: answer.body });
    }
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: answers[0]?.body });
      expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    }
    expect(answers[0]?.body).toContain(passwordMessages.linkSent);
    const times = answers.map((answer) => answer.ms);
    expect(Math.max(...times) - Math.min(...times), JSON.stringify(answers.map(({ account, ms }) => [account, Math.round(ms)]))).toBeLessThan(150);

    // Two links went to Hannah (by username, then by address), nothing to anyone else.
    await t.deps.outbox.deliverDue();
    expect(smtp.received.slice(before).flatMap(({ recipients }) => recipients)).toEqual(['hannah@example.org', 'hannah@example.org']);
    const links = mailsTo('hannah@example.org').slice(-2);
    const [mail] = links;
    expect(mail?.subject).toBe('Reset your Living Water Ministries password');
    expect(mail?.text).toContain(`Hello ${confirmed.user.username},`);
    expect(mail?.text).toContain(`for ${PASSWORD_RESET_MINUTES} minutes`);
    expect(mail?.html).toContain('Choose a new password');
    const link = linkIn(mail?.text, RESET_PATH);
    expect(link.origin).toBe(SITE);
    expect(mail?.html).toContain(link.href.replace(/&/g, '&amp;'));
    // A token of 32 random bytes, stored only as its hash.
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await t.database.db.$count(passwordResets, eq(passwordResets.tokenHash, token))).toBe(0);
    // The newer link replaced the first (the two may arrive in either order).
    const states = await Promise.all(links.map((sent) => checkLink(tokenIn(sent))));
    expect(states.map(({ status }) => status).sort()).toEqual([200, 400]);
    expect(states).toContainEqual(expect.objectContaining({ status: 400, message: passwordMessages.linkReplaced }));
    expect(states).toContainEqual(expect.objectContaining({ status: 200, data: { expiresAt: expect.any(String) } }));
  });

  it('sets the new password once through the link: every session ends, nobody is signed in, and the member is told', async () => {
    const ruth = await memberWithEmail('ruth@example.org');
    const otherDevice = (await login(ruth.user.username, PASSWORD)).headers;
    const otherCookie = setSessionCookie(otherDevice) ?? '';
    expect(await signedIn(otherCookie)).toBe(200);

    await forgot(ruth.user.username);
    const token = tokenIn(await mailFor('ruth@example.org'));

    // The same rules as registration, and the link still works after a refusal.
    expect(await reset(token, 'short')).toMatchObject({ status: 400, message: 'Password must be at least 8 characters' });
    const done = await reset(token, 'gleaning in the fields');
    expect(done).toMatchObject({ status: 200, data: { message: passwordMessages.passwordReset } });
    // No sign-in by the link: no session cookie is set, and the member's sessions are all gone.
    expect(setSessionCookie(done.headers)).toBeUndefined();
    expect(await signedIn(ruth.cookie)).toBe(401);
    expect(await signedIn(otherCookie)).toBe(401);
    expect((await login(ruth.user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(ruth.user.username, 'gleaning in the fields')).statusCode).toBe(200);

    // Once only.
    expect(await reset(token, 'another new password')).toMatchObject({ status: 409, message: passwordMessages.linkUsed });
    expect(await checkLink(token)).toMatchObject({ status: 409, message: passwordMessages.linkUsed });
    expect((await login(ruth.user.username, 'another new password')).statusCode).toBe(401);

    const notice = await mailFor('ruth@example.org');
    expect(notice.subject).toBe('Your Living Water Ministries password was changed');
    expect(notice.text).toContain('changed through a password reset link');
    expect(notice.text).toContain(`${SITE}/auth/forgot-password`);
    expect(notice.html).toContain('mailto:connect@livingwaterministries.org');
  });

  it('clears the link from the outbox once the message is sent, and never shows it on the desk', async () => {
    const lydia = await memberWithEmail('lydia@example.org');
    const staff = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    await forgot('lydia@example.org');

    const [queued] = await t.database.db.select().from(outbox).where(and(eq(outbox.to, 'lydia@example.org'), eq(outbox.kind, 'password_reset')));
    // Until it is sent the outbox holds the link (the worker sends what is there), but the desk never shows it.
    expect(queued).toMatchObject({ status: 'queued' });
    expect(queued?.text).toContain(`${SITE}${RESET_PATH}?token=`);
    const whileQueued = await trpcCall(t, staff.cookie, 'desk.outbox.message', { id: queued?.id });
    expect(whileQueued).toMatchObject({ status: 200, data: { kind: 'password_reset', text: clearedEmailBody.text, html: clearedEmailBody.html } });

    const token = tokenIn(await mailFor('lydia@example.org'));
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.id, queued?.id ?? 0));
    expect(sent).toMatchObject({ status: 'sent', text: clearedEmailBody.text, html: clearedEmailBody.html });
    expect(JSON.stringify(sent)).not.toContain(token);
    expect((await trpcCall(t, staff.cookie, 'desk.outbox.message', { id: queued?.id })).data).toMatchObject({ status: 'sent', text: clearedEmailBody.text });
    // The link itself still works: it went to Lydia.
    expect((await reset(token, 'seller of purple')).status).toBe(200);

    // A message the SMTP server refuses for good is cleared as well.
    await t.deps.outbox.deliverDue();
    await forgot(lydia.user.username);
    smtp.refuseNext(550, 'Mailbox unavailable');
    await t.deps.outbox.deliverDue();
    const [failed] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'lydia@example.org'), eq(outbox.kind, 'password_reset'), eq(outbox.status, 'failed')));
    expect(failed).toMatchObject({ text: clearedEmailBody.text, html: clearedEmailBody.html });
  });

  it('refuses a link 30 minutes after it was sent, a link with no match, and a missing one', async () => {
    const dorcas = await memberWithEmail('dorcas@example.org');
    await forgot(dorcas.user.username);
    const token = tokenIn(await mailFor('dorcas@example.org'));
    try {
      clockShift = PASSWORD_RESET_MINUTES * MINUTE_MS - 10_000;
      expect((await checkLink(token)).status).toBe(200);
      clockShift = PASSWORD_RESET_MINUTES * MINUTE_MS;
      expect(await checkLink(token)).toMatchObject({ status: 400, message: passwordMessages.linkExpired });
      expect(await reset(token, 'full of good works')).toMatchObject({ status: 400, message: passwordMessages.linkExpired });
    } finally {
      clockShift = 0;
    }
    expect(await signedIn(dorcas.cookie)).toBe(200);
    expect(await reset('A'.repeat(43), 'full of good works')).toMatchObject({ status: 400, message: passwordMessages.linkUnknown });
    expect(await checkLink('')).toMatchObject({ status: 400, message: passwordMessages.linkMissing });
  });

  it('sends at most 5 links an hour per account and per client address, answering the same past either', async () => {
    const martha = await memberWithEmail('martha@example.org');
    const linksTo = (address: string) => t.database.db.$count(outbox, and(eq(outbox.to, address), eq(outbox.kind, 'password_reset')));
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => forgot(martha.user.username)));
    expect(await linksTo('martha@example.org')).toBe(5);
    const limited = await forgot('Martha@example.org');
    expect(limited).toMatchObject({ status: 200, body: answers[0]?.body });
    expect(await linksTo('martha@example.org')).toBe(5);

    // From one address: five questions about nobody, then one about a real account sends nothing.
    const mary = await memberWithEmail('mary@example.org');
    const address = nextClientAddress();
    await Promise.all([1, 2, 3, 4, 5].map((n) => forgot(`nobody-${n}`, address)));
    expect(await forgot(mary.user.username, address)).toMatchObject({ status: 200, body: answers[0]?.body });
    expect(await linksTo('mary@example.org')).toBe(0);
    expect(await forgot(mary.user.username)).toMatchObject({ status: 200, body: answers[0]?.body });
    expect(await linksTo('mary@example.org')).toBe(1);
  });

  describe('a password changed on /account', () => {
    const change = (cookie: string | undefined, currentPassword: string, password: string) =>
      post('accounts.changePassword', { currentPassword, password }, { ...(cookie ? { cookie } : {}) });

    it('needs the current password, ends every other session, keeps this browser signed in and tells the member', async () => {
      const priscilla = await memberWithEmail('priscilla@example.org');
      const otherCookie = setSessionCookie((await login(priscilla.user.username, PASSWORD)).headers) ?? '';
      await forgot('priscilla@example.org');
      const openLink = tokenIn(await mailFor('priscilla@example.org'));

      expect(await change(priscilla.cookie, 'not my password', 'tentmakers of corinth')).toMatchObject({
        status: 400,
        message: passwordMessages.currentPasswordWrong,
      });
      expect(await change(priscilla.cookie, PASSWORD, 'short')).toMatchObject({ status: 400, message: 'Password must be at least 8 characters' });
      expect(await signedIn(otherCookie)).toBe(200);

      const changed = await change(priscilla.cookie, PASSWORD, 'tentmakers of corinth');
      expect(changed).toMatchObject({ status: 200, data: { message: passwordMessages.passwordChanged } });
      // This browser carries on in a new session; every session from before is over.
      const renewed = setSessionCookie(changed.headers) ?? '';
      expect(renewed).not.toBe(priscilla.cookie);
      expect(await signedIn(renewed)).toBe(200);
      expect(await signedIn(priscilla.cookie)).toBe(401);
      expect(await signedIn(otherCookie)).toBe(401);
      expect((await login(priscilla.user.username, 'tentmakers of corinth')).statusCode).toBe(200);
      // A reset link sent before the change no longer works.
      expect(await checkLink(openLink)).toMatchObject({ status: 400, message: passwordMessages.linkReplaced });

      const notice = await mailFor('priscilla@example.org');
      expect(notice.subject).toBe('Your Living Water Ministries password was changed');
      expect(notice.text).toContain('changed on your account page');
    });

    it('sends nothing to a member without an address, refuses a visitor, and limits the tries', async () => {
      const aquila = await signUp();
      const before = smtp.received.length;
      const changed = await change(aquila.cookie, PASSWORD, 'made tents with paul');
      expect(changed.status).toBe(200);
      await t.deps.outbox.deliverDue();
      expect(smtp.received.length).toBe(before);
      const cookie = setSessionCookie(changed.headers) ?? '';

      expect((await change(undefined, PASSWORD, 'made tents with paul')).status).toBe(401);
      for (let tries = 0; tries < 5; tries += 1) expect((await change(cookie, 'a wrong guess', 'made tents again')).status).toBe(400);
      expect(await change(cookie, 'made tents with paul', 'made tents again')).toMatchObject({ status: 429, message: passwordMessages.tooManyChanges });
    });
  });
});

describe('forgot password, without SMTP_URL', () => {
  let t: TestApp;
  const signUp = membersOf(() => t, 'unsent-');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the message for the desk without its link: staff cannot set a member password', async () => {
    const phoebe = await signUp();
    const staff = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    await t.database.db.update(users).set({ email: 'phoebe@example.org', emailConfirmedAt: new Date() }).where(eq(users.id, phoebe.user.id));

    expect((await trpcCall(t, undefined, 'accounts.forgotPassword', { account: phoebe.user.username }, 'mutation')).status).toBe(200);
    await t.deps.outbox.deliverDue();
    const [kept] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'password_reset'));
    expect(kept).toMatchObject({ to: 'phoebe@example.org', status: 'kept', text: clearedEmailBody.text, html: clearedEmailBody.html });
    expect((await trpcCall(t, staff.cookie, 'desk.outbox.message', { id: kept?.id })).data).toMatchObject({ status: 'kept', text: clearedEmailBody.text });
  });
});
