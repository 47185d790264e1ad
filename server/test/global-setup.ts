// Runs once per `vitest run` in the main process, before any server test file: builds two template
// databases, which createTestDatabase() (server/test/database.ts) then copies for every test app: one
// migrated, and one migrated with the Bible text seeded (for the tests that read Scripture). Starting PGlite
// from scratch runs initdb in WebAssembly (about 3 s); loading a dumped data directory is about three times
// faster, and neither the migrations nor the seeding are replayed.
//  - PGlite (no DATABASE_URL): each data directory is dumped to a tar file in a temporary directory, and
//    its path is provided to the workers.
//  - Postgres (DATABASE_URL set): databases `test_template_…` are built on that server and provided by
//    name; each test database is then `create database … template test_template_…`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { createDatabase, type Database } from '../../db';
import { bibleSeedFiles } from '../adapters/bible/seed-files';
import { seedBible } from '../services/bible/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tars of PGlite data directories, for `new PGlite({ loadDataDir })`: migrated, and with the Bible. */
    pgliteTemplate?: string;
    pgliteBibleTemplate?: string;
    /** Databases on the DATABASE_URL server, for `create database … template …`. */
    postgresTemplate?: string;
    postgresBibleTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTemplates(project, serverUrl) : pgliteTemplates(project);
}

async function pgliteTemplates(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ministry-template-'));
  const database = createDatabase({ pgliteDir: null });
  // Uncompressed: the workers load them a few dozen times, and they stay in the page cache.
  const dump = async (name: string) => {
    const file = path.join(dir, name);
    const blob = await database.dumpDataDir?.();
    if (!blob) throw new Error('PGlite cannot dump its data directory');
    await writeFile(file, new Uint8Array(await blob.arrayBuffer()));
    return file;
  };
  try {
    await database.migrate();
    project.provide('pgliteTemplate', await dump('migrated.tar'));
    await seedBible(database.db, bibleSeedFiles);
    project.provide('pgliteBibleTemplate', await dump('bible.tar'));
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplates(project: TestProject, serverUrl: string) {
  // The test_ prefix lets .ci/run sweep them up after an interrupted run, like the test databases.
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const plain = `test_template_${suffix}`;
  const bible = `test_template_bible_${suffix}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const drop = async () => {
    for (const name of [bible, plain]) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  };
  const open = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return createDatabase({ databaseUrl: url.toString(), maxConnections: 1 });
  };
  // Closed before the next step: Postgres copies a template only while nobody is connected to it.
  const build = async (name: string, step: (database: Database) => Promise<unknown>, template?: string) => {
    await admin.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
    const database = open(name);
    try {
      await step(database);
    } finally {
      await database.close();
    }
  };
  try {
    await build(plain, (database) => database.migrate());
    await build(bible, (database) => seedBible(database.db, bibleSeedFiles), plain);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', plain);
  project.provide('postgresBibleTemplate', bible);
  return drop;
}
