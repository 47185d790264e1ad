import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, outbox, users } from '../../db/schema';
import type { UserRole } from '../contracts/accounts';
import type { StaffNotificationChoices } from '../contracts/desk-notifications';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, postJson, trpcCall, type Member } from '../test/http';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../test/smtp';

// Staff notifications "at once" (issue 36): each member of staff chooses on the desk, and a new contact message,
// resource request or prayer request is told, through the outbox and a real SMTP server in the test, to those
// who chose it and have a confirmed address, and to nobody else.

const SITE = 'https://www.example.org';

describe('staff notifications at once', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const signUp = membersOf(() => t, 'notice-');
  const people: Record<string, Member> = {};

  async function person(name: string, role: UserRole, email: string | null, choices?: StaffNotificationChoices) {
    const member = await signUp();
    await t.database.db
      .update(users)
      .set({ role: role === 'member' ? 'staff' : role, email, emailConfirmedAt: email ? new Date() : null })
      .where(eq(users.id, member.user.id));
    if (choices) expect((await trpcCall(t, member.cookie, 'desk.setMyNotifications', choices, 'mutation')).status).toBe(200);
    // A member who chose while they were staff, and is staff no more.
    if (role === 'member') await t.database.db.update(users).set({ role: 'member' }).where(eq(users.id, member.user.id));
    people[name] = member;
    return member;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
    await person('phoebe', 'staff', 'phoebe@example.org', { contactMessages: true, resourceRequests: false, prayerRequests: 'at_once' });
    await person('priscilla', 'admin', 'priscilla@example.org', { contactMessages: false, resourceRequests: true, prayerRequests: 'daily' });
    await person('tychicus', 'staff', 'tychicus@example.org');
    // Chose everything, but has no confirmed address: nothing can reach them.
    await person('aquila', 'staff', null, { contactMessages: true, resourceRequests: true, prayerRequests: 'at_once' });
    await person('demas', 'member', 'demas@example.org', { contactMessages: true, resourceRequests: true, prayerRequests: 'at_once' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const deliveredTo = async (address: string) => {
    await t.deps.outbox.deliverDue();
    return smtp.received.filter(({ recipients }) => recipients.includes(address)).map(({ mail }) => mail);
  };

  it('tells who chose new contact messages, in the transaction of the message, and nobody else', async () => {
    const sent = await postJson(t, '/api/contact/submit', {
      name: 'Lydia of Thyatira',
      email: 'lydia@example.org',
      subject: 'Pastoral Counseling',
      message: 'Could someone call me this week?',
    });
    expect(sent.statusCode).toBe(201);
    const [message] = await t.database.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.email, 'lydia@example.org'));
    const notices = await t.database.db.select({ to: outbox.to, kind: outbox.kind, dedupeKey: outbox.dedupeKey }).from(outbox).where(eq(outbox.kind, 'staff_inbox_notice'));
    expect(notices).toEqual([{ to: 'phoebe@example.org', kind: 'staff_inbox_notice', dedupeKey: `staff-notice:contact_message-${message?.id}:user-${people.phoebe?.user.id}` }]);

    const [mail] = await deliveredTo('phoebe@example.org');
    expect(mail?.subject).toBe('New contact message: Pastoral Counseling');
    expect(mail?.text).toContain('A new contact message arrived from Lydia of Thyatira (lydia@example.org)');
    expect(mail?.text).toContain('> Could someone call me this week?');
    expect(linkIn(mail?.text, '/desk').href).toBe(`${SITE}/desk`);
    expect(linkIn(mail?.text, '/desk/notifications').href).toBe(`${SITE}/desk/notifications`);
    for (const other of ['priscilla@example.org', 'tychicus@example.org', 'demas@example.org']) expect(await deliveredTo(other)).toEqual([]);
  });

  it('tells who chose new resource requests', async () => {
    const sent = await trpcCall(
      t,
      undefined,
      'contact.requestResource',
      { name: 'Apollos', email: 'apollos@example.org', ministry: 'Youth ministry', resourceType: 'Sermon series', description: 'Six weeks on the Psalms.' },
      'mutation',
    );
    expect(sent.status).toBe(200);
    const mails = await deliveredTo('priscilla@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual(['New custom resource request: Sermon series for Youth ministry']);
    expect(mails[0]?.text).toContain('> Six weeks on the Psalms.');
    expect((await deliveredTo('phoebe@example.org')).map((mail) => mail.subject)).not.toContain('New custom resource request: Sermon series for Youth ministry');
  });

  it('tells who chose "at once" of each prayer request, private ones too, and not who chose the digest', async () => {
    for (const [name, isPrivate] of [
      ['Hannah', false],
      ['Nicodemus', true],
    ] as const) {
      const request = { name, email: `${name.toLowerCase()}@example.org`, request: `Please pray for ${name}'s family this winter.`, isPrivate };
      expect((await postJson(t, '/api/prayer/submit', request)).statusCode).toBe(201);
    }
    const mails = (await deliveredTo('phoebe@example.org')).filter((mail) => mail.subject?.includes('prayer request'));
    // Sent side by side: they may arrive in either order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['New prayer request from Hannah', 'New private prayer request from Nicodemus']);
    const secret = mails.find((mail) => mail.subject?.includes('Nicodemus'));
    expect(secret?.text).toContain("> Please pray for Nicodemus's family this winter.");
    expect(linkIn(secret?.text, '/desk/prayers').href).toBe(`${SITE}/desk/prayers`);
    expect((await deliveredTo('priscilla@example.org')).some((mail) => mail.subject?.includes('prayer request from'))).toBe(false);
    expect(await t.database.db.$count(outbox, and(eq(outbox.kind, 'staff_prayer_notice'), like(outbox.to, '%@example.org')))).toBe(2);
  });

  it('shows each member of staff their own choices and address, and logs a change', async () => {
    const phoebe = people.phoebe;
    const aquila = people.aquila;
    const tychicus = people.tychicus;
    if (!phoebe || !aquila || !tychicus) throw new Error('not set up');
    expect((await trpcCall(t, phoebe.cookie, 'desk.myNotifications', undefined)).data).toEqual({
      choices: { contactMessages: true, resourceRequests: false, prayerRequests: 'at_once' },
      email: 'phoebe@example.org',
    });
    // No confirmed address: the panel says so.
    expect((await trpcCall(t, aquila.cookie, 'desk.myNotifications', undefined)).data).toMatchObject({ email: null });
    // Nothing chosen yet: all off.
    expect((await trpcCall(t, tychicus.cookie, 'desk.myNotifications', undefined)).data).toEqual({
      choices: { contactMessages: false, resourceRequests: false, prayerRequests: 'off' },
      email: 'tychicus@example.org',
    });

    const changed = await trpcCall(t, tychicus.cookie, 'desk.setMyNotifications', { contactMessages: true, resourceRequests: true, prayerRequests: 'daily' }, 'mutation');
    expect(changed.data).toEqual({ choices: { contactMessages: true, resourceRequests: true, prayerRequests: 'daily' }, email: 'tychicus@example.org' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notifications.update'), eq(auditLog.actorId, tychicus.user.id)));
    expect(entry).toMatchObject({
      subjectType: 'user',
      subjectId: tychicus.user.id,
      before: { contactMessages: false, resourceRequests: false, prayerRequests: 'off' },
      after: { contactMessages: true, resourceRequests: true, prayerRequests: 'daily' },
    });
    expect((await trpcCall(t, tychicus.cookie, 'desk.setMyNotifications', { contactMessages: true, resourceRequests: true, prayerRequests: 'weekly' }, 'mutation')).status).toBe(400);
  });
});
