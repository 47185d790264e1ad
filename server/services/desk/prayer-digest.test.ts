import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../db';
import { outbox, prayerDigestRuns, prayerRequests, staffNotificationSettings, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { sendDailyPrayerDigest } from './prayer-digest';

// The staff's daily prayer digest (issue 36) on the real database (PGlite, or PostgreSQL when DATABASE_URL is
// set, with each runner on its own connection as two instances would be): once a day whoever runs it, listing
// the previous UTC day's requests, private ones too, to each member of staff who chose it; nothing when none came.

const SITE = 'https://www.example.org';

describe('the daily prayer digest', () => {
  let database: TestDatabase;
  let t: TestApp;
  let smtp: TestSmtpServer;
  const opened: Database[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase();
    t = await createTestApp({ database, env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
    const staff = await database.db
      .insert(users)
      .values([
        { username: 'phoebe', passwordHash: 'not-a-real-hash', role: 'staff', email: 'phoebe@example.org', emailConfirmedAt: new Date() },
        { username: 'priscilla', passwordHash: 'not-a-real-hash', role: 'admin', email: 'priscilla@example.org', emailConfirmedAt: new Date() },
        { username: 'tychicus', passwordHash: 'not-a-real-hash', role: 'staff', email: 'tychicus@example.org', emailConfirmedAt: new Date() },
        { username: 'aquila', passwordHash: 'not-a-real-hash', role: 'staff', email: null },
      ])
      .returning({ id: users.id, username: users.username });
    const id = (name: string) => staff.find((user) => user.username === name)?.id ?? 0;
    await database.db.insert(staffNotificationSettings).values([
      { userId: id('phoebe'), prayerRequests: 'daily' },
      { userId: id('priscilla'), prayerRequests: 'daily' },
      { userId: id('tychicus'), prayerRequests: 'at_once' },
      { userId: id('aquila'), prayerRequests: 'daily' },
    ]);
    await database.db.insert(prayerRequests).values([
      { name: 'Before', email: 'b@example.org', request: 'Sent the day before yesterday.', createdAt: new Date('2027-03-01T23:59:59Z') },
      { name: 'Hannah', email: 'hannah@example.org', request: 'A child, Lord.', createdAt: new Date('2027-03-02T00:00:00Z') },
      { name: 'Nicodemus', email: 'nico@example.org', request: 'A private matter of the heart.', isPrivate: true, createdAt: new Date('2027-03-02T13:30:00Z') },
      { name: 'Eli', email: 'eli@example.org', request: 'Healing for my brother.', createdAt: new Date('2027-03-02T23:59:59Z') },
      { name: 'Today', email: 't@example.org', request: 'Sent today, for tomorrow’s digest.', createdAt: new Date('2027-03-03T00:00:01Z') },
    ]);
  });
  afterAll(async () => {
    for (const second of opened) await second.close();
    await t.close();
    await database.close();
    await smtp.close();
  });

  /** Another instance on the same database: its own connection on PostgreSQL; PGlite is one process's. */
  function anotherInstance(): Database {
    if (!database.url) return database;
    const second = createDatabase({ databaseUrl: database.url, maxConnections: 2 });
    opened.push(second);
    return second;
  }

  const deps = (on: Database) => ({ db: on.db, config: { siteUrl: SITE } });

  it('is written once when two instances run it at the same moment, listing yesterday’s requests to each who chose it', async () => {
    const now = new Date('2027-03-03T00:00:30Z');
    const runs = await Promise.all([sendDailyPrayerDigest(deps(database), now), sendDailyPrayerDigest(deps(anotherInstance()), now)]);
    // One instance claimed the day and wrote the digests; the other found it claimed.
    expect(runs.filter((run) => run !== null)).toEqual([{ day: '2027-03-02', requests: 3, recipients: 2 }]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    // And again later that day, on either: nothing more.
    expect(await sendDailyPrayerDigest(deps(database), new Date('2027-03-03T18:00:00Z'))).toBeNull();
    expect(await database.db.select().from(prayerDigestRuns)).toEqual([{ day: '2027-03-02', ranAt: expect.any(Date), requests: 3, recipients: 2 }]);

    const digests = await database.db.select({ to: outbox.to, dedupeKey: outbox.dedupeKey }).from(outbox).where(eq(outbox.kind, 'staff_prayer_digest'));
    expect(digests.map((digest) => digest.to).sort()).toEqual(['phoebe@example.org', 'priscilla@example.org']);
    expect(digests.every((digest) => digest.dedupeKey?.startsWith('prayer-digest:2027-03-02:user-'))).toBe(true);

    await t.deps.outbox.deliverDue();
    const mail = smtp.received.find(({ recipients }) => recipients.includes('phoebe@example.org'))?.mail;
    expect(mail?.subject).toBe('3 prayer requests on Tuesday, March 2, 2027');
    const text = mail?.text ?? '';
    expect(text).toContain('3 prayer requests came in on Tuesday, March 2, 2027 (UTC):');
    // In the order they came, private ones marked, neither the day before's nor today's.
    expect(text.indexOf('1. Hannah')).toBeLessThan(text.indexOf('2. Nicodemus (private: only staff see it)'));
    expect(text.indexOf('2. Nicodemus')).toBeLessThan(text.indexOf('3. Eli'));
    expect(text).toContain('> A private matter of the heart.');
    expect(text).not.toContain('Sent the day before yesterday.');
    expect(text).not.toContain('Sent today');
    expect(linkIn(text, '/desk/prayers').href).toBe(`${SITE}/desk/prayers`);
    expect(linkIn(text, '/desk/notifications').href).toBe(`${SITE}/desk/notifications`);
    expect(smtp.received.filter(({ recipients }) => recipients.includes('tychicus@example.org'))).toEqual([]);
  });

  it('sends nothing for a day without requests, and still claims it once', async () => {
    const before = await database.db.$count(outbox, like(outbox.dedupeKey, 'prayer-digest:%'));
    const now = new Date('2027-03-06T07:00:00Z');
    const runs = await Promise.all([sendDailyPrayerDigest(deps(database), now), sendDailyPrayerDigest(deps(anotherInstance()), now)]);
    expect(runs.filter((run) => run !== null)).toEqual([{ day: '2027-03-05', requests: 0, recipients: 0 }]);
    expect(await database.db.$count(outbox, like(outbox.dedupeKey, 'prayer-digest:%'))).toBe(before);
  });
});
