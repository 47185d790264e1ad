import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, prayerRequests, users } from '../../db/schema';
import { prayerNoticeMessages } from '../contracts/prayer';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, postJson, trpcCall, type Member } from '../test/http';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../test/smtp';

// What the requester of a prayer hears (issue 36), through the outbox and a real SMTP server in the test: once
// when staff mark the request answered, if they ticked "Tell me", and never if they did not; at most once a day
// when visitors pray, if they ticked that too; and the signed link in each email that stops them.

const SITE = 'https://www.example.org';
const STOP_PATH = '/prayer-notices';

describe("a prayer requester's notices", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let phoebe: Member;
  let today = new Date('2027-03-02T10:00:00Z');
  let lastAddress = 0;
  const signUp = membersOf(() => t, 'praise-clerk-');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE }, clock: { now: () => today } });
    phoebe = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, phoebe.user.id));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function pray(name: string, notices: { notifyWhenAnswered?: boolean; notifyWhenPrayed?: boolean } = {}) {
    const email = `${name.toLowerCase()}@example.org`;
    expect((await postJson(t, '/api/prayer/submit', { name, email, request: `Please pray for ${name}'s family this winter.`, ...notices })).statusCode).toBe(201);
    const [row] = await t.database.db.select({ id: prayerRequests.id }).from(prayerRequests).where(eq(prayerRequests.email, email));
    return { id: row?.id ?? 0, email };
  }

  const markAnswered = (id: number, praiseNote: string | null) => trpcCall(t, phoebe.cookie, 'desk.setPrayerAnswered', { id, praiseNote }, 'mutation');

  /** A visitor from a new address presses "I prayed". */
  async function prayedFor(id: number) {
    lastAddress += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/prayer.prayed',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { id } }),
      remoteAddress: `198.51.100.${lastAddress}`,
    });
    expect(res.statusCode).toBe(200);
  }

  async function mailsTo(address: string): Promise<ParsedMail[]> {
    await t.deps.outbox.deliverDue();
    return smtp.received.filter(({ recipients }) => recipients.includes(address)).map(({ mail }) => mail);
  }

  const stop = (token: string | null) => trpcCall(t, undefined, 'prayer.stopNotices', { token }, 'mutation');

  it('tells a requester who ticked it, once, when the request is marked answered, with the praise', async () => {
    const hannah = await pray('Hannah', { notifyWhenAnswered: true });
    // Staff see that the requester asked, before they write the praise.
    const listed = (await trpcCall(t, phoebe.cookie, 'desk.prayers', { show: 'all' })).data as { prayers: { id: number; notifyWhenAnswered: boolean }[] };
    expect(listed.prayers.find((prayer) => prayer.id === hannah.id)?.notifyWhenAnswered).toBe(true);
    expect((await markAnswered(hannah.id, 'Samuel was born!\nPraise God.')).status).toBe(200);
    const [mail, ...more] = await mailsTo(hannah.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your prayer request was marked answered');
    expect(mail?.text).toContain('Hello Hannah,');
    expect(mail?.text).toContain('> Samuel was born!\n> Praise God.');
    expect(mail?.text).toContain("> Please pray for Hannah's family this winter.");
    expect(mail?.html).toContain('Samuel was born!');
    expect(linkIn(mail?.text, STOP_PATH).origin).toBe(SITE);

    // The praise edited, cleared and given again: the requester was told already.
    await markAnswered(hannah.id, 'Samuel was born, and is well.');
    await markAnswered(hannah.id, null);
    await markAnswered(hannah.id, 'Samuel was born!');
    expect(await mailsTo(hannah.email)).toHaveLength(1);
    expect(await t.database.db.$count(outbox, eq(outbox.to, hannah.email))).toBe(1);
  });

  it('never writes to a requester who did not tick it', async () => {
    const eli = await pray('Eli');
    await markAnswered(eli.id, 'Healed.');
    for (let press = 0; press < 3; press += 1) await prayedFor(eli.id);
    expect(await mailsTo(eli.email)).toEqual([]);
    expect(await t.database.db.$count(outbox, eq(outbox.to, eli.email))).toBe(0);
  });

  it('tells a requester who asked that someone prayed, at most once a day, never who', async () => {
    today = new Date('2027-03-02T10:00:00Z');
    const lydia = await pray('Lydia', { notifyWhenAnswered: true, notifyWhenPrayed: true });
    await prayedFor(lydia.id);
    await prayedFor(lydia.id);
    await prayedFor(lydia.id);
    const first = await mailsTo(lydia.email);
    expect(first.map((mail) => mail.subject)).toEqual(['Someone prayed for your request today']);
    expect(first[0]?.text).toContain('It has been prayed for once so far.');
    expect(first[0]?.text).not.toContain('198.51.100');

    today = new Date('2027-03-03T09:00:00Z');
    await prayedFor(lydia.id);
    await prayedFor(lydia.id);
    const second = await mailsTo(lydia.email);
    expect(second).toHaveLength(2);
    expect(second[1]?.text).toContain('It has been prayed for 4 times so far.');
    const keys = await t.database.db.select({ dedupeKey: outbox.dedupeKey }).from(outbox).where(eq(outbox.to, lydia.email));
    expect(keys.map((key) => key.dedupeKey).sort()).toEqual([`prayer-prayed:${lydia.id}:2027-03-02`, `prayer-prayed:${lydia.id}:2027-03-03`]);
  });

  it('stops a request’s notices by the signed link in its email, without signing in', async () => {
    today = new Date('2027-03-04T09:00:00Z');
    const ruth = await pray('Ruth', { notifyWhenAnswered: true, notifyWhenPrayed: true });
    const other = await pray('Orpah', { notifyWhenAnswered: true, notifyWhenPrayed: true });
    await prayedFor(ruth.id);
    const [mail] = await mailsTo(ruth.email);
    const link = linkIn(mail?.text, STOP_PATH);
    expect(link.origin + link.pathname).toBe(`${SITE}${STOP_PATH}`);
    const token = link.searchParams.get('token');
    expect(mail?.html).toContain(link.href);

    expect(await stop(token)).toMatchObject({ status: 200, data: { stopped: true } });
    // Following it again says the same.
    expect(await stop(token)).toMatchObject({ status: 200, data: { stopped: true } });
    const [row] = await t.database.db
      .select({ notifyWhenAnswered: prayerRequests.notifyWhenAnswered, notifyWhenPrayed: prayerRequests.notifyWhenPrayed })
      .from(prayerRequests)
      .where(eq(prayerRequests.id, ruth.id));
    expect(row).toEqual({ notifyWhenAnswered: false, notifyWhenPrayed: false });

    today = new Date('2027-03-05T09:00:00Z');
    await prayedFor(ruth.id);
    await markAnswered(ruth.id, 'She found a home.');
    expect(await mailsTo(ruth.email)).toHaveLength(1);
    // Only that request: another's notices go on.
    await prayedFor(other.id);
    expect(await mailsTo(other.email)).toHaveLength(1);

    // A link not signed by the site, or for another request, stops nothing.
    const forged = `${other.id}.${token?.split('.')[1] ?? ''}`;
    expect(await stop(forged)).toMatchObject({ status: 400, message: prayerNoticeMessages.linkInvalid });
    expect(await stop('not a link')).toMatchObject({ status: 400, message: prayerNoticeMessages.linkInvalid });
    const [still] = await t.database.db.select({ notifyWhenPrayed: prayerRequests.notifyWhenPrayed }).from(prayerRequests).where(eq(prayerRequests.id, other.id));
    expect(still?.notifyWhenPrayed).toBe(true);
  });
});
