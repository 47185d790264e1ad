import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db';
import { bibleVerses, kjvStrongsVerses } from '../db/schema';
import { prepareDatabase } from './startup';

const quiet = { info: () => {} };

// An autoscaler or a rolling deploy starts several instances at once. Before the start-up lock, three on a
// fresh database crashed two of them: one in `CREATE TABLE "users"`, one in the Bible seed's truncate.
describe.runIf(process.env.DATABASE_URL)('start-up on PostgreSQL', () => {
  it('migrates and seeds a fresh database once when three instances start at the same moment', async () => {
    const serverUrl = process.env.DATABASE_URL ?? '';
    const name = `test_startup_${randomBytes(4).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const instances = [1, 2, 3].map(() => createDatabase({ databaseUrl: url.toString(), maxConnections: 3 }));
    try {
      const seeded: string[] = [];
      await Promise.all(instances.map((database, index) => prepareDatabase(database, { info: (line: string) => seeded.push(`${index}: ${line}`) })));
      // One of them seeded; the others waited and found the work done.
      expect(seeded).toHaveLength(1);
      const first = instances[0] as Database;
      const [verses] = await first.db.select({ count: count() }).from(bibleVerses).where(eq(bibleVerses.translation, 'kjv'));
      expect(verses?.count).toBe(31_102);
      // The study tools too, in the same start: the one seeding instance says both.
      expect(seeded[0]).toMatch(/Bible text and Nave's topics, study tools .* seeded in/);
      const [strongs] = await first.db.select({ count: count() }).from(kjvStrongsVerses);
      expect(strongs?.count).toBe(31_099);
      // A fourth start later does nothing more.
      await prepareDatabase(first, quiet);
    } finally {
      for (const database of instances) await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    }
  }, 120_000);
});
