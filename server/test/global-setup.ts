// Runs once per `vitest run` in the main process, before any server test file: provides three template
// databases, which createTestDatabase() (server/test/database.ts) then copies for every test app: one
// migrated, one migrated with the Bible text seeded (for the tests that read Scripture), and one with the
// study tools seeded too (Strong's numbers, the commentary: for their tests and a started server's data).
// Starting PGlite from scratch runs initdb in WebAssembly (about 4 s), seeding the Bible takes 6 s more and
// the study tools 1.7 s; loading a dumped data directory is faster, and nothing is replayed.
//  - PGlite (no DATABASE_URL): each data directory is dumped to a tar file under node_modules/.cache/test-db,
//    named after what decides its contents, and kept for the next run. A run that finds none builds them
//    while the first test files run, and the server tests wait for them.
//  - Postgres (DATABASE_URL set): databases `test_template_…` are built on that server and provided by
//    name; each test database is then `create database … template test_template_…`.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { createDatabase, type Database } from '../../db';
import { bibleSeedFiles } from '../adapters/bible/seed-files';
import { seedBible } from '../services/bible/seed';
import { studyToolsSeedFiles } from '../adapters/bible/study-tools-seed-files';
import { seedStudyTools } from '../services/bible/study-tools-seed';
import { templateCache, templateError, templateFiles } from './template-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tars of PGlite data directories, for `new PGlite({ loadDataDir })`: migrated, and with the Bible. */
    pgliteTemplate?: string;
    pgliteBibleTemplate?: string;
    /** With the study tools seeded as well. */
    pgliteStudyTemplate?: string;
    /** Databases on the DATABASE_URL server, for `create database … template …`. */
    postgresTemplate?: string;
    postgresBibleTemplate?: string;
    postgresStudyTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTemplates(project, serverUrl) : pgliteTemplates(project);
}

async function pgliteTemplates(project: TestProject) {
  const dir = path.join(templateCache, await templateKey());
  const { plain, bible, study } = templateFiles(dir);
  project.provide('pgliteTemplate', plain);
  project.provide('pgliteBibleTemplate', bible);
  project.provide('pgliteStudyTemplate', study);
  if (existsSync(plain) && existsSync(bible) && existsSync(study)) {
    // In use: a run with another key leaves them alone for the next hour (removeStaleTemplates).
    const now = new Date();
    await utimes(dir, now, now);
    return () => Promise.resolve();
  }
  // Built while the first test files run (the client tests need no database); the server tests wait for the
  // files (waitForTemplate in server/test/database.ts), which appear whole, by rename, or not at all.
  const building = buildPgliteTemplates(dir, plain, bible, study).catch((error: unknown) =>
    writeFile(templateError(dir), error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
  return async () => {
    await building;
  };
}

async function buildPgliteTemplates(dir: string, plain: string, bible: string, study: string) {
  await removeStaleTemplates(dir);
  await mkdir(dir, { recursive: true });
  const database = createDatabase({ pgliteDir: null });
  // Uncompressed: the workers load them a few times each, and they stay in the page cache.
  const dump = async (file: string) => {
    const blob = await database.dumpDataDir?.();
    if (!blob) throw new Error('PGlite cannot dump its data directory');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await blob.arrayBuffer()));
    await rename(partial, file);
  };
  try {
    await database.migrate();
    await dump(plain);
    await seedBible(database.db, bibleSeedFiles);
    await dump(bible);
    await seedStudyTools(database.db, studyToolsSeedFiles);
    await dump(study);
  } finally {
    await database.close();
  }
}

/**
 * Names the templates after everything that decides their contents: the schema and its migrations, the seed
 * data and the code that seeds it, and the versions of PGlite and drizzle. A change to any of them builds new
 * templates; deleting node_modules/.cache does too.
 */
// Another key's templates are removed once nothing has touched them for an hour: a run beside this one (another
// checkout's state, a second terminal) may still be reading its own, and removing them failed its every test.
const STALE_TEMPLATE_MS = 60 * 60 * 1000;

async function removeStaleTemplates(keep: string) {
  if (!existsSync(templateCache)) return;
  for (const key of await readdir(templateCache)) {
    const dir = path.join(templateCache, key);
    if (dir === keep || Date.now() - (await stat(dir)).mtimeMs < STALE_TEMPLATE_MS) continue;
    await rm(dir, { recursive: true, force: true });
  }
  // A failed build's error would fail this one's waiters at once; its partial files are named by process.
  await rm(templateError(keep), { force: true });
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // What the templates hold: the schema, the seed data and the code that seeds it (not the rest of the Bible
  // services, whose key passages change often and are in no template).
  const sources = [
    'db',
    'server/services/bible/seed.ts',
    'server/services/bible/study-tools-seed.ts',
    'server/contracts/bible-books.ts',
    'server/contracts/bible-translations.ts',
    'server/contracts/bible-study-tools.ts',
    'server/adapters/bible',
    'server/test/global-setup.ts',
  ];
  for (const source of sources) {
    const files = (await stat(source)).isDirectory()
      ? (await readdir(source, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [source];
    for (const file of files.sort()) hash.update(file).update(await readFile(file));
  }
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) hash.update(name).update(await readFile(`node_modules/${name}/package.json`));
  return hash.digest('hex').slice(0, 16);
}

async function postgresTemplates(project: TestProject, serverUrl: string) {
  // The test_ prefix lets .ci/run sweep them up after an interrupted run, like the test databases.
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const plain = `test_template_${suffix}`;
  const bible = `test_template_bible_${suffix}`;
  const study = `test_template_study_${suffix}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const drop = async () => {
    for (const name of [study, bible, plain]) await admin.unsafe(`drop database if exists "${name}" with (force)`);
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
    await build(study, (database) => seedStudyTools(database.db, studyToolsSeedFiles), bible);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', plain);
  project.provide('postgresBibleTemplate', bible);
  project.provide('postgresStudyTemplate', study);
  return drop;
}
