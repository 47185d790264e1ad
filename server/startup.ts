// The database as the configuration names it, opened and made ready: the committed migrations, then the
// Bible and study tools seeds, under the start-up lock (db/index.ts), so any number of instances may start at
// once on a fresh database: one does the work, the others wait for it and find nothing left to do. The server calls it
// on every start (deps.ts); `npm run db:migrate` (server/migrate.ts) runs it as a release step.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { createDatabase, type Database } from '../db';
import { bibleSeedFiles } from './adapters/bible/seed-files';
import type { Config } from './config';
import { lockDataDir } from './data-dir-lock';
import { seedBible } from './services/bible/seed';
import { studyToolsSeedFiles } from './adapters/bible/study-tools-seed-files';
import { seedStudyTools } from './services/bible/study-tools-seed';

/** Postgres when DATABASE_URL is set, else the embedded PGlite in DATA_DIR (locked to this process until closed). */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>, logger: Pick<Logger, 'info'>): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = createDatabase({ databaseUrl: config.DATABASE_URL });
    return prepared(database, logger);
  }
  await mkdir(config.dataDir, { recursive: true });
  const lock = await lockDataDir(config.dataDir);
  const database = createDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
  const locked: Database = {
    ...database,
    async close() {
      await database.close();
      await lock.release();
    },
  };
  return prepared(locked, logger);
}

async function prepared(database: Database, logger: Pick<Logger, 'info'>): Promise<Database> {
  try {
    await prepareDatabase(database, logger);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function prepareDatabase(database: Database, logger: Pick<Logger, 'info'>): Promise<void> {
  await database.withStartupLock(async () => {
    await database.migrate();
    const started = performance.now();
    const seeded = [
      (await seedBible(database.db, bibleSeedFiles)) ? "Bible text and Nave's topics" : null,
      (await seedStudyTools(database.db, studyToolsSeedFiles)) ? "study tools (Strong's numbers and dictionaries, Matthew Henry's commentary)" : null,
    ].filter((part) => part !== null);
    if (seeded.length > 0) logger.info(`${seeded.join(', ')} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
}
