import { Writable } from 'node:stream';
import { and, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../db';
import { auditLog, outbox, users } from '../../../db/schema';
import { createSmtpTransport } from '../../adapters/mail/smtp';
import { deskOutboxMessages } from '../../contracts/desk-outbox';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { membersOf, trpcCall, type Member } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { enqueueEmail, type OutgoingEmail } from './outbox';
import { createOutboxWorker, RETRY_DELAYS_SECONDS, type OutboxWorker } from './outbox-worker';

// The outbox and its worker (issue 36) on the real database (PGlite, or PostgreSQL when DATABASE_URL is set, as
// CI runs it), sending to a real SMTP server in the test: written with its event or not at all, retried with
// growing delays, sent again by staff, taken over from a worker that died, woken by NOTIFY, and sent exactly
// once by several workers on one database.

/** A log destination that keeps each line. */
function linesInto(lines: string[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

describe('the outbox', () => {
  let database: TestDatabase;
  let t: TestApp;
  let smtp: TestSmtpServer;
  let staff: Member;
  const signUp = membersOf(() => t, 'postman-');
  /** Databases and workers a test opened beyond the app's, closed after it. */
  const opened: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase();
    t = await createTestApp({ database, env: { SMTP_URL: smtp.url } });
    staff = await signUp();
    await database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
  });
  afterAll(async () => {
    for (const thing of opened.reverse()) await thing.stop();
    await t.close();
    await database.close();
    await smtp.close();
  });

  const message = (subject: string, extra: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
    kind: 'email_confirmation',
    to: 'timothy@example.org',
    subject,
    html: `<p>${subject}</p>`,
    text: subject,
    ...extra,
  });
  const enqueue = (email: OutgoingEmail) => database.db.transaction((tx) => enqueueEmail(tx, email));
  const row = async (id: number | null) => (await database.db.select().from(outbox).where(eq(outbox.id, id ?? 0)))[0];
  const arrived = (subject: string) => smtp.received.filter(({ mail }) => mail.subject === subject).length;
  /** Seconds until the message is tried again, by the database's clock. */
  const secondsUntilRetry = async (id: number | null) =>
    (await database.db.select({ wait: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - now())::float8` }).from(outbox).where(eq(outbox.id, id ?? 0)))[0]
      ?.wait ?? NaN;
  const makeDue = (id: number | null) => database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id ?? 0));

  /** A second instance's database connection: on PostgreSQL a pool of its own, on PGlite the one database. */
  function anotherInstance(): Database {
    if (!database.url) return database;
    const second = createDatabase({ databaseUrl: database.url, maxConnections: 2 });
    opened.push({ stop: () => second.close() });
    return second;
  }

  function worker(
    on: Database,
    options: { pollMs?: number; onSent?: (subject: string) => void; log?: string[]; chores?: (() => Promise<unknown>)[] } = {},
  ): OutboxWorker {
    const transport = createSmtpTransport(smtp.url);
    const send = transport.send.bind(transport);
    const lines = options.log;
    const created = createOutboxWorker({
      db: on.db,
      listen: (channel, onNotify) => on.listen(channel, onNotify),
      transport: {
        ...transport,
        async send(mail) {
          await send(mail);
          options.onSent?.(mail.subject);
        },
      },
      from: 'Living Water Ministries <connect@livingwaterministries.org>',
      logger: lines ? pino({ level: 'info' }, linesInto(lines)) : pino({ level: 'silent' }),
      pollMs: options.pollMs ?? 60 * 60 * 1000,
      ...(options.chores ? { chores: options.chores } : {}),
    });
    opened.push({
      async stop() {
        await created.stop();
        transport.close();
      },
    });
    return created;
  }

  it('is written with the event that causes it, or not at all, and once per event', async () => {
    expect(await enqueue(message('Receipt for gift 7', { dedupeKey: 'receipt:7' }))).toEqual(expect.any(Number));
    // The webhook and the return page both confirm the gift: the second finds the message written.
    expect(await enqueue(message('Receipt for gift 7', { dedupeKey: 'receipt:7' }))).toBeNull();
    expect(await database.db.$count(outbox, eq(outbox.dedupeKey, 'receipt:7'))).toBe(1);

    const rolledBack = database.db.transaction(async (tx) => {
      await enqueueEmail(tx, message('Receipt for a gift that failed'));
      throw new Error('the payment could not be recorded');
    });
    await expect(rolledBack).rejects.toThrow('the payment could not be recorded');
    expect(await database.db.$count(outbox, eq(outbox.subject, 'Receipt for a gift that failed'))).toBe(0);
    await database.db.delete(outbox).where(eq(outbox.dedupeKey, 'receipt:7'));
  });

  it('tries a refused message again after 1, 5, 30 and 120 minutes, keeping the error, then gives up; staff send it again', async () => {
    smtp.refuseNext(451, '4.7.1 Greylisted: please try again later', RETRY_DELAYS_SECONDS.length + 1);
    const id = await enqueue(message('Try me again'));

    for (const [index, delay] of RETRY_DELAYS_SECONDS.entries()) {
      await t.deps.outbox.deliverDue();
      expect(await row(id)).toMatchObject({ status: 'queued', attempts: index + 1, lastError: expect.stringContaining('Greylisted'), claimedAt: null });
      const wait = await secondsUntilRetry(id);
      expect(wait).toBeGreaterThan(delay - 30);
      expect(wait).toBeLessThanOrEqual(delay);
      // Not due yet: a look now leaves it be.
      await t.deps.outbox.deliverDue();
      expect((await row(id))?.attempts).toBe(index + 1);
      await makeDue(id);
    }
    await t.deps.outbox.deliverDue();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_SECONDS.length + 1, lastError: expect.stringContaining('451') });
    expect(arrived('Try me again')).toBe(0);

    // On the desk: the failure with the server's words, and "send again".
    const failed = await trpcCall(t, staff.cookie, 'desk.outbox.list', { status: 'failed' });
    expect(failed.data?.messages).toEqual([expect.objectContaining({ id, status: 'failed', lastError: expect.stringContaining('Greylisted') })]);
    const resent = await trpcCall(t, staff.cookie, 'desk.outbox.resend', { id }, 'mutation');
    expect(resent).toMatchObject({ status: 200, data: { id, status: 'queued', attempts: 0, lastError: expect.stringContaining('Greylisted') } });
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'email.resend'), eq(auditLog.subjectId, id ?? 0)));
    expect(entry).toMatchObject({
      actor: staff.user.username,
      subjectType: 'outbox',
      before: { status: 'failed', attempts: 5 },
      after: { status: 'queued', attempts: 0 },
    });

    await t.deps.outbox.deliverDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(arrived('Try me again')).toBe(1);
    // Sent is sent: only a failed or kept message goes back in the queue.
    expect(await trpcCall(t, staff.cookie, 'desk.outbox.resend', { id }, 'mutation')).toMatchObject({ status: 409, message: deskOutboxMessages.notResendable });
  });

  it('keeps a message without an SMTP server, and the log says where it went without the address', async () => {
    const log: string[] = [];
    const keeper = createOutboxWorker({
      db: database.db,
      listen: (channel, onNotify) => database.listen(channel, onNotify),
      transport: null,
      from: 'connect@livingwaterministries.org',
      logger: pino({ level: 'info' }, linesInto(log)),
    });
    const id = await enqueue(message('Kept for the desk', { to: 'eunice@example.org' }));
    await keeper.deliverDue();
    await keeper.stop();
    expect(await row(id)).toMatchObject({ status: 'kept', attempts: 1, sentAt: null, claimedAt: null });
    expect(arrived('Kept for the desk')).toBe(0);
    expect(keeper.destination).toContain('no SMTP_URL');
    expect(log.join('')).toContain("email kept in the outbox (no SMTP_URL): staff read it on the desk's Outbox page");
    expect(log.join('')).not.toContain('eunice@example.org');
    expect(log.join('')).not.toContain('Kept for the desk');
  });

  it('gives up at once when the server refuses for good (5xx)', async () => {
    smtp.refuseNext(550, '5.1.1 No such mailbox here');
    const id = await enqueue(message('Nobody home', { to: 'nobody@example.org' }));
    await t.deps.outbox.deliverDue();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('No such mailbox') });
  });

  it('takes over a message whose worker died while sending it, and leaves one being sent alone', async () => {
    const [abandoned, inHand] = await database.db
      .insert(outbox)
      .values([
        { ...message('Abandoned mid-way'), status: 'sending', attempts: 1, claimedAt: sql`now() - interval '10 minutes'` },
        { ...message('Being sent right now'), status: 'sending', attempts: 1, claimedAt: sql`now() - interval '30 seconds'` },
      ])
      .returning({ id: outbox.id });
    await t.deps.outbox.deliverDue();
    expect(await row(abandoned?.id ?? null)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await row(inHand?.id ?? null)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(arrived('Abandoned mid-way')).toBe(1);
    expect(arrived('Being sent right now')).toBe(0);
    await database.db.delete(outbox).where(eq(outbox.id, inHand?.id ?? 0));
  });

  it('wakes when a message is written on another instance (LISTEN/NOTIFY), and no more once stopped', async () => {
    const log: string[] = [];
    const listening = worker(anotherInstance(), { log });
    await listening.start();
    // Its timer looks once an hour: only the notification can bring this one out now.
    const id = await enqueue(message('Sent on notice', { to: 'lois@example.org' }));
    await smtp.waitFor(smtp.received.length + 1, 5000);
    await expect.poll(async () => (await row(id))?.status).toBe('sent');
    // The log says where it went, by id and kind: never the address, the subject or the body.
    expect(log.join('')).toContain(`"outboxId":${id}`);
    expect(log.join('')).toContain('email sent through SMTP (127.0.0.1:');
    expect(log.join('')).not.toContain('lois@example.org');
    expect(log.join('')).not.toContain('Sent on notice');

    await listening.stop();
    const after = await enqueue(message('Written after the stop'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await row(after))?.status).toBe('queued');
    await database.db.delete(outbox).where(eq(outbox.id, after ?? 0));
  });

  it('runs its scheduled jobs at start and on every look, sending what they write; a job that fails is logged and tried again', async () => {
    const log: string[] = [];
    let looks = 0;
    const digest = async () => {
      looks += 1;
      if (looks === 2) throw new Error('the database went away for a moment');
      await enqueue(message(`Written by a scheduled job, look ${looks}`, { dedupeKey: `scheduled-look:${looks}` }));
    };
    const timed = worker(anotherInstance(), { pollMs: 50, log, chores: [digest] });
    await timed.start();
    await expect.poll(() => arrived('Written by a scheduled job, look 3'), { timeout: 5000 }).toBe(1);
    await timed.stop();
    expect(arrived('Written by a scheduled job, look 1')).toBe(1);
    expect(log.join('')).toContain('a scheduled email job failed (it tries again at the next look)');
    // Stopped: no more looks.
    const after = looks;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(looks).toBe(after);
    // What its last look wrote may still wait: it is not the next test's to send.
    await database.db.delete(outbox).where(like(outbox.dedupeKey, 'scheduled-look:%'));
  });

  it('sends each message exactly once with three workers on one database', async () => {
    const count = 40;
    const sentBy = [0, 0, 0];
    const workers = sentBy.map((_, index) => worker(anotherInstance(), { pollMs: 50, onSent: () => (sentBy[index] = (sentBy[index] ?? 0) + 1) }));
    const subjects = Array.from({ length: count }, (_, index) => `Once only ${index + 1}`);
    const before = smtp.received.length;

    // Half waiting when they start, half written while they run (each write notifies all three).
    for (const subject of subjects.slice(0, count / 2)) await enqueue(message(subject));
    await Promise.all(workers.map((each) => each.start()));
    for (const subject of subjects.slice(count / 2)) await enqueue(message(subject));

    await smtp.waitFor(before + count, 20_000);
    // Time for a duplicate to arrive, were one on its way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(workers.map((each) => each.stop()));

    expect(smtp.received.length - before).toBe(count);
    expect(subjects.map(arrived)).toEqual(subjects.map(() => 1));
    expect(sentBy.reduce((sum, sent) => sum + sent, 0)).toBe(count);
    const rows = await database.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox).where(sql`${outbox.subject} like 'Once only %'`);
    expect(rows).toHaveLength(count);
    expect(rows.every(({ status, attempts }) => status === 'sent' && attempts === 1)).toBe(true);
  });
});
