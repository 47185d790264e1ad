// A fresh, migrated database for one test app: an in-memory PGlite by default, or, when DATABASE_URL
// is set (CI runs the server tests a second time against the real Postgres), a new database created on
// that server and dropped afterwards, so test files never see each other's rows.
// Both are copies of the template that server/test/global-setup.ts migrates once per run; without it
// (a config that skips the global setup), the PGlite template is built here once per test file, and
// Postgres databases are migrated one by one.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../db';
import { bibleSeedFiles } from '../adapters/bible/seed-files';
import { seedBible } from '../services/bible/seed';

export interface TestDatabaseOptions {
  /** With the Bible text and Nave's topics seeded, as a started server has them. */
  bible?: boolean;
}

/** A test's database; on Postgres with its address, for a test that connects to it a second time (a second instance). */
export type TestDatabase = Database & { url?: string };

export async function createTestDatabase({ bible = false }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Each call gets its own PGlite, started from a template: nothing is shared but the bytes. Ready when
    // returned, as a started server's database is: PGlite starts on its first statement, which would otherwise
    // be a test's (the health check gives the database 2 s, which a loaded machine's start can take).
    const database = createDatabase({ pgliteDir: null, loadDataDir: await pgliteTemplate(bible) });
    await database.ping();
    return database;
  }

  const template = inject(bible ? 'postgresBibleTemplate' : 'postgresTemplate');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  if (!template) {
    await database.migrate();
    if (bible) await seedBible(database.db, bibleSeedFiles);
  }
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

const templates = new Map<boolean, Promise<Blob>>();

/** A template data directory, read once per test file (PGlite reads the Blob, never changes it). */
export function pgliteTemplate(bible: boolean): Promise<Blob> {
  let template = templates.get(bible);
  if (!template) {
    template = loadTemplate(bible);
    templates.set(bible, template);
  }
  return template;
}

async function loadTemplate(bible: boolean): Promise<Blob> {
  const file = inject(bible ? 'pgliteBibleTemplate' : 'pgliteTemplate');
  if (file) return new Blob([await readFile(file)]);
  // Without the global setup: build it here, once per test file.
  const database = createDatabase({ pgliteDir: null });
  try {
    await database.migrate();
    if (bible) await seedBible(database.db, bibleSeedFiles);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite cannot dump its data directory');
    return dump;
  } finally {
    await database.close();
  }
}
