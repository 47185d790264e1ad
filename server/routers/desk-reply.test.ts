import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, outbox, resourceRequests, users } from '../../db/schema';
import { deskMessages } from '../contracts/desk';
import { replyMessages } from '../contracts/desk-notifications';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, trpcCall, type Member } from '../test/http';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';

// A reply by email from the desk's inbox (issue 36), over /trpc as the desk sends it, through the outbox to a real
// SMTP server in the test: what arrives (from the ministry, Reply-To its address, both parts), the reply kept in
// the item's thread with where its email stands, the audit log, and the item open once answered.

const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

describe('replying to the sender from the inbox', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let phoebe: Member;
  const signUp = membersOf(() => t, 'reply-clerk-');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    phoebe = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, phoebe.user.id));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const desk = (path: string, input: object, type: 'query' | 'mutation' = 'query') => trpcCall(t, phoebe.cookie, `desk.${path}`, input, type);

  async function contactMessage(values: Partial<typeof contactMessages.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(contactMessages)
      .values({
        name: 'Lydia of Thyatira',
        email: 'lydia@example.org',
        subject: 'Pastoral Counseling',
        message: 'Could someone call me this week?\nI have questions about baptism.',
        createdAt: new Date('2027-03-02T15:04:00Z'),
        ...values,
      })
      .returning({ id: contactMessages.id });
    return row?.id ?? 0;
  }

  it('sends the reply from the ministry with Reply-To its address, keeps it in the thread, opens the item and logs it', async () => {
    const id = await contactMessage();
    const body = 'Dear Lydia,\n\nPhoebe will call you on Tuesday afternoon.\nGrace and peace';
    const sent = await desk('reply', { kind: 'contact_message', id, subject: 'Re: Pastoral Counseling', body: `  ${body}  ` }, 'mutation');
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      reply: { to: 'lydia@example.org', subject: 'Re: Pastoral Counseling', body, author: { id: phoebe.user.id, username: phoebe.user.username }, email: { status: 'queued' } },
      item: { kind: 'contact_message', id, status: 'open', assignee: null },
    });

    // Written in the reply's transaction; the worker sends it.
    await t.deps.outbox.deliverDue();
    const arrived = smtp.received.filter(({ recipients }) => recipients.includes('lydia@example.org'));
    expect(arrived).toHaveLength(1);
    const mail = arrived[0]?.mail;
    if (!mail) throw new Error('no reply arrived');
    expect(mail.from?.value).toEqual([{ name: 'Living Water Ministries', address: 'connect@livingwaterministries.org' }]);
    expect(addressOf(mail)).toBe('lydia@example.org');
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'connect@livingwaterministries.org' }]);
    expect(mail.subject).toBe('Re: Pastoral Counseling');
    // Both parts: what staff wrote, line by line, then what it answers, quoted.
    expect(mail.text).toContain('Dear Lydia,');
    expect(mail.text).toContain('Phoebe will call you on Tuesday afternoon.\nGrace and peace');
    expect(mail.text).toContain('On March 2, 2027 at 3:04 PM UTC you wrote:');
    expect(mail.text).toContain('> Could someone call me this week?\n> I have questions about baptism.');
    expect(mail.html).toContain('<span>Phoebe will call you on Tuesday afternoon.</span><span><br/>Grace and peace</span>');
    expect(mail.html).toContain('<blockquote');
    // Never a member of staff's name or address: the reply is the ministry's.
    expect(mail.text).not.toContain(phoebe.user.username);

    // The thread keeps who replied, when, what, and where its email stands now.
    const thread = (await desk('replies', { kind: 'contact_message', id })).data as { replies: Record<string, unknown>[] };
    expect(thread.replies).toEqual([
      expect.objectContaining({
        author: { id: phoebe.user.id, username: phoebe.user.username },
        to: 'lydia@example.org',
        subject: 'Re: Pastoral Counseling',
        body,
        createdAt: expect.any(String),
        email: expect.objectContaining({ status: 'sent', sentAt: expect.any(String), lastError: null }),
      }),
    ]);
    const [stored] = await t.database.db.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.status).toBe('open');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.reply'), eq(auditLog.subjectId, id)));
    expect(entry).toMatchObject({
      actorId: phoebe.user.id,
      subjectType: 'contact_message',
      before: { status: 'new' },
      after: { status: 'open', to: 'lydia@example.org', subject: 'Re: Pastoral Counseling', body },
    });
  });

  it('answers a resource request too, and leaves an item that is done where it is', async () => {
    const [request] = await t.database.db
      .insert(resourceRequests)
      .values({ name: 'Apollos', email: 'apollos@example.org', ministry: 'Youth ministry', resourceType: 'Sermon series', description: 'Six weeks on the <b>Psalms</b>.', status: 'done' })
      .returning({ id: resourceRequests.id });
    const id = request?.id ?? 0;
    const sent = await desk('reply', { kind: 'resource_request', id, subject: 'Re: Sermon series for Youth ministry', body: 'It is attached to our next letter.' }, 'mutation');
    expect(sent.data).toMatchObject({ item: { kind: 'resource_request', id, status: 'done' } });
    await t.deps.outbox.deliverDue();
    const mail = smtp.received.findLast(({ recipients }) => recipients.includes('apollos@example.org'))?.mail;
    expect(mail?.subject).toBe('Re: Sermon series for Youth ministry');
    expect(mail?.text).toContain('> Six weeks on the <b>Psalms</b>.');
    // What people typed is text in the HTML part, never markup.
    expect(mail?.html).toContain('Six weeks on the &lt;b&gt;Psalms&lt;/b&gt;.');
  });

  it('keeps several replies in order, each with its own email', async () => {
    const id = await contactMessage({ email: 'eunice@example.org', name: 'Eunice' });
    await desk('reply', { kind: 'contact_message', id, subject: 'Re: Pastoral Counseling', body: 'First answer.' }, 'mutation');
    await desk('reply', { kind: 'contact_message', id, subject: 'Re: Pastoral Counseling', body: 'A second thought.' }, 'mutation');
    const thread = (await desk('replies', { kind: 'contact_message', id })).data as { replies: { body: string; email: { id: number } }[] };
    expect(thread.replies.map((reply) => reply.body)).toEqual(['First answer.', 'A second thought.']);
    expect(new Set(thread.replies.map((reply) => reply.email.id)).size).toBe(2);
    expect(await t.database.db.$count(outbox, eq(outbox.to, 'eunice@example.org'))).toBe(2);
  });

  it('refuses an empty reply and a reply to an item that is gone, writing nothing', async () => {
    const id = await contactMessage({ email: 'demas@example.org' });
    expect(await desk('reply', { kind: 'contact_message', id, subject: 'Re: x', body: '   ' }, 'mutation')).toMatchObject({ status: 400, message: replyMessages.bodyRequired });
    expect(await desk('reply', { kind: 'contact_message', id, subject: '', body: 'Hello' }, 'mutation')).toMatchObject({ status: 400, message: replyMessages.subjectRequired });
    expect(await desk('reply', { kind: 'contact_message', id: 987_654, subject: 'Re: x', body: 'Hello' }, 'mutation')).toMatchObject({
      status: 404,
      message: deskMessages.itemNotFound,
    });
    expect(await t.database.db.$count(outbox, eq(outbox.to, 'demas@example.org'))).toBe(0);
    expect(((await desk('replies', { kind: 'contact_message', id })).data as { replies: unknown[] }).replies).toEqual([]);
  });
});
