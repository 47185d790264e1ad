// A fresh, migrated database for one test file: an in-memory PGlite by default, or, when DATABASE_URL
// is set (CI runs the server tests a second time against the real Postgres), a new database created on
// that server and dropped afterwards, so test files never see each other's rows.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type Database } from '../../db';

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = createDatabase({ pgliteDir: null });
    await database.migrate();
    return database;
  }

  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
