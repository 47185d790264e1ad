// A fresh, migrated database for one test app: an in-memory PGlite by default, or, when DATABASE_URL
// is set (CI runs the server tests a second time against the real Postgres), a new database created on
// that server and dropped afterwards, so test files never see each other's rows.
// Both are copies of the template that server/test/global-setup.ts migrates once per run; without it
// (a config that skips the global setup), the PGlite template is built here once per test file, and
// Postgres databases are migrated one by one.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, pgliteDatabase, pgliteExtensions, type Database } from '../../db';
import { bibleSeedFiles } from '../adapters/bible/seed-files';
import { seedBible } from '../services/bible/seed';
import { studyToolsSeedFiles } from '../adapters/bible/study-tools-seed-files';
import { seedStudyTools } from '../services/bible/study-tools-seed';
import { waitForTemplate } from './template-cache';

export interface TestDatabaseOptions {
  /** With the Bible text and Nave's topics seeded. */
  bible?: boolean;
  /**
   * With the study tools seeded too (Strong's numbers and dictionaries, the commentary), as a started server
   * has them: a template of its own, so the tests that only read the text do not load them.
   */
  studyTools?: boolean;
}

/** Which template a test database copies. */
type TemplateKind = 'plain' | 'bible' | 'study';
const kindOf = ({ bible = false, studyTools = false }: TestDatabaseOptions): TemplateKind => (studyTools ? 'study' : bible ? 'bible' : 'plain');
const PGLITE_TEMPLATE = { plain: 'pgliteTemplate', bible: 'pgliteBibleTemplate', study: 'pgliteStudyTemplate' } as const;
const POSTGRES_TEMPLATE = { plain: 'postgresTemplate', bible: 'postgresBibleTemplate', study: 'postgresStudyTemplate' } as const;

/** Migrates and seeds a database as the template of `kind` holds it. */
async function fill(database: Database, kind: TemplateKind) {
  await database.migrate();
  if (kind !== 'plain') await seedBible(database.db, bibleSeedFiles);
  if (kind === 'study') await seedStudyTools(database.db, studyToolsSeedFiles);
}

/** A test's database; on Postgres with its address, for a test that connects to it a second time (a second instance). */
export type TestDatabase = Database & { url?: string };

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = kindOf(options);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // A PGlite of this worker's, emptied back to its template's state (see lendPglite below).
    return lendPglite(kind);
  }

  const template = inject(POSTGRES_TEMPLATE[kind]);
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  if (!template) await fill(database, kind);
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

/**
 * Fills `dir` with a template's data directory, for a test that starts the server on a file-backed PGlite:
 * unpacking the tar takes 0.4 s where PGlite's own loadDataDir writes it file by file in 6 s. `bible` gives
 * what a started server has seeded (the Bible and the study tools), so its start seeds nothing.
 */
export async function unpackTemplate(dir: string, { bible = false }: Pick<TestDatabaseOptions, 'bible'> = {}): Promise<void> {
  await mkdir(dir, { recursive: true });
  const kind: TemplateKind = bible ? 'study' : 'plain';
  const file = inject(PGLITE_TEMPLATE[kind]);
  if (file) {
    await waitForTemplate(file);
    await promisify(execFile)('tar', ['-xf', file, '-C', dir]);
    return;
  }
  const database = createDatabase({ pgliteDir: dir, loadDataDir: await pgliteTemplate(kind) });
  await database.ping();
  await database.close();
}

const templates = new Map<TemplateKind, Promise<Blob>>();

/** A template data directory, read once per test file (PGlite reads the Blob, never changes it). */
export function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let template = templates.get(kind);
  if (!template) {
    template = loadTemplate(kind);
    templates.set(kind, template);
  }
  return template;
}

async function loadTemplate(kind: TemplateKind): Promise<Blob> {
  const file = inject(PGLITE_TEMPLATE[kind]);
  if (file) {
    await waitForTemplate(file);
    return new Blob([await readFile(file)]);
  }
  // Without the global setup: build it here, once per test file.
  const database = createDatabase({ pgliteDir: null });
  try {
    await fill(database, kind);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite cannot dump its data directory');
    return dump;
  } finally {
    await database.close();
  }
}

// Starting a PGlite from a template costs 0.7 s of CPU (1.5 s with the Bible; 1.3 s and 2.5 s from a Blob in memory); with
// about fifty test databases per run that was half of the server tests' time. So each worker keeps the PGlites
// its tests have closed and lends them again, emptied: every table the template leaves empty that the test
// wrote to is truncated (identities restarted), and the tables the template fills (the Bible, Nave's topics, the
// migrations' log) are left as they are. A test must not notice the difference, so a PGlite is only lent again when:
//  - nothing in it changed what the template holds: no table, column, constraint, trigger, index or function
//    was added, changed or dropped (a test may add a constraint to make an insert fail), and no row of the
//    filled tables was written;
//  - it was not closed by its test (the health check's "database down" test closes it).
// Otherwise it is closed and the next test gets a fresh one. Its session settings are reset too.
// A lent PGlite refuses statements once its test database is closed, as a closed PGlite does.
// Each PGlite runs on a copy of its template's data directory on disk (see openPglite).

interface Pooled {
  client: PGlite;
  /** Its data directory, a copy of the template's, removed when it is closed; none when it runs in memory. */
  dir?: string;
  /** The tables the template leaves empty, to truncate, and those it fills, to check. */
  emptied: string[];
  filled: string[];
  /** The catalog's state after the last reset. */
  catalog: string;
  /** The newest row version in the filled tables (their rows are never written in a test). */
  filledVersion: string;
}

const idle = new Map<TemplateKind, Pooled[]>();

async function lendPglite(kind: TemplateKind): Promise<TestDatabase> {
  const pooled = idle.get(kind)?.pop() ?? (await startPglite(kind));
  let lent = true;
  const closed = () => new Error('PGlite is closed');
  const guarded = new Proxy(pooled.client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!lent) throw closed();
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const { dumpDataDir: _unused, ...database } = pgliteDatabase(guarded);
  return {
    ...database,
    async close() {
      if (!lent) return;
      lent = false;
      await giveBack(kind, pooled);
    },
  };
}

/**
 * A PGlite on a copy of the template's data directory, unpacked from its tar into a directory of this worker's:
 * PGlite reads the files it needs as it goes, where `loadDataDir` first wrote the whole tar into its in-memory
 * file system (the study tools' template is 190 MB), and took 1-1.5 s more CPU per PGlite (about 15 per run).
 * In memory from the Blob when there is no tar (a config that skips the global setup).
 */
async function openPglite(kind: TemplateKind): Promise<{ client: PGlite; dir?: string }> {
  const file = inject(PGLITE_TEMPLATE[kind]);
  if (!file) return { client: new PGlite({ loadDataDir: await pgliteTemplate(kind), extensions: pgliteExtensions }) };
  await waitForTemplate(file);
  const dir = await mkdtemp(path.join(await workerDir(), `${kind}-`));
  await promisify(execFile)('tar', ['-xf', file, '-C', dir]);
  return { client: new PGlite({ dataDir: dir, extensions: pgliteExtensions }), dir };
}

/** Where this worker's PGlites keep their data directories: its own folder, removed when the worker ends. */
const PGLITE_DIRS = path.join(tmpdir(), 'ministry-test-pglite');
let ownDir: Promise<string> | undefined;

function workerDir(): Promise<string> {
  ownDir ??= (async () => {
    await mkdir(PGLITE_DIRS, { recursive: true });
    // A worker that did not exit (a run stopped by force) left its folder: removed once its process is gone.
    for (const name of await readdir(PGLITE_DIRS)) {
      if (!processAlive(Number(name))) await rm(path.join(PGLITE_DIRS, name), { recursive: true, force: true });
    }
    const dir = path.join(PGLITE_DIRS, String(process.pid));
    await mkdir(dir, { recursive: true });
    const remove = () => rmSync(dir, { recursive: true, force: true });
    process.once('exit', remove);
    // Vitest stops its child-process workers with SIGTERM, which ends a process without 'exit': removed first,
    // then the signal raised again, now with no listener, to end the process as it would have.
    process.once('SIGTERM', () => {
      remove();
      process.kill(process.pid, 'SIGTERM');
    });
    return dir;
  })();
  return ownDir;
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function closePglite({ client, dir }: Pooled) {
  if (!client.closed) await client.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}

async function startPglite(kind: TemplateKind): Promise<Pooled> {
  const { client, dir } = await openPglite(kind);
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  const names = tables.map((table) => table.name);
  const { rows: [filled = {}] } = await client.query<Record<string, boolean>>(
    `select ${names.map((name, index) => `exists (select 1 from ${name}) as t${index}`).join(', ')}`,
  );
  const pooled: Pooled = {
    client,
    ...(dir ? { dir } : {}),
    emptied: names.filter((_, index) => !filled[`t${index}`]),
    filled: names.filter((_, index) => filled[`t${index}`]),
    catalog: '',
    filledVersion: '',
  };
  pooled.catalog = await catalogState(client);
  pooled.filledVersion = await filledVersion(pooled);
  return pooled;
}

async function giveBack(kind: TemplateKind, pooled: Pooled) {
  const { client } = pooled;
  if (client.closed) {
    await closePglite(pooled);
    return;
  }
  const unchanged =
    (await catalogState(client)) === pooled.catalog && (await filledVersion(pooled)) === pooled.filledVersion;
  if (!unchanged) {
    await closePglite(pooled);
    return;
  }
  // Only the tables the test wrote to: truncating all of them took 80-100 ms per test app, most of which write a few.
  const written = await writtenTables(pooled);
  await client.exec(`reset all;${written.length > 0 ? ` truncate ${written.join(', ')} restart identity cascade;` : ''}`);
  // Truncating gives each table new files, which changes its catalog row.
  if (written.length > 0) pooled.catalog = await catalogState(client);
  let pool = idle.get(kind);
  if (!pool) idle.set(kind, (pool = []));
  pool.push(pooled);
}

/**
 * The tables the template leaves empty that a test wrote to: those with rows, and those whose identity or serial
 * sequence has been used (rows added and deleted again), whose sequence `truncate ... restart identity` restarts.
 */
async function writtenTables({ client, emptied }: Pooled): Promise<string[]> {
  if (emptied.length === 0) return [];
  const [{ rows: [withRows = {}] }, { rows: sequenced }] = await Promise.all([
    client.query<Record<string, boolean>>(`select ${emptied.map((name, index) => `exists (select 1 from ${name}) as t${index}`).join(', ')}`),
    client.query<{ name: string }>(
      `select format('%I.%I', tn.nspname, t.relname) as name
       from pg_sequences ps
       join pg_namespace sn on sn.nspname = ps.schemaname
       join pg_class s on s.relnamespace = sn.oid and s.relname = ps.sequencename
       join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_namespace tn on tn.oid = t.relnamespace
       where ps.last_value is not null`,
    ),
  ]);
  const used = new Set(sequenced.map((row) => row.name));
  return emptied.filter((name, index) => withRows[`t${index}`] || used.has(name));
}

/** Changes with any row of the catalogs that describe tables, columns, constraints, triggers, indexes, functions. */
async function catalogState(client: PGlite): Promise<string> {
  const catalogs = ['pg_class', 'pg_attribute', 'pg_constraint', 'pg_trigger', 'pg_index', 'pg_proc', 'pg_attrdef', 'pg_type', 'pg_namespace'];
  const { rows } = await client.query<{ state: string }>(
    `select concat_ws(',', ${catalogs.map((name) => `(select count(*) || ':' || sum(xmin::text::bigint) from ${name})`).join(', ')}) as state`,
  );
  return rows[0]?.state ?? '';
}

async function filledVersion({ client, filled }: Pooled): Promise<string> {
  if (filled.length === 0) return '';
  const { rows } = await client.query<{ version: string }>(
    `select concat_ws(',', ${filled.map((name) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${name})`).join(', ')}) as version`,
  );
  return rows[0]?.version ?? '';
}
