// Opens the database: postgres.js when a DATABASE_URL is given, otherwise an embedded PGlite
// (real Postgres compiled to WebAssembly) stored under DATA_DIR, or in memory for tests.
// Both are driven through the same drizzle API, typed as `Db`.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Which engine is behind `db`, for logs and the health check. */
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations in db/migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on Postgres a session advisory lock, so of several instances
   * started at once one migrates and seeds while the others wait, then find nothing left to do. PGlite is one
   * process's (its data directory is locked), so there `work` simply runs.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /**
   * Calls `onChange` on each NOTIFY on `channel`, and (Postgres) each time the listening connection
   * (re)connects, since notifications sent while it was down are lost. Postgres hears every connection of every
   * instance; PGlite, its one connection (whoever writes through this object: the app, a test, a script).
   * Resolves, once listening, to how to stop.
   */
  listen(channel: string, onChange: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball (the tests copy one template this way). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** The longest a statement may run, and the longest it may wait for a lock (Postgres). */
export const STATEMENT_TIMEOUT_MS = 5_000;
export const LOCK_TIMEOUT_MS = 2_000;

/** The advisory lock start-up work holds (any fixed number; this one spells "lwm start"). */
const STARTUP_LOCK_KEY = 0x6c776d_5374;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { databaseUrl: string; maxConnections?: number }
  | {
      pgliteDir: string | null;
      /**
       * Starts PGlite from this dumped data directory (`PGlite.dumpDataDir()`) instead of running initdb:
       * the tests copy one migrated template this way. Only for an empty pgliteDir, e.g. in memory.
       */
      loadDataDir?: Blob;
    };

export function createDatabase(options: DatabaseOptions): Database {
  if ('databaseUrl' in options) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // No request waits on the database for long: a slow statement or a held lock ends in an error that
      // the API answers with 503 and Retry-After (server/errors.ts), and a connection must open in 5 s.
      connect_timeout: 5,
      connection: { statement_timeout: STATEMENT_TIMEOUT_MS, lock_timeout: LOCK_TIMEOUT_MS },
    });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async withStartupLock(work) {
        const connection = await client.reserve();
        try {
          // Waiting for another instance's migrations and seed is the point: no timeout on this one connection.
          await connection`set statement_timeout = 0`;
          await connection`set lock_timeout = 0`;
          await connection`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`;
          try {
            return await work();
          } finally {
            await connection`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`;
            await connection`reset statement_timeout`;
            await connection`reset lock_timeout`;
          }
        } finally {
          connection.release();
        }
      },
      ping: () => ping(db as unknown as Db),
      async listen(channel, onChange) {
        // postgres.js listens on a connection of its own, outside the pool, and listens again after a reconnect.
        const { unlisten } = await client.listen(channel, onChange, onChange);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  return pgliteDatabase(
    new PGlite({ dataDir: options.pgliteDir ?? undefined, loadDataDir: options.loadDataDir, extensions: pgliteExtensions }),
  );
}

/** PGlite's extensions. pg_trgm: topic names are matched by similarity (the Bible store's topical search). */
export const pgliteExtensions = { pg_trgm };

/** The Database over an open PGlite (the tests lend one PGlite to several test apps in turn). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    dumpDataDir: async () => client.dumpDataDir('none'),
    migrate: () => migratePglite(db, { migrationsFolder }),
    withStartupLock: (work) => work(),
    ping: () => ping(db as unknown as Db),
    listen: (channel, onChange) => client.listen(channel, onChange),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
